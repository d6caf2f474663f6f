import { useTranslation } from "react-i18next";
import type { SitePage } from "./content.ts";

/** A help or legal page: translated chrome around English content (ADR 0024). */
export function SitePageView({ page }: { page: SitePage }) {
  const { t, i18n } = useTranslation("workspace");
  const english = (i18n.language || "en").startsWith("en");
  const updated = new Date(`${page.updated}T12:00:00Z`).toLocaleDateString(i18n.language || "en", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-5 py-10">
      <title>{`${page.title} - Parley`}</title>
      <nav aria-label={t("pages.backToChat")} className="flex flex-wrap gap-4 text-sm">
        <a href="/" className="text-ink-muted underline">
          ← {t("pages.backToChat")}
        </a>
        <a href="/report-bug" className="text-ink-muted underline">
          {t("pages.reportBug")}
        </a>
      </nav>
      <article lang="en" className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold">{page.title}</h1>
          <p className="text-sm text-ink-muted" lang={i18n.language}>
            {t("pages.lastUpdated", { date: updated })}
          </p>
          {english ? null : (
            <p className="rounded-md bg-surface-sunken px-3 py-2 text-sm" lang={i18n.language}>
              {t("pages.englishOnly")}
            </p>
          )}
          <p className="text-lg text-ink-muted">{page.intro}</p>
        </header>
        {page.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-2">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="list-disc ps-5">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </main>
  );
}
