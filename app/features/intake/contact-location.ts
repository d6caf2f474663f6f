import { escapeRegExp } from "~/lib/escape-reg-exp.ts";

/**
 * The contact form's Location is where the visitor is, never the other side's city (issue 14). A
 * pre-filled location is kept only when the visitor's own words put themselves there: the clause
 * just before the place speaks in the first person ("I live in Austin", "I'm in Charlotte, NC",
 * "we moved to Denver") and not about someone else ("my ex lives in Denver", "he moved to Reno").
 * Otherwise the field is left for the visitor to fill. Client-safe, no I/O.
 */
const firstPerson =
  /\b(?:i|i'm|im|i am|i've|we|we're|we are|my (?:home|house|apartment|place)|our (?:home|house|apartment|place))\b/i;
const someoneElse =
  /\b(?:he|she|they|he's|she's|they're|his|her|their|him|them|ex|husband|wife|spouse|partner|boyfriend|girlfriend|father|mother|landlord|employer|company|boss|tenant|defendant|plaintiff|other (?:party|side|driver))\b/i;

/** True when one of the visitor's messages places the visitor themselves at `location`. */
export function isVisitorsOwnLocation(location: string, visitorTexts: readonly string[]): boolean {
  const city = location.split(",")[0]!.trim();
  if (city.length < 2) return false;
  const mention = new RegExp(`\\b${escapeRegExp(city)}\\b`, "gi");
  for (const text of visitorTexts) {
    for (const match of text.matchAll(mention)) {
      // The clause the place ends: back to the previous sentence end, comma-joined clause or "and".
      const before = text.slice(Math.max(0, (match.index ?? 0) - 80), match.index ?? 0);
      const clause = before.split(/[.!?;]|,\s|\band\b|\bbut\b|\bwhile\b/i).at(-1) ?? "";
      if (firstPerson.test(clause) && !someoneElse.test(clause)) return true;
    }
  }
  return false;
}

/** The form's initial values without a location that is not the visitor's own. */
export function withoutOthersLocation<T extends { location?: string }>(values: T, visitorTexts: readonly string[]): T {
  if (!values.location || isVisitorsOwnLocation(values.location, visitorTexts)) return values;
  const { location: _dropped, ...rest } = values;
  return rest as T;
}
