import type { ReactNode } from "react";
import { BackLink } from "./back-link.tsx";

const widths = {
  /** The auth steps: a narrow column centred on the screen. */
  narrow: "max-w-md justify-center",
  wide: "max-w-xl",
};

/**
 * A page of one raised panel (contact sales, report a bug, the password reset and two-factor steps):
 * the document `title`, an optional back link, and a <section> labelled by its <h1> (`headingId`),
 * followed by the page's content.
 */
export function PanelPage({
  title,
  back,
  headingId,
  heading,
  width = "wide",
  children,
}: {
  title: string;
  back?: { to: string; label: ReactNode };
  headingId: string;
  heading: ReactNode;
  width?: keyof typeof widths;
  children: ReactNode;
}) {
  return (
    <main id="main" className={`mx-auto flex min-h-dvh w-full ${widths[width]} flex-col gap-6 px-4 py-10`}>
      <title>{title}</title>
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-6"
      >
        <h1 id={headingId} className="text-2xl font-semibold">
          {heading}
        </h1>
        {children}
      </section>
    </main>
  );
}
