import nlp from "compromise";
import type { PartyKind, PartyRole } from "./types.ts";
import { titleCaseWords } from "./text.ts";
import { capitalizedWord } from "./business-names.ts";
import { ORGANISATION_WORDS } from "./organisation-words.ts";
import { namedMentionsReader } from "./naming.ts";
import type { Mention } from "./mention.ts";
import {
  CHILD_RELATIONS,
  FAMILY_RELATIONS,
  OFFICIAL_RELATIONS,
  OPPOSING_RELATIONS,
  SPOUSE_RELATIONS,
  genderOfRelation,
  NAME_STOP,
  RELATION_WORDS,
  WITNESS_RELATIONS,
  PEOPLE_RELATIONS,
  INSTITUTION_RELATIONS,
  relationPattern,
} from "./relations.ts";
import { unknownWord, ORDINAL_WORD, cleanName } from "./reading-names.ts";

/**
 * Names read after the visitor's relations ("my landlord kyle whitfield", "his name is Andre Mills",
 * "a roofing company called X"), whatever the NLP makes of them.
 */

export const ALL_RELATIONS = relationPattern(PEOPLE_RELATIONS);
/** Relations a visitor names by a first name in lower case ("my cousin dev", "my neighbor bev"): kin, friends, helpers. */
const KIN = new Set([...FAMILY_RELATIONS, ...WITNESS_RELATIONS, "neighbor", "neighbour", "roommate"]);
/**
 * "my cousin dev is helping", "my grandson ray has been taking": after a kin word, a short noun no
 * dictionary reads as a verb, an adjective or a function word, followed by a verb, is that person's name.
 */
function kinNameBeforeVerb(relation: string, word: string, next: string | undefined): boolean {
  return KIN.has(relation.toLowerCase()) && word.length <= 8 && nameWordBeforeVerb(word, next);
}

/** A lower-case plain singular noun right before a verb ("bev" in "my neighbor bev said", "park" in "jenna park moved out"). */
function nameWordBeforeVerb(word: string, next: string | undefined, before = ""): boolean {
  if (!next || word !== word.toLowerCase()) return false;
  // A word of company names ("park", "hill") can be a surname after a first name, not a name alone.
  if (RELATION_WORDS.has(word) || NAME_STOP.has(word) || (!before && ORGANISATION_WORDS.has(word))) return false;
  // Read in its phrase when one is given: "park" alone is a verb, in "jenna park moved" a noun.
  const tags = before ? nlp(`${before} ${word} ${next}`).terms().eq(1) : nlp(word);
  if (
    !tags.has("#Noun") ||
    tags.has("(#Verb|#Adjective|#Adverb|#Preposition|#Determiner|#Pronoun|#Value|#Actor|#Plural)")
  )
    return false;
  return nlp(next).has("(#Verb|#Copula|#Auxiliary|#Modal)") || ["and", "who"].includes(next.toLowerCase());
}

/**
 * "our landlord is Greystar and they havent fixed the heat": a one-word name no reader knows as a
 * person's, spoken of as "they", is a company.
 */
function namedAsABody(name: string, after: string): boolean {
  if (name.includes(" ") || !capitalizedWord(name)) return false;
  if (nlp(name).has("(#FirstName|#Person|#LastName|#Honorific)")) return false;
  const pronoun = /\b(they|them|their|he|she|him|his|her)\b/i.exec(after.slice(0, 120));
  return pronoun !== null && ["they", "them", "their"].includes(pronoun[1]!.toLowerCase());
}

/** "hendersons", "Parks": a plural whose singular is a surname or a word no dictionary knows. */
function familyByItsSurname(word: string): boolean {
  if (!/^[A-Za-z'’-]{3,}s$/.test(word) || NAME_STOP.has(word.toLowerCase()) || RELATION_WORDS.has(word.toLowerCase()))
    return false;
  const singular = word.slice(0, -1);
  return capitalizedWord(word) || unknownWord(singular) || nlp(singular).has("#LastName");
}

/** "my ex roommate jenna": "ex" before another relation is that relation's, not a former partner. */
function relationNamed(relation: string, firstWord: string): string {
  const r = relation.toLowerCase();
  const next = firstWord.toLowerCase();
  return r === "ex" && RELATION_WORDS.has(next) && next !== "ex" ? `ex ${next}` : r;
}

/** A relation of one of the visitor's relations: "my sister's ", "my ex girlfriend's " (the possessor in group 1). */
const POSSESSED = String.raw`\b(?:my|our)\s+((?:[\w-]+\s+)?[\w-]+)['’]s\s+`;
const POSSESSED_LEAD = String.raw`\b(?:my|our)\s+(?:[\w-]+\s+)?[\w-]+['’]s\s+`;

/** Relations that are places or bodies, never the person a "his name is" names. */
const NOT_A_PERSON =
  /^(?:(?:old )?job|work|company|business|employer|bank|credit union|insurance company|insurer|hoa|school|agency|office|complex|apartment complex|dealership|dealer|hospital|clinic)$/i;
const HARM_VERBS =
  "pushed|hit|punched|slapped|choked|beat|kicked|shoved|grabbed|threatened|attacked|stabbed|strangled|hurt|raped|stalks|stalked|follows|followed";
/** "he pushed me", "she hit my son": harm done by someone the story names only by a pronoun so far. */
const PRONOUN_HARM = new RegExp(String.raw`\b(?:he|she)\s+(?:\w+\s+)?(?:${HARM_VERBS})\s+(?:me|my|us|our)\b`, "i");
/** "my boyfriend choked me": the relation itself did the harm (read right after the relation). */
const RELATION_HARM = new RegExp(String.raw`^\s+(?:\w+\s+)?(?:${HARM_VERBS})\s+(?:me|my|us|our)\b`, "i");
const oppositeOf = (gender: "male" | "female") => (gender === "male" ? "female" : "male");

/** Names right after a relation ("my landlord kyle whitfield", "my boss, Jim"). */
export function namesAfterRelations(text: string): Mention[] {
  const out: Mention[] = [];
  // "our neighbor at 412 Birch Lane, Gerald Fitch": the address is blanked, so "at" stands before the comma.
  const re = new RegExp(
    `(?:${POSSESSED_LEAD}|\\b(?:my|our|his|her|their|the|a|an)\\s+|(?:^|[.!?,;]\\s*|\\band\\s+))(?:(?:old|new|former|current|previous|abusive|other|private|local|biological|birth|bio|real)\\s+(?!driver\\b|party\\b|side\\b))?(${ALL_RELATIONS})s?\\b(?:\\s+of\\s+(?:\\d+|[a-z]+)\\s+(?:years?|months?))?(?:\\s*[,(:]|\\s+(?:at|on|from|in)\\s+(?:(?:unit|apt\\.?|apartment|suite|#)\\s*[\\w-]+\\s*)?(?=,)|['’]s\\s+(?:full\\s+)?name\\s+(?:(?:on|from|in)\\s+(?:the|his|her|their|my)\\s+(?:[a-z]+\\s+){1,3}?)?(?:is|was)|\\s+name(?:\\s+(?:is|was))?(?=\\s+(?:mr|mrs|ms|dr)?\\.?\\s*[A-Z])|\\s+(?:named|called|whose name is|who'?s name is|is|was|are|were|(?:es|era|se llama)(?=\\s)|(?:emailing|writing|texting|posting|signing|going) as|going by|(?:who )?calls? (?:himself|herself|themselves))|\\s+an?\\s+(?:[a-z-]+\\s+){0,2}?(?:couple|family|man|woman|guy|lady|gentleman|company|business))*\\s*(?:(?:mr|mrs|ms|dr|don|doña|dona|se[nñ]ora?|sra?)\\.?\\s+|the\\s+(?=[A-Za-z'’-]+s\\b))?([A-Za-z][A-Za-z'’-]+(?:\\s+[A-Za-z&][A-Za-z'’&-]*){0,4})`,
    "gi",
  );
  for (const match of text.matchAll(re)) {
    const words = match[2]!.split(/\s+/);
    const kept: string[] = [];
    // "the landlord mr ramirez": after a title the next word is a surname, in whatever case.
    const lead = match[0].slice(0, match[0].length - match[2]!.length);
    const titled = /\b(?:mr|mrs|ms|dr|don|doña|dona|se[nñ]ora?|sra?)\.?\s+$/i.test(lead);
    // "the neighbors are the hendersons", "our neighbors, the Parks": a family by its surname.
    if (/\bthe\s+$/i.test(lead) && familyByItsSurname(words[0]!)) {
      const at = (match.index ?? 0) + lead.length;
      out.push({
        name: titleCaseWords(words[0]!),
        kind: "person",
        index: at,
        end: at + words[0]!.length,
        relation: relationNamed(match[1]!, words[0]!),
        role: "other",
        score: 0,
      });
      continue;
    }
    for (const [position, word] of words.entries()) {
      if (titled && position === 0 && !NAME_STOP.has(word.toLowerCase()) && !RELATION_WORDS.has(word.toLowerCase())) {
        kept.push(word);
        if (word === word.toLowerCase()) break;
        continue;
      }
      const doc = nlp(word);
      const lower = word === word.toLowerCase();
      // "my ex boyfriend tyrell jackson": a word no dictionary knows, followed by a surname, is a first name.
      const next = words[position + 1];
      // "Summit Roofing & Gutters": an ampersand between capitalized words joins one name.
      if (word === "&" && kept.length > 0 && next && capitalizedWord(next)) {
        kept.push(word);
        continue;
      }
      const firstName =
        doc.has("(#Person|#FirstName)") ||
        (unknownWord(word) && next !== undefined && (nlp(next).has("(#LastName|#Person)") || unknownWord(next))) ||
        // "the ceiling in my sons room is stained": after "sons" (a possessive without its mark) comes a thing, not a name.
        (position === 0 &&
          !/s\s+$/i.test(lead.slice(lead.toLowerCase().lastIndexOf(match[1]!.toLowerCase()) + match[1]!.length)) &&
          kinNameBeforeVerb(match[1]!, word, next));
      // "dennis okafor": after a first name, a word no dictionary knows is a surname.
      // "my ex roommate jenna park moved out": after a first name, a plain noun right before the verb is the surname.
      const keptName = kept.filter((w) => !RELATION_WORDS.has(w.toLowerCase()));
      const surname = keptName.length === 1 && nameWordBeforeVerb(word, next, keptName[0]);
      const namey =
        firstName ||
        surname ||
        doc.has("(#Person|#FirstName|#LastName|#ProperNoun)") ||
        (lower && unknownWord(word) && (kept.length > 0 || firstName)) ||
        (!lower &&
          !NAME_STOP.has(word.toLowerCase()) &&
          (kept.length > 0 || !doc.has("(#Verb|#Preposition|#Determiner|#Conjunction|#Adverb|#Pronoun)")));
      // "First Federal", "Fifth Third": a capitalized ordinal opens a bank's name.
      const ordinalLead = kept.length === 0 && ORDINAL_WORD.test(word) && next !== undefined && capitalizedWord(next);
      if (ordinalLead) {
        kept.push(word);
        continue;
      }
      if (!namey || NAME_STOP.has(word.toLowerCase())) break;
      if (lower && kept.length === 0 && !firstName) break;
      if (
        lower &&
        kept.length > 0 &&
        !surname &&
        doc.has("(#Verb|#Adverb|#Preposition|#Adjective)") &&
        !doc.has("#LastName") &&
        // "my ex, brandon kettering.": a word no dictionary knows is a surname, whatever its ending looks like.
        !(
          unknownWord(word) &&
          /^[a-z]+$/.test(word) &&
          !/ly$/.test(word) &&
          keptName.length === 1 &&
          position === words.length - 1
        )
      )
        break;
      // "Granite State Plumbing Supply": past the first word, a capitalized word goes on the name unless it is a function word.
      if (!lower && kept.length > 0 && doc.has("(#Preposition|#Determiner|#Conjunction|#Pronoun)")) break;
      kept.push(word);
    }
    const name = cleanName(kept.join(" "));
    if (!name) continue;
    const at = (match.index ?? 0) + match[0].length - match[2]!.length;
    // "my sister's boyfriend marcus hill": the relation is the possessor's, not the visitor's.
    const relationAt = match[0].toLowerCase().lastIndexOf(match[1]!.toLowerCase(), match[0].length - match[2]!.length);
    const possessor = new RegExp(`^${POSSESSED}(?:(?:old|new|former|current|previous|abusive|other)\\s+)?$`, "i").exec(
      match[0].slice(0, relationAt),
    )?.[1];
    // "our hoa (willow creek homeowners association)": a body, not a person, when the relation is one.
    const nameEnd = (match.index ?? 0) + match[0].length - match[2]!.length + kept.join(" ").length;
    const body = BODY_RELATIONS.has(match[1]!.toLowerCase()) || namedAsABody(name, text.slice(nameEnd));
    out.push({
      name,
      kind: body ? "company" : "person",
      index: at,
      end: at + kept.join(" ").length,
      relation: `${possessor ? `${possessor.toLowerCase()}'s ` : ""}${relationNamed(match[1]!, words[0]!)}`,
      role: "other",
      score: 0,
    });
  }
  // "the people who rent the house behind us are the garzas": a family by its surname, after people spoken of.
  for (const match of text.matchAll(
    /\b(?:people|folks|family|couple|owners|neighbou?rs|tenants|landlords|renters)\b[^.!?]{0,60}?\b(?:are|were)\s+the\s+([A-Za-z'’-]+s)\b/gi,
  )) {
    if (!familyByItsSurname(match[1]!)) continue;
    const at = (match.index ?? 0) + match[0].length - match[1]!.length;
    if (out.some((m) => m.index === at)) continue;
    out.push({
      name: titleCaseWords(match[1]!),
      kind: "person",
      index: at,
      end: at + match[1]!.length,
      relation: null,
      role: "other",
      score: 0,
    });
  }
  // "my kids father hasnt paid. his name is Darnell Brooks": the name belongs to the relation just before.
  // Only the visitor's own relations: in "she moved in with her boyfriend. her name is Danielle", the boyfriend is hers.
  const relationRe = new RegExp(
    `(?:\\b(?:my|our|the|a|an)\\s+|(?:^|[.!?]\\s+))(?:(?:uninsured|underinsured|drunk)\\s+|(?:old|new|former|current|previous|abusive|other)\\s+(?!driver\\b|party\\b|side\\b))?(${ALL_RELATIONS})\\b`,
    "gi",
  );
  for (const match of text.matchAll(
    /\b(?:(?:his|her|their|its) (?:full )?name (?:(?:on|in) (?:the|his|her|their) [a-z]+ )?(?:is|was)|their names are|(?:he|she) is|(?<=(?:^|[.!?]\s+))is named)\s+((?:[A-Z]\.\s+)?[A-Za-z][A-Za-z'’-]+(?:\s+and\s+[A-Z][A-Za-z'’-]+)?(?:\s+[A-Za-z][A-Za-z'’-]+){0,2})/gi,
  )) {
    // "she is Karen Liu": a copula after a pronoun names only with a name written as one ("she is 9", "he is my brother" name nobody).
    const [first, second] = match[1]!.split(" ");
    if (
      ["he", "she"].includes(match[0].split(" ")[0]!.toLowerCase()) &&
      !(capitalizedWord(first!) && capitalizedWord(second ?? ""))
    )
      continue;
    const before = text.slice(0, match.index);
    // "my sister kim's ... his name is travis": the relation must agree with the pronoun.
    const pronoun = match[0].split(" ")[0]!.toLowerCase();
    const gender =
      pronoun === "his" || pronoun === "he" ? "male" : pronoun === "her" || pronoun === "she" ? "female" : null;
    // "his name is" names one person: not "the kids" or "my parents".
    // "my friend Keisha": a relation named already is not the one the pronoun names; "my job" is no one.
    const relations = [...before.matchAll(relationRe)].filter(
      (r) =>
        !NOT_A_PERSON.test(r[1]!) &&
        // "i should get a lawyer": a relation only wished for is nobody yet.
        !WISHED_FOR.test(before.slice(Math.max(0, (r.index ?? 0) - 30), (r.index ?? 0) + r[0].length)) &&
        (!gender || (genderOfRelation(r[1]!) !== oppositeOf(gender) && !/[^s]s$/i.test(r[1]!))) &&
        !namedAfter(before.slice((r.index ?? 0) + r[0].length)),
    );
    // "ex was supposed to bring our daughter back and she didnt. her name is brittany": a child the
    // story carries as an object is not the one named, when another relation is there to be.
    const named = relations.filter(
      (r) =>
        relations.length === 1 ||
        !CHILD_RELATIONS.has(r[1]!.toLowerCase()) ||
        !CHILD_AS_OBJECT.test(before.slice(Math.max(0, (r.index ?? 0) - 30), (r.index ?? 0) + r[0].length)),
    );
    const nearest = preferredReferent(named);
    const relation = nearest?.[1];
    const pronounLed = !relation && gender !== null && PRONOUN_HARM.test(text);
    // "my boyfriend choked me ... his name is Andre Mills": the relation who did the harm, named later.
    const relationHarmed =
      nearest !== undefined && RELATION_HARM.test(before.slice((nearest.index ?? 0) + nearest[0].length));
    const name = cleanName(
      match[1]!
        .split(/\s+/)
        .filter(
          (w, i, all) => i === 0 || !NAME_STOP.has(w.toLowerCase()) || (w === "and" && /^[A-Z]/.test(all[i + 1] ?? "")),
        )
        .join(" "),
    );
    if (!(relation || pronounLed) || !name) continue;
    const at = (match.index ?? 0) + match[0].length - match[1]!.length;
    out.push({
      name,
      kind: "person",
      index: at,
      end: at + match[1]!.length,
      relation: relation?.toLowerCase() ?? null,
      role: "other",
      score: 0,
      // "he pushed me down the stairs ... his name is travis odell": the one who did it, named by the pronoun.
      namedForHarm: pronounLed || relationHarmed,
    });
  }
  return out;
}

const ADVERSE_RELATIONS = new Set([...OPPOSING_RELATIONS, ...SPOUSE_RELATIONS]);
const BYSTANDER_RELATIONS = new Set([...FAMILY_RELATIONS, ...OFFICIAL_RELATIONS, ...WITNESS_RELATIONS]);

/**
 * The relation a late "his name is" names: the nearest one, unless that is kin, a helper or an official
 * and an unnamed relation of the other side's kind was told before ("my husband moved out ... my dad says
 * get a lawyer. his name is curtis ambrose").
 */
function preferredReferent(candidates: readonly RegExpMatchArray[]): RegExpMatchArray | undefined {
  const nearest = candidates[candidates.length - 1];
  if (!nearest || !BYSTANDER_RELATIONS.has(nearest[1]!.toLowerCase())) return nearest;
  return candidates.findLast((r) => ADVERSE_RELATIONS.has(r[1]!.toLowerCase())) ?? nearest;
}

const WISHED_FOR =
  /\b(?:get|getting|need|needs|hire|hiring|find|finding|looking for|want|wants|talk to|speak (?:to|with)|see)\s+(?:a|an)\s+[a-z]+$/i;

/** "my friend Keisha", "my brother in law rick who is a cpa": the relation is named right after it. */
function namedAfter(after: string): boolean {
  if (/^\s*,?\s*[A-Z][a-z'’-]+/.test(after) || /^\s*,?\s*(?:named|called)\s+\S/i.test(after)) return true;
  const lower = /^\s*,?\s*([a-z][a-z'’-]+)[\s,]+([a-z'’-]+)/.exec(after);
  return lower !== null && nameWordBeforeVerb(lower[1]!, lower[2]!);
}

/** "bring our daughter", "took my son", "keeping the kids": a child after a verb of carrying or keeping. */
const CHILD_AS_OBJECT =
  /\b(?:bring|bringing|brought|take|taking|took|keep|keeping|kept|pick up|picked up|drop off|dropped off|return|returned|see|seeing|hide|hiding|hid|give back|send back)\s+(?:back\s+)?(?:our|my|the)\s+\w+$/i;

const RELATION_NOUNS = new Set(PEOPLE_RELATIONS.filter((r) => !r.includes("(")));
/** Bodies named by a relation: the name is a company's. */
const BODY_RELATIONS = new Set([
  ...INSTITUTION_RELATIONS,
  "hoa",
  "homeowners association",
  "property management",
  "property management company",
  "management company",
  "leasing office",
  "apartment complex",
  "collection agency",
  "collections agency",
  "insurance company",
  "insurer",
  "dealership",
  "dealer",
  "school district",
  "nursing home",
  "care home",
  "lender",
  "loan company",
  "employer",
  "former employer",
  "supplier",
  "vendor",
  "old job",
  "job",
]);
const readNamings = namedMentionsReader((noun) => RELATION_NOUNS.has(noun));

/** "a software company called X", "a roofing contractor by the name of X", "the neighbors are X and Y Z" (naming.ts). */
export function namedMentionsOf(text: string): Mention[] {
  return readNamings(text).map((m) => {
    const relation = RELATION_NOUNS.has(m.noun) ? m.noun : null;
    const kind: PartyKind = m.business || (relation !== null && BODY_RELATIONS.has(relation)) ? "company" : "person";
    // "the company is called crestline ...": the cue after the copula is not part of the name.
    const cue = /^(?:called|named)\s+/i.exec(m.name)?.[0] ?? "";
    return {
      name: titleCaseWords(m.name.slice(cue.length)),
      kind,
      index: m.index + cue.length,
      end: m.end,
      relation,
      role: "other" as PartyRole,
      score: 0,
    };
  });
}
