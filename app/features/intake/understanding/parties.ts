import nlp from "compromise";
import { NO_DISPUTE, subArea } from "./practice-areas.ts";
import type { NarrativeParty, PartyKind, PartyRole } from "./types.ts";
import { countiesNamed, isCityName, likelyCity } from "./gazetteer.server.ts";
import { STATE_CODE_BY_NAME } from "~/features/intake/agent/builtin/us-places.ts";
import {
  DETERMINERS,
  isSpanishWeekday,
  SPANISH_FUNCTION_WORDS,
  sentenceAt,
  sentencesOf,
  titleCaseWords,
  WEEKDAY_NAMES,
} from "./text.ts";
import {
  businessNames,
  capitalizedWord,
  PRONOUNS_OF_THINGS,
  SPANISH_BUSINESS,
  tagsOf,
  wordsOf,
} from "./business-names.ts";
import {
  actsAgainstTheVisitor,
  breaksAnObligation,
  dealingBefore,
  EMPLOYMENT_DEALINGS,
  foundedByTheVisitor,
} from "./party-verbs.ts";
import { WRITING_FOR_ANOTHER, WRITTEN_FOR, WRITTEN_FOR_ANOTHER } from "./writer.ts";
import { ABBREVIATIONS, endsLikeOrganisation, isLegalForm, ORGANISATION_WORDS } from "./organisation-words.ts";
import { namedMentionsReader } from "./naming.ts";
import { happeningTold } from "./whose-place.ts";
import { type Mention, sameParty } from "./mention.ts";
import { FALLBACKS, STORY_PASSES, type Story } from "./story-roles.ts";
import {
  AS_VENUE_AFTER,
  AS_VENUE_BEFORE,
  PLATFORMS,
  ANIMALS,
  BUSINESS_NOUNS,
  COMMON_POSSESSORS,
  DEPARTMENTS,
  SPANISH_COMMON,
} from "./party-nouns.ts";
import {
  AGENT_RELATIONS,
  CHILD_RELATIONS,
  EMPLOYMENT_RELATIONS,
  employmentMatter,
  FAMILY_RELATIONS,
  genderOfRelation,
  NAME_STOP,
  NO_FALLBACK_AREAS,
  OFFICIAL_RELATIONS,
  OPPOSING_RELATIONS,
  PARENT_WORDS,
  PERSON_WORDS,
  RELATION_WORDS,
  SPOUSE_RELATIONS,
  WITNESS_RELATIONS,
  PEOPLE_RELATIONS,
  INSTITUTION_RELATIONS,
  OPPOSING_PATTERN,
  relationPattern,
} from "./relations.ts";
import {
  AMPERSAND_NAME,
  CARE_FACILITY,
  CARE_NEGLECT,
  TOLD_FALSELY,
  CARE_HARM,
  CARE_PROVIDER,
  CLAIM_REFUSED,
  HARM_DONE,
  HARMED_BY,
  HELPER_CUE,
  HOSTILE_AFTER,
  HOSTILE_BEFORE,
  HOSTILE_LATER,
  INSURER_REFUSES,
  MEDICAL_HARM,
  PREMISES,
  STAYED_AT,
  FELL,
  pronounActs,
  SENT_FROM,
  SENTENCE_OPENERS,
  SOCIAL_SPOT,
  TITLE_ONLY,
  VEHICLE_OPERATOR,
} from "./party-cues.ts";

/**
 * The people and bodies in the visitor's story, each with a role. Names come from compromise
 * (people, organizations) and from the words right after a relation ("my landlord kyle"); the role
 * comes from the relation and the verbs around the name. Only `opposing` is the other side; a
 * helper ("my neighbour Bev who is helping me write this") never is, and a company beats a first
 * name ("my landlord Kyle from Whitfield Properties LLC" → Whitfield Properties LLC, alias Kyle).
 */

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;

/** "credit", "management" are dictionary words; "midland", "okafor", "greystar" are not: those name something. */
function unknownWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z'’-]/g, "");
  return w.length >= 3 && LEXICON[w] === undefined && !NAME_STOP.has(w) && !SPANISH_COMMON.has(w);
}

/** A company's name as written: a capitalized word, a legal form (LLC, Inc...) or a word no dictionary knows ("lvnv", "bayview"). */
function ownName(before: string, after: string): boolean {
  // "the business bank account", "our credit union card": a noun compound describing the visitor's own thing is no name.
  return (
    !(
      /\b(?:the|my|our|his|her|their|a|an)\s+$/i.test(before) &&
      /^\s+(?:accounts?|cards?|polic(?:y|ies)|statements?|loans?|apps?|numbers?|balances?|logins?|passwords?|checks?|deposits?|fees?)\b/i.test(
        after,
      )
    ) &&
    !(
      /\b(?:the|my|our|his|her|their|a|an)\s+(?:\d{4}\s+|old\s+|new\s+)$/i.test(before) &&
      /^\s+(?:accounts?|cards?)\b/i.test(after)
    )
  );
}

/** Agencies typed as acronyms: upper case ("ICE"), or lower case where only the agency fits ("picked up by ice", "ice agents"). */
const AGENCY_ACRONYM =
  /\b(DHS|ICE|USCIS|IRS)\b|(?<=\b(?:by|from|with|to)\s+)(dhs|ice|uscis|irs)\b(?!\s+(?:on (?:the|a|my|our|his|her)\b|and|cream|storm|skat))|\b(ice|dhs)(?=\s+(?:agents?|officers?|detention|custody))|\b((?:[A-Z][a-z]+\s+)?(?:UIA|EDD|TWC|DEO|IDES|DEED|DWD|OESC|ESD))\b|(?<=\bthe\s+)(irs|uscis|eeoc)\b/g;
const STATE_NAMES = [...STATE_CODE_BY_NAME.keys()].sort((a, b) => b.length - a.length).join("|");
const AGENCY = new RegExp(
  String.raw`\b((?:the\s+)?(?:(?:(?:${STATE_NAMES})\s+)?department of [a-z ]+|immigration and customs enforcement|homeland security|social security administration|(?<=\b(?:from|by|with|to|at)\s+)[Ss]ocial [Ss]ecurity(?! (?:number|card|no\b|#|benefits))|[Ss]ocial [Ss]ecurity(?=\s+(?:said|says|denied|sent|cut|stopped|wants|decided|approved|told|office))|(?<=\b(?:applied|apply|applying|filed)\s+for\s+)[Ss]ocial [Ss]ecurity(?=\s+(?:disability|ssdi|ssi)\b)|internal revenue service|housing authority|code enforcement|city of [A-Z][a-z]+(?: [A-Z][a-z]+)?|(?:[A-Z][a-z]+ ){1,3}(?:county )?(?:housing authority|school district|police department|sheriff'?s office)|(?:[A-Z][a-z]+ ){1,3}(?:County|City|Public|Unified|Independent|Community|Area) Schools|(?:[A-Z][a-z]+ ){1,3}(?:ISD|USD|CISD)|(?:[A-Z][a-z]+ ){0,2}(?:workforce commission|workforce development|employment security(?: commission| department| division| agency)?|unemployment insurance agency|employment development department|employment commission|division of unemployment(?: insurance)?)|(?:(?:${STATE_NAMES})\s+)?(?:state\s+)?board of (?:nursing|medicine|medical examiners|pharmacy|dentistry|education|law examiners|real estate|cosmetology|accountancy|licensing)|state of [a-z ]+))\b`,
  "gi",
);
const ORDINAL_WORD = /^(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth)$/;
/** Partners in the visitor's business, and what they say about the matter ("wants to just pay it", "thinks we should settle"). */
const BUSINESS_PARTNERS = /^(?:business partner|co-?founder|partner in the business)$/;
const ADVISES =
  /^[\s,]*(?:[\w']+\s+){0,2}?(?:wants? (?:us |me )?to|thinks? (?:we|i)|says? (?:we|i) should|agrees?|would rather|suggest\w*)\b/i;
/** An animal that attacked or bit, in either order ("the pit bull attacked my husband", "bitten by their dog"). */
const ANIMAL_HARM = new RegExp(
  String.raw`\b(?:${ANIMALS})\b[^.!?]{0,80}\b(?:bit|bites|bitten|attacked|mauled|charged at|knocked (?:me|him|her) down)\b|\b(?:bit|bitten|attacked|mauled) by (?:a|an|the|their|his|her|our|my)\s+(?:[\w'’-]+\s+){0,2}?(?:${ANIMALS})\b`,
  "i",
);
/** "we complained to the HOA (", "I reported it to the city's": the body the visitor turned to, named next. */
const COMPLAINED_TO =
  /\b(?:complained|complain|reported|report|wrote|went|turned|appealed|talked|called|emailed)(?:\s+(?:it|this|him|her|them))?\s+to\s+(?:the|our|my)\s+(?:[\w-]+\s+){0,2}?[\w-]*[\s(,]*$/i;
/** The visitor hired for work ("X hired me in June"), and the work not paid for. */
const HIRED_THE_VISITOR = /^[\s,]*(?:[\w']+\s+){0,2}?(?:hired|contracted|engaged|retained|commissioned) (?:me|us)\b/i;
const UNPAID =
  /\b(?:paid (?:me |us )?only|only paid|never paid|has(?:n'?t| not) paid|have(?:n'?t| not) paid|did(?:n'?t| not) pay|won'?t pay|still owes?|unpaid|owes? (?:me|us))\b/i;
/** Deals for work done for the visitor ("we hired X", "signed with X", "contracted with X"). */
const SERVICE_DEALS = new Set(["hire", "contract", "sign"]);

const ALL_RELATIONS = relationPattern(PEOPLE_RELATIONS);
const RELATION_BEFORE = new RegExp(
  `(?:\\b(?:my|our|his|her|their|the|a|mom's|dad's|mother's|father's)\\s+|\\b[a-z]+['’]s\\s+(?=(?:biological|birth|bio|real)\\s)|(?:^|[.!?]\\s+))(?:(?:old|new|former|current|previous|old|abusive|crazy|other|private|local|biological|birth|bio|real)\\s+)?(${ALL_RELATIONS})\\s*(?:'s\\s+)?(?:,|\\(|named|called|who is|is|was|whose name is|mr\\.?|mrs\\.?|ms\\.?)?\\s*$`,
  "i",
);
const RELATION_AFTER = new RegExp(
  `^\\s*(?:\\(|,|who is|is|was|-)\\s*(?:my|our|his|her|the)\\s+(?:old|new|former|current)?\\s*(${ALL_RELATIONS})\\b`,
  "i",
);

/** "X which is the company that runs our building", "X (the people who own our complex)": who runs the visitor's home. */
const RUNS_THE_HOME_AFTER =
  /^[\s,(]*(?:(?:which|who|that)\s+(?:is|are)\s+)?(?:the|our|my)\s+(?:company|people|ones|outfit|management(?: company)?|corporation)\s+(?:that|who|which)\s+(?:runs?|owns?|manages?|operates?)\s+(?:our|my|the)\s+(?:building|apartments?|complex|unit|place|property|trailer park|mobile home park|park|community|rental|house)\b/i;

/** "the rent checks started going to a Mr. ", "we pay our rent to ": the words before the one the rent is paid to. */
const RENT_GOES_TO =
  /\brent(?:\s+(?:checks?|money|payments?))?\s+(?:\w+\s+){0,2}?(?:going|goes|went|paid|sent|go)\s+to\s+(?:a\s+)?(?:(?:mr|mrs|ms)\.?\s+)?$|\b(?:pay|paid|paying|send|sent)\s+(?:my|our|the)\s+rent\s+to\s+(?:a\s+)?(?:(?:mr|mrs|ms)\.?\s+)?$/i;

const OPPOSING_RELATION = new RegExp(`^(?:${OPPOSING_PATTERN})$`, "i");

function roleOfRelation(relation: string, practiceArea: string | null): PartyRole {
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
  if (SPOUSE_RELATIONS.includes(r)) return familyMatter ? "opposing" : "family";
  if (FAMILY_RELATIONS.includes(r)) return "family";
  if (OFFICIAL_RELATIONS.includes(r)) return "official";
  if (WITNESS_RELATIONS.includes(r)) return "witness";
  return "other";
}

/** Prepositions before the company inside a name read after a relation ("kyle from Whitfield Properties"). */
const NAME_PREPOSITIONS = new Set(["from", "for", "at", "with", "by", "of"]);

function cleanName(raw: string): string | null {
  const words = raw
    .replace(/[“”"()[\]]/g, " ")
    .replace(/'s\b/g, "")
    .split(/\s+/)
    .map((w) =>
      w
        .replace(/^[^A-Za-z0-9&]+|[^A-Za-z0-9&.]+$/g, "")
        // "Daniel R. Moss": a middle initial keeps its stop.
        .replace(/\.$/, (d, i, w) => (/^(inc|co|corp|ltd|jr|sr|st|l\.l\.c|[A-Z])$/i.test(w.slice(0, -1)) ? d : "")),
    )
    .filter(Boolean);
  while (
    words.length > 0 &&
    // "the HOA is officially Willow Creek Community Association": an adverb in lower case leads no name.
    (NAME_STOP.has(words[0]!.toLowerCase()) ||
      RELATION_WORDS.has(words[0]!.toLowerCase()) ||
      /^[a-z]+ly$/.test(words[0]!)) &&
    // "First Federal": a capitalized ordinal before another capitalized word is the name's.
    !(ORDINAL_WORD.test(words[0]!) && words.length > 1 && /^[A-Z]/.test(words[1]!))
  )
    words.shift();
  // "kyle from Whitfield Properties", "worked for Acme": the company starts after the preposition.
  const cut = words.findIndex((w, i) => i < words.length - 1 && NAME_PREPOSITIONS.has(w.toLowerCase()));
  if (cut >= 0 && /[A-Z]/.test(words.slice(cut + 1).join(" "))) words.splice(0, cut + 1);
  // "Banner esa (noche)": a Spanish word in lower case after a name is no part of it.
  while (
    words.length > 0 &&
    (NAME_STOP.has(words[words.length - 1]!.toLowerCase()) ||
      (words.length > 1 &&
        /^[a-z]+$/.test(words[words.length - 1]!) &&
        SPANISH_FUNCTION_WORDS.has(words[words.length - 1]!)))
  )
    words.pop();
  // "el Walmart de Pasadena": a business and the town it stands in, in Spanish order.
  const town = words.findIndex((w, i) => i > 0 && /^del?$/i.test(w) && isCityName(words.slice(i + 1).join(" ")));
  if (town > 0) words.splice(town);
  if (words.length === 0 || words.length > 6) return null;
  // "Raymond and Gloria Chen": the "and" of a couple stays a word.
  const name = titleCaseWords(words.join(" ")).replace(/ And (?=[A-Z])/g, " and ");
  return name.length >= 2 ? name : null;
}

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
function afterOwnershipCue(before: string): boolean {
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

/** "we own a coffee roasting company called X", "we run a brewery in burlington vermont called X": what the visitor owns, named after "called" (never "my landlord, a company called X"). */
const BUSINESS_NOUN = `(?:${BUSINESS_NOUNS.join("|")})`;
const OWN_COMPANY_CALLED = new RegExp(
  String.raw`\b(?:we own|i own|we run|i run|we started|i started|we opened|i opened)\b[^.!?]{0,40}\b${BUSINESS_NOUN}(?:\s+(?:and|&)\s+[\w-]+)?(?:\s+(?:in|out of|based in)\s+[\w ,]{1,30}?)?\s+(?:called|named)\s+$`,
  "i",
);
/** "... the LLC is Brasa Tapas LLC" in a story of a business the visitor opened with a partner. */
const THE_BUSINESS_IS = /\bthe (?:llc|company|business|corporation|partnership) (?:is|was|is called|is named)\s+$/i;
const OPENED_BY_THE_VISITOR =
  /\b(?:we|i|me and (?:my|a) [\w ]{1,30}?|my [\w ]{1,30}? and i)\s+(?:opened|started|formed|founded|own|run|bought)\b/i;
/** "my company, X", "we're a small bakery (X)"; not "our roof after the storm, the company is X" (a new clause). */
const OWN_COMPANY_BEFORE = new RegExp(
  String.raw`\b(?:we are|we're|i am|i'm|i run|we run|i own|we own|my|our|(?:and me|and i|we) (?:have|had|co-?own|started|opened))\b(?:(?![,;]\s*the\b)[^.!?]){0,40}\b${BUSINESS_NOUN}\b(?:\s+together)?(?:\s+(?:in|from|based in|out of)\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?(?:,?\s+[A-Z]{2})?)?(?:\s+(?:is|was)(?:\s+(?:called|named))?)?[\s(,]*$`,
  "i",
);

/** What a county does as a party: sues, fines, takes, denies, tows, condemns. */
const COUNTY_ACTS =
  /^\s*(?:is |has |had |just |also )?(?:su(?:ed|es|ing)|fin(?:ed|es|ing)|took|tak(?:es|ing)|den(?:ied|ies|ying)|tow(?:ed|s)|seiz\w*|condemn\w*|cit(?:ed|es)|foreclos\w*|garnish\w*|wants|says (?:i|we) owe)\b/i;

/** "Montgomery County", "St. Louis County": the name of a real county and nothing more. */
function countyOnly(name: string): boolean {
  const county = /^(.+?)\s+(?:county|parish)$/i.exec(name.trim());
  return county !== null && countiesNamed(county[1]!).length > 0;
}

/** "2213 Mossy Oak Dr", "4410 W Belmont Ave": a street address names no party (blanked, so every index stays). */
const STREET_ADDRESS =
  /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:(?!(?:with|and|on|at|to|for|by|from|in|of|the|my|our|his|her)\s)[A-Za-z][\w'-]*\s+){1,3}(?:dr|drive|st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|ct|way|pl|place|cir|circle|pkwy|parkway|hwy|highway|ter|terrace|trl|trail)\b\.?/gi;

function withoutStreetAddresses(text: string): string {
  return text.replace(STREET_ADDRESS, (address) => " ".repeat(address.length));
}

/** "The stable is owned by Linda Marsh": a name written as one after an ownership cue, whatever compromise takes it for. */
function ownersNamed(text: string): Mention[] {
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

/** Names right after a relation ("my landlord kyle whitfield", "my boss, Jim"). */
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

/** Car makes: as a descriptor of a vehicle ("a white ford f-150", "my Honda"), a make is no party. */
const VEHICLE_MAKES = new Set(
  "ford chevy chevrolet toyota honda nissan dodge ram jeep gmc tesla hyundai kia subaru mazda volkswagen vw bmw audi lexus acura infiniti cadillac buick lincoln chrysler mitsubishi volvo porsche mercedes".split(
    " ",
  ),
);

function vehicleMake(m: Mention, text: string): boolean {
  const words = m.name.toLowerCase().split(/\s+/);
  if (!VEHICLE_MAKES.has(words[0]!) || words.length > 2) return false;
  // Said as a vehicle: after "a", "my", "his"... (a colour or a year may stand between).
  return /\b(?:a|an|the|my|our|his|her|their|your)\s+(?:[\w-]+\s+){0,2}$/i.test(
    text.slice(Math.max(0, m.index - 30), m.index),
  );
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

/** "he pushed me", "she hit my son": harm done by someone the story names only by a pronoun so far. */
/** Relations that are places or bodies, never the person a "his name is" names. */
const NOT_A_PERSON =
  /^(?:(?:old )?job|work|company|business|employer|bank|credit union|insurance company|insurer|hoa|school|agency|office|complex|apartment complex|dealership|dealer|hospital|clinic)$/i;
const HARM_VERBS =
  "pushed|hit|punched|slapped|choked|beat|kicked|shoved|grabbed|threatened|attacked|stabbed|strangled|hurt|raped|stalks|stalked|follows|followed";
const PRONOUN_HARM = new RegExp(String.raw`\b(?:he|she)\s+(?:\w+\s+)?(?:${HARM_VERBS})\s+(?:me|my|us|our)\b`, "i");
/** "my boyfriend choked me": the relation itself did the harm (read right after the relation). */
const RELATION_HARM = new RegExp(String.raw`^\s+(?:\w+\s+)?(?:${HARM_VERBS})\s+(?:me|my|us|our)\b`, "i");
const oppositeOf = (gender: "male" | "female") => (gender === "male" ? "female" : "male");

function namesAfterRelations(text: string): Mention[] {
  const out: Mention[] = [];
  // "our neighbor at 412 Birch Lane, Gerald Fitch": the address is blanked, so "at" stands before the comma.
  const re = new RegExp(
    `(?:${POSSESSED_LEAD}|\\b(?:my|our|his|her|their|the|a|an)\\s+|(?:^|[.!?,;]\\s*|\\band\\s+))(?:(?:old|new|former|current|previous|abusive|other|private|local|biological|birth|bio|real)\\s+(?!driver\\b|party\\b|side\\b))?(${ALL_RELATIONS})s?\\b(?:\\s+of\\s+(?:\\d+|[a-z]+)\\s+(?:years?|months?))?(?:\\s*[,(:]|\\s+(?:at|on|from|in)\\s+(?:(?:unit|apt\\.?|apartment|suite|#)\\s*[\\w-]+\\s*)?(?=,)|['’]s\\s+(?:full\\s+)?name\\s+(?:is|was)|\\s+(?:named|called|whose name is|who'?s name is|is|was|are|were)|\\s+an?\\s+(?:[a-z-]+\\s+){0,2}?(?:couple|family|man|woman|guy|lady|gentleman|company|business))*\\s*(?:(?:mr|mrs|ms|dr)\\.?\\s+|the\\s+(?=[A-Za-z'’-]+s\\b))?([A-Za-z][A-Za-z'’-]+(?:\\s+[A-Za-z&][A-Za-z'’&-]*){0,4})`,
    "gi",
  );
  for (const match of text.matchAll(re)) {
    const words = match[2]!.split(/\s+/);
    const kept: string[] = [];
    // "the landlord mr ramirez": after a title the next word is a surname, in whatever case.
    const lead = match[0].slice(0, match[0].length - match[2]!.length);
    const titled = /\b(?:mr|mrs|ms|dr)\.?\s+$/i.test(lead);
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
        !doc.has("#LastName")
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
    /\b(?:(?:his|her|their|its) (?:full )?name (?:is|was)|their names are|(?:he|she) is|(?<=(?:^|[.!?]\s+))is named)\s+([A-Za-z][A-Za-z'’-]+(?:\s+and\s+[A-Z][A-Za-z'’-]+)?(?:\s+[A-Za-z][A-Za-z'’-]+){0,2})/gi,
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
        (!gender || (genderOfRelation(r[1]!) !== oppositeOf(gender) && !/[^s]s$/i.test(r[1]!))) &&
        !/^\s*,?\s*[A-Z][a-z'’-]+/.test(before.slice((r.index ?? 0) + r[0].length)),
    );
    const nearest = relations[relations.length - 1];
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

/** Words that start no name of a business: determiners and quantifiers ("my job", "the warehouse", "some place"). */
const NOT_A_NAME_START = new Set([
  ...DETERMINERS,
  "some",
  "another",
  "one",
  // "any other deal with anything automotive": a pronoun of things opens no name.
  ...PRONOUNS_OF_THINGS,
  "any",
]);

/** "delmar fulfillment", "ridgeway roofing": a lower-case word and a trade's head, the name ending there. */
function lowerCaseTradeName([first, head, next]: string[]): boolean {
  if (!first || !head || first !== first.toLowerCase() || head !== head.toLowerCase()) return false;
  if (NOT_A_NAME_START.has(first) || RELATION_WORDS.has(first) || ORGANISATION_WORDS.has(first)) return false;
  // A word no dictionary knows or a town's name starts it ("summit roofing" is left to the capitals).
  return (
    ORGANISATION_WORDS.has(head) &&
    !ORGANISATION_WORDS.has(next?.toLowerCase() ?? "") &&
    (unknownWord(first) || isCityName(first))
  );
}

/** "Aurora CO", "Garland Texas": a town and its state read as one name by the NLP. */
function townAndState(name: string): boolean {
  const words = name.replace(/\.$/, "").split(/\s+/);
  for (const n of [1, 2]) {
    const state = words.slice(-n).join(" ");
    // A state by its name, or by its code in capitals ("CO"); "Austin Li" is a person.
    const isState = STATE_CODE_BY_NAME.has(state.toLowerCase()) || STATE_CODES.has(state);
    if (words.length > n && isState && isCityName(words.slice(0, -n).join(" "))) return true;
  }
  return false;
}
const STATE_CODES: ReadonlySet<string> = new Set(STATE_CODE_BY_NAME.values());

const UNIFIED_DISTRICT = /\b((?:[A-Z][a-z]+ ){1,3}Unified)\b/g;
const TRANSIT_AGENCY =
  /\b((?:[A-Z][a-z]+ ){1,3}(?:Metro|Transit(?: Authority| District| System)?|Transportation (?:Authority|District)))\b(?! (?:Center|Station|Mall|Plaza))/g;
/** "I was hurt on ", "thrown from my seat on ": the visitor hurt riding what is named next. */
const HURT_ON = /\b(?:hurt|injured|thrown|fell|slipped|fallen)\b[^.!?]{0,20}\b(?:on|in|off)\s+$/i;
/** A story about medical care. */
const CARE_STORY = /\b(?:ER|emergency room|hospital|doctor|dr\.|surgeon|surgery|nurse|clinic)\b/i;
/** "Mercy General", "St. Anne's Memorial Hospital", "Valley Regional". */
const HOSPITAL_NAME =
  /\b((?:(?:St\.?|Saint) )?[A-Z][a-z'’]+(?: [A-Z][a-z'’]+)? (?:General|Memorial|Regional)(?: (?:Hospital|Medical Center|Health))?)\b/g;

/** "Kevin Marsh", "Gregory A. Pruitt": a capitalized first name, perhaps an initial, and a capitalized surname. */
const FIRST_INITIAL_LAST =
  /\b([A-Z][a-z]+)(?:\s+[A-Z]\.)?\s+([A-Z][a-z'’-]+)\b(?!\s+(?:County|Street|St\b|Avenue|Ave\b|Road|Rd\b|Drive|Boulevard|Blvd|Lane|Way|Court|Park|Lake|River|High|Elementary|University|College|Hospital|Medical|Health|Center|Centre|Clinic|Church))/g;

function entityMentions(text: string): Mention[] {
  const out: Mention[] = [];
  const doc = nlp(text);
  const push = (found: string | null, kind: PartyKind, index: number, length: number) => {
    // "... is Weltman, Weinberg & Reis.": a sentence's full stop is no part of the name ("Acme Inc." keeps its own).
    let name = found?.replace(/(?<!\b(?:inc|co|corp|ltd|jr|sr|st|l\.l\.c))\.$/i, "");
    if (!name || townAndState(name)) return;
    // "a company in Boise (Greenway Landscaping LLC)": a name never runs across a parenthesis; what is inside it is the name.
    const raw = text.slice(index, index + length);
    const open = raw.lastIndexOf("(");
    if (open > 0) {
      const inside = cleanName(raw.slice(open + 1));
      if (!inside) return;
      name = inside;
      length -= open + 1;
      index += open + 1;
    }
    // "the business bank account", "the credit union": ordinary words with a company's ending name nothing unless written as a name or with a legal form.
    // "Uber's insurance": the possessor is the company, what follows is a department of it.
    const possessive =
      kind === "company"
        ? /^(?:(?:a|an|the|my|our)\s+)?(?!(?:st|saint)\b)([A-Za-z][\w&.-]*(?:\s+[A-Za-z][\w&.-]*){0,2})['’]s\s+([\w-]+(?:\s+[\w-]+)?)[\s,.;:]*$/i.exec(
            text.slice(index, index + length).trim(),
          )
        : null;
    // "Kroger's insurance company": two lower-case words after the possessor are its department too ("Joe's Auto Body" is a name).
    const department = possessive?.[2] ?? "";
    if (
      possessive &&
      !isCityName(possessive[1]!) &&
      // "Children's Hospital Colorado", "Women's Health Center": a common noun in the possessive is part of the name.
      !COMMON_POSSESSORS.has(possessive[1]!.toLowerCase()) &&
      (!department.includes(" ") || department === department.toLowerCase())
    ) {
      name = titleCaseWords(possessive[1]!);
      length = possessive[0].indexOf(possessive[1]!) + possessive[1]!.length;
    }
    if (
      kind === "company" &&
      !ownName(text.slice(Math.max(0, index - 12), index), text.slice(index + length, index + length + 20))
    )
      return;
    // The cleaned name may start later than the raw match ("worked for Acme Inc." → "Acme Inc.").
    const first = name.split(" ")[0]!.toLowerCase();
    const at = text.toLowerCase().indexOf(first, index);
    const start = at >= index && at < index + length ? at : index;
    out.push({ name, kind, index: start, end: index + length, relation: null, role: "other", score: 0 });
  };
  for (const person of doc.people().json({ offset: true }) as {
    text: string;
    offset: { start: number; length: number };
  }[]) {
    // "the sales guy Devin": a lower-case word for a person before the name is no part of it.
    const generic = /^(?:guy|man|woman|lady|dude|girl|gal|fella|kid)\s+/.exec(person.text)?.[0].length ?? 0;
    const name = cleanName(person.text.slice(generic));
    // "their rep, Stacy": a title alone ("Rep.", "Officer") names no one; nor does a Spanish day ("el domingo").
    if (name && (TITLE_ONLY.test(name) || isSpanishWeekday(name))) continue;
    // "Dr. Kaplan": a doctor's surname alone keeps the title, which tells who it is.
    const titled = name && !name.includes(" ") && /^dr\.?\s/i.test(person.text.slice(generic)) ? `Dr. ${name}` : name;
    push(titled, "person", person.offset.start + generic, person.offset.length - generic);
  }
  // "a guy in a pickup, Kevin Marsh, hit me", "Gregory A. Pruitt petitioner": a first name, perhaps an initial, and a
  // capitalized surname the NLP read as a place or cut short.
  for (const match of text.matchAll(FIRST_INITIAL_LAST)) {
    const [full, first, last] = match as unknown as [string, string, string];
    const at = match.index ?? 0;
    if (!tagsOf(first).firstName || ORGANISATION_WORDS.has(last.toLowerCase()) || isCityName(full)) continue;
    if (STATE_CODE_BY_NAME.has(last.toLowerCase()) || NAME_STOP.has(last.toLowerCase())) continue;
    const shorter = out.find((m) => m.kind === "person" && m.index === at && m.end < at + full.length);
    if (shorter) {
      shorter.name = full;
      shorter.end = at + full.length;
    } else if (!out.some((m) => m.index <= at && at < m.end)) push(full, "person", at, full.length);
  }
  for (const org of doc.organizations().json({ offset: true }) as {
    text: string;
    offset: { start: number; length: number };
  }[]) {
    // "Children's Hospital Colorado": a common noun in the possessive opens the name; it is kept as written.
    const commonPossessor = /^([A-Z][a-z]+)['’]s\s+[A-Z]/.exec(org.text);
    const name =
      commonPossessor && COMMON_POSSESSORS.has(commonPossessor[1]!.toLowerCase())
        ? org.text.replace(/[\s,.;:]+$/, "")
        : cleanName(org.text);
    // "boulder, co.": a legal form alone (or Colorado's "co") names no company; "the ER", "HR": a department, no party.
    if (name && /^(?:[a-z]+\.?)$/i.test(name) && (isLegalForm(name) || /^co\.?$/i.test(name) || DEPARTMENTS.has(name)))
      continue;
    // "¿Necesito abogado para esa audiencia?": Spanish words the NLP took for an organisation in lower case.
    if (
      org.text
        .toLowerCase()
        .split(/[\s,.;:?!]+/)
        .filter(Boolean)
        .every((word) => SPANISH_FUNCTION_WORDS.has(word))
    )
      continue;
    push(name, "company", org.offset.start, org.offset.length);
  }
  // "a DART city bus", "a UPS truck": the name written on a vehicle is its operator's.
  for (const match of text.matchAll(VEHICLE_OPERATOR)) {
    if (isCityName(match[1]!) || STATE_CODE_BY_NAME.has(match[1]!.toLowerCase())) continue;
    // Only the vehicle that did the harm ("I drove a Ford truck to work" names no one), or the one the
    // visitor was hurt on ("I was hurt on an RTD bus").
    const hurtOn = HURT_ON.test(text.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0));
    if (!HARM_DONE.test(text.slice((match.index ?? 0) + match[0].length)) && !hurtOn) continue;
    // "an RTD bus", "a MARTA train": a transit body's initials name an agency.
    const transit = /^[A-Z]{2,6}$/.test(match[1]!) && /\b(?:bus|train|shuttle)$/i.test(match[0]);
    push(match[1]!, transit ? "agency" : "company", (match.index ?? 0) + match[0].indexOf(match[1]!), match[1]!.length);
  }
  // "Harbor Tile & Stone", "Hollis & Grant": capitalized words joined by "&" name a business.
  for (const match of text.matchAll(AMPERSAND_NAME)) {
    const name = match[1]!.replace(/^(?:(?:The|A|An|We|I|Our|My|They|He|She)\s+)+/, "");
    const start = (match.index ?? 0) + match[0].indexOf(name);
    push(name, "company", start, name.length);
  }
  // "a King County Metro bus", "Capital Area Transit": a public transit body is an agency.
  for (const match of text.matchAll(TRANSIT_AGENCY)) push(match[1]!, "agency", match.index ?? 0, match[1]!.length);
  // "Pinecrest Unified says ...": a unified school district by its short name.
  for (const match of text.matchAll(UNIFIED_DISTRICT))
    if (!/^\s+School District\b/.test(text.slice((match.index ?? 0) + match[0].length)))
      push(match[1]!, "agency", match.index ?? 0, match[1]!.length);
  // "the ER at Mercy General", "St. Anne's Memorial": in a story of care, a hospital named by its kind's last word.
  if (CARE_STORY.test(text))
    for (const match of text.matchAll(HOSPITAL_NAME))
      if (!/^(?:attorney|surgeon|inspector|major|brigadier|lieutenant|dollar)\b/i.test(match[1]!))
        push(match[1]!, "company", match.index ?? 0, match[1]!.length);
  // Businesses by the shape of their name (business-names.ts): "Blue Heron Bistro", "denver auto body", "Whitfield Properties LLC".
  for (const business of businessNames(text)) {
    if (business.possessor && isCityName(business.name)) continue;
    push(titleCaseWords(business.name), "company", business.index, business.end - business.index);
  }
  // "i work at amazon warehouse in fontana": the employer, even in lower case.
  for (const match of text.matchAll(
    /\b(?:(?:i|we|he|she)\s+(?:work|worked|was working|have worked|had worked|been working|am working|used to work|do [\w\s]{0,30}? work)\s+(?:at|for|through)|(?:i'?m|i am|i was|i've been|i have been|i used to be)\s+(?:a|an)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:at|for|with))\s+(?!(?:their|his|her|our|my)\b)(?:a |an |the )?([a-z0-9][\w&'’.-]*(?:\s+[a-z0-9][\w&'’.-]*){0,5}?)(?=\s+(?:in|for|as|since|and|but|until|from|on|where|when|because|near|over|about|the|my|i|we|he|she|they|it|en|hasta|desde|y|pero)\b|\s*[,.;!?(]|$)/gi,
  )) {
    const raw = match[1]!;
    if (
      /^(\d+|home|night|nights|it|there|here|this|that|all|least|first|times?|one|two|three|four|five|six|several|years?|months?|weeks?|days?)\b/i.test(
        raw,
      )
    )
      continue;
    if (
      !/\s/.test(raw) &&
      /^(restaurant|store|warehouse|hospital|company|factory|job|school|shop|office|bank|farm|hotel|bar|gym|clinic|plant|firm)$/i.test(
        raw,
      )
    )
      continue;
    // "a distribution center for Pinnacle Logistics": the place of work; the company named after it employs.
    const following = text.slice((match.index ?? 0) + match[0].length);
    // In lower case, "at a call center" names a kind of place, not a company.
    const kindOfPlace = /\b(?:a|an)\s+$/i.test(match[0].slice(0, match[0].lastIndexOf(raw)));
    if (
      raw === raw.toLowerCase() &&
      (kindOfPlace || /^\s+(?:for|of|owned by|run by|operated by)\s+(?:the\s+)?[A-Z]/.test(following))
    )
      continue;
    const at = (match.index ?? 0) + match[0].lastIndexOf(raw);
    out.push({
      name: titleCaseWords(raw),
      kind: "company",
      index: at,
      end: at + raw.length,
      relation: "employer",
      role: "other",
      score: 0,
    });
  }
  // "got fired from Desert Sun Pools", "I rent from Harlan Oaks", "we hired Summit Decks": a name in Title Case after what the visitor did with it.
  const tokens = wordsOf(text);
  for (const [i, token] of tokens.entries()) {
    if (!DEALING_PREPOSITIONS.has(token.text.toLowerCase()) && !HIRING_VERBS.has(token.text.toLowerCase())) continue;
    // "worked as a nanny for the Hendersons": a family named by its surname in the plural is a person.
    const family = tokens[i + 2];
    if (
      tokens[i + 1]?.text.toLowerCase() === "the" &&
      family &&
      capitalizedWord(family.text) &&
      family.text.endsWith("s") &&
      unknownWord(family.text) &&
      !capitalizedWord(tokens[i + 3]?.text ?? "") &&
      dealingBefore(text.slice(Math.max(0, token.end - 60), token.end)) !== null
    ) {
      out.push({
        name: family.text,
        kind: "person",
        index: family.index,
        end: family.end,
        relation: null,
        role: "other",
        score: 0,
      });
      continue;
    }
    let k = i + 1;
    while (
      k < tokens.length &&
      k - i <= 4 &&
      capitalizedWord(tokens[k]!.text) &&
      (k === i + 1 || tokens[k - 1]!.end + 1 === tokens[k]!.index)
    )
      k++;
    // "i delivered for dashly": in lower case, a word no dictionary knows right after the dealing names the business.
    if (
      k === i + 1 &&
      tokens[k] &&
      // "a quality engineer for 9 years": a number is no name.
      !/^\d/.test(tokens[k]!.text) &&
      unknownWord(tokens[k]!.text) &&
      !RELATION_WORDS.has(tokens[k]!.text.toLowerCase())
    )
      k++;
    // "let go from delmar fulfillment": in lower case, a word and a trade's head ("fulfillment", "roofing") name it too.
    else if (k === i + 1 && lowerCaseTradeName(tokens.slice(i + 1, i + 4).map((t) => t.text))) k += 2;
    else if (k - i < 3) continue;
    const at = tokens[i + 1]!.index;
    // "Summit Roofing & Gutters": an ampersand between capitalized words joins one name.
    const joined = /^\s*&\s*[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*/.exec(text.slice(tokens[k - 1]!.end));
    const name = text.slice(at, tokens[k - 1]!.end + (joined ? joined[0].length : 0));
    if (
      dealingBefore(text.slice(Math.max(0, at - 60), at)) === null ||
      isCityName(name) ||
      nlp(tokens[i + 1]!.text).has("#FirstName")
    )
      continue;
    push(capitalizedWord(name) ? name : titleCaseWords(name), "company", at, name.length);
  }
  // "his insurance card said Kendra Lyle with Allstate", "the driver's insurance is through Geico": the other side's insurer.
  for (const match of text.matchAll(
    /\b(?:his|her|their|the (?:other )?driver['’]?s)\s+insurance\b(?:[^.!?(]|\([^)]*\))*?\b(?:with|from|through|is|was)\s+([A-Z][\w&]+(?:\s+[A-Z][\w&]+){0,2})/g,
  )) {
    const at = (match.index ?? 0) + match[0].length - match[1]!.length;
    out.push({
      name: match[1]!,
      kind: "company",
      index: at,
      end: at + match[1]!.length,
      relation: "insurance company",
      role: "other",
      score: 0,
    });
  }
  // "the other driver's insurance (Progressive)", "insurance company State Farm".
  for (const match of text.matchAll(
    /\b(?:insurance(?: company)?|insurer)\s*(?:\(|,|is|called|named)?\s*([A-Z][\w&]+(?:\s+[A-Z][\w&]+){0,2})/g,
  )) {
    const at = (match.index ?? 0) + match[0].lastIndexOf(match[1]!);
    // "my insurance (State Farm)" is the visitor's own insurer, not the other side.
    const own = /\b(?:my|our)\s+(?:own\s+)?(?:car\s+|auto\s+|health\s+)?$/i.test(
      text.slice(Math.max(0, (match.index ?? 0) - 20), match.index ?? 0),
    );
    out.push({
      name: match[1]!,
      kind: "company",
      index: at,
      end: at + match[1]!.length,
      relation: own ? "the visitor's insurer" : "insurance company",
      role: "other",
      score: 0,
    });
  }
  // "St. Luke's Regional", "Saint Mary's Hospital": a saint's name with what follows is an institution.
  for (const match of text.matchAll(/\b(?:St\.?|Saint)\s+[A-Z][a-z]+['’]s(?:\s+(?!In\b|On\b|At\b)[A-Z][\w&-]*){0,3}/g))
    push(match[0], "company", match.index ?? 0, match[0].length);
  // "State Farm denied the claim", "Allstate dropped us": a name that opens a sentence and acts against the visitor.
  for (const match of text.matchAll(/(?:^|[.!?]\s+)((?:[A-Z][\w&'’-]*\s+){0,2}[A-Z][\w&'’-]*)(?=\s+[a-z])/g)) {
    const name = match[1]!;
    const at = (match.index ?? 0) + match[0].length - name.length;
    const rest = text.slice(at + name.length);
    if (SENTENCE_OPENERS.has(name.split(/\s+/)[0]!.toLowerCase()) || NAME_STOP.has(name.toLowerCase())) continue;
    if (isCityName(name) || STATE_CODE_BY_NAME.has(name.toLowerCase())) continue;
    if (!CLAIM_REFUSED.test(rest) && !actsAgainstTheVisitor(rest)) continue;
    push(name, nlp(name).has("(#Person|#FirstName)") ? "person" : "company", at, name.length);
  }
  for (const match of text.matchAll(AGENCY_ACRONYM)) {
    // "the Michigan UIA": a state's unemployment agency keeps its state.
    const acronym = match[1] ?? match[2] ?? match[3] ?? match[5] ?? match[4]!;
    out.push({
      name: match[4] ?? acronym.toUpperCase(),
      kind: "agency",
      index: match.index ?? 0,
      end: (match.index ?? 0) + acronym.length,
      relation: null,
      role: "other",
      score: 0,
    });
  }
  // "I slipped on a wet floor at the Kroger on Main St": where the visitor was hurt, named by its brand.
  for (const match of text.matchAll(
    /\b(?:slipped|fell|tripped|hurt|injured)\b[^.!?]{0,80}?\b(?:at|in|outside) (?:the|a|an) ((?:[A-Z][\w'’&-]*)(?:\s+[A-Z][\w'’&-]*){0,2})/g,
  )) {
    const name = match[1]!;
    if (isCityName(name) || STATE_CODE_BY_NAME.has(name.toLowerCase())) continue;
    push(name, "company", (match.index ?? 0) + match[0].length - name.length, name.length);
  }
  // "the Fresh Thyme market", "a Walmart store": a business named by its brand and what it is.
  for (const match of text.matchAll(
    /\b((?:[A-Z][\w&'’-]*\s+){1,3})(?:store|market|supermarket|grocery|restaurant|mall|gym|hotel|salon|dealership|warehouse|factory|plant|fulfillment center|distribution center|call center|bus|truck|van|train|plane|flight)\b/g,
  )) {
    const name = cleanName(match[1]!);
    if (name && !NAME_STOP.has(name.toLowerCase())) push(name, "company", match.index ?? 0, match[1]!.trim().length);
  }
  // "a cease and desist letter from Starbucks' lawyers": the one whose lawyers write is a party.
  for (const match of text.matchAll(
    /\b([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})(?:['’]s|s['’]|['’])\s+(?:lawyers?|attorneys?|law firm|legal (?:team|department)|counsel)\b/g,
  )) {
    const name = match[0].slice(0, match[1]!.length + (/^s['’]/.test(match[0].slice(match[1]!.length)) ? 1 : 0));
    if (!RELATION_WORDS.has(name.toLowerCase()) && !NAME_STOP.has(name.toLowerCase()))
      push(name, "company", match.index ?? 0, name.length);
  }
  // "two Aurora police officers", "a Tulsa police detective": the town's police, named by its town.
  // "me caí en el Mercado Rivera", "la Taquería El Güero": a Spanish business's kind comes first.
  for (const match of text.matchAll(SPANISH_BUSINESS)) push(match[0], "company", match.index ?? 0, match[0].length);
  // "fort lauderdale police stopped me": in lower case, a town of two words or a large one.
  for (const match of text.matchAll(
    /\b([A-Za-z][a-z]+(?: [A-Za-z][a-z]+)?)\s+(?:police|PD)\s+(?:officers?|cops?|detectives?|sergeants?|stopped|arrested|slammed|pulled|tased|tazed|beat|searched|detained|grabbed|threw|shot)\b/gi,
  )) {
    // "Two Aurora police officers": the town may be the last word only.
    const words = match[1]!.split(" ");
    const candidates = words.length > 1 ? [match[1]!, words[1]!] : [match[1]!];
    const town = candidates.find(
      (name) =>
        isCityName(name) &&
        (/^[A-Z]/.test(name) || name.includes(" ") || (likelyCity(name)?.population ?? 0) >= 100_000),
    );
    if (!town) continue;
    const at = (match.index ?? 0) + match[1]!.length - town.length;
    push(`${titleCaseWords(town)} Police`, "agency", at, town.length);
  }
  for (const match of text.matchAll(AGENCY)) {
    const trimmed = match[1]!
      // "the City of Tacoma pulled out": a lower-case word after the city's name is what it did.
      .replace(/\b(city of \S+) (\S+)$/i, (all, city: string, next: string) =>
        next === next.toLowerCase() && !isCityName(`${city.slice(8)} ${next}`) ? city : all,
      )
      .replace(/^(?:(?:the|i|we|he|she|they|called|call|says|said|got|from|to|with|and|a|an|my|our)\s+)+/i, "")
      .replace(
        /\s+(?:is|was|are|were|by|on|at|in|for|to|with|says|said|saying|sent|told|wants|gave|denied|has|had|and (?:they|i|he|she|we))\b.*$/i,
        "",
      );
    // "if we can sue the school district": verbs and small words before a body's kind are no part of its name.
    let raw = trimmed;
    for (let word = /^(\S+)\s+/.exec(raw); word; word = /^(\S+)\s+/.exec(raw)) {
      const small = /^(?:the|sue|suing|sued|against|can|could|should|would|will|to)$/i.test(word[1]!);
      if (!small && !nlp(word[1]!).has("(#Verb|#Modal|#Pronoun|#Preposition|#Conjunction|#Adverb)")) break;
      raw = raw.slice(word[0].length);
    }
    // "the school district", "the police department": a body by its kind only names no one.
    if (/^(?:county |the )?(?:housing authority|school district|police department|sheriff'?s office)$/.test(raw))
      continue;
    push(
      titleCaseWords(raw)
        // "Ohio Department of Job and Family Services": the small words of a name stay small.
        .replace(/(?<=.)\b(Of|And|The|For)\b/g, (w) => w.toLowerCase())
        .replace(/^(Dhs|Ice|Uscis|Irs)$/, (a) => a.toUpperCase())
        .replace(/^City Of /, "City of "),
      "agency",
      // The mention covers the name only, so what follows it is read as what the agency did.
      (match.index ?? 0) + Math.max(0, match[1]!.indexOf(raw)),
      raw.length,
    );
  }
  return out;
}

/** "my name is Dana Reyes", "I'm Dana", "this is dana reyes". */
export function findVisitorName(text: string): string | null {
  const match =
    /(?:\b(?:my name is|my name's|i am|i'm|im|this is|call me)|^name is|(?<!\b(?:his|her|their|its|whose|the)\s)(?<!['’]s\s)\bname is)\s+([A-Za-z][A-Za-z'’-]+(?:\s+[A-Za-z][A-Za-z'’-]+){0,2})/i.exec(
      text,
    );
  if (!match) return null;
  // "I'm Mia's grandmother": a possessive names someone else.
  if (/['’]s$/.test(match[1]!.split(/\s+/)[0]!)) return null;
  const kept: string[] = [];
  for (const word of match[1]!.split(/\s+/)) {
    // "jane doe", "Leo Park": after a first name a plain noun is the surname, read in its phrase.
    const doc = kept.length === 1 ? nlp(`${kept[0]} ${word}`).terms().eq(1) : nlp(word);
    if (NAME_STOP.has(word.toLowerCase()) || RELATION_WORDS.has(word.toLowerCase())) break;
    const isName =
      doc.has("(#Person|#FirstName|#LastName|#ProperNoun)") ||
      (/^[A-Z]/.test(word) && !doc.has("(#Verb|#Adjective|#Adverb|#Preposition|#Determiner)")) ||
      (kept.length === 1 &&
        doc.has("#Singular") &&
        !doc.has("(#Verb|#Adjective|#Adverb|#Preposition|#Determiner|#Pronoun|#Value|#Actor)"));
    if (!isName) break;
    kept.push(word);
  }
  if (kept.length === 0) return null;
  if (
    !/my name|name is|call me/i.test(match[0]) &&
    !nlp(kept[0]!).has("(#Person|#FirstName)") &&
    !/^[A-Z]/.test(kept[0]!)
  )
    return null;
  return cleanName(kept.join(" "));
}

const TYPO_TARGETS = [
  "husband",
  "landlord",
  "landlady",
  "employer",
  "supervisor",
  "neighbor",
  "neighbour",
  "daughter",
  "manager",
  "roommate",
  "collector",
  "creditor",
  "contractor",
  "girlfriend",
  "boyfriend",
  "grandmother",
  "grandfather",
  "property",
  "company",
  "apartment",
  "insurance",
];

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      // a swap of two letters ("landlrod") counts as one edit
      if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
        i += 2;
        j += 2;
        continue;
      }
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** "husbnd", "landlrod", "neighbour" misspelled: relation words within one edit are read as meant. */
export function fixRelationTypos(text: string): string {
  return text.replace(/\b[a-z]{5,12}\b/gi, (word) => {
    const lower = word.toLowerCase();
    // Names ("Greenway Apartments") and plurals are not typos.
    if (TYPO_TARGETS.includes(lower) || /^[A-Z]/.test(word) || TYPO_TARGETS.includes(lower.replace(/e?s$/, "")))
      return word;
    const target = TYPO_TARGETS.find((t) => t.length >= 6 && withinOneEdit(lower, t));
    return target && !nlp(lower).has("(#Verb|#Adjective|#Adverb)") ? target : word;
  });
}

/**
 * A visitor writing in Spanish: accents are read without their marks (letter for letter, "Ramón" →
 * "Ramon"), the relations and titles in the English words the finder knows ("el dueño del
 * apartamento, el señor X" → "the landlord, mr X").
 */
/** "I'm a social worker with ", "I am the case manager at ": the writer's own office, just before its name. */
const WRITER_ORG_BEFORE = /\b(?:i'?m|im|i am)\s+(?:a|an|the)\s+(?:[\w-]+\s+){1,3}(?:with|at|from|for)\s+(?:the\s+)?$/i;
/** "he owned ", "she runs ": what the one the message is written for owns, named next. */
const CLIENT_OWNED_BEFORE = /\b(?:he|she)\s+(?:owned|owns|ran|runs|founded|started|built)\s*$/i;
const CLIENT_RELATIONS = String.raw`(?:best )?(?:friend|coworker|co-worker|neighbou?r|mom|mother|dad|father|sister|brother|aunt|uncle|grand(?:ma|pa|mother|father)|son|daughter|cousin|client)`;
/** "her name is Priya Natarajan", "for my best friend Renee Dell": the one the message is written for. */
const CLIENT_NAMED = new RegExp(
  String.raw`\b(?:(?:[Hh]er|[Hh]is) (?:full )?name is|(?:[Ff]or|[Aa]bout) (?:one of )?my ${CLIENT_RELATIONS}s?,?)\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)`,
);

/** The person a message written for another is about, when named ("I'm writing for my friend Ana Ruiz"). */
function findClientName(text: string): string | null {
  if (!WRITTEN_FOR_ANOTHER.test(text)) return null;
  const named = CLIENT_NAMED.exec(text)?.[1];
  return named ? cleanName(named) : null;
}

function spanishRelations(text: string): string {
  if (
    !/\b(?:el|la|mi|del|que|por|con)\b/i.test(text) ||
    !/[áéíóúñ]|\b(?:senor|senora|se llama|tengo|vivo|vivimos|estamos|desde|hasta|porque|mi casero|mi jefe|mi soci[oa]|mi hij[oa]|mis hij[oa]s|mi ex|no me)\b/i.test(
      text,
    )
  )
    // The readers know ASCII letters: an English message's "Andrés" is read as "Andres", its marks put back after.
    return withoutMarks(text);
  // The readers know ASCII letters: marks are dropped here and put back on the names found (withOwnSpelling).
  return (
    withoutMarks(text)
      // "el dueño" is the landlord in a story about a home, the owner of the business in one about work.
      .replace(
        // "el dueño del apartamento donde vivo en houston, el señor garcía": the relative clause goes, the name follows the relation.
        /\b(?:el|la|mi) (?:dueno|duena|casero|casera|propietari[oa]|arrendador(?:a)?)(?: (?:del|de la|de mi) [a-z]+)?(?: (?:donde|en (?:el|la) que|que) (?:vivo|vivimos|rento|rentamos|alquilo|alquilamos|estoy|estamos)(?: (?:en|aqui en) [a-z]+(?: [a-z]+)?)?(?=,))?/gi,
        (owner) =>
          /\b(?:dueno|duena|propietari[oa])\b/i.test(owner) && !SPANISH_HOME.test(withoutMarks(text))
            ? "the owner"
            : "the landlord",
      )
      // "trabajo en construcción con la compañía X": a trade is no employer; the company named after it is.
      .replace(
        /\btrabaj(?:e|o|a|an|aba|amos|aban) en (?:la |el |las )?(?:construccion|limpieza|jardineria|campo|el campo|las huertas|techos|pintura|mantenimiento|drywall|roofing|framing|concreto|plomeria|landscaping|empacadora|la empacadora|(?:la )?planta(?: de [a-z]+)?)\b/gi,
        "i work in the trade",
      )
      .replace(/\bcon (?:la |el )?(?:compania|empresa|constructora|negocio)\s+(?=[A-Z])/g, "for a company called ")
      // "trabajaba en un vivero de plantas que se llama Sunrise Tropical Nursery": the place of work by its name.
      .replace(
        /\btrabaj(?:e|o|aba|amos|aban) (?:en|para) (?:el |la |una? )?(?:[a-z]+ ){1,3}?(?:que se llama|que se llamaba|llamad[oa])\s+(?=[A-Z])/g,
        "i worked at ",
      )
      // "el papá de mis hijos, Jesús Ramírez": the children's other parent.
      .replace(
        /\b(?:el )?(?:papa|padre) de (?:mis|mi|nuestros|nuestras|nuestro|nuestra) (?:hij[oa]s?|nin[oa]s?|bebe)\b/gi,
        "my kids dad",
      )
      .replace(
        /\b(?:la )?(?:mama|madre) de (?:mis|mi|nuestros|nuestras|nuestro|nuestra) (?:hij[oa]s?|nin[oa]s?|bebe)\b/gi,
        "my kids mom",
      )
      .replace(
        /\btrabaj(?:e|o|aba|amos|aban) (?:en|para) (?!(?:mi|ti|usted|nosotros|ellos)(?:\s*[.,;!?]|\s*$))(?!(?:el|ella|ellos|ellas|usted)\s+(?:en|desde|hasta|por|como|y|casi|mas|durante)\b)(?![a-z]+(?:\s+[a-z]+)?\s+(?:hasta|desde|por|durante|como)\b)(?:el |la |una? )?(?:restaurante|compania|empresa|tienda|fabrica|constructora|hotel|taller|oficina|bodega|almacen)?\s*/gi,
        "i worked at ",
      )
      .replace(/\b(?:mi )?(?:ex[- ]?esposo|ex[- ]?marido)\b/gi, "my ex-husband")
      .replace(/\b(?:mi )?ex[- ]?(?:pareja|novi[oa])\b/gi, "my ex")
      .replace(/\bmi (?:esposo|marido)\b/gi, "my husband")
      .replace(/\bmi esposa\b/gi, "my wife")
      .replace(/\bmi soci[oa]\b/gi, "my business partner")
      .replace(/\bno me (?:deja|dejan|quiere dejar) ver\b/gi, "won't let me see")
      .replace(/\b(?:mi )?(?:ex[- ]?esposa)\b/gi, "my ex-wife")
      .replace(/\b(?:mi )?(?:jefe|jefa|patron|patrona)\b/gi, "my boss")
      .replace(/\bse llama\b/gi, "is named")
      // "Raúl Ibarra de Ibarra Framing": a person of a company.
      // ("Sabores de Jalisco LLC", ending in its legal form, is itself the company's name.)
      .replace(
        /\b([A-Z][a-z]+) de (?=[A-Z][a-z]+ [A-Z])(?![A-Z][a-z]+(?: [A-Z][a-z]+){0,3} (?:LLC|Inc|Corp|Co)\b)/g,
        "$1 from ",
      )
      // "mi patrón en la construcción, Raúl": the trade between the relation and the name goes.
      .replace(/\b(my boss) en (?:la|el) [a-z]+(?=,)/gi, "$1")
      // "la señora lopez es la dueña": the relation told after the name.
      .replace(/\b(?:es|era)\s+(?=the (?:landlord|owner)\b)/gi, "is ")
      // "una camioneta de la compañía Desert Sun Landscaping ... nos pegó": the company's truck hit the visitor.
      .replace(
        /\b(?:una|un|la|el) (?:camioneta|troca|camion|carro|coche|auto|trailer|van) de la (?:compania|empresa) ([A-Z][\w&'’-]*(?: [A-Z][\w&'’-]*){0,4})/g,
        "a $1 truck",
      )
      .replace(/\b(?:nos|me) (?:pego|choco|golpeo|atropello)\b/gi, (hit) => (/^nos/i.test(hit) ? "hit us" : "hit me"))
      // "el domingo pasado": a day, never a man named Domingo.
      .replace(
        /\b(?:el )?(?:domingo|lunes|martes|miercoles|jueves|viernes|sabado) (?:pasado|que viene|proximo)\b/gi,
        "that day",
      )
      // "el perro del vecino", "el perro del señor Ramiro Salas": whose dog it is.
      .replace(/\b(?:el|la|los|las) (?:perr[oa]s?|pit ?bulls?) del (?:vecino|vecina)\b/gi, "the neighbors dog")
      .replace(
        /\b(?:el|la|los|las) (?:perr[oa]s?|pit ?bulls?) del? (?:(?:senor|sr\.?|senora|sra\.?|don|dona) )?(?=[A-Z])/g,
        "the dog owned by ",
      )
      .replace(/\b(?:lo|la|le|me|nos) mordio\b/gi, (bit) => (/^(?:me|nos)/i.test(bit) ? "bit me" : "bit him"))
      .replace(/\b(?:el senor|la senora|el hombre|la mujer|el que|la que) que manejaba\b/gi, "the other driver")
      // "fui a urgencias en Banner": the hospital that treated the visitor.
      .replace(
        /\b(?:fui|me llevaron|nos llevaron|fuimos) a (?:urgencias|emergencias|la sala de emergencias) (?:en|de)\b/gi,
        "went to the ER at",
      )
      .replace(/\b(?:el|al) (?:senor|sr\.?)(?= [A-Za-z])/gi, "mr")
      .replace(/\b(?:la) (?:senora|sra\.?)(?= [A-Za-z])/gi, "mrs")
  );
}

/** Words of a story about a home (rent, an apartment, an eviction), after the marks are dropped. */
const SPANISH_HOME =
  /\b(?:renta|alquiler|apartamento|departamento|casa|cuarto|desalojo|desalojar|deposito|contrato de arrendamiento)\b/i;

/** Each letter without its marks ("Peña" → "Pena"), one character for one. */
function withoutMarks(text: string): string {
  return [...text].map((ch) => ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "")[0] ?? ch).join("");
}

/** A name found in the text without its marks, spelled as the visitor wrote it ("Arturo Pena" → "Arturo Peña"). */
function withOwnSpelling(name: string, raw: string): string {
  if (!name || /^[\x00-\x7f]*$/.test(raw)) return name;
  const at = withoutMarks(raw).toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return name;
  const written = raw.slice(at, at + name.length);
  return [...name]
    .map((ch, i) => {
      const own = written[i] ?? ch;
      return own === ch || own.toLowerCase() === ch.toLowerCase()
        ? ch
        : ch === ch.toUpperCase()
          ? own.toUpperCase()
          : own.toLowerCase();
    })
    .join("");
}

function sentenceStartOf(text: string, index: number): number {
  return (
    Math.max(text.lastIndexOf(".", index - 2), text.lastIndexOf("!", index - 2), text.lastIndexOf("?", index - 2)) + 1
  );
}

/** A name that ends like a business's and does not start with a first name ("Brandon Mills" is a person). */
function businessLike(name: string): boolean {
  return endsLikeOrganisation(name) && (name.split(/\s+/).length > 2 || !nlp(name.split(/\s+/)[0]!).has("#FirstName"));
}

/** What an employer pays: where the visitor's pay comes from is the employer. */
const PAY_WORDS = new Set(["paycheck", "pay", "wage", "wages", "salary", "job"]);

/** Words that own what is named next ("bitten by our neighbors pit bull"): left out before reading the dealing. */
const OWNERS = new Set(["my", "our", "the", "their", "his", "her", "a", "an"]);

/** The relation itself (or what it owns) did something to the visitor: "bitten by our neighbors pit bull", "sued by my landlord". */
function relationActsAgainstTheVisitor(text: string, relation: string): boolean {
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
function relationOwnsWhatHarmed(text: string, relation: string): boolean {
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

/** "the mgmt company", "desert palms mgmt": abbreviations read as their words. */
function expandAbbreviations(text: string): string {
  let out = text;
  for (const token of [...wordsOf(text)].reverse()) {
    const full = ABBREVIATIONS[token.text.toLowerCase()];
    if (!full) continue;
    const written = token.text === token.text.toLowerCase() ? full : full.charAt(0).toUpperCase() + full.slice(1);
    out = out.slice(0, token.index) + written + out.slice(token.end);
  }
  return out;
}
/** Prepositions after which the visitor's dealing names its party ("fired from", "drove for"). */
const DEALING_PREPOSITIONS = new Set(["from", "for", "at", "by", "with"]);
/** "my manager at the coffee shop (": where the visitor's boss works, not the visitor's own business. */
const BOSS_AT = /\b(?:my|our)\s+(?:boss|manager|supervisor|job|position|employer)\s+(?:at|with|from)\s+[^.!?]*$/i;
/** Verbs whose object is the party hired ("we hired Summit Decks"). */
const HIRING_VERBS = new Set(["hired", "contracted", "retained"]);

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
/** "a retired cop named", "a former deputy": the words right before a relation that end it. */
const FORMER = /\b(?:retired|former|off[- ]duty)\s+(?:[\w-]+\s+)?$/i;
/** The patient's own doctor, named before the name ("his regular doctor Dr.", "my family doctor,"). */
const OWN_DOCTOR_BEFORE =
  /\b(?:regular|family|primary(?: care)?|new|other|another|second|own|usual) (?:doctor|physician|dr\.?|pcp)\s*,?\s*(?:dr\.?\s*)?$/i;
/** "other driver ran a red light (Melissa Crane)": a name in brackets closing a clause names its subject. */
const BRACKETED_SUBJECT = /(?:^|[,;:]|\band\b|\bbut\b)\s*(?:the\s+)?(other driver|driver)\b[^.!?(),;]{0,80}\(\s*$/i;
const APPOSED_RELATION = new RegExp(
  String.raw`\b(?:my|our|the)\s+(${ALL_RELATIONS}),\s+(?:a|an)\s+[^,.!?]{0,40}$`,
  "i",
);

function namedMentionsOf(text: string): Mention[] {
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

const SPANISH_MONTH =
  /^(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)$/i;

/** A single dictionary word in capitals inside a stretch of capitals: the visitor is shouting, not naming. */
function shoutedWord(m: Mention, text: string): boolean {
  if (!/^[A-Z]{3,}$/.test(m.name)) return false;
  const around = text.slice(Math.max(0, m.index - 25), m.end + 25).replace(/[^A-Za-z]/g, "");
  if (around !== around.toUpperCase()) return false;
  const word = nlp(m.name.toLowerCase());
  return word.has("(#Noun|#Verb|#Adjective)") && !word.has("#Acronym");
}

/** "we sold the bakery to a couple, Mark and Dana Feld": who bought from the visitor. */
const SOLD_TO =
  /\b(?:sold|selling|sell)\b[^.!?]{0,80}?\bto\s+(?:(?:a|an|the)\s+(?:young\s+|local\s+)?(?:couple|man|woman|guy|lady|family|buyer|investor)\s*,?\s*(?:named\s+)?|(?:his|her|my|our|their)\s+(?:[\w-]+\s+){0,2}?(?:installer|employee|manager|partner|foreman|worker|tech|technician|assistant|friend|nephew|son|daughter|cousin)\s*,?\s*)?$/i;

/** Every party the text names, with its role; the other side first. */
export function findParties(raw: string, practiceArea: string | null = null): NarrativeParty[] {
  const text = withoutStreetAddresses(expandAbbreviations(fixRelationTypos(spanishRelations(raw))));
  const visitor = findVisitorName(text);
  const client = findClientName(text);
  const mentions = [
    ...namesAfterRelations(text),
    ...namedMentionsOf(text),
    ...entityMentions(text),
    ...ownersNamed(text),
  ];
  const merged = oneMentionEach(mentions);
  dropPlacesAndVehicles(merged, text);
  const employment = employmentMatter(practiceArea, text);
  readRoles(merged, text, practiceArea, [visitor, client]);
  const story: Story = { mentions: merged, text, practiceArea, employment };
  for (const pass of STORY_PASSES) pass(story);
  const parties = partiesOf(merged, visitor, client);
  // "nothing is wrong exactly, we just want a going-over": no one is the other side.
  if (NO_DISPUTE.test(text)) {
    for (const party of parties) if (party.role === "opposing") party.role = "other";
  } else for (const fallback of FALLBACKS) if (!parties.some((p) => p.role === "opposing")) fallback(parties, story);
  for (const party of parties) {
    party.name = withOwnSpelling(party.name, raw);
    party.aliases = party.aliases.map((alias) => withOwnSpelling(alias, raw));
  }
  return parties.sort((a, b) => rank(a.role) - rank(b.role));
}

/** One mention per name and place: the relation-led one carries the relation. */
function oneMentionEach(mentions: Mention[]): Mention[] {
  const merged: Mention[] = [];
  for (const m of mentions.sort((a, b) => a.index - b.index || (b.relation ? 1 : 0) - (a.relation ? 1 : 0))) {
    const overlap = merged.find((o) => m.index < o.end && o.index < m.end);
    if (overlap) {
      const better =
        (m.kind === "company" || m.kind === "agency") &&
        (overlap.kind === "person" ||
          (businessLike(m.name) && !businessLike(overlap.name)) ||
          (businessLike(m.name) && m.name.length > overlap.name.length) ||
          // "Weltman, Weinberg & Reis" read whole and as "Weltman": the whole name.
          (overlap.kind === "company" && m.index <= overlap.index && m.end > overlap.end && / & /.test(m.name)));
      if (better && overlap.kind === "person" && overlap.relation) overlap.alias = [overlap.name];
      if (better)
        Object.assign(overlap, {
          name: m.name,
          kind: m.kind,
          index: Math.min(m.index, overlap.index),
          end: Math.max(m.end, overlap.end),
        });
      // "the Texas Workforce Commission" read as a company and as an agency is the agency.
      // "Aurora" read by the NLP and "Aurora Police" by its officers: the agency, by its longer name.
      else if (m.kind === "agency" && overlap.kind === "company" && sameParty(m.name, overlap.name))
        Object.assign(overlap, { kind: "agency", name: m.name.length > overlap.name.length ? m.name : overlap.name });
      // "my sons dad, devon price": a person's full name read by the NLP completes the first name after the relation.
      else if (
        m.kind === "person" &&
        overlap.kind === "person" &&
        m.name.toLowerCase().startsWith(`${overlap.name.toLowerCase()} `)
      )
        Object.assign(overlap, { name: m.name, end: Math.max(m.end, overlap.end) });
      // "i do aide work through BrightPath Home Care Services": the relation found by one reading is kept.
      overlap.relation ??= m.relation;
      if (m.namedForHarm) overlap.namedForHarm = true;
      continue;
    }
    if (m.kind === "person" && businessLike(m.name)) m.kind = "company";
    merged.push(m);
  }
  return merged;
}

/** "fontana ca", "Charlotte NC", a county alone, a car's make: places and vehicles read as names are no parties. */
const PERSON_TITLE = /\b(?:dr|mr|mrs|ms|judge|officer|detective|deputy|sgt|sergeant)\.?\s+\S{0,4}$/i;

function dropPlacesAndVehicles(merged: Mention[], text: string): void {
  for (let i = merged.length - 1; i >= 0; i--) {
    const m = merged[i]!;
    const led = m.relation ?? RELATION_BEFORE.exec(text.slice(Math.max(0, m.index - 60), m.index))?.[1];
    // "Dr. Kaplan": a person after a title is no town (Kaplan, Louisiana).
    const titled = m.kind === "person" && PERSON_TITLE.test(text.slice(Math.max(0, m.index - 12), m.index + 4));
    if (!led && !titled && m.kind !== "agency" && isCityName(m.name.replace(/\s+[A-Z]{2}$/, ""))) merged.splice(i, 1);
    // "in Savannah, Georgia": a state's name is a place; "the neighborhood facebook group" a place online.
    else if (!led && (STATE_CODE_BY_NAME.has(m.name.toLowerCase()) || SOCIAL_SPOT.test(m.name))) merged.splice(i, 1);
    // "the custody order is from Montgomery County": a county alone is where a court sits, unless it acts ("Harris County sued us").
    else if (!led && countyOnly(m.name) && !COUNTY_ACTS.test(text.slice(m.end, m.end + 40))) merged.splice(i, 1);
    // "a white ford f-150 t-boned me", "I drove my Toyota Camry": a car's make names the vehicle, not who drove it.
    else if (vehicleMake(m, text)) merged.splice(i, 1);
    // "1099 contractors", "CALLED THE COPS ON ME": a number, or a plain word in a shouted sentence, names no one.
    // "a lineman for 22 years": a count of time names no one.
    else if (
      !/[A-Za-z]/.test(m.name) ||
      /^\d+\s+(?:years?|months?|weeks?|days?|hours?|yrs?)$/i.test(m.name) ||
      shoutedWord(m, text)
    )
      merged.splice(i, 1);
    // "desde julio": a Spanish month written in lower case is no one's name.
    else if (SPANISH_MONTH.test(m.name) && /^[a-z]/.test(text.slice(m.index, m.end))) merged.splice(i, 1);
  }
}

/** How strongly one named with this relation is the other side, before what the story tells of them. */
function opposingScore(kind: PartyKind, relation: string | null): number {
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

/** Each mention's relation and role from the words around it, one at a time. */
function readRoles(
  merged: Mention[],
  text: string,
  practiceArea: string | null,
  ourSide: readonly (string | null)[],
): void {
  const employment = employmentMatter(practiceArea, text);
  for (const [i, m] of merged.entries()) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const after = text.slice(m.end, m.end + 80);
    // What the text says of this party before the next one is named, within its sentence.
    const sentenceEnd = text.slice(m.end).search(/[.!?](?:\s|$)|\n/);
    const nextMention = merged.slice(i + 1).find((o) => o.index >= m.end)?.index ?? text.length;
    let clause = text.slice(m.end, Math.min(nextMention, sentenceEnd < 0 ? text.length : m.end + sentenceEnd));
    // "my sister Janet is the executor. she sold his house": the next sentence goes on about the last one named.
    if (sentenceEnd >= 0 && nextMention > m.end + sentenceEnd && m.kind === "person") {
      const rest = text.slice(m.end + sentenceEnd + 1);
      // "its been 7 months and she wont show me": a short lead before the pronoun goes on about them too.
      const next = /^\s*(?:[\w' ]{0,30}?\b(?:and|but|now|so)\s+)?(?:she|he)\b[^.!?]*/i.exec(rest)?.[0];
      if (next && m.end + sentenceEnd + 1 + next.length <= nextMention) clause += ` ${next}`;
    }
    // "bayview terrace apartments, the manager is named rosa": a person named after a company is its agent, not the company's relation.
    const relationAfter = RELATION_AFTER.exec(after)?.[1]?.toLowerCase() ?? null;
    if (!m.relation)
      m.relation =
        RELATION_BEFORE.exec(before)?.[1]?.toLowerCase() ??
        (m.kind !== "person" && relationAfter && AGENT_RELATIONS.has(relationAfter) ? null : relationAfter);
    if (!m.relation && m.kind !== "person" && RUNS_THE_HOME_AFTER.test(after))
      m.relation = "property management company";
    // "the rent checks started going to a Mr. Patel", "we pay rent to Gloria": whom the rent goes to is the landlord.
    if (!m.relation && RENT_GOES_TO.test(before)) m.relation = "landlord";
    // "el estacionamiento del Walmart": after Spanish "del", a name is a place's or a business's, never a person's.
    if (m.kind === "person" && !m.relation && /\bdel\s+$/i.test(before)) m.kind = "company";
    if (m.relation === "job" || m.relation === "old job") m.relation = "employer";
    if (!m.relation && m.kind === "person" && SOLD_TO.test(text.slice(Math.max(0, m.index - 140), m.index)))
      m.relation = "buyer";
    // "my landlord, a former deputy named Curtis Wade": the relation in apposition says who he is to the
    // visitor; a retired or former official acts as none.
    const apposed =
      APPOSED_RELATION.exec(before)?.[1]?.toLowerCase() ??
      BRACKETED_SUBJECT.exec(text.slice(sentenceStartOf(text, m.index), m.index))?.[1]?.toLowerCase();
    if (apposed) m.relation = apposed;
    else if (m.relation && OFFICIAL_RELATIONS.includes(m.relation)) {
      const at = before.toLowerCase().lastIndexOf(m.relation);
      if (at >= 0 && FORMER.test(before.slice(0, at))) m.relation = null;
    }
    m.role = m.relation ? roleOfRelation(m.relation, practiceArea) : "other";
    // The visitor's employer or boss is the other side of an employment matter only.
    if (m.role === "opposing" && m.relation && EMPLOYMENT_RELATIONS.has(m.relation) && !employment) m.role = "other";
    if (m.role === "opposing") m.score = opposingScore(m.kind, m.relation);
    // "our homeowners insurance company, X": the visitor's insurer, not the visitor's own company.
    const ownInsurer = /\b(?:my|our)\s+(?:[\w-]+\s+){0,2}(?:insurance(?: company| carrier)?|insurer)[\s,(]*$/i.test(
      before,
    );
    if (ownInsurer && m.kind === "company" && (!m.relation || m.relation === "insurance company"))
      m.relation = "the visitor's insurer";
    // "we are a small bakery (flour & co llc)", "my company Rolling Pho LLC": the visitor's own company is never the other side.
    if (
      m.kind === "company" &&
      !ownInsurer &&
      ((OWN_COMPANY_BEFORE.test(before) && !BOSS_AT.test(before)) ||
        OWN_COMPANY_CALLED.test(text.slice(Math.max(0, m.index - 120), m.index)) ||
        (THE_BUSINESS_IS.test(before) && OPENED_BY_THE_VISITOR.test(text)) ||
        foundedByTheVisitor(text.slice(sentenceStartOf(text, m.index), m.index)) ||
        // "my dad asked me to write this ... he owned Lindgren Heating & Air": the client's own company.
        (CLIENT_OWNED_BEFORE.test(before) && WRITTEN_FOR_ANOTHER.test(text)))
    ) {
      m.relation = "the visitor's company";
      m.role = "other";
      continue;
    }
    // "my paycheck at home depot", "my checking account with chase": where the visitor is paid or holds an account, a card or a policy.
    const held =
      /\b(?:my|our)\s+(?:[\w-]+\s+)?(paycheck|pay|wages?|salary|job|account|card|policy|checking|savings|benefits|pension|401k)\s+(?:at|with|from|through)\s+(?:the\s+)?$/i.exec(
        before,
      );
    if (held && m.kind === "company" && !m.relation) {
      // The payer is the employer (the other side of an employment matter only); an account's holder is never the other side unless it acts against the visitor.
      if (PAY_WORDS.has(held[1]!.toLowerCase())) m.relation = "employer";
      else if (!HOSTILE_AFTER.test(after) && !actsAgainstTheVisitor(after)) {
        m.relation = "the visitor's institution";
        m.role = "other";
        continue;
      }
    }
    // "my manager at quantum health systems", "my boss at the dentist office (Bright Smiles ...)": the company the visitor's boss works at is the employer.
    if (
      !m.relation &&
      m.kind === "company" &&
      /\b(?:my|our)\s+(?:boss|manager|supervisor|job|position|employer)\s+(?:at|with|from)\s+(?:the\s+(?:[\w-]+\s+){0,2}?[\w-]+\s*\(\s*|the\s+)?$/i.test(
        before,
      )
    )
      m.relation = "employer";
    if (m.relation === "employer" && m.role === "other" && employment) m.role = "opposing";
    if (m.role === "opposing" && m.score === 0) m.score = 5;
    // What the visitor did with the one named next: "i rent from X", "got fired from X", "I drove for X".
    const dealing = dealingBefore(before);
    const firedBy =
      dealing !== null && EMPLOYMENT_DEALINGS.has(dealing) && !["work", "employ", "drive", "clean"].includes(dealing);
    if (!m.relation && m.kind === "company" && firedBy) m.relation = "employer";
    const employer =
      (m.relation !== null && EMPLOYMENT_RELATIONS.has(m.relation)) ||
      (dealing !== null && EMPLOYMENT_DEALINGS.has(dealing));
    // Where the visitor was hurt: "I slipped on a puddle ... at the Fresh Thyme market".
    const sentenceStart =
      Math.max(
        text.lastIndexOf(".", m.index - 2),
        text.lastIndexOf("!", m.index - 2),
        text.lastIndexOf("?", m.index - 2),
      ) + 1;
    const premises =
      PREMISES.test(text.slice(sentenceStart, m.index)) ||
      (STAYED_AT.test(text.slice(sentenceStart, m.index)) && FELL.test(text.slice(m.end, m.end + 300)));
    // "the park ... says i have to leave because he sold the land": what "he" or "she" did is a person's act, not the company's.
    if (m.kind !== "person") clause = clause.split(/\b(?:he|she)\b/i)[0]!;
    // "rear-ended by a delivery van from X", "bitten by a dog owned by Y": who sent what did harm.
    // "lives at sunny meadows care center ... fell out of bed": the care facility where harm came is the other side.
    if (
      m.kind === "company" &&
      CARE_FACILITY.test(m.name) &&
      CARE_HARM.test(text) &&
      (happeningTold(text) || CARE_NEGLECT.test(text)) &&
      m.role !== "opposing"
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, 4.5);
    }
    const harmedBy =
      (HARMED_BY.test(before) && happeningTold(text.slice(sentenceStartOf(text, m.index), m.end))) ||
      (SENT_FROM.test(before) && HARM_DONE.test(after)) ||
      (m.kind !== "person" && HURT_ON.test(before.replace(/\b(?:an?|the)\s+$/i, "")));
    if (harmedBy && m.role !== "opposing" && !(m.relation && FAMILY_RELATIONS.includes(m.relation))) {
      m.role = "opposing";
      m.score = Math.max(m.score, m.kind === "person" ? 3.5 : 4.5);
    }
    const hostile =
      m.namedForHarm === true ||
      actsAgainstTheVisitor(after) ||
      (m.kind !== "person" && CLAIM_REFUSED.test(after)) ||
      (m.kind === "person" && pronounActs(clause)) ||
      (m.kind === "person" && TOLD_FALSELY.test(text.slice(m.end, m.end + 240))) ||
      dealing !== null ||
      breaksAnObligation(clause) ||
      (m.relation !== null &&
        !FAMILY_RELATIONS.includes(m.relation) &&
        !SPOUSE_RELATIONS.includes(m.relation) &&
        relationActsAgainstTheVisitor(text, m.relation)) ||
      HOSTILE_AFTER.test(after) ||
      HOSTILE_BEFORE.test(before) ||
      HOSTILE_LATER.test(clause) ||
      // "I was treated at Sacred Heart Medical Center": where care was given is the other side only when the care harmed.
      (premises && m.kind === "company" && !(CARE_PROVIDER.test(m.name) && !MEDICAL_HARM.test(text)));
    m.actsAgainst = hostile;
    const child = m.relation !== null && CHILD_RELATIONS.has(m.relation);
    // "she lives in a nursing home called X ... my cousin has been taking her money": a care facility is the
    // other side by harm in its care (or its own acts), not by being where the visitor's relative lives.
    if (m.relation !== null && /^(?:nursing home|care home)$/.test(m.relation) && !CARE_HARM.test(text)) {
      m.role = "other";
      m.score = 0;
    }
    // "bitten by our friends dog ... the friends are the Whitakers": whose dog it was, even a friend's.
    if (
      m.relation !== null &&
      m.role !== "opposing" &&
      !FAMILY_RELATIONS.includes(m.relation) &&
      relationOwnsWhatHarmed(text, m.relation)
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, m.kind === "person" ? 3.5 : 4.5);
    }
    // "A dog bit my son. The dog belongs to our neighbor Greg Tate.": the owner of what did harm is the other side.
    if (
      afterOwnershipCue(text.slice(sentenceStartOf(text, m.index), m.index)) &&
      happeningTold(text) &&
      !(m.relation && (FAMILY_RELATIONS.includes(m.relation) || SPOUSE_RELATIONS.includes(m.relation)))
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, m.kind === "person" ? 3.5 : 4.5);
    }
    // "the workers comp insurance company, Sedgwick, denied my claim": an insurer that refuses the claim is the
    // other side, ahead of the employer or the store where the harm happened.
    if (
      m.kind === "company" &&
      m.relation === "insurance company" &&
      CLAIM_REFUSED.test(after.replace(/^[\s,]+/, ""))
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, 6);
    }
    // "our insurer, X, denied the claim": the visitor's own insurer is the other side once it refuses to pay.
    if (m.relation === "the visitor's insurer" && INSURER_REFUSES.test(after.split(/[.!?]/)[0] ?? "")) {
      m.role = "opposing";
      m.score = Math.max(m.score, 4);
    }
    if (
      m.role !== "opposing" &&
      m.relation !== "the visitor's insurer" &&
      !(employer && !employment) &&
      !child &&
      hostile
    ) {
      if (
        m.role === "other" ||
        (m.role === "family" &&
          (!practiceArea || /elder|custody|divorce|domestic|protective|wills|estate|support/.test(practiceArea)))
      ) {
        m.role = "opposing";
        m.score = m.kind === "person" ? 2 : 3;
      }
    }
    // "the owners are Trent and Kayla Hoskins" in a story of a dog that attacked: the animal's owners.
    if (m.kind === "person" && m.relation === "owner" && ANIMAL_HARM.test(text) && m.role !== "client") {
      m.role = "opposing";
      m.score = Math.max(m.score, 4);
    }
    // "we complained to the HOA (Stonebridge Estates) twice": a body the visitor turned to is not against them by that.
    if (m.role === "opposing" && m.kind !== "person" && !hostile && COMPLAINED_TO.test(before)) {
      m.role = "other";
      m.score = 0;
    }
    // "Bayside Dental Group hired me ... they've paid only $2,000": who hired the visitor and has not paid is the other side.
    if (m.kind === "company" && m.role !== "client" && HIRED_THE_VISITOR.test(after) && UNPAID.test(text)) {
      m.role = "opposing";
      m.score = Math.max(m.score, 5.5);
    }
    // "We hired Precision Pools ... they dug the hole and then nothing": who the visitor hired or signed with is
    // the other side of the deal, ahead of a body that only reacts to it (the HOA that fines the open hole).
    if (m.kind === "company" && dealing !== null && SERVICE_DEALS.has(dealing) && m.role === "opposing")
      m.score = Math.max(m.score, 5.5);
    // "my brother Steven ... she signed a new will leaving everything to him": who a contested will favours.
    if (m.kind === "person" && m.role === "family" && favouredByTheWill(text, m)) {
      m.role = "opposing";
      m.score = Math.max(m.score, 3);
    }
    if (
      m.kind === "agency" &&
      m.role === "other" &&
      /\b(removal|deport\w*|detain\w*|detenid[oa]|denied|benefits|appeal|complaint against (?:my|our|his|her) licen[cs]e|demolish\w*|condemn\w*)\b/i.test(
        text,
      )
    ) {
      m.role = "opposing";
      m.score = 2;
    }
    // "a complaint against my license" from a licensing board: the board, ahead of where the visitor works.
    if (
      m.kind === "agency" &&
      /\bboard of\b/i.test(m.name) &&
      /\bcomplaint against (?:my|our|his|her) licen[cs]e\b/i.test(text)
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, 6);
    }
    // An unemployment appeal is against the agency that denied the benefits; the former employer is a witness to it.
    if (m.kind === "agency" && practiceArea === "unemployment-appeal") {
      m.role = "opposing";
      m.score = Math.max(m.score, 6);
    }
    // "surgery at St. Luke's with Dr. Alan Brisco ... a sponge left inside me": who gave the care that harmed is the other side.
    const doctor =
      m.kind === "person" &&
      (/\bdr\.?\s+$/i.test(before) ||
        /^dr\.?\s/i.test(text.slice(m.index)) ||
        (m.relation !== null && /^(?:doctor|surgeon|dentist)$/.test(m.relation)));
    const provider = m.kind === "company" && CARE_PROVIDER.test(m.name);
    // "his regular doctor Dr. Patel finally ordered a CT": the doctor who found the harm did not do it.
    const ownDoctor = OWN_DOCTOR_BEFORE.test(before);
    if (
      (doctor || provider) &&
      !ownDoctor &&
      (m.role === "other" || m.role === "official") &&
      MEDICAL_HARM.test(text)
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, doctor ? 4 : 3.5);
    }
    // "my business partner Omar and I want out", "me and my coworker Dee": acting with the visitor, not against them.
    // "My business partner Greg wants to just pay it": a partner who says what to do about the matter is with the visitor.
    m.withVisitor =
      !(m.relation && SPOUSE_RELATIONS.includes(m.relation)) &&
      (/^[\s,]*(?:and|&)\s+(?:i|me|myself)\b/i.test(after) ||
        /\b(?:me|i)\s+(?:and|&)\s+(?:my|our)\s+(?:[\w-]+\s+){0,2}$/i.test(before) ||
        (m.relation !== null && BUSINESS_PARTNERS.test(m.relation) && ADVISES.test(after))) &&
      !HOSTILE_LATER.test(clause);
    m.advises = m.withVisitor && m.relation !== null && BUSINESS_PARTNERS.test(m.relation) && ADVISES.test(after);
    // "custody of my daughter mia with her mom, jessica tran", "adopt my stepson. his biological dad, ...": the child's other parent.
    if (
      m.kind === "person" &&
      m.relation !== null &&
      PARENT_WORDS.includes(m.relation) &&
      practiceArea !== null &&
      /custody|child-support|divorce|adoption/.test(practiceArea) &&
      /\b(?:her|his|their|[a-z]+['’]s)\s+(?:[\w-]+\s+)?$/i.test(
        // "Their biological father is Dustin": the relation and its verb before the name.
        before.replace(new RegExp(`${m.relation}(?:\\s+(?:is|was|named|called))?[\\s,(]*$`, "i"), ""),
      ) &&
      // "my wife's son Mateo": a stepchild told through the spouse.
      // "I've been raising her two kids ... a stepparent adoption": the spouse's children.
      /\bmy\s+(?:(?:wife|husband|partner|spouse|fianc[eé]e?)['’]s\s+)?(?:step-?)?(?:daughter|son|kids?|children|child|baby|boy|girl)\b|\bstep-?parent adoption\b|\braising (?:her|his) (?:\w+ )?(?:kids|children|son|daughter|boy|girl)\b/i.test(
        text,
      )
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, 4);
    }
    // "she locked me out of the accounts ... her name is Nadia Farouk": who "she" is, named late.
    const namedLate = /\b(his|her)\s+(?:full\s+)?name\s+(?:is|was)\s+$/i.exec(before);
    if (
      namedLate &&
      m.kind === "person" &&
      (m.role === "other" || m.role === "witness") &&
      !(m.relation && (FAMILY_RELATIONS.includes(m.relation) || SPOUSE_RELATIONS.includes(m.relation)))
    ) {
      const pronoun = namedLate[1]!.toLowerCase() === "her" ? "she" : "he";
      if (sentencesOf(text).some((sentence) => pronounActs(sentence, pronoun))) {
        m.role = "opposing";
        m.score = Math.max(m.score, 3);
      }
    }
    // "I'm a social worker with Hennepin County Adult Services ... for my client": the writer's own office helps.
    if (WRITER_ORG_BEFORE.test(before) && WRITING_FOR_ANOTHER.test(text)) {
      m.role = "helper";
      m.score = 0;
    }
    // A helper is never the other side, whatever else the sentence says.
    if (
      HELPER_CUE.test(after.split(/[.!?;]/)[0] ?? "") &&
      !/\b(fired|evict|sued|suing|hit)\b/i.test(after.split(/[.!?;]/)[0] ?? "")
    ) {
      m.role = "helper";
      m.score = 0;
    }
    // The writer and the one the message is written for.
    if (ourSide.some((name) => name && sameParty(m.name, name))) {
      m.role = "client";
      m.score = 0;
    }
    // "a 1-star Google review", "paid by Zelle to a guy on Facebook Marketplace": a venue, never a party.
    if (PLATFORMS.has(m.name.toLowerCase()) && (AS_VENUE_BEFORE.test(before) || AS_VENUE_AFTER.test(after))) {
      m.role = "other";
      m.relation = "platform";
      m.score = -1;
    }
  }
}

/** The parties to record, best first: one per person or body (aliases kept), places and courts left out. */
function partiesOf(merged: Mention[], visitor: string | null, client: string | null): NarrativeParty[] {
  const parties: NarrativeParty[] = [];
  if (visitor) parties.push({ name: visitor, role: "client", kind: "person", description: "the visitor", aliases: [] });
  if (client && !(visitor && sameParty(client, visitor)))
    parties.push({ name: client, role: "client", kind: "person", description: WRITTEN_FOR, aliases: [] });
  const ordered = [...merged].sort((a, b) => b.score - a.score || a.index - b.index);
  for (const m of ordered) {
    if (m.role === "client") continue;
    const aliases = m.alias ?? [];
    const existing = parties.find(
      (p) =>
        sameParty(p.name, m.name) ||
        aliases.some((a) => sameParty(p.name, a)) ||
        p.aliases.some((a) => sameParty(a, m.name)),
    );
    if (existing) {
      // "Mr. Patel ... all the letters say Patel Holdings LLC": the company by its legal name, the person its alias.
      const companyOfThePerson =
        existing.kind === "person" && m.kind === "company" && businessLike(m.name) && existing.role !== "client";
      if (companyOfThePerson) {
        existing.aliases.push(existing.name);
        Object.assign(existing, { name: m.name, kind: m.kind });
      } else if (m.name.length > existing.name.length && m.kind === existing.kind && existing.role !== "client") {
        existing.aliases.push(existing.name);
        existing.name = m.name;
      } else if (m.name !== existing.name && !existing.aliases.includes(m.name)) existing.aliases.push(m.name);
      continue;
    }
    // "Charlotte" or "Charlotte NC" is as likely the city, "Halden County Court" is a place: left out.
    if (
      m.role === "other" &&
      !m.relation &&
      (m.kind === "person" || m.kind === "company") &&
      isCityName(m.name.replace(/\s+[A-Z]{2}$/, ""))
    )
      continue;
    if (m.role !== "opposing" && /\b(court|courthouse|county|tribunal)$/i.test(m.name)) continue;
    if (m.score < 0) {
      // Kyle is already the company's alias.
      continue;
    }
    parties.push({ name: m.name, role: m.role, kind: m.kind, description: m.relation, aliases: [...aliases] });
  }
  return parties;
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
function favouredByTheWill(text: string, m: Mention): boolean {
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

function rank(role: PartyRole): number {
  return ["opposing", "client", "family", "helper", "witness", "official", "other"].indexOf(role);
}

/** The other side, as the firm should record it: the named one first, else null. */
export function opposingParty(parties: readonly NarrativeParty[]): NarrativeParty | null {
  return parties.find((p) => p.role === "opposing" && p.name) ?? parties.find((p) => p.role === "opposing") ?? null;
}
