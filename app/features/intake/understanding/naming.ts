import nlp from "compromise";
import { isLegalForm, ORGANISATION_WORDS, organisationHeadAtEnd } from "./organisation-words.ts";
import { remembered, titleCaseWords } from "./text.ts";
import { capitalizedWord, wordsOf } from "./business-names.ts";
import { RELATION_WORDS } from "./relations.ts";

/**
 * Names given by a naming construction (ADR 0064): a noun phrase, then a naming cue or a copula,
 * then the name. "a software company called Brightpath Analytics", "a roofing contractor by the
 * name of summit ridge", "the neighbors are Carl and Denise Whitaker", "the mgmt company is desert
 * palms mgmt". The noun phrase says who the name is (a relation such as "contractor" or
 * "neighbor", or a business noun); the caller decides the role from it. Cues are data, read word
 * by word; compromise tags the words of the name.
 */

/** Cues that introduce a name after a noun phrase, as word lists. */
const NAMING_CUES: readonly (readonly string[])[] = [
  ["by", "the", "name", "of"],
  ["who", "goes", "by"],
  ["goes", "by"],
  ["known", "as"],
  ["called"],
  ["named"],
];
/** Copulas: "the seller is X", "the neighbors are X"; only after a noun phrase that opens its clause. */
const COPULAS = new Set(["is", "are", "was", "were"]);
/** Words that open a noun phrase. */
const DETERMINERS = new Set(["a", "an", "the", "my", "our", "his", "her", "their", "this", "that", "some"]);
/** Nouns a business goes by, besides the heads businesses name themselves with. */
const BUSINESS_NOUNS = new Set([
  "company",
  "business",
  "firm",
  "office",
  "law office",
  "law firm",
  "outfit",
  "shop",
  "store",
  "agency",
  "brand",
  "website",
  "practice",
  "restaurant",
  "startup",
  "competitor",
  "place",
  "bar",
  "pub",
  "club",
  "nightclub",
]);
/** Prepositions of a place between a noun and its naming cue ("a restaurant in Portland, Oregon called", "a company out of Dallas named"). */
const PLACE_PREPOSITIONS = new Set(["in", "on", "of", "near", "at", "from", "off", "outside", "by", "downtown"]);
/** Words of a clause's end before a copula's noun phrase. */
const CLAUSE_OPENERS = new Set(["and", "but", "so", "then", "because"]);

export type NamedMention = { name: string; index: number; end: number; noun: string; business: boolean };
type Token = { text: string; lower: string; index: number; end: number; gapBefore: string };

function tokensOf(text: string): Token[] {
  let last = 0;
  return wordsOf(text).map((word) => {
    const token = {
      text: word.text,
      lower: word.text.toLowerCase(),
      index: word.index,
      end: word.end,
      gapBefore: text.slice(last, word.index),
    };
    last = word.end;
    return token;
  });
}

const tagCache = new Map<string, string[]>();
function tagsOf(word: string): string[] {
  const key = word.toLowerCase();
  let tags = tagCache.get(key);
  if (!tags) {
    tags = (nlp(key).json() as { terms: { tags: string[] }[] }[]).flatMap((s) => s.terms.flatMap((t) => t.tags));
    tagCache.set(key, tags);
  }
  return tags;
}

const singularCache = new Map<string, string>();
/** "neighbors" → "neighbor", "companies" → "company" (compromise's inflection). */
export function singularOf(word: string): string {
  const key = word.toLowerCase();
  let singular = singularCache.get(key);
  if (singular === undefined) {
    const doc = nlp(key);
    singular = doc.has("#Plural") ? doc.nouns().toSingular().text().toLowerCase() || key : key;
    singularCache.set(key, singular);
  }
  return singular;
}

const FUNCTION_TAGS = [
  "Determiner",
  "Preposition",
  "Pronoun",
  "Conjunction",
  "Adverb",
  "Copula",
  "Modal",
  "Auxiliary",
  "QuestionWord",
  "Date",
  "Value",
];

/** "the rusty nail and the bouncer": a word that may be a verb is a noun where compromise reads it so among the name's words. */
function nounInContext(tokens: readonly Token[], from: number, i: number): boolean {
  if (i === from) return false;
  const words = tokens.slice(from, i + 2).map((t) => t.lower);
  const terms = (nlp(`the ${words.join(" ")}`).json() as { terms: { tags: string[] }[] }[]).flatMap((s) => s.terms);
  const tags = terms[i - from + 1]?.tags ?? [];
  return tags.includes("Noun") && !tags.includes("Verb");
}

const pairCache = new Map<string, boolean>();
/** "frank delgado", "jaylen ross": two lower-case words compromise reads as a person's name once written as one. */
export function personPair(first: string, next: { text: string; gapBefore: string } | undefined): boolean {
  if (!next || next.gapBefore.trim() !== "") return false;
  const key = `${first} ${next.text}`.toLowerCase();
  let person = pairCache.get(key);
  if (person === undefined) {
    const written = titleCaseWords(key);
    const tags = [tagsOf(first), tagsOf(next.text)];
    const lexicon = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
    // Read together ("Frank Delgado"), or a word no dictionary knows before a name ("Jaylen Ross").
    person =
      !tags.some((t) => t.some((tag) => FUNCTION_TAGS.includes(tag) || tag === "Verb")) &&
      ((nlp(written).people().text().toLowerCase() === key && tags.some((t) => t.includes("Person"))) ||
        (lexicon[first.toLowerCase()] === undefined && tags[1]!.includes("Person")));
    pairCache.set(key, person);
  }
  return person;
}

/** Those one calls for help ("called the police", "called an ambulance"). */
const CALLED_FOR_HELP = new Set(["police", "cops", "sheriff", "ambulance", "paramedics", "911", "security", "fire"]);

/** The name after a cue: up to four words, stopping at punctuation, a function word or a lower-case verb; a couple ("Carl and Denise Whitaker") gives both. */
function nameAfter(
  tokens: readonly Token[],
  from: number,
  lowerCaseAllowed: boolean,
  business = false,
): { names: string[]; end: number } | null {
  const kept: Token[] = [];
  for (let i = from; i < tokens.length && kept.length < 4; i++) {
    const token = tokens[i]!;
    if (kept.length > 0 && token.gapBefore.trim() !== "") break;
    if (kept.length === 0 && token.gapBefore.trim() !== "") return null;
    const tags = tagsOf(token.text);
    const capital = capitalizedWord(token.text);
    if (token.text === "&" && kept.length > 0) {
      kept.push(token);
      continue;
    }
    // "called The Gilded Fork", a bar "called the rusty nail": an article opens the name and is left out of it.
    const article = token.text === "The" || (token.text === "the" && business);
    if (
      kept.length === 0 &&
      i === from &&
      article &&
      tokens[i + 1] &&
      !tagsOf(tokens[i + 1]!.text).some((t) => FUNCTION_TAGS.includes(t))
    )
      continue;
    // "the store called the police": whom one phones for help, the verb, not a name.
    if (kept.length === 0 && CALLED_FOR_HELP.has(token.lower)) return null;
    // "their insurance company called mom directly": a phone call to the visitor's own, not a name.
    if (kept.length === 0 && !capital && RELATION_WORDS.has(token.lower)) return null;
    if (tags.some((t) => FUNCTION_TAGS.includes(t)) && !(capital && kept.length > 0) && !isLegalForm(token.text)) break;
    // "called The Gilded Fork used my photos": after capitalized words a lower-case one ends the name.
    if (!capital && kept.some((t) => capitalizedWord(t.text)) && !isLegalForm(token.text)) break;
    // "desert palms management": a word that could be a verb stays in a lower-case name that ends with a business's head.
    const headAhead = tokens.slice(i + 1, from + 4).some((t) => ORGANISATION_WORDS.has(t.lower));
    // "the building is owned by Crestview Holdings": a verb before "by" tells who, it names no one.
    if (!capital && tags.includes("Verb") && ["by", "to", "with", "from", "for"].includes(tokens[i + 1]?.lower ?? ""))
      break;
    if (!capital && tags.includes("Verb") && !tags.includes("Noun") && !headAhead && !nounInContext(tokens, from, i))
      break;
    if (
      !capital &&
      !lowerCaseAllowed &&
      kept.length === 0 &&
      !tags.includes("FirstName") &&
      !tags.includes("Person") &&
      !personPair(token.text, tokens[i + 1])
    )
      return null;
    kept.push(token);
    if (isLegalForm(token.text)) break;
  }
  if (kept.length === 0 || kept[kept.length - 1]!.text === "&") return null;
  const first = kept[0]!;
  const last = kept[kept.length - 1]!;
  // "Carl and Denise Whitaker": two first names sharing a surname.
  const and = tokens[tokens.indexOf(last) + 1];
  if (kept.length === 1 && and?.lower === "and" && tagsOf(first.text).includes("FirstName")) {
    const second = nameAfter(tokens, tokens.indexOf(and) + 1, false);
    const words = second?.names[0]?.split(" ") ?? [];
    if (second && words.length >= 2 && tagsOf(words[0]!).includes("FirstName")) {
      const surname = words.slice(1).join(" ");
      return { names: [`${first.text} ${surname}`, second.names[0]!], end: second.end };
    }
  }
  return { names: [kept.map((t) => t.text).join(" ")], end: last.end };
}

/** The noun of the phrase between a determiner and `end` (exclusive): its first relation or business noun. */
function nounOf(
  tokens: readonly Token[],
  start: number,
  end: number,
  isRelation: (noun: string) => boolean,
  headLast: boolean,
): { noun: string; business: boolean } | null {
  const words = tokens.slice(start, end).map((t) => t.lower);
  // Before a cue the phrase's head is its last word ("a roofing contractor called"); before a copula its first noun ("the tenants in the upstairs unit are").
  const ends = Array.from({ length: words.length }, (_, i) => (headLast ? words.length - i : i + 1));
  const phrases = ends.flatMap((e) =>
    Array.from({ length: Math.min(3, e) }, (_, k) => [...words.slice(e - 1 - k, e - 1), singularOf(words[e - 1]!)]),
  );
  // A relation beats a business noun ("the management company", "a roofing contractor").
  const relation = phrases.find((phrase) => isRelation(phrase.join(" ")));
  if (relation)
    return {
      noun: relation.join(" "),
      business: BUSINESS_NOUNS.has(relation.join(" ")) || organisationHeadAtEnd(relation) !== null,
    };
  const business = phrases.find(
    (phrase) =>
      BUSINESS_NOUNS.has(phrase.join(" ")) ||
      (phrase.length === 1 && organisationHeadAtEnd(phrase) !== null && !isLegalForm(phrase[0]!)),
  );
  return business ? { noun: business.join(" "), business: true } : null;
}

/**
 * The noun phrase before a place phrase that ends at a naming cue: back over up to six words of
 * the place (a comma inside it: "Portland, Oregon"), to a preposition of place, then to a
 * determiner at most four words before it.
 */
function nounBeforePlace(
  tokens: readonly Token[],
  cueAt: number,
  isRelation: (noun: string) => boolean,
): { noun: string; business: boolean } | null {
  for (let q = cueAt - 1; q > 0 && cueAt - q <= 6; q--) {
    if ([".", "!", "?", ";"].some((mark) => (tokens[q + 1]?.gapBefore ?? "").includes(mark))) return null;
    if (!PLACE_PREPOSITIONS.has(tokens[q]!.lower)) continue;
    // "out of Dallas": the preposition's first word.
    const at = tokens[q]!.lower === "of" && tokens[q - 1]?.lower === "out" ? q - 1 : q;
    for (let d = at - 1; d >= 0 && at - d <= 4; d--) {
      if (tokens[d + 1]!.gapBefore.trim() !== "") break;
      if (!DETERMINERS.has(tokens[d]!.lower)) continue;
      const noun = nounOf(tokens, d + 1, at, isRelation, true);
      if (noun) return noun;
    }
  }
  return null;
}

/**
 * After a copula, words in lower case name only when one of them is no dictionary word or a proper
 * noun, or they end with a business's head or legal form: "the mgmt company is desert palms mgmt"
 * names; "the kitchen is under repair", "the store is open late" describe.
 */
function namesSomething(name: string): boolean {
  if (name !== name.toLowerCase()) return true;
  const words = name.split(" ");
  const lexicon = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
  return (
    organisationHeadAtEnd(words) !== null ||
    isLegalForm(words[words.length - 1]!) ||
    words.some((word) => lexicon[word] === undefined && !tagsOf(word).includes("Adjective")) ||
    words.some((word) => ["Person", "Place", "ProperNoun", "Organization"].some((tag) => tagsOf(word).includes(tag)))
  );
}

/** A reader of every name a naming construction gives, with the noun that says who it is; `isRelation` knows the caller's relations. */
export const namedMentionsReader = (isRelation: (noun: string) => boolean) =>
  remembered((text: string): NamedMention[] => {
    const tokens = tokensOf(text);
    const out: NamedMention[] = [];
    for (let p = 1; p < tokens.length; p++) {
      const cue = NAMING_CUES.find((words) =>
        words.every((w, i) => tokens[p + i]?.lower === w && (i === 0 || tokens[p + i]!.gapBefore.trim() === "")),
      );
      const copula = !cue && COPULAS.has(tokens[p]!.lower);
      if (!cue && !copula) continue;
      // The noun phrase: back to a determiner, three words at most for a cue, seven (a phrase after the noun: "the tenants in the upstairs unit are") for a copula.
      const reach = cue ? 4 : 7;
      let noun: { noun: string; business: boolean } | null = null;
      for (let d = p - 1; d >= 0 && p - d <= reach && !noun; d--) {
        if (tokens[d + 1]!.gapBefore.trim() !== "") break;
        if (!DETERMINERS.has(tokens[d]!.lower)) continue;
        // "The neighbors are ...": a copula's phrase opens its clause.
        const previous = tokens[d - 1];
        if (copula && previous && tokens[d]!.gapBefore.trim() === "" && !CLAUSE_OPENERS.has(previous.lower)) continue;
        noun = nounOf(tokens, d + 1, p, isRelation, Boolean(cue));
      }
      // "a restaurant in Portland, Oregon called X", "the store on main street called X": the noun stands before the place said of it.
      if (!noun && cue) noun = nounBeforePlace(tokens, p, isRelation);
      if (!noun) continue;
      const from = p + (cue?.length ?? 1);
      const name = nameAfter(tokens, from, Boolean(cue) || noun.business, noun.business);
      if (!name || (copula && !namesSomething(name.names[0]!))) continue;
      const start = tokens[from]!.index;
      const [one, other] = name.names;
      if (other) {
        // A couple: each first name is its own mention, the surname goes with the second.
        const second = text.indexOf(other.split(" ")[0]!, start + 1);
        out.push({
          name: one!,
          index: start,
          end: start + one!.split(" ")[0]!.length,
          noun: noun.noun,
          business: false,
        });
        out.push({ name: other, index: second, end: name.end, noun: noun.noun, business: false });
      } else out.push({ name: one!, index: start, end: name.end, noun: noun.noun, business: noun.business });
      p = from;
    }
    return out;
  });
