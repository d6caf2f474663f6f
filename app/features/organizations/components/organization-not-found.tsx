import { useTranslation } from "react-i18next";
import { buttonClassName } from "~/components/ui/button.tsx";

/** Shown (with status 404) when the intake page's organization does not exist. */
export function OrganizationNotFound({ requested, retryHref }: { requested: string; retryHref: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-6 px-6 py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t("organizationNotFound.title")}</h1>
        <p className="text-ink-muted">{t("organizationNotFound.body", { organization: requested })}</p>
      </div>
      <section aria-labelledby="not-found-reasons" className="flex flex-col gap-2">
        <h2 id="not-found-reasons" className="font-medium">
          {t("organizationNotFound.reasonsTitle")}
        </h2>
        <ul className="list-disc ps-6 text-ink-muted">
          <li>{t("organizationNotFound.reasonIncorrectId")}</li>
          <li>{t("organizationNotFound.reasonMoved")}</li>
          <li>{t("organizationNotFound.reasonOutdatedLink")}</li>
        </ul>
      </section>
      <section aria-labelledby="not-found-help" className="flex flex-col gap-2">
        <h2 id="not-found-help" className="font-medium">
          {t("organizationNotFound.helpTitle")}
        </h2>
        <ul className="flex flex-col gap-1">
          <li>
            <a className="text-brand underline dark:text-accent" href="/help">
              {t("organizationNotFound.helpCenter")}
            </a>
          </li>
          <li>
            <a className="text-brand underline dark:text-accent" href="/report-bug">
              {t("organizationNotFound.reportProblem")}
            </a>
          </li>
        </ul>
      </section>
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
