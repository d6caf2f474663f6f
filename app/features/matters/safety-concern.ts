import { assessUrgency, negated } from "~/features/intake/agent/builtin/extract-facts.ts";

/**
 * A safety concern in what the visitor wrote (issue 19, ADR 0058): threats, violence, abuse or fear
 * for their safety, not negated in the same clause ("he never hit me" is not one). Shown on the
 * matter list and page so a lawyer sees it first. English words only, like the built-in
 * assistant's reading; a firm still reads the transcript. Client-safe.
 */
const safetyWords =
  /\b(threat(?:s|ened|ening)?|violen(?:t|ce)|abus(?:e|ed|ive|ing)|assault(?:ed)?|stalk(?:s|ed|ing|er)?|restraining order|protective order|protection order|unsafe|in danger|afraid for my (?:life|safety)|fear for my (?:life|safety)|scared of (?:him|her|them)|afraid of (?:him|her|them)|hit me|beat me|choked me|hurt me)\b/gi;

/** The same word list for a database prefilter (PostgreSQL ~*). */
export const safetyPrefilter =
  "(threat|violen|abus|assault|stalk|restraining order|protective order|protection order|unsafe|danger|afraid|scared|fear for|hit me|beat me|choked me|hurt me)";

export function hasSafetyConcern(texts: readonly string[]): boolean {
  if (assessUrgency(texts)?.danger) return true;
  return texts.some((text) => [...text.matchAll(safetyWords)].some((match) => !negated(text, match.index ?? 0)));
}
