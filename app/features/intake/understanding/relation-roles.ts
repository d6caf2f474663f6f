import type { PartyKind, PartyRole } from "./types.ts";
import { sentenceAt } from "./text.ts";
import { actsAgainstTheVisitor, dealingBefore, EMPLOYMENT_DEALINGS } from "./party-verbs.ts";
import type { Mention } from "./mention.ts";
import { ANIMALS } from "./party-nouns.ts";
import {
  AGENT_RELATIONS,
  FAMILY_RELATIONS,
  OFFICIAL_RELATIONS,
  PERSON_WORDS,
  SPOUSE_RELATIONS,
  WITNESS_RELATIONS,
  OPPOSING_PATTERN,
} from "./relations.ts";
import { HOSTILE_LATER } from "./party-cues.ts";
import { ALL_RELATIONS } from "./relation-names.ts";

/**
 * What a relation makes of the one named with it: the role it gives, how strongly that one is the other
 * side, and what the relation (or what it owns) did to the visitor.
 */

export const RELATION_BEFORE = new RegExp(
  `(?:\\b(?:my|our|his|her|their|the|a|mom's|dad's|mother's|father's)\\s+|\\b[a-z]+['’]s\\s+(?=(?:biological|birth|bio|real)\\s)|(?:^|[.!?]\\s+|,\\s*(?=[a-z-]+\\s+(?:is|was)\\s*$)))(?:(?:old|new|former|current|previous|old|abusive|crazy|other|private|local|biological|birth|bio|real)\\s+)?(${ALL_RELATIONS})\\s*(?:'s\\s+)?(?:,|\\(|named|called|who is|is|was|whose name is|mr\\.?|mrs\\.?|ms\\.?)?\\s*$`,
  "i",
);
export const RELATION_AFTER = new RegExp(
  `^\\s*(?:\\(|,|who is|is|was|-)\\s*(?:my|our|his|her|the)\\s+(?:old|new|former|current)?\\s*(${ALL_RELATIONS})\\b`,
  "i",
);

const OPPOSING_RELATION = new RegExp(`^(?:${OPPOSING_PATTERN})$`, "i");

export function roleOfRelation(relation: string, practiceArea: string | null): PartyRole {
  const r = relation.toLowerCase();
  // "a guy on Marketplace ... his name was Dale": a person by a plain word is the other side of a harm or a deal.
  if (PERSON_WORDS.includes(r))
    return practiceArea !== null &&
      ["personal-injury", "contract-dispute", "consumer", "defamation"].includes(practiceArea)
      ? "opposing"
      : "other";
  if (/^neighbou?rs?$/.test(r) && practiceArea === "neighbor-dispute") return "opposing";
  const familyMatter = practiceArea !== null && /divorce|custody|family|domestic|support|protective/.test(practiceArea);
  // "my ex is melissa" in a story of someone else's lies: a former partner is the other side of a family
  // matter by the relation alone, of any other matter only by what they did.
  if (/^ex(?:$|[- ])/.test(r) && practiceArea !== null && !familyMatter) return "other";
  if (OPPOSING_RELATION.test(r))
    return r === "roommate" || /^neighbou?rs?$/.test(r) || r === "tenant" ? "other" : "opposing";
  // "partner is shane wexler" in a story of a business the two own: a business partner, the other side.
  if (r === "partner" && (practiceArea === "business" || practiceArea === "contract-dispute")) return "opposing";
  if (SPOUSE_RELATIONS.includes(r)) return familyMatter ? "opposing" : "family";
  if (FAMILY_RELATIONS.includes(r)) return "family";
  if (OFFICIAL_RELATIONS.includes(r)) return "official";
  if (WITNESS_RELATIONS.includes(r)) return "witness";
  return "other";
}

/** Words that own what is named next ("bitten by our neighbors pit bull"): left out before reading the dealing. */
const OWNERS = new Set(["my", "our", "the", "their", "his", "her", "a", "an"]);

/** The relation itself (or what it owns) did something to the visitor: "bitten by our neighbors pit bull", "sued by my landlord". */
export function relationActsAgainstTheVisitor(text: string, relation: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(relation); at >= 0; at = lower.indexOf(relation, at + 1)) {
    const words = text.slice(0, at).trimEnd().split(" ");
    // Only the relation as a noun phrase of its own ("by our neighbors pit bull", "A guy ran"), never "says dad changed".
    if (!OWNERS.has(words[words.length - 1]!.toLowerCase())) continue;
    // "her bank account", "the bank statements": a noun of its own, not the bank.
    if (
      /^\s*(?:accounts?|statements?|cards?|app|records?|transfers?|teller|branch|balance)\b/i.test(
        text.slice(at + relation.length),
      )
    )
      continue;
    words.pop();
    const dealing = dealingBefore(`${words.join(" ")} `);
    if (dealing !== null && !EMPLOYMENT_DEALINGS.has(dealing) && dealing !== "rent" && dealing !== "buy") return true;
    // "A guy ran a red light and t-boned me": what the relation did, in the rest of its sentence.
    const after = text.slice(at + relation.length);
    const sentence = sentenceAt(after, 0);
    if (actsAgainstTheVisitor(after) || HOSTILE_LATER.test(sentence)) return true;
  }
  return false;
}

/** What a person owns that can do harm ("our friends dog", "my cousin's pit bull", "the neighbors truck"). */
const OWNED_HARM = new RegExp(
  String.raw`^['’]?s?\s+(?:[\w-]+\s+){0,2}?(?:${ANIMALS}|trucks?|cars?|vans?|tractors?)\b`,
  "i",
);

/** "bit in the face by our friends dog": harm done by what the relation owns makes the relation the other side. */
export function relationOwnsWhatHarmed(text: string, relation: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(relation); at >= 0; at = lower.indexOf(relation, at + 1)) {
    if (
      /\bby\s+(?:my|our|the|a)\s+$/i.test(text.slice(Math.max(0, at - 12), at)) &&
      OWNED_HARM.test(text.slice(at + relation.length))
    )
      return true;
  }
  return false;
}

/** How strongly one named with this relation is the other side, before what the story tells of them. */
export function opposingScore(kind: PartyKind, relation: string | null): number {
  if (kind !== "person") return relation === "insurance company" || relation === "insurer" ? 1 : 5;
  // "their adjuster Tom Bellamy": below the insurer he works for.
  if (relation === "adjuster") return 0.9;
  // "other driver was texting (Paul Greer)": ahead of the insurer, behind a company whose vehicle hit.
  if (relation === "other driver") return 3.5;
  // "my manager Dale" at Keystone Freight: below the company they act for.
  if (relation && AGENT_RELATIONS.has(relation)) return 1.5;
  if (relation && PERSON_WORDS.includes(relation)) return 2;
  return 4;
}

const MALE_KIN =
  /^(?:brother|son|uncle|nephew|dad|father|stepdad|stepfather|stepson|grandson|grandpa|grandfather|brother[- ]in[- ]law|son[- ]in[- ]law|cousin|boyfriend|fianc[eé]|husband)$/i;
const FEMALE_KIN =
  /^(?:sister|daughter|aunt|niece|mom|mother|mum|stepmom|stepmother|stepdaughter|granddaughter|grandma|grandmother|sister[- ]in[- ]law|daughter[- ]in[- ]law|cousin|girlfriend|fianc[eé]e|wife)$/i;
/** A will, deed or account changed to one person's gain, in a story that contests it. */
const WILL_FAVOURS =
  /\b(?:leav\w*|left|gave|gives?|giving|signed over|transferred|put)\b[^.!?]{0,50}\b(?:everything|it all|all of it|(?:the|her|his|their) (?:house|home|estate|property|money|savings|accounts?|land|farm))\b[^.!?]{0,30}?\b(?:to|in the name of|in)\s+(him|her|[A-Z][a-z'’-]+)\b/gi;
const CONTESTED =
  /\b(?:challenge|contest|fight|dispute|object to|undue influence|dementia|alzheimer'?s|wasn'?t (?:in her|in his|of sound) mind)\b/i;

/** The relative a contested will favours: the nearest one named before "to him"/"to her" whose kinship fits the pronoun. */
export function favouredByTheWill(text: string, m: Mention): boolean {
  if (!m.relation || !CONTESTED.test(text)) return false;
  for (const match of text.matchAll(WILL_FAVOURS)) {
    const at = match.index ?? 0;
    if (m.index > at) continue;
    const heir = match[1]!;
    // "leaves the house and everything to Rick alone": the heir named.
    if (!["him", "her"].includes(heir.toLowerCase())) {
      if (/^[A-Z]/.test(heir) && m.name.split(/\s+/)[0] === heir) return true;
      continue;
    }
    const fits = (heir.toLowerCase() === "him" ? MALE_KIN : FEMALE_KIN).test(m.relation);
    if (fits) return true;
  }
  return false;
}
