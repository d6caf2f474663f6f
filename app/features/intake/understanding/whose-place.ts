import nlp from "compromise";
import { lastClause, remembered } from "./text.ts";
import { FAMILY_RELATIONS } from "./relations.ts";

const FAMILY = new Set<string>(FAMILY_RELATIONS);

/**
 * Whose place a locative clause tells (ADR 0064): "I'm still in our house in Frisco" is the
 * visitor's, "she moved to her parents in Plano" and "my parents live in Tucson" another person's.
 * compromise reads the sentence up to the place; the subject is the words before the clause's first
 * verb, and a clause without one ("... left in june and is living with his girlfriend in gresham")
 * keeps the subject of the clause before it.
 */

export type PlaceHolder = "visitor" | "other" | null;

/** The visitor as a subject ("I", "we", "me and the kids"). */
const VISITOR_WORDS = new Set(["i", "we", "me", "us", "im", "i'm", "we're"]);
/** Another person as a subject. */
const OTHER_PRONOUNS = new Set(["he", "she", "they", "he's", "she's", "they're"]);
/** What the visitor lives in, told as the subject ("our house is in Frisco"). */
const DWELLINGS = new Set([
  "house",
  "home",
  "apartment",
  "place",
  "condo",
  "unit",
  "trailer",
  "townhouse",
  "duplex",
  "room",
]);
/** Verbs that tell where someone is or lives ("I'm still in", "my parents live in", "she moved to"): only these say whose place it is. */
const DWELLING_VERBS = new Set(["be", "live", "stay", "reside", "move", "rent", "settle", "grow"]);
/** Words that join two clauses. */
const JOINERS = new Set(["and", "but", "while", "because", "so", "though", "although", "whereas"]);

type Term = { text: string; normal: string; tags: string[]; post?: string; root?: string };

function holderOf(subject: readonly Term[]): PlaceHolder {
  const words = subject.map((t) => t.normal);
  if (words.some((w) => VISITOR_WORDS.has(w))) return "visitor";
  if (words.some((w) => DWELLINGS.has(w)) && words.some((w) => w === "my" || w === "our")) return "visitor";
  if (words.some((w) => OTHER_PRONOUNS.has(w))) return "other";
  // "my brother Rick lives in phoenix": a relative's place, not the visitor's.
  if (words.some((w) => FAMILY.has(w))) return "other";
  if (subject.some((t) => t.tags.includes("Person") || t.tags.includes("Actor"))) return "other";
  return null;
}

/** Whose place the sentence is telling when it reaches `before`'s end: the visitor's, another person's, or not said. */
export const placeHolder = remembered((before: string): PlaceHolder => {
  const doc = nlp(before);
  doc.compute("root");
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((s) => s.terms);
  let holder: PlaceHolder = null;
  let subject: Term[] = [];
  let verbSeen = false;
  let dwelling = false;
  for (const [i, term] of terms.entries()) {
    const previous = terms[i - 1];
    // A new clause: after a joining word or a comma that follows a verb.
    if (verbSeen && (JOINERS.has(term.normal) || [",", ";"].some((mark) => (previous?.post ?? "").includes(mark)))) {
      verbSeen = false;
      dwelling = false;
      subject = [];
      if (JOINERS.has(term.normal)) continue;
    }
    const verb = term.tags.includes("Verb") && !(term.tags.includes("Possessive") || term.tags.includes("Pronoun"));
    if (verb && DWELLING_VERBS.has(term.root ?? term.normal)) dwelling = true;
    if (term.tags.includes("Copula")) dwelling = true;
    if (verbSeen) continue;
    if (verb) {
      verbSeen = true;
      // "... and is living with his girlfriend": a clause without a subject keeps the one before.
      if (subject.length > 0) holder = holderOf(subject);
      continue;
    }
    subject.push(term);
  }
  return dwelling ? holder : null;
});

/** Verbs of a visit, by root ("I visited my mom in Reno", "while visiting", "we were staying with friends in"). */
const VISIT_VERBS = ["{visit}", "{stay} with", "{travel}", "{go} see", "on (a|our|my) (trip|vacation|holiday)"];
/** What happened to the visitor, by root: a visit's place is the matter's when the same sentence tells one of these. */
const HAPPENINGS = [
  "{hit}",
  "{strike}",
  "{crash}",
  "{fall}",
  "{slip}",
  "{trip}",
  "{bite}",
  "{injure}",
  "{hurt}",
  "{attack}",
  "{assault}",
  "{rob}",
  "{arrest}",
  "{happen}",
  "rear ended",
  "t boned",
];

/** The clause that reaches `before`'s end tells a visit ("I visited my mom in", "while visiting my mom in"). */
export const visitClause = remembered((before: string): boolean => {
  // The clause's last verb decides: "I visited my mom in Reno ... the accident happened in" tells a happening.
  const clause = lastClause(before);
  const verb = nlp(clause).verbs().last().text();
  const doc = nlp(verb ? clause.slice(clause.lastIndexOf(verb)) : clause);
  doc.compute("root");
  return VISIT_VERBS.some((visit) => doc.has(visit));
});

/** The sentence tells something that happened to the visitor (a crash, a fall, a bite, an arrest). */
export const happeningTold = remembered((sentence: string): boolean => {
  const doc = nlp(sentence.replaceAll("-", " "));
  doc.compute("root");
  return HAPPENINGS.some((verb) => doc.has(verb));
});
