import type { ReactNode } from "react";
import { BackLink } from "./back-link.tsx";
import { cx } from "./class-names.ts";

/**
 * One section of the settings dialog (general, notifications, account, security, help, two-factor
 * enrolment): the document `title`, an optional back link, and a <section> labelled by its <h2>
 * (`headingId`), followed by the section's content. `className` sets its width and spacing.
 */
export function SettingsPane({
  title,
  back,
  headingId,
  heading,
  className,
  children,
}: {
  title: string;
  back?: { to: string; label: ReactNode };
  headingId: string;
  heading: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={cx("flex flex-col", className)}>
      <title>{title}</title>
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
