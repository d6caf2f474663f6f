/**
 * The activity timeline's relative times (spec §9): 'Just now' under a minute, then minutes,
 * hours, and days under 7 days ('5m ago', '3h ago', '2d ago' in English, each language's own short
 * form from `Intl.RelativeTimeFormat`), else the date in the reader's locale. Pure, so it is
 * unit-tested and renders the same on the server and in the browser for the same `now`.
 */
import { dateTimeFormat, relativeTimeFormat } from "~/lib/kept-intl.ts";

export type RelativeTime = { unit: "now" } | { unit: "text"; text: string };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const ago = (locale: string, value: number, unit: "minute" | "hour" | "day") =>
  relativeTimeFormat(locale, { style: "narrow", numeric: "always" }).format(-value, unit);

export function relativeTime(eventDate: Date | string, now: Date, locale: string): RelativeTime {
  const date = typeof eventDate === "string" ? new Date(eventDate) : eventDate;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < minute) return { unit: "now" };
  if (elapsed < hour) return { unit: "text", text: ago(locale, Math.floor(elapsed / minute), "minute") };
  if (elapsed < day) return { unit: "text", text: ago(locale, Math.floor(elapsed / hour), "hour") };
  if (elapsed < 7 * day) return { unit: "text", text: ago(locale, Math.floor(elapsed / day), "day") };
  return {
    unit: "text",
    text: dateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(date),
  };
}
