import { opposingParty, understandNarrative } from "~/features/intake/understanding/index.ts";
import type { NarrativePlace, NarrativeUnderstanding } from "~/features/intake/understanding/types.ts";
import { wordsOverrideDates } from "~/features/intake/understanding/urgency.ts";
import type { Party, Place, UrgencyReading } from "./extract-facts.ts";

/**
 * The interview's view of the understanding layer: the other side, the place and the urgency in
 * the shapes the interview already speaks, and one place that keeps the understanding up to date
 * as the visitor writes.
 */

export function understandMore(
  previous: NarrativeUnderstanding | null,
  text: string,
  now: Date,
  firmServices: readonly string[],
): NarrativeUnderstanding {
  return understandNarrative(text, { now, previous: previous ?? undefined, firmServices });
}

/** The other side as the interview records it: a name, or only the relation ("landlord") when none was given. */
export function understoodParty(understanding: NarrativeUnderstanding | null): Party | null {
  const party = understanding ? opposingParty(understanding.parties) : null;
  if (!party) return null;
  return { name: party.name || null, relation: party.description };
}

export function understoodPlace(understanding: NarrativeUnderstanding | null): Place | null {
  const place: NarrativePlace | null = understanding?.place ?? null;
  if (!place || (!place.city && !place.state && !place.county)) return null;
  return {
    city: place.city,
    county: place.county,
    state: place.state,
    country: place.country ?? (place.state ? "US" : null),
    raw: null,
  };
}

/** The higher of the words' reading and the key dates' urgency. */
export function understoodUrgency(
  understanding: NarrativeUnderstanding | null,
  words: UrgencyReading | null,
  now: Date,
): UrgencyReading | null {
  const fromDates = understanding?.urgency;
  // A date still ahead was given: its urgency is known (low when far), and the visitor is not asked how urgent it is.
  const today = understanding?.referenceDate ?? now.toISOString().slice(0, 10);
  // A deadline or hearing already past was given too ("the letter says i have 15 days to appeal", counted from a denial two weeks ago): asking "is anything urgent?" would ask for it again.
  const ahead =
    understanding?.keyDates.some(
      (d) =>
        (d.kind !== "incident" && d.kind !== "employment_end" && d.iso.slice(0, 10) >= today) ||
        ["hearing", "court_date", "response_deadline", "filing_deadline"].includes(d.kind),
    ) ?? false;
  if (fromDates && !fromDates.decidingDate && ahead && !words)
    return { level: fromDates.level, phrase: "", danger: false };
  if (!fromDates || !fromDates.decidingDate) return words;
  // A day ahead decides; words raise it only to an emergency (danger, a hearing today), the
  // understanding's own rule; at the same level the visitor's words are the reason.
  if (words && (wordsOverrideDates(fromDates, words) || words.level === fromDates.level)) return words;
  return { level: fromDates.level, phrase: fromDates.reason ?? "", danger: words?.danger ?? false };
}
