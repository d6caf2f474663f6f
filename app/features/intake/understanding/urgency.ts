import type { KeyDate, KeyDateKind, UrgencyAssessment, UrgencyLevel } from "./types.ts";

/**
 * Deadline triage (ADR 0042, widened in 0089): how urgent a matter is, from its key dates. A
 * hearing, court date, response or filing deadline 0 to 7 days away is an emergency, 8 to 30 days
 * away high, 31 to 90 days medium; an offer's expiry or a move-out is high within 30 days and
 * medium within 90; dates already past never count. Days are whole calendar days in one time zone (the firm's, else UTC):
 * a date-only key date is that calendar day, a date-time is converted to the zone first, and "now"
 * is today's date in the same zone, so the answer never depends on the server's clock zone.
 * Pure and client-safe: both providers, the matter page and the list use it.
 */
export const emergencyWithinDays = 7;
export const highWithinDays = 30;
/** A deadline further off still wants a lawyer's eye within weeks ("60 days to appeal"). */
export const mediumWithinDays = 90;

/** The kinds of date a missed one costs the visitor their case: these decide urgency. */
export const decisiveKinds: readonly KeyDateKind[] = ["hearing", "court_date", "response_deadline", "filing_deadline"];
/**
 * Days that cost the visitor something without a court (a severance or settlement offer that
 * lapses, a day to be out of one's home): within 30 days they make a matter high, within 90 medium,
 * never an emergency on their own (ADR 0089).
 */
export const pressingKinds: readonly KeyDateKind[] = ["offer_expiry", "move_out"];

export type DatedKeyDate = KeyDate & {
  /** The calendar date (YYYY-MM-DD) in the zone. */
  date: string;
  /** Whole days from today (0 today, 1 tomorrow, negative when past). */
  daysUntil: number;
};

export type TriageOptions = {
  /** IANA zone whose calendar days count (default UTC). */
  timeZone?: string;
  /** Writes the reason in the firm's language; English by default. */
  describe?: (date: DatedKeyDate) => string;
};

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function calendarDate(instant: Date, timeZone = "UTC"): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** A key date's calendar day in the zone, or null when its ISO text is not a real date. */
export function keyDateDay(iso: string, timeZone = "UTC"): string | null {
  const trimmed = iso.trim();
  const dateOnly = isoDate.exec(trimmed);
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
    return trimmed;
  }
  // A date-time with no offset is a wall-clock time in the zone: its date is as written.
  const local = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.exec(trimmed);
  if (local) return keyDateDay(local[1]!, timeZone);
  const instant = new Date(trimmed);
  if (Number.isNaN(instant.getTime())) return null;
  return calendarDate(instant, timeZone);
}

function dayNumber(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, date) / 86_400_000);
}

/** Every key date with its calendar day and distance from today, upcoming first (nearest first), then past ones (latest first). */
export function datedKeyDates(
  keyDates: readonly KeyDate[],
  now: Date,
  options: Pick<TriageOptions, "timeZone"> = {},
): DatedKeyDate[] {
  const today = dayNumber(calendarDate(now, options.timeZone));
  const dated: DatedKeyDate[] = [];
  for (const keyDate of keyDates) {
    const day = keyDateDay(keyDate.iso, options.timeZone);
    if (!day) continue;
    dated.push({ ...keyDate, date: day, daysUntil: dayNumber(day) - today });
  }
  const upcoming = dated.filter((date) => date.daysUntil >= 0).sort((a, b) => a.daysUntil - b.daysUntil);
  const past = dated.filter((date) => date.daysUntil < 0).sort((a, b) => b.daysUntil - a.daysUntil);
  return [...upcoming, ...past];
}

const englishKinds: Record<KeyDateKind, string> = {
  hearing: "Hearing",
  court_date: "Court date",
  response_deadline: "Response deadline",
  filing_deadline: "Filing deadline",
  offer_expiry: "Offer expires",
  move_out: "Move-out",
  incident: "Incident",
  employment_end: "Employment ended",
  appointment: "Appointment",
  other: "Date",
};

/** "Hearing in 10 days: 2026-04-01, Halden County Court", "Employment ended 10 days ago: 2026-03-12" (English; the pages use their translation). */
export function describeKeyDateInEnglish(date: DatedKeyDate): string {
  const kind =
    date.kind === "employment_end" && date.daysUntil > 0
      ? "Employment ends"
      : (englishKinds[date.kind] ?? englishKinds.other);
  const when =
    date.daysUntil < 0
      ? ` ${-date.daysUntil} days ago`
      : date.daysUntil === 0
        ? " today"
        : date.daysUntil === 1
          ? " tomorrow"
          : ` in ${date.daysUntil} days`;
  return `${kind}${when}: ${date.date}${date.place ? `, ${date.place}` : ""}`;
}

export type UrgencyFromDates = UrgencyAssessment & { decidingDate: DatedKeyDate | null };

const LEVELS: readonly UrgencyLevel[] = ["low", "medium", "high", "emergency"];

/** The urgency the key dates call for, with its reason (the nearest date of the highest level); "low" with no reason when none is near. */
export function assessUrgency(keyDates: readonly KeyDate[], now: Date, options: TriageOptions = {}): UrgencyFromDates {
  const describe = options.describe ?? describeKeyDateInEnglish;
  const levelOf = (date: DatedKeyDate): UrgencyLevel | null => {
    const decisive = decisiveKinds.includes(date.kind);
    if (!decisive && !pressingKinds.includes(date.kind)) return null;
    if (date.daysUntil < 0 || date.daysUntil > mediumWithinDays) return null;
    if (date.daysUntil > highWithinDays) return "medium";
    return decisive && date.daysUntil <= emergencyWithinDays ? "emergency" : "high";
  };
  let best: { level: UrgencyLevel; date: DatedKeyDate } | null = null;
  for (const date of datedKeyDates(keyDates, now, options)) {
    const level = levelOf(date);
    if (level && (!best || LEVELS.indexOf(level) > LEVELS.indexOf(best.level))) best = { level, date };
  }
  if (!best) return { level: "low", reason: null, decidingDate: null };
  return { level: best.level, reason: describe(best.date), decidingDate: best.date };
}

/** Whether `a` is a higher urgency than `b`. */
export function isMoreUrgent(a: UrgencyLevel, b: UrgencyLevel): boolean {
  return LEVELS.indexOf(a) > LEVELS.indexOf(b);
}

/**
 * Whether the visitor's words of alarm take over from what the key dates say (ADR 0113). With no
 * date ahead deciding, the words do when they are more urgent. A day ahead that decides ("my
 * pretrial is January 21") is not raised by alarm short of an emergency: only danger, an arrest or
 * papers served (an emergency in words) are read over it.
 */
export function wordsOverrideDates(
  fromDates: Pick<UrgencyAssessment, "level" | "decidingDate">,
  words: { level: UrgencyLevel; danger: boolean } | null,
): boolean {
  if (!words) return false;
  if (fromDates.decidingDate === null) return isMoreUrgent(words.level, fromDates.level);
  return (words.level === "emergency" || words.danger) && !isMoreUrgent(fromDates.level, words.level);
}
