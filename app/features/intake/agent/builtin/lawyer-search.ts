import type { ToolName } from "~/features/intake/agent/tools.ts";
import { parsePlace, type Place } from "./extract-facts.ts";
import { identifyService } from "./identify-service.ts";

/**
 * Does the visitor ask the assistant to find a lawyer ("Can you find me a family lawyer in
 * Austin?", "search for a Spanish-speaking attorney under $300 an hour")? Then which practice
 * area, place, language and fee the search should use. Pure; used by the interview to call
 * search_lawyers.
 */
export type LawyerSearchRequest = {
  practiceArea: string | null;
  location: string | null;
  language: string | null;
  maxFee: number | null;
};

const LAWYER = "(?:lawyers?|attorneys?|counsel|legal (?:help|representation|professionals?)|law firms?)";
const SEARCH_VERB =
  "(?:find|finding|search(?:ing)?(?: for)?|look(?:ing)? (?:for|up)|locate|recommend|suggest|show(?: me)?|list|browse|see|get (?:me )?(?:a list of|some))";
const SEARCH_REQUEST = new RegExp(
  `\\b${SEARCH_VERB}\\b[^.?!]{0,80}?\\b${LAWYER}\\b|\\b${LAWYER}\\b[^.?!]{0,20}\\b(?:search|directory|recommendations?|near me|in my area|nearby)\\b|\\bwho (?:are|is) (?:the |your |a )?(?:best |good )?${LAWYER}\\b`,
  "i",
);
/** "I don't want a lawyer", "before I look for a lawyer, ..." are not requests. */
const NEGATED =
  /\b(?:don'?t|do not|doesn'?t|won'?t|not) (?:want|need|looking)\b[^.?!]{0,30}\b(?:lawyers?|attorneys?)\b/i;

const LANGUAGES = [
  "English",
  "Spanish",
  "Portuguese",
  "French",
  "German",
  "Italian",
  "Russian",
  "Ukrainian",
  "Polish",
  "Arabic",
  "Hindi",
  "Tamil",
  "Urdu",
  "Mandarin",
  "Cantonese",
  "Chinese",
  "Vietnamese",
  "Korean",
  "Japanese",
  "Thai",
  "Indonesian",
  "Tagalog",
  "Turkish",
  "Dutch",
  "Haitian Creole",
  "Farsi",
  "Persian",
  "Hebrew",
  "Greek",
];
const LANGUAGE_PATTERN = new RegExp(
  `\\b(${LANGUAGES.join("|")})(?:[- ]speaking| speaker)\\b|\\b(?:speaks?|speaking|in|who knows?)\\s+(${LANGUAGES.join("|")})\\b`,
  "i",
);
const FEE_PATTERN =
  /\b(?:under|below|less than|up to|at most|max(?:imum)?(?: of)?|no more than|cheaper than|within|budget(?: is| of)?)\s*(?:about\s*)?\$\s?(\d{2,6}(?:,\d{3})?)|\$\s?(\d{2,6}(?:,\d{3})?)\s*(?:an? |per )?(?:hour|hr)\s*(?:or less|max(?:imum)?|at most)/i;

export function isLawyerSearchRequest(text: string): boolean {
  const value = text.trim();
  if (!value || value.length > 600) return false;
  return SEARCH_REQUEST.test(value) && !NEGATED.test(value);
}

/**
 * A request that is only a request: one short sentence ("can you find me a lawyer in denver"),
 * not an account of the matter that also asks for a lawyer. It is answered with the search alone;
 * the intake starts when the visitor tells their story.
 */
export function isPlainLawyerSearch(text: string): boolean {
  if (!isLawyerSearchRequest(text)) return false;
  const sentences = text
    .trim()
    .split(/(?<=[.?!])\s+/)
    .filter((sentence) => /\w/.test(sentence));
  return sentences.length === 1 && text.trim().split(/\s+/).length <= 25;
}

export function readLawyerSearchRequest(text: string, services: readonly string[]): LawyerSearchRequest | null {
  if (!isLawyerSearchRequest(text)) return null;
  const identified = identifyService(text, services);
  const language = LANGUAGE_PATTERN.exec(text);
  const fee = FEE_PATTERN.exec(text);
  const feeText = fee ? (fee[1] ?? fee[2] ?? "") : "";
  const languageName = language ? (language[1] ?? language[2] ?? "") : "";
  return {
    practiceArea: identified.kind === "match" ? identified.service : null,
    location: searchLocation(parsePlace(text)),
    language: languageName ? languageName[0]!.toUpperCase() + languageName.slice(1).toLowerCase() : null,
    maxFee: feeText ? Number(feeText.replace(/,/g, "")) : null,
  };
}

/** "Austin, TX" from a place (city and state, else whichever is known); null when there is none. */
export function searchLocation(place: Place | null): string | null {
  if (!place) return null;
  const parts = [place.city, place.state].filter((part): part is string => Boolean(part));
  if (parts.length > 0) return parts.join(", ");
  return place.country ?? null;
}

/**
 * The interview's lawyer search: the search runs first, then the assistant says what it found.
 * Results are introduced ("Here are lawyers from ...'s directory"); an empty search is never
 * introduced that way, only followed by the 'No Lawyers Found' card and its Search Again.
 */
export type LawyerSearchStep = {
  kind: "lawyerSearch";
  name: Extract<ToolName, "search_lawyers">;
  args: Record<string, unknown>;
  intro: string;
  none: string;
};

export function lawyerSearchStep(args: Record<string, unknown>, intro: string, none: string): LawyerSearchStep {
  return { kind: "lawyerSearch", name: "search_lawyers", args, intro, none };
}

/** What to say after the search: the intro when it found someone. */
export function lawyerSearchReply(
  step: LawyerSearchStep,
  outcome: { ok: boolean; result?: Record<string, unknown> },
): string {
  const total = outcome.ok ? Number(outcome.result?.total ?? 0) : 0;
  return total > 0 ? step.intro : step.none;
}
