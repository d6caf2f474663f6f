import { WEEKDAY_NAMES } from "./text.ts";
import { escapeRegExp } from "~/lib/escape-reg-exp.ts";

/**
 * The words for the people around the visitor (relations: family, the other side, officials, witnesses)
 * and the words that are never a name, as data for the party readers (parties.ts).
 */

/** The children a co-parent is named by, and the words for a parent ("my kids mom", "my daughter's father", "the father of my son"). */
const CHILD_WORDS = [
  "kid",
  "kids",
  "child",
  "children",
  "son",
  "sons",
  "daughter",
  "daughters",
  "baby",
  "babies",
  "twins",
  "boys",
  "girls",
];
export const PARENT_WORDS = ["mom", "mother", "mama", "momma", "mum", "dad", "father", "daddy"];
function coParentRelations(): string[] {
  const children = `(?:${CHILD_WORDS.join("|")})['’]?s?['’]?`;
  return PARENT_WORDS.flatMap((parent) => [`${children} ${parent}`, `${parent} of (?:my|our) ${children}`]);
}

/** Who the visitor answers to at work ("my shift lead", "my supervisor"). */
const BOSSES = [
  "boss",
  "supervisor",
  "manager",
  "foreman",
  "shift lead",
  "team lead",
  "shift manager",
  "shift supervisor",
  "store manager",
  "team leader",
  "crew leader",
];
/** The visitor's job and the people who run it. */
const WORK_RELATIONS = [
  "former employer",
  "employer",
  "old job",
  "job",
  ...BOSSES,
  "owner of the company",
  "hr department",
];

/** Relations that make someone the other side, by how the text names them. */
export const OPPOSING_RELATIONS = [
  "property management company",
  "property management",
  "management company",
  "property manager",
  "leasing office",
  "landlady",
  "landlord",
  "apartment complex",
  ...WORK_RELATIONS,
  "ex-husband",
  "ex husband",
  "ex-wife",
  "ex wife",
  "ex-boyfriend",
  "ex boyfriend",
  "ex-girlfriend",
  "ex girlfriend",
  "ex-partner",
  "ex partner",
  "ex-fiance",
  "ex fiance",
  "ex-fiancee",
  "ex fiancee",
  "ex-fiancé",
  "ex fiancé",
  "baby daddy",
  "baby mama",
  ...coParentRelations(),
  "other party",
  "other side",
  "ex",
  "debt collector",
  "collection agency",
  "collections agency",
  "collector",
  "creditor",
  "lender",
  "loan company",
  "insurance company",
  "insurer",
  "adjuster",
  "sales rep",
  "representative",
  "rep",
  "other driver",
  "driver",
  "owner",
  "contractor",
  "builder",
  "seller",
  "buyer",
  "dealership",
  "dealer",
  "business partner",
  "co-owner",
  "co owner",
  "coowner",
  "co-founder",
  "cofounder",
  "partner in the business",
  "client who",
  "customer who",
  "supplier",
  "vendor",
  "petitioner",
  "plaintiff",
  "prosecution",
  "abuser",
  "caregiver",
  "nursing home",
  "care home",
  "neighbors",
  "neighbours",
  "neighbor",
  "neighbour",
  "hoa",
  "homeowners association",
  "school district",
  "tenant",
  "roommate",
];
/** People who act for the other side: a company named in the story beats them ("my manager Dale" at Keystone Freight Inc.). */
export const AGENT_RELATIONS = new Set([
  ...BOSSES,
  "property manager",
  "adjuster",
  "sales rep",
  "representative",
  "rep",
  "owner",
  "driver",
  "other driver",
  "owner of the company",
]);
/** The visitor's job: the other side only in an employment matter (or before the matter is known), never in a DUI or a car crash. */
export const EMPLOYMENT_RELATIONS = new Set(WORK_RELATIONS);
/** Matters where the visitor's job is told in passing (a DUI on the way home, a crash, a divorce): there the employer is never the other side. */
const INCIDENTAL_EMPLOYER_AREAS = new Set([
  "criminal-defense",
  "dui",
  "personal-injury",
  "divorce",
  "custody",
  "child-support",
  "domestic-violence",
  "debt-collection",
  "bankruptcy",
  "immigration-removal",
  "wills-estates",
  "neighbor-dispute",
  "school-discipline",
  "intellectual-property",
  "contract-review",
]);
/** A contract with the visitor's employer: a severance or separation agreement, an offer, a non-compete. */
const EMPLOYER_CONTRACT =
  /\b(?:management (?:contract|agreement|deal)|severance|separation agreement|offer letter|job offer|employment (?:contract|agreement)|non-?compete|non-?solicit\w*|laid off|let go|terminated)\b/i;
/**
 * Whether the visitor's employer can be the other side: in an employment matter, and in a review
 * of a contract with the employer ("a separation agreement to sign by 12/11").
 */
export const employmentMatter = (practiceArea: string | null, text = "") =>
  practiceArea === null ||
  !INCIDENTAL_EMPLOYER_AREAS.has(practiceArea) ||
  (practiceArea === "contract-review" && EMPLOYER_CONTRACT.test(text));
/** Areas whose other side is the state or an estate: no company mentioned in passing is taken for it. */
export const NO_FALLBACK_AREAS: ReadonlySet<string> = new Set([
  "criminal-defense",
  "dui",
  "wills-estates",
  "immigration-removal",
  "domestic-violence",
  "divorce",
  "custody",
  "child-support",
]);
/** Spouses are the other side in a divorce or custody matter, family otherwise. */
export const SPOUSE_RELATIONS = ["husband", "wife", "spouse", "partner"];
export const FAMILY_RELATIONS = [
  "mom",
  "mother",
  "mum",
  "dad",
  "father",
  "sister",
  "brother",
  "son",
  "daughter",
  "aunt",
  "uncle",
  "cousin",
  "grandma",
  "grandmother",
  "grandpa",
  "grandfather",
  "niece",
  "nephew",
  "fiance",
  "fiancé",
  "fiancee",
  "boyfriend",
  "girlfriend",
  "stepdad",
  "stepmom",
  "stepfather",
  "stepmother",
  "mother-in-law",
  "father-in-law",
  "sister-in-law",
  "brother-in-law",
  "son-in-law",
  "daughter-in-law",
  "brother in law",
  "sister in law",
  "son in law",
  "daughter in law",
  "grandson",
  "granddaughter",
  "grandchild",
  "grandkids",
  "stepson",
  "stepdaughter",
  "kid",
  "kids",
  "child",
  "children",
  "baby",
  "family",
];
export const OFFICIAL_RELATIONS = [
  "judge",
  "officer",
  "police officer",
  "cop",
  "detective",
  "caseworker",
  "case worker",
  "social worker",
  "clerk",
  "attorney",
  "lawyer",
  "public defender",
  "prosecutor",
  "magistrate",
  "probation officer",
  "sheriff",
  "deputy",
  "inspector",
  "mediator",
  "counselor",
  "therapist",
  "doctor",
  "nurse",
];
/** Words for a person met in the story ("the guy, marcus lee webb"): the other side of a crash or a fall, nobody in particular elsewhere. */
export const PERSON_WORDS = ["guy", "man", "woman", "lady"];
export const WITNESS_RELATIONS = [
  "witness",
  "coworker",
  "co-worker",
  "coworkers",
  "colleague",
  "friend",
  "buddy",
  "roommate",
  "passenger",
];
/** Children are never the other side, whatever is done with them ("took our son Eli"). */
export const CHILD_RELATIONS = new Set("son daughter stepson stepdaughter kid kids child children baby".split(" "));

export const NAME_STOP = new Set([
  // "told my brother Patrick afterward": a word of time after a first name is no surname.
  "afterward",
  "afterwards",
  "later",
  "yesterday",
  "tonight",
  // "the driver's name was Luis something": an unknown rest of a name is no part of it.
  "something",
  "somebody",
  "someone",
  // "Nobody is suing me yet": a pronoun for no one is no name.
  "nobody",
  "noone",
  // "his name is greg lindqvist btw": a chat word after a name is no part of it.
  "btw",
  "lol",
  "fyi",
  "tho",
  "though",
  "smh",
  "idk",
  "imo",
  "asap",
  "too",
  "lmao",
  "anybody",
  "anyone",
  "everybody",
  "everyone",
  "i",
  "me",
  "my",
  "he",
  "she",
  "they",
  "him",
  "her",
  "them",
  "we",
  "us",
  "it",
  "who",
  "that",
  "which",
  "the",
  "a",
  "an",
  "and",
  "or",
  "but",
  "is",
  "was",
  "has",
  "had",
  "said",
  "says",
  "told",
  "from",
  "at",
  "of",
  "for",
  "with",
  "to",
  "in",
  "on",
  "by",
  "then",
  "so",
  "because",
  "when",
  "if",
  "also",
  "just",
  "now",
  "again",
  "still",
  "never",
  "not",
  "mr",
  "mrs",
  "ms",
  "dr",
  // Officers of a board or a club before a name ("hoa president mrs abernathy").
  "president",
  "treasurer",
  "chairman",
  "chairwoman",
  // Military ranks before a name ("SSG Derrick Hale", "Capt. Ortiz").
  ...[
    "pvt",
    "pfc",
    "spc",
    "cpl",
    "sgt",
    "ssg",
    "sfc",
    "msg",
    "1sg",
    "sgm",
    "ssgt",
    "tsgt",
    "msgt",
    "a1c",
    "lt",
    "capt",
    "cpt",
    "maj",
    "ltc",
    "col",
  ],
  "name",
  "named",
  "called",
  "last",
  "first",
  "yesterday",
  "today",
  "tomorrow",
  ...WEEKDAY_NAMES,
  "hi",
  "hello",
  "hey",
  "please",
  "thanks",
  "im",
  "i'm",
  "ive",
  "dont",
  "cant",
  "wont",
  "didnt",
  "landlord",
  "boss",
  "who's",
  "whos",
  "ok",
  "okay",
  "yes",
  "no",
  "wants",
  "keeps",
  "got",
  "gave",
  "sent",
  "will",
  "would",
  "could",
  "should",
  "did",
  "does",
  "do",
  "lives",
  "works",
  "owns",
  "runs",
  "called",
  "named",
  // Spanish courtesy words ("mi casero, por favor"): never a name.
  "por",
  "favor",
  "gracias",
  "hola",
  "buenas",
  "buenos",
  "tardes",
  "noches",
  "dias",
  "necesito",
  "ayuda",
  // Spanish words of time after a name ("me dijo Sharon Keefe ayer"): never a surname.
  "ayer",
  "hoy",
  "anoche",
  "ahora",
  "luego",
  "despues",
  "entonces",
  "todavia",
  "manana",
  // "hasn't brought maddie back": a particle after a name is no surname.
  "back",
  // "my neighbor Randy Fitch's German shepherd": a dog's breed after its owner's name.
  "german",
  "shepherd",
  "labrador",
  "golden",
  "retriever",
  "husky",
  "rottweiler",
  "doberman",
  "pitbull",
]);

export const RELATION_WORDS = new Set(
  [
    ...OPPOSING_RELATIONS,
    ...SPOUSE_RELATIONS,
    ...FAMILY_RELATIONS,
    ...OFFICIAL_RELATIONS,
    ...WITNESS_RELATIONS,
    "worked",
    "work",
    "works",
    "ex",
  ].filter((r) => !r.includes(" ")),
);

/** Every word for a person or a body around the visitor, as the readers look for them after "my", "the"... */
/** Institutions the visitor deals with: neither side by the relation alone, only by what they do ("the bank won't refund it"). */
export const INSTITUTION_RELATIONS = ["bank", "credit union"];
export const PEOPLE_RELATIONS: readonly string[] = [
  ...OPPOSING_RELATIONS,
  ...INSTITUTION_RELATIONS,
  ...SPOUSE_RELATIONS,
  ...FAMILY_RELATIONS,
  ...OFFICIAL_RELATIONS,
  ...WITNESS_RELATIONS,
  ...PERSON_WORDS,
];

/** Relations that say whether the person is a man or a woman ("my sister", "his stepdad"). */
const FEMALE_RELATIONS = new Set(
  "mother mom mum sister aunt wife daughter girlfriend grandmother grandma niece stepmother stepmom stepdaughter stepsister ex-wife landlady".split(
    " ",
  ),
);
const MALE_RELATIONS = new Set(
  "father dad brother uncle husband son boyfriend grandfather grandpa nephew stepfather stepdad stepson stepbrother ex-husband".split(
    " ",
  ),
);
export function genderOfRelation(relation: string): "male" | "female" | null {
  const r = relation.toLowerCase();
  return FEMALE_RELATIONS.has(r) ? "female" : MALE_RELATIONS.has(r) ? "male" : null;
}

/** A regex alternation of relations, longest first (entries already written as patterns stay as they are). */
export const relationPattern = (list: readonly string[]) =>
  list
    .map((r) => (r.includes("(?:") || r.includes("'?") ? r : escapeRegExp(r)))
    .sort((a, b) => b.length - a.length)
    .join("|");
/** Every relation that makes a person the other side, as a regex alternation. */
export const OPPOSING_PATTERN = relationPattern(OPPOSING_RELATIONS);
