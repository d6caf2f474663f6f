/**
 * The activity timeline's relative times (spec §9): 'Just now' under a minute, then minutes,
 * hours, and days under 7 days, else the date in the reader's locale. Pure, so it is unit-tested
 * and renders the same on the server and in the browser for the same `now`.
 */
export type RelativeTime =
  | { unit: "now" }
  | { unit: "minutes" | "hours" | "days"; value: number }
  | { unit: "date"; text: string };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export function relativeTime(eventDate: Date | string, now: Date, locale: string): RelativeTime {
  const date = typeof eventDate === "string" ? new Date(eventDate) : eventDate;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < minute) return { unit: "now" };
  if (elapsed < hour) return { unit: "minutes", value: Math.floor(elapsed / minute) };
  if (elapsed < day) return { unit: "hours", value: Math.floor(elapsed / hour) };
  if (elapsed < 7 * day) return { unit: "days", value: Math.floor(elapsed / day) };
  return {
    unit: "date",
    text: date.toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
  };
}

/** The i18n key (workspace namespace) and values for a relative time. */
export function relativeTimeLabel(time: RelativeTime): { key: string; values: Record<string, string | number> } {
  switch (time.unit) {
    case "now":
      return { key: "activity.justNow", values: {} };
    case "minutes":
      return { key: "activity.minutesAgo", values: { n: time.value } };
    case "hours":
      return { key: "activity.hoursAgo", values: { n: time.value } };
    case "days":
      return { key: "activity.daysAgo", values: { n: time.value } };
    case "date":
      return { key: "activity.onDate", values: { date: time.text } };
  }
}
