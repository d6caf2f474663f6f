import nlp from "compromise";
import { ORGANISATION_WORDS } from "./organisation-words.ts";
import { BUSINESS_NOUNS } from "./party-nouns.ts";
import { remembered } from "./text.ts";

/** Words for a business of one's own, beside the trades' heads. */
const VISITORS_BUSINESS = new Set(BUSINESS_NOUNS);

/**
 * Verbs that make a party the other side (ADR 0063), as data: the subject of one of these done to
 * the visitor ("discover bank sued me", "a truck from ace plumbing rear ended me", "X served me
 * with papers") is the other side. compromise reads the clause right after the party's name and
 * matches the verb by its root, so every tense and person counts ("sues", "sued", "is suing").
 */
export const VERBS_AGAINST_THE_VISITOR: readonly string[] = [
  "sue",
  "serve",
  "evict",
  "fire",
  "terminate",
  "demote",
  "dismiss",
  "bill",
  "charge",
  "overcharge",
  "garnish",
  "harass",
  "threaten",
  "hit",
  "strike",
  "bite",
  "attack",
  "assault",
  "rear-end",
  "rear ended",
  "rear-ended",
  "t-bone",
  "t-boned",
  "sideswipe",
  "run over",
  "scam",
  "cheat",
  "defraud",
  "deny",
  "discriminate",
  "lock",
  "kick",
  "repossess",
  "foreclose",
  "owe",
  "rob",
  "hurt",
  "injure",
  "stalk",
  "trick",
  "mislead",
  "underpay",
  "shortchange",
  "blacklist",
  "retaliate",
  // Done to what the visitor owns ("cut down our trees", "took my car", "damaged my fence").
  "cut",
  "damage",
  "destroy",
  "break",
  "smash",
  "steal",
  "take",
  "tow",
  "vandalize",
  "poison",
  "flood",
  "block",
  "withhold",
  "ruin",
  "wreck",
  "chop",
  "tear",
  "knock",
  "remove",
  "burn",
  "kill",
  // Violence to the visitor or their things ("slashed my tires", "punched me", "keyed our car").
  "slash",
  "key",
  "punch",
  "slap",
  "shove",
  "push",
  "choke",
  "strangle",
  "stab",
  "shoot",
  "spit",
  "grope",
  "dent",
];

const VERBS = new Set(VERBS_AGAINST_THE_VISITOR);
let forms: Map<string, string> | null = null;
/** Every form of those verbs by compromise's conjugation ("bitten", "struck"): a participle compromise gives no root, or reads as a noun ("was hit by"), still counts. */
function verbAgainstTheVisitor(word: string): string | null {
  if (!forms) {
    forms = new Map();
    for (const verb of VERBS_AGAINST_THE_VISITOR) {
      for (const conjugation of nlp(verb).verbs().conjugate() as Record<string, string>[]) {
        for (const form of Object.values(conjugation)) if (!form.includes(" ")) forms.set(form, verb);
      }
    }
  }
  return VERBS.has(word) ? word : (forms.get(word) ?? null);
}
/** Adverbs of a phrasal verb that compromise may tag as prepositions ("cut down", "hauled off"). */
const PARTICLES = new Set(["down", "off", "up", "out", "away", "over"]);
/** Words for a part of something ("some of my tools", "all of our savings"). */
const PARTS = new Set(["some", "all", "most", "both", "several", "many", "part", "half", "each", "any"]);
/** Words for the visitor as the object of the verb. */
const VISITOR = new Set(["me", "us", "my", "our", "mine", "ours"]);
/** Words between the subject and its verb that change nothing ("has been", "keeps", "just"). */
const LEAD_TAGS = ["Auxiliary", "Copula", "Adverb", "Modal", "Negative"];

type Term = { text: string; normal: string; root?: string; tags: string[] };

/** The words right after a party's name say it acted against the visitor ("... sued me", "... rear ended me", "has been harassing me"). */
export const actsAgainstTheVisitor = remembered((after: string): boolean => {
  // "my neighbor Lena Ortiz, smashed ...": the name's closing comma opens no new clause.
  const clause = after
    .replace(/^\s*,\s*/, " ")
    .split(/[.!?;,]/)[0]!
    .trim();
  // Without the visitor as an object nothing was done to them: no parse needed.
  if (
    !clause ||
    !clause
      .toLowerCase()
      .split(/\W+/)
      .some((word) => VISITOR.has(word))
  )
    return false;
  const doc = nlp(clause);
  doc.compute("root");
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((s) => s.terms).slice(0, 8);
  let i = 0;
  while (
    i < terms.length &&
    (terms[i]!.tags.some((t) => LEAD_TAGS.includes(t)) || ["keep", "keeps", "kept", "been"].includes(terms[i]!.normal))
  )
    i++;
  const verb = terms[i];
  if (!verb) return false;
  const root = verb.root ?? verb.normal;
  let next = i + 1;
  const pair = `${verb.normal} ${terms[next]?.normal ?? ""}`;
  if (VERBS.has(pair) || VERBS.has(`${root} ${terms[next]?.normal ?? ""}`)) next++;
  else if (!VERBS.has(root) && !VERBS.has(verb.normal)) return false;
  const particle = (term: Term | undefined) =>
    term !== undefined && (term.tags.includes("Particle") || PARTICLES.has(term.normal));
  while (next < terms.length && particle(terms[next])) next++;
  // "chopped down and hauled off our trees": a second verb shares the object.
  if (terms[next]?.normal === "and" && terms[next + 1]?.tags.includes("Verb")) {
    next += 2;
    while (next < terms.length && particle(terms[next])) next++;
  }
  // "cut down three of our trees", "slashed all four of my tires": a part of what the visitor owns.
  let part = next;
  while (part < terms.length && (terms[part]!.tags.includes("Value") || PARTS.has(terms[part]!.normal))) part++;
  if (part > next && terms[part]?.normal === "of") next = part + 1;
  const object = terms[next]?.normal ?? "";
  // "hit my car" is done to the visitor, "sued my neighbor" to someone else.
  const owned = terms[next + 1];
  if (
    (object === "my" || object === "our") &&
    owned &&
    owned.tags.some((t) => t === "Actor" || t === "Person" || t === "FirstName")
  )
    return false;
  return VISITOR.has(object);
});

/** Verbs of making or holding a business: "me and my cousin started a landscaping business, X" is the visitor's own. */
export const VERBS_OF_THE_VISITORS_BUSINESS: readonly string[] = [
  "start",
  "found",
  "open",
  "own",
  "run",
  "form",
  "launch",
  "incorporate",
  "register",
  "co-own",
  "set up",
];

/** The sentence so far has the visitor (I, we, "me and my cousin") start, own or run the business named next. */
export const foundedByTheVisitor = remembered((sentenceBefore: string): boolean => {
  const doc = nlp(sentenceBefore);
  doc.compute("root");
  // The sentence so far ends with the business ("... a landscaping business,", "... a small bakery,").
  const last =
    sentenceBefore
      .trim()
      .replace(/[\s,(:;-]+$/, "")
      .split(/\s+/)
      .pop()
      ?.toLowerCase() ?? "";
  if (!VISITORS_BUSINESS.has(last) && !ORGANISATION_WORDS.has(last)) return false;
  // "... and just got a cease and desist from a bigger company,": a business after a preposition is another's.
  if (
    /\b(?:from|by|against|with|to|for)\s+(?:a|an|the|this|that|another|some)\s+(?:[\w-]+\s+){0,2}[\w-]+[\s,(:;-]*$/i.test(
      sentenceBefore,
    )
  )
    return false;
  // compromise matches a root ({start}) only outside an alternation: one pattern per verb.
  return VERBS_OF_THE_VISITORS_BUSINESS.some((verb) =>
    doc.has(`^(i|we|me|my|our) .{0,5} ${verb.includes(" ") ? verb : `{${verb}}`}`),
  );
});

/**
 * What the visitor did with the other side, with the words that lead to its name: "I rent from
 * X", "got fired from X", "bought a car from X", "I drove for X", "we hired X", "I was bitten by
 * X's dog". The verb is matched by its root, up to a few words before the preposition.
 */
export const VISITOR_DEALINGS: Readonly<Record<string, readonly string[]>> = {
  rent: ["from"],
  lease: ["from", "with"],
  buy: ["from"],
  purchase: ["from"],
  borrow: ["from"],
  order: ["from"],
  // "a job offer from X", "a settlement offer from X": who offers the deal the visitor weighs.
  offer: ["from"],
  fire: ["from", "by"],
  "let go": ["from", "by"],
  terminate: ["from", "by"],
  "lay off": ["from", "by"],
  dismiss: ["from", "by"],
  work: ["for", "at"],
  employ: ["by", "at"],
  drive: ["for"],
  clean: ["for"],
  deliver: ["for"],
  cook: ["for"],
  babysit: ["for"],
  contract: ["with"],
  sign: ["with"],
  hire: [""],
  pay: [""],
  sue: [""],
  suing: [""],
};
/** Dealings that make the other side the visitor's employer. */
export const EMPLOYMENT_DEALINGS: ReadonlySet<string> = new Set([
  "fire",
  "let go",
  "terminate",
  "lay off",
  "dismiss",
  "work",
  "employ",
  "drive",
  "clean",
  "deliver",
  "cook",
  "babysit",
]);
/** Dealings that tell a job held (not how it ended): a span they cover ends with the job ("drove for X until nov 6"). */
export const HOLDING_A_JOB: readonly string[] = [
  "work",
  "employ",
  "drive for",
  "clean for",
  "cook for",
  "deliver for",
  "babysit for",
  "place at",
  "assign to",
];

/** How the verbs that take the other side as their object begin ("hired", "paying", "sued", "suing"). */
const DIRECT_OBJECT_STEMS = ["hir", "pa", "su"];

/** Words between the preposition and the name that say nothing of who it is ("the", "a guy named"). */
const FILLER = new Set([
  "the",
  "a",
  "an",
  "guy",
  "man",
  "woman",
  "lady",
  "person",
  "driver",
  "company",
  "someone",
  "kid",
  "named",
  "called",
]);

/**
 * The visitor's dealing that leads to a name, from the words right before it: "fire" for "got
 * fired from", "rent" for "i rent from", "sue" for "I was sued by"; null when there is none.
 */
export const dealingBefore = remembered((before: string): string | null => {
  const clause = before.split(/[.!?;,(]/).pop() ?? "";
  // Only a preposition that leads to a party, or a verb taking it as object, can end a dealing.
  const words = clause
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w));
  const lastWord = words[words.length - 1] ?? "";
  if (
    !["from", "for", "at", "by", "with"].includes(lastWord) &&
    !DIRECT_OBJECT_STEMS.some((stem) => lastWord.startsWith(stem))
  )
    return null;
  const doc = nlp(clause);
  doc.compute("root");
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((s) => s.terms);
  let end = terms.length;
  while (end > 0 && FILLER.has(terms[end - 1]!.normal)) end--;
  const last = terms[end - 1];
  if (!last) return null;
  const preposition =
    last.tags.includes("Preposition") || ["from", "for", "at", "by", "with"].includes(last.normal) ? last.normal : "";
  const verbEnd = preposition ? end - 1 : end;
  let verbs = 0;
  for (let i = verbEnd - 1; i >= Math.max(0, verbEnd - 6) && verbs < 2; i--) {
    const term = terms[i]!;
    const root = term.root ?? term.normal;
    const particle = terms[i + 1]?.normal ?? "";
    const dealing =
      [`${root} ${particle}`, `${term.normal} ${particle}`, root, term.normal].find(
        (key) => VISITOR_DEALINGS[key] !== undefined,
      ) ?? null;
    if (dealing && VISITOR_DEALINGS[dealing]!.includes(preposition) && (preposition || i === verbEnd - 1))
      return dealing;
    // "sued by", "bitten by", "hit by a guy named": done to the visitor by the one named next.
    const against = verbAgainstTheVisitor(root) ?? verbAgainstTheVisitor(term.normal);
    if (preposition === "by" && against) return against;
    if (term.tags.includes("Verb")) verbs++;
  }
  return null;
});

/**
 * What the other side owes and did not do (ADR 0064), as data: "they have not paid rent", "he never
 * returned the deposit", "refuses to fix the heat". compromise expands "hasn't" and "won't" and
 * reads the verb by its root, so every tense and person counts.
 */
export const OBLIGATIONS: readonly string[] = [
  "pay",
  "return",
  "refund",
  "repay",
  "fix",
  "repair",
  "finish",
  "complete",
  "deliver",
  "reimburse",
  "give",
];
const OBLIGATION_ROOTS = new Set(OBLIGATIONS);
const REFUSALS = ["refuse", "decline", "fail"];
let refusalForms: Set<string> | null = null;
/** "refuses", "refused", "failing": every form by compromise's conjugation (alone, "refuses" reads as a noun). */
function refusal(word: string): boolean {
  refusalForms ??= new Set(
    REFUSALS.flatMap((verb) =>
      (nlp(verb).verbs().conjugate() as Record<string, string>[]).flatMap((c) => Object.values(c)),
    ).concat(REFUSALS),
  );
  return refusalForms.has(word);
}

export const breaksAnObligation = remembered((clause: string): boolean => {
  // Without a negation or a refusal nothing was left undone: no parse needed.
  const words = clause.toLowerCase().split(" ");
  if (
    !words.some(
      (w) =>
        w === "not" ||
        w === "never" ||
        w === "wont" ||
        w.endsWith("n't") ||
        w.endsWith("n’t") ||
        w.startsWith("refus") ||
        w.startsWith("fail"),
    )
  )
    return false;
  const doc = nlp(clause);
  doc.compute("root");
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((s) => s.terms);
  for (const [i, term] of terms.entries()) {
    const negation = term.tags.includes("Negative") || refusal(term.root ?? term.normal) || refusal(term.normal);
    if (!negation) continue;
    const verb = terms.slice(i + 1, i + 4).find((t) => t.tags.includes("Verb") && !t.tags.includes("Auxiliary"));
    if (verb && OBLIGATION_ROOTS.has(verb.root ?? verb.normal)) return true;
  }
  return false;
});
