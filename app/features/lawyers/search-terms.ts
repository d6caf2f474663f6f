import { STATE_CODE_BY_NAME, US_STATES } from "~/lib/us-states.ts";

/**
 * How a search's free-form inputs become terms the SQL compares (pure, unit-tested). Client-safe.
 */

/** "Austin, Texas" → { places: ["austin", "texas"], states: ["TX"] }; a state name or code matches the state column. */
export function locationTerms(location: string | undefined): { places: string[]; states: string[] } {
  if (!location) return { places: [], states: [] };
  const places: string[] = [];
  const states = new Set<string>();
  for (const raw of location.split(/[,;/]|\s+-\s+/)) {
    const place = raw.trim().replace(/\s+/g, " ").replace(/\.$/, "");
    if (!place) continue;
    const lower = place.toLowerCase();
    places.push(lower);
    const code =
      STATE_CODE_BY_NAME.get(lower) ??
      (place.length === 2 && US_STATES[place.toUpperCase()] ? place.toUpperCase() : null);
    if (code) states.add(code.toLowerCase());
    // "Austin TX" without a comma: the last word may be the state.
    const words = place.split(" ");
    if (words.length > 1) {
      const last = words[words.length - 1]!;
      const lastCode = last.length === 2 && US_STATES[last.toUpperCase()] ? last.toUpperCase() : null;
      if (lastCode) {
        states.add(lastCode.toLowerCase());
        places.push(words.slice(0, -1).join(" ").toLowerCase());
      }
    }
  }
  return { places: [...new Set(places)], states: [...states] };
}

const stopWords = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "of",
  "in",
  "for",
  "to",
  "with",
  "lawyer",
  "lawyers",
  "attorney",
  "attorneys",
  "law",
  "legal",
]);

/** The words of a free-text search that carry meaning, at most eight, lower case, without LIKE wildcards. */
export function textTerms(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ""))
    .filter((word) => word.length >= 2 && !stopWords.has(word));
  return [...new Set(words)].slice(0, 8);
}

/** A practice area as the search compares it: "Family Law" and "family" both become "family". */
export function practiceAreaTerm(area: string | undefined): string | null {
  if (!area) return null;
  const term = area
    .toLowerCase()
    .replace(/\b(law|lawyer|lawyers|attorney|attorneys|matters?|cases?|legal)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return term || area.toLowerCase().trim() || null;
}

/** Escapes LIKE wildcards so a visitor's "%" or "_" match themselves. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}
