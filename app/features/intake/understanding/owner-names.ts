import nlp from "compromise";
import { isCityName } from "./gazetteer.server.ts";
import { capitalizedWord, wordsOf } from "./business-names.ts";
import type { Mention } from "./mention.ts";
import { ANIMALS } from "./party-nouns.ts";
import { RELATION_WORDS } from "./relations.ts";
import { cleanName, businessLike } from "./reading-names.ts";

/**
 * Owners named after an ownership cue ("the dog belongs to our neighbor Greg Tate", "the stable is
 * owned by Linda Marsh").
 */

/** What tells an owner ("the dog belongs to", "the stable is owned by", "the owner is"), as word lists. */
const OWNERSHIP_CUES: readonly (readonly string[])[] = [
  ["owned", "by"],
  ["belongs", "to"],
  ["belong", "to"],
  ["belonged", "to"],
  ["owner", "is"],
  ["owner", "was"],
  ["owners", "are"],
];
/** Words that may stand between an ownership cue and the owner's name ("belongs to our neighbor", "the owner is a guy named"). */
const OWNER_LEAD = new Set([
  "the",
  "our",
  "my",
  "a",
  "an",
  "their",
  "some",
  "named",
  "called",
  "guy",
  "man",
  "woman",
  "lady",
]);

/** The words before a name end with an ownership cue, perhaps followed by a determiner and a relation. */
export function afterOwnershipCue(before: string): boolean {
  const words = wordsOf(before.slice(-80)).map((t) => t.text.toLowerCase());
  for (let i = words.length - 1; i >= Math.max(0, words.length - 6); i--) {
    const cue = OWNERSHIP_CUES.find((c) => c.every((w, k) => words[i + k] === w));
    if (!cue) continue;
    return words.slice(i + cue.length).every((w) => OWNER_LEAD.has(w) || RELATION_WORDS.has(w));
  }
  return describedOwner(before) || keptBy(before);
}

/** "the dog lives next door with a couple, Dale and Sheryl Fenton": whom an animal lives with keeps it. */
const KEPT_BY = new RegExp(
  String.raw`\b(?:${ANIMALS})\s+(?:lives|lived|stays|stayed|is kept|was kept)\b[^.!?]{0,30}?\bwith\s+(?:(?:a|an|the|our|my|their|some)\s+)?(?:(?:couple|family|guy|man|woman|lady|people|neighbou?rs?)\s*)?(?:,\s*|(?:named|called)\s+)?(?:the\s+)?$`,
  "i",
);
function keptBy(before: string): boolean {
  return KEPT_BY.test(before.split(/[.!?]\s/).pop() ?? "");
}

/** "belongs to the people across the street, the Hendersons": the owner described, then named after a comma. */
function describedOwner(before: string): boolean {
  const sentence = before.split(/[.!?]\s/).pop() ?? "";
  const cue = /\b(?:owned by|belongs? to|belonged to)\s+([^.!?]{3,80}),\s*(?:the\s+)?$/i.exec(sentence);
  return cue !== null && !nlp(cue[1]!).has("#Verb") && !/[A-Z]/.test(cue[1]!.replace(/^\s*\w/, ""));
}

/** "The stable is owned by Linda Marsh": a name written as one after an ownership cue, whatever compromise takes it for. */
export function ownersNamed(text: string): Mention[] {
  const out: Mention[] = [];
  const tokens = wordsOf(text);
  for (const [i, token] of tokens.entries()) {
    if (!capitalizedWord(token.text) || (i > 0 && capitalizedWord(tokens[i - 1]!.text))) continue;
    if (!afterOwnershipCue(text.slice(0, token.index))) continue;
    let k = i;
    while (
      k + 1 < tokens.length &&
      k - i < 3 &&
      capitalizedWord(tokens[k + 1]!.text) &&
      text.slice(tokens[k]!.end, tokens[k + 1]!.index).trim() === ""
    )
      k++;
    // "owned by Raymond and Gloria Chen": a couple sharing a surname owns together.
    const partner = tokens[k + 2];
    if (
      k === i &&
      tokens[k + 1]?.text.toLowerCase() === "and" &&
      partner &&
      capitalizedWord(partner.text) &&
      capitalizedWord(tokens[k + 3]?.text ?? "") &&
      text.slice(partner.end, tokens[k + 3]!.index).trim() === ""
    )
      k += 3;
    const name = cleanName(text.slice(token.index, tokens[k]!.end));
    if (!name || isCityName(name)) continue;
    out.push({
      name,
      kind: businessLike(name) ? "company" : "person",
      index: token.index,
      end: tokens[k]!.end,
      relation: null,
      role: "other",
      score: 0,
    });
  }
  return out;
}
