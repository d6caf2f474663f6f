import { useId } from "react";
import { useTranslation } from "react-i18next";
import { starsOf } from "~/features/lawyers/lawyer-display.ts";

/** Five stars (whole, half, empty) for a 0–5 rating; screen readers hear "Rated 4.9 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation("lawyers");
  const { full, half, empty } = starsOf(rating);
  const value = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rating,
  );
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">{t("card.ratingLabel", { rating: value })}</span>
      <span aria-hidden="true" className="inline-flex text-amber-500" data-stars={`${full}${half ? ".5" : ""}`}>
        {Array.from({ length: full }, (_, index) => (
          <Star key={`full-${index}`} fill="full" />
        ))}
        {half ? <Star fill="half" /> : null}
        {Array.from({ length: empty }, (_, index) => (
          <Star key={`empty-${index}`} fill="empty" />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-medium">
        {value}
      </span>
    </span>
  );
}

const starPath = "M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z";

function Star({ fill }: { fill: "full" | "half" | "empty" }) {
  const clipId = `lawyer-star-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" focusable="false">
      {fill === "half" ? (
        <>
          <defs>
            <clipPath id={clipId}>
              <rect x="0" y="0" width="10" height="20" />
            </clipPath>
          </defs>
          <path d={starPath} fill="none" stroke="currentColor" strokeWidth="1.2" />
          <path d={starPath} fill="currentColor" clipPath={`url(#${clipId})`} />
        </>
      ) : (
        <path d={starPath} fill={fill === "full" ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.2" />
      )}
    </svg>
  );
}
