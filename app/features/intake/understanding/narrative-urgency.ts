import { assessUrgency } from "../agent/builtin/extract-facts.ts";
import { daysUntil } from "./dates.ts";
import type { KeyDate, UrgencyAssessment, UrgencyLevel } from "./types.ts";

/**
 * Urgency from the key dates: a hearing or a response deadline within 7 days is an emergency,
 * within 30 days high; danger in the visitor's words (guard-rails' reading) counts as today.
 * Past dates decide nothing.
 */

const DEADLINE_KINDS = new Set<KeyDate["kind"]>(["hearing", "court_date", "response_deadline", "filing_deadline"]);
const SOON_KINDS = new Set<KeyDate["kind"]>(["move_out", "offer_expiry"]);
const ORDER: UrgencyLevel[] = ["low", "medium", "high", "emergency"];
/** Violence or a threat to the visitor now, in words the guard-rails' reading may miss ("my husband hits me"). */
const DANGER = /\b(hits me|beats me|(?:he|she|husband|wife|boyfriend|girlfriend|partner|ex) (?:hit|beat) me|beat me up|chok(?:ed|es|ing) me|strangl\w+ me|threaten\w* to kill|going to kill me|afraid for my life|fear for my (?:life|safety)|in danger|not safe at home|abus(?:es|ing) me)\b/i;

const LABEL: Record<KeyDate["kind"], string> = {
  hearing: "Hearing",
  court_date: "Court date",
  response_deadline: "Response deadline",
  filing_deadline: "Filing deadline",
  offer_expiry: "Offer expires",
  move_out: "Move-out date",
  incident: "Incident",
  employment_end: "Employment ended",
  appointment: "Appointment",
  other: "Date",
};

export function keyDateLabel(date: KeyDate, now: Date): string {
  const days = daysUntil(date.iso, now);
  const when = days === 0 ? "today" : days === 1 ? "tomorrow" : days > 0 ? `in ${days} days` : `${-days} days ago`;
  const label = days > 0 && date.kind === "employment_end" ? "Employment ends" : LABEL[date.kind];
  return `${label} ${when}: ${date.iso.slice(0, 10)}${date.place ? `, ${date.place}` : ""}`;
}

/** The level one date alone gives. */
export function urgencyOfDate(date: KeyDate, now: Date): UrgencyLevel {
  const days = daysUntil(date.iso, now);
  if (days < 0) return "low";
  if (DEADLINE_KINDS.has(date.kind)) return days <= 7 ? "emergency" : days <= 30 ? "high" : "medium";
  if (SOON_KINDS.has(date.kind)) return days <= 7 ? "high" : days <= 30 ? "medium" : "low";
  return "low";
}

export function maxLevel(a: UrgencyLevel, b: UrgencyLevel): UrgencyLevel {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}

export function assessNarrativeUrgency(keyDates: readonly KeyDate[], texts: readonly string[], now: Date): UrgencyAssessment {
  let result: UrgencyAssessment = { level: "low", reason: null, decidingDate: null };
  const upcoming = [...keyDates].filter((d) => daysUntil(d.iso, now) >= 0).sort((a, b) => a.iso.localeCompare(b.iso));
  for (const date of upcoming) {
    const level = urgencyOfDate(date, now);
    if (ORDER.indexOf(level) > ORDER.indexOf(result.level)) result = { level, reason: keyDateLabel(date, now), decidingDate: date };
  }
  const danger = texts.some((t) => DANGER.test(t));
  if (danger) return { level: "emergency", reason: "Danger described by the visitor", decidingDate: null };
  const words = assessUrgency(texts);
  if (words && ORDER.indexOf(words.level) > ORDER.indexOf(result.level)) {
    result = { level: words.level, reason: words.danger ? "Danger described by the visitor" : `The visitor said: "${words.phrase.slice(0, 80)}"`, decidingDate: null };
  }
  if (result.level === "low" && keyDates.length === 0 && !words) return { level: "low", reason: null, decidingDate: null };
  return result;
}
