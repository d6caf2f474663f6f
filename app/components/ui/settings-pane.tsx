import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "./back-link.tsx";
import { cx } from "./class-names.ts";

/** The panes of the settings dialog; each names its texts in the settings namespace. */
export type SettingsPaneName = "general" | "notifications" | "account" | "security" | "help" | "mfa";

/**
 * One section of the settings dialog (general, notifications, account, security, help, two-factor
 * enrolment): its document title (`settings:<name>.meta.title`), an optional back link, and a
 * <section> labelled by its <h2> (`<name>-title`, `settings:<name>.title`), followed by the
 * section's content. `className` sets its width and spacing.
 */
export function SettingsPane({
  name,
  back,
  className,
  children,
}: {
  name: SettingsPaneName;
  back?: { to: string; label: ReactNode };
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("settings");
  const headingId = `${name}-title`;
  return (
    <section aria-labelledby={headingId} className={cx("flex flex-col", className)}>
      <title>{t(`${name}.meta.title`)}</title>
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <h2 id={headingId} className="text-xl font-semibold">
        {t(`${name}.title`)}
      </h2>
      {children}
    </section>
  );
}
