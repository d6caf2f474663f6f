import nlp from "compromise";

/**
 * Verbs that make a party the other side (ADR 0063), as data: the subject of one of these done to
 * the visitor ("discover bank sued me", "a truck from ace plumbing rear ended me", "X served me
 * with papers") is the other side. compromise reads the clause right after the party's name and
 * matches the verb by its root, so every tense and person counts ("sues", "sued", "is suing").
 */
export const VERBS_AGAINST_THE_VISITOR: readonly string[] = [
  "sue", "serve", "evict", "fire", "terminate", "demote", "dismiss", "bill", "charge", "overcharge", "garnish", "harass", "threaten",
  "hit", "strike", "bite", "attack", "assault", "rear-end", "rear ended", "rear-ended", "scam", "cheat", "defraud", "deny", "discriminate", "lock", "kick",
  "repossess", "foreclose", "owe", "rob", "hurt", "injure", "stalk", "trick", "mislead", "underpay", "shortchange", "blacklist", "retaliate",
];

const VERBS = new Set(VERBS_AGAINST_THE_VISITOR);
/** Words for the visitor as the object of the verb. */
const VISITOR = new Set(["me", "us", "my", "our", "mine", "ours"]);
/** Words between the subject and its verb that change nothing ("has been", "keeps", "just"). */
const LEAD_TAGS = ["Auxiliary", "Copula", "Adverb", "Modal", "Negative"];

type Term = { text: string; normal: string; root?: string; tags: string[] };

/** The words right after a party's name say it acted against the visitor ("... sued me", "... rear ended me", "has been harassing me"). */
export function actsAgainstTheVisitor(after: string): boolean {
  const clause = after.split(/[.!?;,]/)[0]!.trim();
  if (!clause) return false;
  const doc = nlp(clause);
  doc.compute("root");
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((s) => s.terms).slice(0, 8);
  let i = 0;
  while (i < terms.length && (terms[i]!.tags.some((t) => LEAD_TAGS.includes(t)) || ["keep", "keeps", "kept", "been"].includes(terms[i]!.normal))) i++;
  const verb = terms[i];
  if (!verb) return false;
  const root = verb.root ?? verb.normal;
  let next = i + 1;
  const pair = `${verb.normal} ${terms[next]?.normal ?? ""}`;
  if (VERBS.has(pair) || VERBS.has(`${root} ${terms[next]?.normal ?? ""}`)) next++;
  else if (!VERBS.has(root) && !VERBS.has(verb.normal)) return false;
  while (next < terms.length && terms[next]!.tags.includes("Particle")) next++;
  return VISITOR.has(terms[next]?.normal ?? "");
}

/** Verbs of making or holding a business: "me and my cousin started a landscaping business, X" is the visitor's own. */
export const VERBS_OF_THE_VISITORS_BUSINESS: readonly string[] = ["start", "found", "open", "own", "run", "form", "launch", "incorporate", "register", "co-own", "set up"];

/** The sentence so far has the visitor (I, we, "me and my cousin") start, own or run the business named next. */
export function foundedByTheVisitor(sentenceBefore: string): boolean {
  const doc = nlp(sentenceBefore);
  doc.compute("root");
  // compromise matches a root ({start}) only outside an alternation: one pattern per verb.
  return VERBS_OF_THE_VISITORS_BUSINESS.some((verb) => doc.has(`^(i|we|me|my|our) .{0,5} ${verb.includes(" ") ? verb : `{${verb}}`} .{0,4} (business|company|llc|shop|store|firm|startup|restaurant|practice)$`));
}
