import { assessUrgency as urgencyInWords } from "~/features/intake/agent/builtin/extract-facts.ts";
import type { KeyDate, UrgencyAssessment } from "./types.ts";
import { assessUrgency, datedKeyDates, describeKeyDateInEnglish, wordsOverrideDates } from "./urgency.ts";

/**
 * A narrative's urgency: deadline triage's one rule (urgency.ts, ADR 0042: a hearing, court date,
 * response or filing deadline within 7 days is an emergency, within 30 high; past dates decide
 * nothing), raised by what the visitor's words show (danger now, an arrest, an eviction notice).
 */

/** Violence or a threat to the visitor now, in words the guard-rails' reading may miss ("my husband hits me"). */
const DANGER =
  /\b(hits me|beats me|(?:he|she|husband|wife|boyfriend|girlfriend|partner|ex) (?:hit|beat) me|beat me up|chok(?:ed|es|ing) me|strangl\w+ me|threaten\w* to kill|going to kill me|afraid for my life|fear for my (?:life|safety)|in danger|not safe at home|abus(?:es|ing) me)\b/i;

/** "Hearing in 10 days: 2026-04-01, Halden County Court", "Employment ended 10 days ago: 2026-03-12". */
export function keyDateLabel(date: KeyDate, now: Date): string {
  const dated = datedKeyDates([date], now)[0];
  return dated ? describeKeyDateInEnglish(dated) : `${date.kind}: ${date.iso}`;
}

export function assessNarrativeUrgency(
  keyDates: readonly KeyDate[],
  texts: readonly string[],
  now: Date,
): UrgencyAssessment {
  const fromDates = assessUrgency(keyDates, now);
  if (texts.some((t) => DANGER.test(t)))
    return { level: "emergency", reason: "Danger described by the visitor", decidingDate: null };
  const words = urgencyInWords(texts);
  if (words && wordsOverrideDates(fromDates, words) && words.level !== fromDates.level) {
    return {
      level: words.level,
      reason: words.danger ? "Danger described by the visitor" : `The visitor said: "${words.phrase.slice(0, 80)}"`,
      decidingDate: null,
    };
  }
  const { level, reason, decidingDate } = fromDates;
  return { level, reason, decidingDate };
}
