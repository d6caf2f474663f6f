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
  /\b(hits (?:me|her|him)|beats (?:me|her|him)|(?:he|she|husband|wife|boyfriend|girlfriend|partner|ex) (?:hit|beat) (?:me|her|him)|beat (?:me|her|him) up|chok(?:ed|es|ing) (?:me|her|him)|strangl\w+ (?:me|her|him)|threaten\w* to kill|going to kill (?:me|her|him|us)|afraid for (?:my|her|his|our) life|fear for (?:my|her|his|our) (?:life|safety)|in danger|not safe at home|abus(?:es|ing) (?:me|her|him))\b/i;
/** "i'm charged with choking her", "she says i hit her": the visitor accused of the act, not in danger. */
const ACCUSED_OF =
  /\b(?:charged with|arrested for|accused of|accusing me of|booked for|says? i|claims? i|said i)\s+(?:\w+\s+){0,2}$/i;

/** Violence told of the visitor or the one the message is for, not an act the visitor is accused of. */
function dangerIn(text: string): boolean {
  const match = DANGER.exec(text);
  return match !== null && !ACCUSED_OF.test(text.slice(Math.max(0, match.index - 40), match.index));
}

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
  if (texts.some(dangerIn))
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
