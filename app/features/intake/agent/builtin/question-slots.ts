import { BUSINESS_NOUNS } from "~/features/intake/understanding/party-nouns.ts";
import { ANCHOR_SYNONYMS, OPTION_SYNONYMS } from "./lexicon.ts";
import { capitalizeFirst, clip, containsPhrase, countWords, keyStems, stems } from "./tokens.ts";

/**
 * A firm's intake questions are plain text, so each is read for what it asks: split into clauses
 * ("How many employees…, and in which state do you work?") and each clause put in a slot by its
 * wording. A clause is answered when the visitor already said something that fills its slot, so
 * the interviewer never asks for it again; only the clauses still open are asked.
 */

export type Slot =
  | "choice" // "Is this about A, B or C?" / "(A, B, C)": any option the visitor mentioned
  | "deadline"
  | "court" // status of a case: filed, served, court order, court date
  | "location"
  | "children"
  | "money"
  | "parties"
  | "charge"
  | "description" // "what happened", "what is the dispute about"
  | "goal"
  | "treatment" // "What medical treatment have you received?"
  | "concerns" // "Which terms worry you most?"
  | "business" // "What kind of business is it?"
  | "status" // other yes/no questions: answered by a sentence that mentions what they ask about
  | "timing"
  | "free"; // only a direct answer will do

export type Clause = { text: string; slot: Slot; options: string[][][]; anchors: string[][] };
export type QuestionPlan = { question: string; clauses: Clause[] };

/** What the visitor has said so far, in the forms the slots need. */
export type Evidence = {
  place: string | null;
  when: string | null;
  opposing: string | null;
  description: string | null;
  /** The visitor's statements split into sentences; their own questions are left out. */
  sentences: readonly string[];
  /**
   * The visitor's own questions ("Can you review my lease?"): they still name an option of a
   * choice, but never answer a yes/no question ("Should I sign it?" is not "I signed it").
   */
  questions: readonly string[];
  /** Sentences of the key dates the understanding read: a deadline (or court date) already given answers its question. */
  dated?: { deadline: readonly string[]; court: readonly string[]; employmentEnd?: readonly string[] };
};

const CHOICE_STEM = /^(?:is|was) (?:this|it) (?:about|regarding|for|related to|a matter of)\s+(.*)$/i;
const LIST_SPLIT = /,\s*(?:or\s+|and\s+)?|\s+or\s+/;

const SLOT_RULES: [Slot, RegExp][] = [
  ["business", /\bwhat (?:kind|type|sort) of (?:business|company)\b/i],
  ["deadline", /\b(deadline|due\b|urgent|time limit|respond by|time[- ]sensitive)/i],
  ["court", /\b(court|lawsuit|sued|filed|served|summons|hearing|judge)\b/i],
  [
    "location",
    /\b(where|located|location|jurisdiction|(which|what) (state|county|city|country)|state and county|county and state|do you live|you live)\b/i,
  ],
  ["children", /\b(child|children|kids?|minors?|how old)\b/i],
  ["money", /\b(how much|money|amount|dollars?|at stake|damages|owed|cost|value|worth)\b/i],
  ["parties", /\b(other part(y|ies)|opposing|parties|defendants?|who (is|are|else|was|were|did)|whom)\b/i],
  ["charge", /\b(charged with|accused of|investigated for|what (are|were) the charges)\b/i],
  [
    "description",
    /\b(what happened|what is (the|this) \w+ about|what('s| is) going on|describe|tell (me|us) (about|what)|what is the (issue|problem|dispute|situation))\b/i,
  ],
  ["goal", /\b(outcome|hoping|goal|what do you want|would you like to (achieve|happen)|looking to achieve)\b/i],
  ["treatment", /\b(medical (?:treatment|care)|(?:what|any) treatment|seen a doctor|see a doctor)\b/i],
  [
    "concerns",
    /\b(?:(?:which|what) (?:terms?|parts?|clauses?|sections?|provisions?)\b.*\b(?:worr\w*|concern\w*)|(?:worr\w*|concern\w*) you (?:the )?most)\b/i,
  ],
];
const YES_NO_START = /^(have|has|had|is|are|was|were|do|does|did|will|would|can|could|should)\b/i;
const TIMING = /\b(when|what date|how long ago|what year)\b/i;
const ANAPHORIC = /^(?:(?:if so|if yes|how old|and if|what about)\b|when$)/i;

function splitOutsideParentheses(text: string, separator: RegExp): string[] {
  const anchored = new RegExp(`^(?:${separator.source})`, separator.flags.replace(/[gy]/g, ""));
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const match = anchored.exec(text.slice(i));
      if (match) {
        pieces.push(text.slice(start, i));
        i += match[0].length - 1;
        start = i + 1;
      }
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((p) => p.trim()).filter(Boolean);
}

function clauseTexts(question: string): string[] {
  const q = question.trim().replace(/[?.!\s]+$/, "");
  const whenWhere = /^when and where\s+(.*)$/i.exec(q);
  if (whenWhere) return [`When ${whenWhere[1]}`, `Where ${whenWhere[1]}`];
  const merged: string[] = [];
  for (const piece of splitOutsideParentheses(q, /,\s+and\s+|;\s+/)) {
    if (merged.length > 0 && (ANAPHORIC.test(piece) || countWords(piece) < 3))
      merged[merged.length - 1] += `, and ${piece}`;
    else merged.push(piece);
  }
  return merged;
}

function choiceOptions(clause: string): string[] | null {
  const parenthetical = /\(([^)]*,[^)]*)\)/.exec(clause);
  if (parenthetical)
    return parenthetical[1]
      .split(LIST_SPLIT)
      .map((o) => o.trim())
      .filter(Boolean);
  const about = CHOICE_STEM.exec(clause);
  const items = (about ? about[1] : clause)
    .split(LIST_SPLIT)
    .map((o) => o.trim())
    .filter(Boolean);
  if (about && items.length >= 2) return items;
  if (!about && items.length >= 3 && clause.includes(",")) {
    // "Have you filed a complaint with HR, the EEOC or a state agency": the first item is the last word.
    items[0] = items[0].split(/\s+/).at(-1) ?? items[0];
    return items;
  }
  return null;
}

/** Each option as a list of phrases (stemmed) that mention it. */
function optionPhrases(option: string): string[][] {
  const bare = option.toLowerCase().replace(/^(a|an|the)\s+/, "");
  const key = keyStems(bare);
  // "car accident": the whole phrase, or its head noun alone ("an accident").
  const phrases = key.length > 1 ? [key, [key.at(-1)!]] : key.map((s) => [s]);
  // "a lawsuit already": the synonyms of the option's own words count too ("sued", "served").
  const named = OPTION_SYNONYMS[bare]
    ? [bare]
    : Object.keys(OPTION_SYNONYMS).filter((option) => containsPhrase(stems(bare), stems(option)));
  for (const option of named) for (const synonym of OPTION_SYNONYMS[option] ?? []) phrases.push(stems(synonym));
  return phrases;
}

function anchorPhrases(clause: string): string[][] {
  return keyStems(clause).flatMap((anchor) => [[anchor], ...(ANCHOR_SYNONYMS[anchor] ?? []).map((s) => stems(s))]);
}

export function classifyClause(text: string): Clause {
  const options = choiceOptions(text);
  if (options) {
    const phrases = options.map(optionPhrases).filter((p) => p.length > 0);
    if (phrases.length > 0) return { text, slot: "choice", options: phrases, anchors: [] };
  }
  for (const [slot, re] of SLOT_RULES) if (re.test(text)) return { text, slot, options: [], anchors: [] };
  if (YES_NO_START.test(text)) {
    const anchors = anchorPhrases(text);
    if (anchors.length > 0) return { text, slot: "status", options: [], anchors };
  }
  if (TIMING.test(text)) return { text, slot: "timing", options: [], anchors: [] };
  return { text, slot: "free", options: [], anchors: [] };
}

/** Reads a question once; the plan is cheap and pure, so it is rebuilt every turn. */
export function planQuestion(question: string): QuestionPlan {
  return { question, clauses: clauseTexts(question).map(classifyClause) };
}

const SENTENCE_EVIDENCE: Partial<Record<Slot, RegExp>> = {
  // "my sister and I own a hair salon together", "we're a small bakery": the visitor's business, by its kind.
  business: new RegExp(
    String.raw`\b(?:we(?:'re| are)|i(?:'m| am)|(?:i|we)\b[^.!?]{0,20}\b(?:own|run|have|started|opened|operate|co-own)|(?:my|our) own)\b[^.!?]{0,40}\b(?:${BUSINESS_NOUNS.join("|")})\b`,
    "i",
  ),
  children:
    /\b(kids?|child|children|sons?|daughters?|hij[oa]s?|niñ[oa]s?|nin[oa]s|baby|babies|toddlers?|teens?|teenagers?|minors?|twins|step-?(?:son|daughter|child|children|kids?)|\d+[- ](?:year|yr)s?[- ]old|(?:our|my|two|three|four|both) (?:little )?(?:girls|boys|girl|boy))\b/i,
  money:
    /(\$\s?\d[\d,]*(?:\.\d+)?\s?(?:k|thousand|million)?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|usd|bucks)\b|\b\d+k\b|\bowes? (?:me|us)\b|\bworth (?:about|around)\b)/i,
  court:
    /\b((?:for|to|have|has|had|in) court\b|court (?:order|date|hearing|case|papers)|order from (?:the )?(?:[\w-]+ ){0,3}court|(?:circuit|district|family|superior|county|probate|magistrate|municipal|housing|small claims|juvenile) court|custody order|(?:child )?support order|order (?:is |was )?(?:from|dated|entered|issued) (?:in )?(?:\d{4}|(?:the )?(?:[\w-]+ ){0,2}county)|parenting plan|custody agreement|(?:joint|shared|sole|full|primary) (?:legal |physical )?custody from (?:our|the|my|their) divorce|(?:divorce )?decree|(?:bench )?warrant|missed (?:my |a |the )?court|restraining order|protective order|hearing|lawsuit|sued|suing|served|summons|subpoena|filed|judge|arraign\w*|case number|docket|trial|(?:default|money|civil|court) judgment|judgment against|wages? garnish\w*|garnished|orden de (?:la )?corte|(?:la|una|el) (?:corte|juzgado|juez)|audiencia|demanda(?:ron)?)\b/i,
  deadline:
    /\b(deadline|due (?:on|by|in|next|this|tomorrow|friday|monday)|by (?:tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the end of)|expires?|within \d+ days|in \d+ days|court date|hearing (?:is|on)|tomorrow|next week|this week|have to (?:respond|sign|reply|move out|leave|answer)|urgent(?! care)|no rush)\b/i,
  charge:
    /\b(charged with|arrested for|accused of|cited for|dui|dwi|owi|drunk driving|assault|battery|theft|larceny|shoplifting|burglary|robbery|possession|drugs?|trafficking|fraud|embezzlement|vandalism|trespass\w*|stalking|domestic violence|murder|manslaughter|reckless driving|suspended license|weapons?|gun|felony|misdemeanor)\b/i,
  treatment:
    /\b(hospital|er|emergency room|urgent care|ambulance|doctors?|surgery|surgeon|stitches|cast|x-?rays?|mri|ct scan|physical therapy|pt|physio\w*|chiropract\w*|therapy|treated|prescribed|medication|painkillers|brace|sling|crutches|clinic)\b/i,
  concerns:
    /\b(especially|particularly|worried about|concerned about|worries me|the part about|the (?:clause|section|paragraph) (?:about|on|that)|the terms? (?:about|on|for|that))\b/i,
  goal: /\b(?:i|we)(?:'d| would)? (?:really )?(?:want|like|hope|am hoping|are hoping|wish) (?:to (?:get|keep|recover|have|be|stop|make|win|see|protect|settle|end|sue|know|move|buy|sell|start|receive)|my|our|the|full|joint|sole|custody|compensation|justice)\b/i,
};

function sentencesMentioning(sentences: readonly string[], phrases: readonly string[][]): string[] {
  return sentences.filter((sentence) => {
    const sentenceStems = stems(sentence);
    return phrases.some((phrase) => containsPhrase(sentenceStems, phrase));
  });
}

function joinSentences(found: readonly string[]): string | null {
  const distinct = [...new Set(found)].slice(0, 2);
  return distinct.length > 0 ? clip(distinct.join(" "), 400) : null;
}

/** The visitor's own words that answer one clause, or null. */
export function answerClause(clause: Clause, evidence: Evidence): string | null {
  switch (clause.slot) {
    case "location":
      return evidence.place;
    case "timing":
      return evidence.when;
    case "parties":
      return evidence.opposing;
    case "description":
      return evidence.description;
    case "choice": {
      // "Is there a deadline, a demand letter or a lawsuit already?": a day ahead answers its deadline option.
      const dated = clause.options.flatMap((option) => {
        const words = option.flat().join(" ");
        return /\b(?:deadlin|due)/.test(words)
          ? (evidence.dated?.deadline ?? [])
          : /\b(?:lawsuit|court|hear)/.test(words)
            ? (evidence.dated?.court ?? [])
            : [];
      });
      return joinSentences([
        ...dated,
        ...sentencesMentioning([...evidence.sentences, ...evidence.questions], clause.options.flat()),
      ]);
    }
    case "status": {
      // "Are you still employed there, or when did the job end?": the day the job ended answers it.
      const ended = clause.anchors.some((anchor) => anchor[0] === "employ")
        ? (evidence.dated?.employmentEnd ?? [])
        : [];
      return joinSentences([...ended, ...sentencesMentioning(evidence.sentences, clause.anchors)]);
    }
    case "free":
      return null;
    default: {
      const dated =
        clause.slot === "deadline"
          ? evidence.dated?.deadline
          : clause.slot === "court"
            ? evidence.dated?.court
            : undefined;
      if (dated && dated.length > 0) return joinSentences(dated);
      const re = SENTENCE_EVIDENCE[clause.slot];
      return re ? joinSentences(evidence.sentences.filter((s) => re.test(s))) : null;
    }
  }
}

export type QuestionState = { plan: QuestionPlan; parts: (string | null)[] };

export function readQuestion(question: string, evidence: Evidence): QuestionState {
  const plan = planQuestion(question);
  return { plan, parts: plan.clauses.map((clause) => answerClause(clause, evidence)) };
}

/** The whole answer when every clause is already answered, else null. */
export function completeAnswer(state: QuestionState): string | null {
  if (state.parts.some((part) => part === null)) return null;
  return joinAnswerParts(state.parts as string[]);
}

/** Joins clause answers, dropping one already contained in another ("Durham, NC" inside a sentence). */
export function joinAnswerParts(parts: readonly string[]): string {
  const trimmed = [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
  const kept = trimmed.filter(
    (part, index) =>
      !trimmed.some(
        (other, j) => j !== index && other.length > part.length && other.toLowerCase().includes(part.toLowerCase()),
      ),
  );
  let joined = "";
  for (const part of kept) {
    if (!joined) joined = part;
    else joined += /[.!?)"]$/.test(joined) ? ` ${part}` : `; ${part}`;
  }
  return joined;
}

/** Indexes of the clauses still to ask. */
export function openClauses(state: QuestionState): number[] {
  return state.parts.flatMap((part, index) => (part === null ? [index] : []));
}

/** The question as it should be asked now: only its open clauses ("How many employees does the employer have?"). */
export function askText(state: QuestionState, open: readonly number[]): string {
  if (open.length === state.plan.clauses.length) return state.plan.question.trim();
  const texts = open.map((index, position) => {
    const text = state.plan.clauses[index].text.trim();
    return position === 0 ? capitalizeFirst(text) : text.charAt(0).toLowerCase() + text.slice(1);
  });
  return `${texts.join(", and ")}?`;
}
