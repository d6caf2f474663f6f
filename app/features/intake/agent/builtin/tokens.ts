/**
 * Text primitives for the built-in interviewer: sentences, word stems and phrase matching.
 * Pure functions, no locale data beyond English.
 */

import { ABBREVIATIONS } from "~/lib/abbreviations.ts";
import { cutSentences } from "~/lib/sentences.ts";

/** Splits text into sentences, keeping "Mr. Smith" and "Acme Inc. sued" together. */
export function splitSentences(text: string): string[] {
  return cutSentences(text, /[.!?]+["')\]]*\s+|\n+/g, (before, match) => {
    const lastWord = /([A-Za-z.]+)$/.exec(before)?.[1]?.toLowerCase().replace(/\.$/, "") ?? "";
    return !match[0].startsWith("\n") && (ABBREVIATIONS.has(lastWord) || /^[a-z]$/i.test(lastWord));
  });
}

/** Lower-case word tokens; hyphens and punctuation separate words, apostrophes are dropped. */
export function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[^a-z0-9$]+/)
    .filter(Boolean);
}

const SUFFIXES = [
  "ments",
  "ment",
  "ness",
  "ings",
  "ing",
  "ions",
  "ion",
  "ies",
  "ied",
  "ers",
  "er",
  "ed",
  "es",
  "ly",
  "s",
  "y",
  "e",
];

/** A deliberately small stemmer: "separating" and "separation" both become "separat". */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (w.length <= 3) return w;
  for (const suffix of SUFFIXES) {
    const minimum = suffix === "er" || suffix === "ers" ? 4 : 3; // "offer" stays, "employer" → "employ"
    if (w.endsWith(suffix) && w.length - suffix.length >= minimum) {
      const base = w.slice(0, -suffix.length);
      // "fell" → "fel" would be harmless, but a doubled consonant left by "-ed"/"-ing" is folded: "slipped" → "slip".
      return /(.)\1$/.test(base) && (suffix === "ed" || suffix === "ing") && !/(ss|ll)$/.test(base)
        ? base.slice(0, -1)
        : base;
    }
  }
  return w;
}

export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** True when the stems of `phrase` occur contiguously in `haystack` (already stemmed). */
export function containsPhrase(haystack: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > haystack.length) return false;
  outer: for (let i = 0; i <= haystack.length - phrase.length; i++) {
    for (let j = 0; j < phrase.length; j++) {
      if (haystack[i + j] !== phrase[j]) continue outer;
    }
    return true;
  }
  return false;
}

export function countWords(text: string): number {
  return words(text).length;
}

/** "jane doe" → "Jane Doe"; leaves mixed case ("McDonald", "DeShawn") alone. */
export function titleCase(text: string): string {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…"')]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Cuts text at a word boundary so it is at most `max` characters, adding an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[,;:\s]+$/, "")}…`;
}

/** Words that carry no topic on their own: never enough to say a question was answered. */
export const STOPWORDS = new Set(
  (
    "a an the and or but if so of to in on at by for from with without about into over under as is are was were be been being " +
    "am do does did done have has had having i me my mine we us our you your yours he him his she her they them their it its " +
    "this that these those there here what which who whom whose when where why how any anyone anything some someone something " +
    "else other another all each every no not nor yet still already just also too very really roughly first own can could " +
    "would should will shall may might must than then now ever again so far such both either neither one few many much more most " +
    "please thanks thank yes ok okay against"
  ).split(" "),
);

/** Topic-free words in the legal intake context (a visitor using them says nothing specific). */
export const GENERIC_STEMS = new Set(
  [
    "business",
    "care",
    "case",
    "matter",
    "issue",
    "problem",
    "question",
    "situation",
    "thing",
    "help",
    "need",
    "want",
    "get",
    "got",
    "make",
    "know",
    "think",
    "said",
    "told",
    "tell",
    "ask",
    "sent",
    "receiv",
    "contact",
    "lawyer",
    "attorney",
    "legal",
    "law",
    "company",
    "person",
    "people",
    "part",
    "parti",
    "involv",
    "happen",
    "time",
    "year",
    "month",
    "week",
    "day",
    "kind",
    "type",
    "defend",
    "work",
    "child",
    "children",
    "kid",
    "exist",
    "stat",
    "state",
    "court",
    "go",
    "going",
    "made",
    "creat",
    "use",
    "first",
    "current",
    "soon",
    "pleas",
    "end",
    "someth",
    "anyon",
    "anyth",
    "someon",
    "sort",
    "way",
  ].map((w) => stem(w)),
);

/** Content stems of a phrase: no stopwords, no topic-free words. */
export function keyStems(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem)
    .filter((s) => s.length >= 2 && !GENERIC_STEMS.has(s));
}
