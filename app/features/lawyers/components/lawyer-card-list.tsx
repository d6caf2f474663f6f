import { useTranslation } from "react-i18next";
import { visiblePracticeAreas } from "~/features/lawyers/lawyer-display.ts";
import type { LawyerResult } from "~/features/lawyers/schemas.ts";
import { StarRating } from "./star-rating.tsx";
import { buttonClassName } from "~/components/ui/button.tsx";

export type LawyerCardListProps = {
  lawyers: LawyerResult[];
  total: number;
  /** Where Contact goes without JavaScript (the server-rendered contact view). */
  contactHref: (lawyer: LawyerResult) => string;
  /** With JavaScript: opens the contact modal instead of following the link. */
  onContact?: (lawyer: LawyerResult, opener: HTMLElement) => void;
  /** Where Search Again goes (the /lawyers search form). */
  searchAgainHref: string;
  headingLevel?: 2 | 3;
};

/**
 * The lawyer search results card list (spec §2): name, firm, star rating out of 5, review count,
 * location, experience, fee as $/hour, languages, at most 3 practice areas plus '+N more'. An
 * empty result shows 'No Lawyers Found' with Search Again.
 */
export function LawyerCardList({
  lawyers,
  total,
  contactHref,
  onContact,
  searchAgainHref,
  headingLevel = 3,
}: LawyerCardListProps) {
  const { t } = useTranslation("lawyers");
  if (lawyers.length === 0) {
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-2 rounded-lg border border-line bg-surface-raised p-4"
      >
        <p className="font-semibold">{t("results.emptyTitle")}</p>
        <p className="text-sm text-ink-muted">{t("results.emptyBody")}</p>
        <a href={searchAgainHref} className={buttonClassName()}>
          {t("results.searchAgain")}
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">
        {total > lawyers.length
          ? t("results.showing", { shown: lawyers.length, total })
          : t("results.count", { count: total })}
      </p>
      <ul aria-label={t("results.label")} className="flex flex-col gap-3">
        {lawyers.map((lawyer) => (
          <LawyerCard
            key={lawyer.id}
            lawyer={lawyer}
            href={contactHref(lawyer)}
            onContact={onContact}
            headingLevel={headingLevel}
          />
        ))}
      </ul>
    </div>
  );
}

function LawyerCard({
  lawyer,
  href,
  onContact,
  headingLevel,
}: {
  lawyer: LawyerResult;
  href: string;
  onContact?: (lawyer: LawyerResult, opener: HTMLElement) => void;
  headingLevel: 2 | 3;
}) {
  const { t, i18n } = useTranslation("lawyers");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { visible, more } = visiblePracticeAreas(lawyer.practiceAreas);
  const fee =
    lawyer.consultationFee === null
      ? t("card.feeUnlisted")
      : t("card.fee", {
          fee: new Intl.NumberFormat(i18n.language, {
            style: "currency",
            currency: "USD",
            maximumFractionDigits: Number.isInteger(lawyer.consultationFee) ? 0 : 2,
          }).format(lawyer.consultationFee),
        });
  const headingId = `lawyer-${lawyer.id}-name`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface-raised p-4"
      data-lawyer-id={lawyer.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <Heading id={headingId} className="text-base font-semibold">
            {lawyer.name}
          </Heading>
          {lawyer.firm ? <p className="text-sm text-ink-muted">{lawyer.firm}</p> : null}
        </div>
        <a
          href={href}
          aria-label={t("card.contactName", { name: lawyer.name })}
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-on-brand"
          onClick={
            onContact
              ? (event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onContact(lawyer, event.currentTarget);
                }
              : undefined
          }
        >
          {t("card.contact")}
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <StarRating rating={lawyer.rating} />
        <span className="text-ink-muted">{t("card.reviews", { count: lawyer.reviewCount })}</span>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {lawyer.location ? (
          <div className="flex gap-1">
            <dt className="text-ink-muted">{t("card.location")}:</dt>
            <dd>{lawyer.location}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt className="text-ink-muted">{t("card.experienceLabel")}:</dt>
          <dd>{t("card.experience", { count: lawyer.experience })}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-ink-muted">{t("card.feeLabel")}:</dt>
          <dd>{fee}</dd>
        </div>
        {lawyer.languages.length > 0 ? (
          <div className="flex gap-1">
            <dt className="text-ink-muted">{t("card.languages")}:</dt>
            <dd>{lawyer.languages.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
      {visible.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="sr-only">{t("card.practiceAreas")}:</span>
          <ul className="contents">
            {visible.map((area) => (
              <li key={area} className="rounded-full bg-surface-sunken px-2 py-0.5">
                {area}
              </li>
            ))}
          </ul>
          {more > 0 ? <span className="text-ink-muted">{t("card.more", { count: more })}</span> : null}
        </div>
      ) : null}
    </li>
  );
}
