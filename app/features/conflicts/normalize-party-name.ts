/**
 * A party's name as the conflict check compares it (ADR 0041): lower case, accents stripped,
 * "&" read as "and", dots and apostrophes dropped ("L.L.C." → "llc", "O'Neil" → "oneil"), other
 * punctuation collapsed to single spaces, and the words that say what kind of body it is rather
 * than which one ("LLC", "Inc.", "Corp", "Co.", "Ltd", "the"...) removed. A name made only of such
 * words keeps them, so "The Company" is not the empty string. Client-safe.
 */
const entityWords = new Set([
  "the",
  "llc",
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "ltd",
  "limited",
  "lp",
  "llp",
  "pllc",
  "plc",
  "pc",
]);

export function normalizePartyName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const kept = words.filter((word) => !entityWords.has(word));
  return (kept.length > 0 ? kept : words).join(" ");
}
