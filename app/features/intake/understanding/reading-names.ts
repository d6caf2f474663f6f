import nlp from "compromise";
import { isCityName } from "./gazetteer.server.ts";
import { SPANISH_FUNCTION_WORDS, titleCaseWords } from "./text.ts";
import { WRITTEN_FOR_ANOTHER } from "./writer.ts";
import { endsLikeOrganisation } from "./organisation-words.ts";
import { SPANISH_COMMON } from "./party-nouns.ts";
import { NAME_STOP, RELATION_WORDS } from "./relations.ts";

/**
 * Reading one name out of the words around it: what leads and trails it cut off, a word no dictionary
 * knows, a name shaped like a business's; and the names the writer gives for themself and for the one
 * they write for.
 */

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;

/** "credit", "management" are dictionary words; "midland", "okafor", "greystar" are not: those name something. */
export function unknownWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z'’-]/g, "");
  return w.length >= 3 && LEXICON[w] === undefined && !NAME_STOP.has(w) && !SPANISH_COMMON.has(w);
}

export const ORDINAL_WORD = /^(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth)$/;
/** Prepositions before the company inside a name read after a relation ("kyle from Whitfield Properties"). */
const NAME_PREPOSITIONS = new Set(["from", "for", "at", "with", "by", "of"]);

export function cleanName(raw: string): string | null {
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

const CLIENT_RELATIONS = String.raw`(?:best )?(?:friend|buddy|coworker|co-worker|neighbou?r|mom|mother|dad|father|sister|brother|aunt|uncle|grand(?:ma|pa|mother|father)|son|daughter|cousin|client|husband|wife|boss|employee|hermano|hermana|mam[aá]|pap[aá]|madre|padre|t[ií]o|t[ií]a|abuel[oa]|hij[oa]|amig[oa])`;
const NAME_WORD = String.raw`[A-Za-zÀ-ÿ][\wÀ-ÿ'’-]*`;
/** "her name is Priya Natarajan", "for my best friend Renee Dell", "escribo x mi mamá, Rosa Villalobos": the one the message is written for. */
const CLIENT_NAMED = new RegExp(
  String.raw`\b(?:(?:her|his) (?:full )?name is|(?:for|about|on behalf of|x|por|para) (?:one of )?(?:my|mi) ${CLIENT_RELATIONS}s?,?|(?:my|mi) ${CLIENT_RELATIONS},)\s+(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(${NAME_WORD}(?:\s+${NAME_WORD})?)`,
  "gi",
);
/** Words after a first name typed in lower case that are no surname ("keisha bc shes at work"). */
const NOT_A_SURNAME =
  /^(?:bc|cuz|cause|since|who|hes|shes|he|she|is|was|and|but|got|has|had|lol|asked|needs|wants|the|a|an)$/i;

/** The person a message written for another is about, when named ("I'm writing for my friend Ana Ruiz"). */
export function findClientName(text: string): string | null {
  if (!WRITTEN_FOR_ANOTHER.test(text)) return null;
  for (const match of text.matchAll(CLIENT_NAMED)) {
    const [first, second] = match[1]!.split(/\s+/);
    if (!first || NAME_STOP.has(first.toLowerCase()) || RELATION_WORDS.has(first.toLowerCase())) continue;
    // "for my daughter because she": a lower-case word no reader takes for a name is none.
    if (first === first.toLowerCase() && !nlp(first).has("#Noun")) continue;
    if (first === first.toLowerCase() && nlp(first).has("(#Verb|#Adjective|#Adverb|#Preposition|#Determiner|#Pronoun)"))
      continue;
    const surname =
      second &&
      !NOT_A_SURNAME.test(second) &&
      !NAME_STOP.has(second.toLowerCase()) &&
      (second === second.toLowerCase()) === (first === first.toLowerCase())
        ? ` ${second}`
        : "";
    const named = cleanName(`${first}${surname}`);
    if (named) return named;
  }
  return null;
}

/** A name that ends like a business's and does not start with a first name ("Brandon Mills" is a person). */
export function businessLike(name: string): boolean {
  return endsLikeOrganisation(name) && (name.split(/\s+/).length > 2 || !nlp(name.split(/\s+/)[0]!).has("#FirstName"));
}
