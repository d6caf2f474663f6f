import { createRequire } from "node:module";
import { isSupportedLanguage, type Language, supportedLanguages } from "~/lib/i18n.ts";

/**
 * tinyld decodes its language profiles when it is loaded (about a quarter of a second of CPU), so it
 * is required on first use, not imported at start (ADR 0086); the warm-up after listen loads it.
 */
let tinyld: typeof import("tinyld") | null = null;
const detectAll: typeof import("tinyld").detectAll = (text, options) => {
  tinyld ??= createRequire(import.meta.url)("tinyld") as typeof import("tinyld");
  return tinyld.detectAll(text, options);
};

/**
 * Which of the 19 interface languages a visitor's message is written in (issue 13, ADR 0043).
 *
 * `tinyld` (n-gram profiles, restricted to our languages, built for short text) reads the message
 * after links, e-mail addresses, digits and symbols are removed. Alphabetic text needs a few
 * letters: below `minimumLetters` ("ok", "yes", "Sí") the answer is null and the caller keeps the
 * language it had; scripts written without spaces (Chinese, Japanese, Korean, Thai) say enough in
 * two characters ("谢谢"). When the page's language scores almost as well as the best guess, the
 * page's language wins: the visitor chose it. Two close guesses, neither the page's, are unclear.
 *
 * Server-only: the n-gram data is about 600 kB and the browser never needs it.
 */

/** Letters an alphabetic message needs before its language is guessed (about two short words). */
export const minimumLetters = 8;
/** The page's language wins when it scores at least this share of the best guess. */
export const pageLanguageShare = 0.85;
/** A runner-up (not the page's language) this close to the best guess makes the message unclear. */
const unclearShare = 0.9;

const denseScripts = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu;
const only = [...supportedLanguages];

/** Links and e-mail addresses say nothing about the language (and their dots are not sentence ends). */
function withoutLinks(text: string): string {
  return text.replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ").replace(/\S+@\S+\.\S+/g, " ");
}

/** The words of a message without what says nothing about its language. */
function prose(text: string): string {
  return text
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
    .replace(/\S+@\S+\.\S+/g, " ")
    .replace(/[^\p{L}\p{M}\s'’-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A message in a cased script (Latin, Cyrillic, Greek) with no word in lower case is names or a
 * heading ("Whitfield Properties LLC", "Lucía Ramírez"): it says who, not which language, and the
 * n-gram guess on a name is noise (a company name read as Dutch). Scripts without case are judged
 * as written.
 */
function onlyNames(words: string): boolean {
  const cased = words.split(" ").filter((word) => /^[\p{Lu}\p{Ll}]/u.test(word));
  return cased.length > 0 && !cased.some((word) => /^\p{Ll}/u.test(word));
}

/**
 * The text without the names in it: in each sentence, a capitalised word after the first is most
 * likely a name ("my landlord, Whitfield Properties LLC"), and n-grams of names point anywhere (that
 * one reads as Dutch). German nouns go too; its other words still tell German.
 */
function withoutNames(text: string): string {
  return text
    .split(/[.!?\n]+/)
    .map((sentence) =>
      sentence
        .trim()
        .split(/\s+/)
        .filter((word, index) => index === 0 || !/^[\p{Lu}]/u.test(word))
        .join(" "),
    )
    .join(". ");
}

export function detectLanguage(text: string, options: { pageLanguage?: string | null } = {}): Language | null {
  const pageLanguage = isSupportedLanguage(options.pageLanguage) ? options.pageLanguage : null;
  if (onlyNames(prose(text))) return null;
  const words = prose(withoutNames(withoutLinks(text)));
  const letters = words.match(/\p{L}/gu)?.length ?? 0;
  const dense = words.match(denseScripts)?.length ?? 0;
  if (dense < 2 && letters < minimumLetters) return null;

  const ranked = detectAll(words, { only }).filter((guess) => isSupportedLanguage(guess.lang) && guess.accuracy > 0);
  const [best, second] = ranked;
  if (!best) return null;
  const bestLanguage = best.lang as Language;
  if (pageLanguage && bestLanguage !== pageLanguage) {
    const page = ranked.find((guess) => guess.lang === pageLanguage);
    if (page && page.accuracy >= best.accuracy * pageLanguageShare) return pageLanguage;
  }
  if (
    second &&
    second.lang !== pageLanguage &&
    bestLanguage !== pageLanguage &&
    second.accuracy >= best.accuracy * unclearShare
  )
    return null;
  return bestLanguage;
}
