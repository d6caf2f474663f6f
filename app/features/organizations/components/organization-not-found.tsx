import { useTranslation } from "react-i18next";
import { buttonClassName } from "~/components/ui/button.tsx";
import { Section } from "~/components/ui/section.tsx";

const reasons = ["reasonIncorrectId", "reasonMoved", "reasonOutdatedLink"] as const;
const helpLinks = [
  { href: "/help", label: "helpCenter" },
  { href: "/report-bug", label: "reportProblem" },
] as const;

/** Shown (with status 404) when the intake page's organization does not exist. */
export function OrganizationNotFound({ requested, retryHref }: { requested: string; retryHref: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-6 px-6 py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t("organizationNotFound.title")}</h1>
        <p className="text-ink-muted">{t("organizationNotFound.body", { organization: requested })}</p>
      </div>
      <Section tight id="not-found-reasons" title={t("organizationNotFound.reasonsTitle")}>
        <ul className="list-disc ps-6 text-ink-muted">
          {reasons.map((reason) => (
            <li key={reason}>{t(`organizationNotFound.${reason}`)}</li>
          ))}
        </ul>
      </Section>
      <Section tight id="not-found-help" title={t("organizationNotFound.helpTitle")}>
        <ul className="flex flex-col gap-1">
          {helpLinks.map((link) => (
            <li key={link.href}>
              <a className="text-brand underline dark:text-accent" href={link.href}>
                {t(`organizationNotFound.${link.label}`)}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <div className="flex flex-wrap gap-3">
        <a className={buttonClassName()} href={retryHref}>
          {t("actions.tryAgain")}
        </a>
        <a className={buttonClassName({ variant: "secondary" })} href="/">
          {t("actions.goHome")}
        </a>
      </div>
    </main>
  );
}
