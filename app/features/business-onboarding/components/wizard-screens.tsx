import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button.tsx";
import { MessagePage } from "~/components/ui/message-page.tsx";

/** 'Not Available' for organizations that are not on a business or enterprise plan (spec §8). */
export function NotAvailable() {
  const { t } = useTranslation("business");
  return (
    <MessagePage title={t("notAvailable.title")} body={t("notAvailable.message")}>
      <Link to="/" className={buttonClassName()}>
        {t("actions.home")}
      </Link>
    </MessagePage>
  );
}

/** 'Setup Complete' and the business welcome screen: team, organization settings, API access. */
export function BusinessWelcome({ organization }: { organization: { id: string; name: string; slug: string } }) {
  const { t } = useTranslation("business");
  const links = [
    { to: "/settings/organization#members-title", title: t("complete.teamTitle"), body: t("complete.teamBody") },
    { to: "/settings/organization/intake", title: t("complete.settingsTitle"), body: t("complete.settingsBody") },
    { to: "/settings/organization#tokens-title", title: t("complete.apiTitle"), body: t("complete.apiBody") },
  ];
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <title>{t("complete.title")}</title>
      <h1 className="text-2xl font-semibold">{t("complete.title")}</h1>
      <p>{t("complete.lead", { name: organization.name })}</p>
      <p>
        <a href={`/?organizationId=${encodeURIComponent(organization.slug)}`} className="font-medium underline">
          {t("complete.openIntake")}
        </a>
      </p>
      <h2 className="text-lg font-semibold">{t("complete.nextTitle")}</h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {links.map((link) => (
          <li key={link.to} className="rounded-md border border-line p-3">
            <Link to={link.to} className="font-medium underline">
              {link.title}
            </Link>
            <p className="text-sm text-ink-muted">{link.body}</p>
          </li>
        ))}
      </ul>
      <Link to="/" className={buttonClassName({ className: "self-start" })}>
        {t("actions.home")}
      </Link>
    </main>
  );
}
