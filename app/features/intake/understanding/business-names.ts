import nlp from "compromise";
import { isLegalForm, ORGANISATION_WORDS, organisationHeadAtEnd, TRADING_ROLES } from "./organisation-words.ts";
import { citiesNamed } from "./gazetteer.server.ts";
import { DETERMINERS, remembered } from "./text.ts";

/**
 * Businesses named in the visitor's words, by the shape of the noun phrase (ADR 0063): one to four
 * modifiers, then a head noun businesses call themselves by (organisation-words.ts: "Bistro",
 * "Apartments", "housing partners", "auto body"), then perhaps a legal form ("LLC"). Written in
 * Title Case ("Blue Heron Bistro") it is a name; in lower case ("denver auto body") only with a
 * legal form, a word no dictionary knows or that names a place or a person ("pinecrest", "denver"),
 * or where the sentence introduces a business ("fired from ...", "drove for ...", "my employer,
 * ..."). A head followed by another noun is no head ("the bank account", "Lansing housing court"),
 * and a phrase after an article or a possessive in lower case is a description ("my apartment
 * complex", "a staffing agency"), not a name.
 */

export type BusinessName = {
  name: string;
  index: number;
  end: number;
  /** Followed by a legal form (LLC, Inc...). */
  legal: boolean;
  /** "Uber's insurance": the name is the possessor's. */
  possessor: boolean;
};

type Token = { text: string; index: number; end: number };

/** "anything", "something": pronouns of things, which open no name. */
export const PRONOUNS_OF_THINGS: ReadonlySet<string> = new Set(["anything", "something", "everything", "nothing"]);

/** Words that end a name on its left. */
const FUNCTION_TAGS =
  "(#Determiner|#Preposition|#Pronoun|#Conjunction|#Adverb|#Copula|#Modal|#Auxiliary|#QuestionWord|#Date)";
const ARTICLES = new Set([
  // Spanish articles, possessives and "se llama" ("la compania se llama rivera builders inc").
  "el",
  "la",
  "los",
  "las",
  "un",
  "una",
  "mi",
  "su",
  "de",
  "del",
  "en",
  "se",
  "llama",
  "que",
  "por",
  "con",
  "para",
  ...DETERMINERS,
  "some",
  "any",
  "every",
  "each",
  "another",
  "other",
  "same",
  // "his own llc": whose it is, no part of its name.
  "own",
]);
/** Verbs in their bare form that open a to-do, not a name: "be a nonprofit, get insurance, waivers". */
const BARE_VERBS = new Set(["get", "buy", "pay", "need", "want", "have", "make", "take", "find", "sign", "hire"]);
/** Words before a lower-case phrase that introduce a business. */
const INTRODUCERS = new Set([
  "from",
  "for",
  "at",
  "with",
  "by",
  "against",
  "called",
  "named",
  "sued",
  "suing",
  "owe",
  "owes",
  "paid",
  "hired",
  "through",
]);

const tagCache = new Map<
  string,
  {
    function: boolean;
    verb: boolean;
    firstName: boolean;
    actor: boolean;
    abbreviation: boolean;
    noun: boolean;
    proper: boolean;
    known: boolean;
  }
>();
/** What compromise reads a single word as (kept per word). */
export function tagsOf(word: string) {
  const key = word.toLowerCase();
  let tags = tagCache.get(key);
  if (!tags) {
    const doc = nlp(key);
    const lexicon = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
    tags = {
      function: doc.has(FUNCTION_TAGS),
      verb: doc.has("#Verb"),
      firstName: doc.has("#FirstName"),
      actor: doc.has("#Actor"),
      abbreviation: doc.has("#Abbreviation") || ["st", "mt", "ft"].includes(key),
      noun: doc.has("#Noun") && !doc.has("(#Verb|#Adjective|#Date|#Value|#Pronoun)"),
      proper: doc.has("(#Place|#Person|#ProperNoun|#Organization)"),
      known: lexicon[key] !== undefined,
    };
    tagCache.set(key, tags);
  }
  return tags;
}

const pairCache = new Map<string, boolean>();
/** "housing court", "bank account": the next word is a noun the head modifies, read in context ("the bank sued" is a verb). */
function nounAfter(head: string, next: string): boolean {
  const key = `${head} ${next}`.toLowerCase();
  let noun = pairCache.get(key);
  if (noun === undefined) {
    const terms = (nlp(`the ${key}`).json() as { terms: { tags: string[] }[] }[]).flatMap((s) => s.terms);
    const tags = terms[terms.length - 1]?.tags ?? [];
    noun =
      tags.includes("Noun") &&
      !tags.some((tag) => ["Verb", "Pronoun", "Gerund", "Participle"].includes(tag)) &&
      !next.toLowerCase().endsWith("ing");
    pairCache.set(key, noun);
  }
  return noun;
}

/** "willow bend townhomes": a word that could be a verb is one only where it reads as one before the next word. */
function verbBefore(word: string, next: string): boolean {
  const key = `${word} ${next}`.toLowerCase();
  let verb = verbCache.get(key);
  if (verb === undefined) {
    const terms = (nlp(`the ${key}`).json() as { terms: { tags: string[] }[] }[]).flatMap((s) => s.terms);
    // "suing" reads as an adjective before a name: only a noun in context keeps a verb-like word in the name.
    verb = !(terms[1]?.tags.includes("Noun") ?? false) || word.toLowerCase().endsWith("ing");
    verbCache.set(key, verb);
  }
  return verb;
}
const verbCache = new Map<string, boolean>();

function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(/[A-Za-z0-9][\w&'’.-]*|&/g)) {
    let word = match[0];
    // A sentence's full stop is no part of a word, an abbreviation's is ("Inc.", "L.L.C.").
    // "St. Mary's": a short capitalized abbreviation before a name keeps its dot.
    const abbreviation =
      /^[A-Za-z][a-z]{0,2}\.$/.test(word) &&
      /^\s+[A-Za-z]/.test(text.slice((match.index ?? 0) + word.length)) &&
      tagsOf(word.slice(0, -1)).abbreviation;
    if (word.endsWith(".") && !isLegalForm(word) && !abbreviation && !word.slice(0, -1).includes("."))
      word = word.slice(0, -1);
    out.push({ text: word, index: match.index ?? 0, end: (match.index ?? 0) + word.length });
  }
  return out;
}

const capitalized = (word: string) => /^[A-Z0-9]/.test(word);
/** A word written with a capital (or a digit) first. */
export const capitalizedWord = capitalized;
/** Adverbs that open a sentence before a business's name ("Now", "Then", "Today"). */
const SENTENCE_ADVERBS = new Set([
  "now",
  "then",
  "so",
  "also",
  "today",
  "yesterday",
  "recently",
  "later",
  "finally",
  "anyway",
  "plus",
  "still",
  "well",
]);

/** The words of a text with their places, a sentence's full stop left out ("Inc." and "St." keep theirs). */
export const wordsOf = (text: string): readonly Token[] => tokensOf(text);
/** "Uber's", "Mary’s". */
const possessive = (word: string) => word.endsWith("'s") || word.endsWith("’s") || word.endsWith("'S");
/** "co", "Co.": a company's form after a head, Colorado otherwise. */
const coForm = (word: string) => ["co", "co."].includes(word.toLowerCase());
/** "golden wheat flour co": lower-case "co" is a company's form unless the words before it name a town of Colorado ("fort collins co"). */
function coloradoBefore(tokens: readonly Token[], j: number): boolean {
  for (let n = 1; n <= 3 && j - n >= 0; n++) {
    if (
      citiesNamed(
        tokens
          .slice(j - n, j)
          .map((t) => t.text)
          .join(" "),
        "CO",
      ).length > 0
    )
      return true;
  }
  return false;
}

/** Nothing but a sentence's end (or nothing) before `index`. */
const opensSentenceAt = (text: string, index: number) => {
  const before = text.slice(0, index).trimEnd();
  return before === "" || [".", "!", "?"].includes(before[before.length - 1]!);
};

/**
 * The words right after a phrase make it part of a business's or a building's name: they begin with
 * a head noun ("the oakwood apts", "the franklin bldg", "cedar hills assn") or a legal form, or join
 * another name with "&" ("Hollis & Grant"). A head followed by another noun is no head ("lansing
 * housing court": Lansing is the town), nor is a head read as a verb ("in austin living with").
 */
export function nameGoesOn(following: string): boolean {
  const tokens = tokensOf(following.slice(0, 60));
  const first = tokens[0];
  if (!first || following.slice(0, first.index).trim() !== "") return false;
  if (first.text === "&") return capitalized(tokens[1]?.text ?? "");
  if (isLegalForm(first.text)) return true;
  const words = tokens.slice(0, 3).map((t) => t.text);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const head = words.slice(0, n);
    if (organisationHeadAtEnd(head)?.length !== n) continue;
    const last = words[n - 1]!;
    const next = words[n];
    if (tagsOf(last).verb && !tagsOf(last).noun && verbBefore(last, next ?? "")) return false;
    // "in austin living with my sister": a lower-case head in -ing before a function word is a verb.
    if (!capitalized(last) && last.toLowerCase().endsWith("ing") && next && tagsOf(next).function) return false;
    return !(next && capitalized(next) === capitalized(last) && nounAfter(last, next));
  }
  return false;
}

/** "Cavalry SPV I", "Acme Holdings II": a Roman numeral written in capitals is part of a name. */
const romanNumeral = (word: string) => ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"].includes(word);

export const businessNames = remembered((text: string): BusinessName[] => {
  const tokens = tokensOf(text);
  const spaced = (a: Token, b: Token) => text.slice(a.end, b.index).trim() === "" && b.index > a.end;
  // "Midland Funding, LLC", "Acme Holdings II, Inc.": a legal form after a comma belongs to the name before it.
  const joined = (a: Token, b: Token) =>
    spaced(a, b) || (text.slice(a.end, b.index).trim() === "," && isLegalForm(b.text) && !isLegalForm(a.text));
  const out: BusinessName[] = [];
  for (let j = 0; j < tokens.length; j++) {
    // The head: the longest run of words ending at j that businesses end their names with.
    let start = j;
    while (start > 0 && spaced(tokens[start - 1]!, tokens[start]!) && j - start < 3) start--;
    const window = tokens.slice(start, j + 1).map((t) => t.text);
    const head = organisationHeadAtEnd(window);
    const co =
      !head &&
      coForm(tokens[j]!.text) &&
      tokens[j]!.text !== "CO" &&
      j > 0 &&
      joined(tokens[j - 1]!, tokens[j]!) &&
      !coloradoBefore(tokens, j);
    // "boulder, co.": "co" that is not a company's form is Colorado, no name.
    const legalForm = co || (isLegalForm(tokens[j]!.text) && !coForm(tokens[j]!.text));
    if (!head && !legalForm) continue;
    // Further head words and legal forms on the right belong to the name ("Housing Partners LLC", "Roofing & Exteriors").
    let k = j;
    let legal = legalForm;
    while (k + 1 < tokens.length && joined(tokens[k]!, tokens[k + 1]!)) {
      const next = tokens[k + 1]!.text;
      const after = tokens[k + 2];
      // "jk trucking co.": after a head, "co" is the company's form, not Colorado.
      if (isLegalForm(next) || (head && coForm(next) && next !== "CO")) legal = true;
      else if (romanNumeral(next) && after && joined(tokens[k + 1]!, after) && isLegalForm(after.text)) {
        k++;
        continue;
      } else if (
        (next === "&" || next === "and") &&
        after &&
        joined(tokens[k + 1]!, after) &&
        (ORGANISATION_WORDS.has(after.text.toLowerCase()) ||
          isLegalForm(after.text) ||
          // "Summit Roofing & Gutters": in a capitalized name, "&" joins any capitalized word.
          (next === "&" && capitalized(after.text) && capitalized(tokens[k]!.text))) &&
        capitalized(after.text) === capitalized(tokens[k]!.text)
      ) {
        k += 2;
        if (isLegalForm(after.text)) legal = true;
        continue;
      } else if (
        !ORGANISATION_WORDS.has(next.toLowerCase()) ||
        (capitalized(next) !== capitalized(tokens[k]!.text) && !isLegalForm(next))
      )
        break;
      k++;
    }
    // "the bank account", "Lansing housing court": a head followed by another noun is a modifier.
    const following = tokens[k + 1];
    if (
      following &&
      !legal &&
      joined(tokens[k]!, following) &&
      !capitalized(following.text) === !capitalized(tokens[k]!.text) &&
      nounAfter(tokens[k]!.text, following.text)
    ) {
      j = k;
      continue;
    }
    // The name's head is the last one of the run ("portfolio recovery associates": "associates").
    let h = k;
    while (
      h > j &&
      (isLegalForm(tokens[h]!.text) || coForm(tokens[h]!.text) || tokens[h]!.text === "&" || tokens[h]!.text === "and")
    )
      h--;
    let hs = h;
    while (hs > 0 && joined(tokens[hs - 1]!, tokens[hs]!) && h - hs < 3) hs--;
    const lastHead = organisationHeadAtEnd(tokens.slice(hs, h + 1).map((t) => t.text)) ?? head;
    const headStart = legal && !lastHead ? j : Math.min(h - (lastHead?.length ?? 0) + 1, j - (head?.length ?? 0) + 1);
    // Modifiers on the left: up to four words, never across punctuation, a function word or a verb in lower case.
    const modifiers: Token[] = [];
    let possessor = false;
    for (let m = headStart - 1; m >= 0 && modifiers.length < 4; m--) {
      const token = tokens[m]!;
      if (!joined(token, tokens[m + 1]!)) break;
      const word = token.text;
      const lower = word.toLowerCase();
      // "Sabores de Jalisco LLC", "Tacos del Valle Inc": a Spanish "de" between capitalized words is in the name.
      const spanishOf =
        legal &&
        (lower === "de" || lower === "del") &&
        m > 0 &&
        capitalized(tokens[m - 1]!.text) &&
        joined(tokens[m - 1]!, token) &&
        capitalized(tokens[m + 1]!.text);
      if (spanishOf) {
        modifiers.unshift(token);
        continue;
      }
      // "my employer brightline logistics": a word for a person (employer, landlord, owner) is no part of the name.
      if (
        ARTICLES.has(lower) ||
        // "is called crestline residential group": the word that introduces a name is not in it.
        (!capitalized(word) && INTRODUCERS.has(lower)) ||
        // ("valu-king market": a made-up word with "king" in it is no person's word.)
        (!capitalized(word) &&
          ((tagsOf(word).actor && !word.includes("-")) || TRADING_ROLES.has(lower)) &&
          !ORGANISATION_WORDS.has(lower)) ||
        // "i own fernwood pantry llc", "we run ...": a word right after a subject pronoun is its verb.
        (!capitalized(word) && m > 0 && /^(?:i|we|he|she|they|you)$/i.test(tokens[m - 1]!.text)) ||
        // "Landlord company is Westgate ...": the same word capitalized only because it opens the sentence.
        (opensSentenceAt(text, token.index) &&
          (tagsOf(lower).actor || TRADING_ROLES.has(lower)) &&
          !ORGANISATION_WORDS.has(lower))
      )
        break;
      if (romanNumeral(word) && m > 0 && capitalized(tokens[m - 1]!.text) && joined(tokens[m - 1]!, token)) {
        modifiers.unshift(token);
        continue;
      }
      const tags = tagsOf(possessive(word) ? word.slice(0, -2) : word);
      // "I" and "anything", "something": a pronoun opens no name ("any deal with anything automotive").
      const firstPerson =
        lower === "i" || lower.startsWith("i'") || lower.startsWith("i’") || PRONOUNS_OF_THINGS.has(lower);
      if (firstPerson || (tags.function && !(capitalized(word) && modifiers.length > 0))) break;
      // "Now Summit Auto Credit is calling me": an adverb opening the sentence is no part of the name.
      if (SENTENCE_ADVERBS.has(lower) && opensSentenceAt(text, token.index)) break;
      // "discover bank sued me": a verb in lower case ends the name, unless it opens the sentence.
      const opensSentence = opensSentenceAt(text, token.index);
      // "from ace plumbing inc": a word that could be a verb, right after a preposition that introduces a business, is its name.
      const introduced =
        m > 0 &&
        (INTRODUCERS.has(tokens[m - 1]!.text.toLowerCase()) || TRADING_ROLES.has(tokens[m - 1]!.text.toLowerCase())) &&
        joined(tokens[m - 1]!, token);
      if (
        !capitalized(word) &&
        tags.verb &&
        !tags.noun &&
        !ORGANISATION_WORDS.has(lower) &&
        !opensSentence &&
        !introduced &&
        verbBefore(word, tokens[m + 1]!.text)
      )
        break;
      // "Uber's insurance": the possessor names the business; "Rosita's Cantina LLC" is a name of its own.
      const saint =
        m > 0 &&
        joined(tokens[m - 1]!, token) &&
        tokens[m - 1]!.text.endsWith(".") &&
        tagsOf(tokens[m - 1]!.text.slice(0, -1)).abbreviation;
      if (possessive(word) && !capitalized(tokens[headStart]!.text) && !legal && !saint) {
        // "Uber's insurance": the possessor names the business, what follows is its department.
        if (modifiers.length > 0) break;
        possessor = true;
        modifiers.unshift(token);
        continue;
      }
      if (possessor) break;
      modifiers.unshift(token);
    }
    // "old employer Granite State Plumbing Supply": lower-case words before a capitalized name are not part of it.
    const firstCapital = modifiers.findIndex((t) => capitalized(t.text));
    if (firstCapital > 0) modifiers.splice(0, firstCapital);
    const own = modifiers.filter((t) => !ORGANISATION_WORDS.has(t.text.toLowerCase()));
    j = k;
    const opening = opensSentenceAt(text, (modifiers[0] ?? tokens[headStart]!).index);
    // "portfolio recovery associates is suing me": a name all of business words, as the subject of a sentence.
    if (own.length === 0 && !(opening && k - headStart + 1 + modifiers.length >= 3)) continue;
    // "a 50/50 LLC": a share written in numbers names no company.
    if (own.length > 0 && own.every((t) => !/[A-Za-z]/.test(t.text))) continue;
    // "Brandon Mills", "Anna Bank": a first name before a head that is also a surname is a person.
    if (
      !legal &&
      own.length === 1 &&
      modifiers.length === 1 &&
      tagsOf(own[0]!.text).firstName &&
      // "Tony's Bistro", "Joe's Diner": a first name in the possessive before a head names the business.
      !possessive(own[0]!.text) &&
      head &&
      head.length === 1
    )
      continue;
    const first = modifiers[0] ?? tokens[headStart]!;
    const before = text.slice(0, first.index);
    // "their Scottsdale clinic", "our Tulsa office": a business's site by its town, in lower case, is a place.
    if (
      !legal &&
      own.length === 1 &&
      !capitalized(tokens[k]!.text) &&
      /\b(?:their|its|our|his|her|your|my)\s+$/i.test(before) &&
      citiesNamed(own[0]!.text).length > 0
    )
      continue;
    // "get insurance, waivers": a bare verb opening lower-case words is a thing to do.
    if (!capitalized(first.text) && BARE_VERBS.has(first.text.toLowerCase())) continue;
    // "want to start a food truck llc": a kind of company told after "a", all in lower case, is none named yet.
    if (legal && /\b(?:a|an)\s+$/i.test(before) && own.every((t) => !capitalized(t.text) && !tagsOf(t.text).proper))
      continue;
    const sentenceStart = opensSentenceAt(text, first.index);
    const title =
      modifiers.every((t) => capitalized(t.text)) &&
      !(sentenceStart && modifiers.length === 1 && !capitalized(tokens[headStart]!.text));
    if (!legal && !title) {
      // Lower case: a word that names something, or a sentence that introduces a business.
      const previous = [...tokens].reverse().find((t) => t.end <= first.index);
      const previousWord =
        previous && text.slice(previous.end, first.index).trim() === "" ? previous.text.toLowerCase() : null;
      // "our hoa, the cedar hills association,": an article after a comma opens an appositive that names.
      const appositive = previous !== undefined && text.slice(0, previous.index).trimEnd().endsWith(",");
      if (previousWord && ARTICLES.has(previousWord) && !own.some((t) => tagsOf(t.text).proper) && !appositive)
        continue;
      const names = own.some((t) => tagsOf(t.text).proper || !tagsOf(t.text).known);
      const introduced =
        (previousWord !== null && (INTRODUCERS.has(previousWord) || TRADING_ROLES.has(previousWord))) ||
        /(?:,|\b(?:and|but|then|so|now))\s*$/i.test(before) ||
        sentenceStart;
      if (!names && !introduced) continue;
    }
    const last = tokens[k]!;
    if (possessor) {
      const owner = modifiers[0]!;
      const name = possessive(owner.text) ? owner.text.slice(0, -2) : owner.text;
      out.push({ name, index: owner.index, end: owner.index + name.length, legal, possessor: true });
      continue;
    }
    // "a Walmart store", "the Fresh Thyme market": a brand written as a name, then what it is in lower case: the brand is the name.
    const brandOnly = title && !legal && !capitalized(tokens[headStart]!.text) && capitalized(first.text);
    const end = brandOnly ? modifiers[modifiers.length - 1]!.end : last.end;
    out.push({ name: text.slice(first.index, end), index: first.index, end, legal, possessor: false });
  }
  return out;
});

/** The text with every business name blanked ("Bright Smiles Family Dentistry" says nothing of family law); indexes stay. */
export function withoutBusinessNames(text: string): string {
  let out = text;
  for (const b of businessNames(text)) out = out.slice(0, b.index) + " ".repeat(b.end - b.index) + out.slice(b.end);
  return out;
}

/** A Spanish business named kind first ("Mercado Rivera", "Taquería El Güero", "Taller Hernández"). */
export const SPANISH_BUSINESS =
  /\b(?:Mercado|Supermercado|Tienda|Restaurante|Taller|Panader[ií]a|Carnicer[ií]a|Taquer[ií]a|Lavander[ií]a|Farmacia|Abarrotes|Tortiller[ií]a|Mariscos|Joyer[ií]a|Constructora|Transportes|Muebler[ií]a)\s+(?:(?:El|La|Los|Las|De|Del)\s+)?[A-ZÁÉÍÓÚÑ][\p{L}'’]+(?:\s+[A-ZÁÉÍÓÚÑ][\p{L}'’]+)?/gu;

/** Where the text names a Spanish business kind first ("en el restaurante Mariscos La Palma"): its words are no town. */
export function spanishBusinessSpans(text: string): { index: number; end: number }[] {
  return [...text.matchAll(SPANISH_BUSINESS)].map((m) => ({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}
