import { lazy, Suspense, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/use-hydrated.ts";
import { contactHref, lawyersHref } from "~/features/lawyers/lawyer-links.ts";
import type { LawyerResult, LawyerSearchResults } from "~/features/lawyers/schemas.ts";
import { LawyerCardList } from "./lawyer-card-list.tsx";

/** The contact modal's code is loaded when it is opened, not with the chat (ADR 0073). */
const LawyerContactModal = lazy(() =>
  import("./lawyer-contact-modal.tsx").then((module) => ({ default: module.LawyerContactModal })),
);

/**
 * The search_lawyers block in the chat. Contact opens the modal in place with JavaScript; without
 * it, the link opens the /lawyers page's contact view. Search Again goes to the /lawyers form.
 */
export function LawyerResultsBlock({ results }: { results: LawyerSearchResults }) {
  const { t } = useTranslation("lawyers");
  const hydrated = useHydrated();
  const [open, setOpen] = useState<LawyerResult | null>(null);
  const slug = results.organizationSlug ?? null;
  const query = results.query ?? {};
  return (
    <section aria-label={t("results.label")} className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <h3 className="font-semibold">
        {results.matterType ? t("results.titleFor", { matterType: results.matterType }) : t("results.label")}
      </h3>
      <LawyerCardList
        lawyers={results.lawyers}
        total={results.total}
        contactHref={(lawyer) => contactHref(slug, query, lawyer.id)}
        onContact={hydrated ? (lawyer) => setOpen(lawyer) : undefined}
        searchAgainHref={lawyersHref(slug, query)}
      />
      {results.lawyers.length > 0 ? (
        <a href={lawyersHref(slug, query)} className="self-start text-sm underline">
          {t("results.refine")}
        </a>
      ) : null}
      {/* Opened only in the browser; outside the chat's live region so it is not read out as a new message. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <LawyerContactModal
                lawyer={open}
                closeHref={lawyersHref(slug, query)}
                onClose={() => setOpen(null)}
                contactAction={contactHref(slug, query, open.id)}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </section>
  );
}
