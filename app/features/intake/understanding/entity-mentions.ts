import nlp from "compromise";
import type { PartyKind } from "./types.ts";
import { isCityName, likelyCity } from "./gazetteer.server.ts";
import { STATE_CODE_BY_NAME } from "~/features/intake/agent/builtin/us-places.ts";
import { DETERMINERS, isSpanishWeekday, SPANISH_FUNCTION_WORDS, titleCaseWords } from "./text.ts";
import {
  businessNames,
  capitalizedWord,
  PRONOUNS_OF_THINGS,
  SPANISH_BUSINESS,
  tagsOf,
  wordsOf,
} from "./business-names.ts";
import { actsAgainstTheVisitor, dealingBefore } from "./party-verbs.ts";
import { isLegalForm, ORGANISATION_WORDS } from "./organisation-words.ts";
import type { Mention } from "./mention.ts";
import { COMMON_POSSESSORS, DEPARTMENTS } from "./party-nouns.ts";
import { NAME_STOP, RELATION_WORDS } from "./relations.ts";
import {
  AMPERSAND_NAME,
  CLAIM_REFUSED,
  HARM_DONE,
  SENTENCE_OPENERS,
  TITLE_ONLY,
  VEHICLE_OPERATOR,
} from "./party-cues.ts";
import { unknownWord, cleanName } from "./reading-names.ts";

/**
 * The people, companies and agencies the NLP reads in the story, and those it misses but their shape
 * gives away (agencies, transit bodies, hospitals, employers in lower case, insurers, brands).
 */

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
  /\b(DHS|ICE|USCIS|IRS)\b|(?<=\b(?:by|from|with|to)\s+)(dhs|ice|uscis|irs)\b(?!\s+(?:on (?:the|a|my|our|his|her)\b|and|cream|storm|skat))|\b(ice|dhs)(?=\s+(?:agents?|officers?|detention|custody))|\b((?:[A-Z][a-z]+\s+)?(?:UIA|EDD|TWC|DEO|IDES|DEED|DWD|OESC|ESD))\b|(?<=\b(?:the|an)\s+)(irs|uscis|eeoc)\b|\b(irs)(?=\s+(?:notice|letter|audit|agent|says|said|sent|wants|claims)\b)/g;
const STATE_NAMES = [...STATE_CODE_BY_NAME.keys()].sort((a, b) => b.length - a.length).join("|");
const AGENCY = new RegExp(
  String.raw`\b((?:the\s+)?(?:(?:(?:${STATE_NAMES})\s+)?department of [a-z ]+|immigration and customs enforcement|homeland security|social security administration|(?<=\b(?:from|by|with|to|at)\s+)[Ss]ocial [Ss]ecurity(?! (?:number|card|no\b|#|benefits))|[Ss]ocial [Ss]ecurity(?=\s+(?:said|says|denied|sent|cut|stopped|wants|decided|approved|told|office))|(?<=\b(?:applied|apply|applying|filed)\s+for\s+)[Ss]ocial [Ss]ecurity(?=\s+(?:disability|ssdi|ssi)\b)|internal revenue service|housing authority|code enforcement|city of [A-Z][a-z]+(?: [A-Z][a-z]+)?|(?:[A-Z][a-z]+ ){1,3}(?:county )?(?:housing authority|school district|police department|sheriff'?s office)|(?:[A-Z][a-z]+ ){1,3}(?:County|City|Public|Unified|Independent|Community|Area) Schools|(?:[A-Z][a-z]+ ){1,3}(?:ISD|USD|CISD)|(?:[A-Z][a-z]+ ){0,2}(?:workforce commission|workforce development|employment security(?: commission| department| division| agency)?|unemployment insurance agency|employment development department|employment commission|division of unemployment(?: insurance)?)|(?:(?:${STATE_NAMES})\s+)?(?:state\s+)?board of (?:nursing|medicine|medical examiners|pharmacy|dentistry|education|law examiners|real estate|cosmetology|accountancy|licensing)|state of [a-z ]+))\b`,
  "gi",
);
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
export const HURT_ON = /\b(?:hurt|injured|thrown|fell|slipped|fallen)\b[^.!?]{0,20}\b(?:on|in|off)\s+$/i;
/** A story about medical care. */
const CARE_STORY = /\b(?:ER|emergency room|hospital|doctor|dr\.|surgeon|surgery|nurse|clinic)\b/i;
/** "Mercy General", "St. Anne's Memorial Hospital", "Valley Regional". */
const HOSPITAL_NAME =
  /\b((?:(?:St\.?|Saint) )?[A-Z][a-z'’]+(?: [A-Z][a-z'’]+)? (?:General|Memorial|Regional)(?: (?:Hospital|Medical Center|Health))?)\b/g;

/** "Kevin Marsh", "Gregory A. Pruitt": a capitalized first name, perhaps an initial, and a capitalized surname. */
const FIRST_INITIAL_LAST =
  /\b([A-Z][a-z]+)(?:\s+[A-Z]\.)?\s+([A-Z][a-z'’-]+)\b(?!\s+(?:County|Street|St\b|Avenue|Ave\b|Road|Rd\b|Drive|Boulevard|Blvd|Lane|Way|Court|Park|Lake|River|High|Elementary|University|College|Hospital|Medical|Health|Center|Centre|Clinic|Church))/g;

export function entityMentions(text: string): Mention[] {
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
    // "Mr. Jae Park": after a personal title, two capitalized words are a first name and a surname, even
    // a first name the lexicon does not know and a surname that is also a word of company names.
    const titled = /\b(?:mr|mrs|ms|dr)\.?\s+$/i.test(text.slice(Math.max(0, at - 5), at));
    if (!titled && (!tagsOf(first).firstName || ORGANISATION_WORDS.has(last.toLowerCase()))) continue;
    if (isCityName(full)) continue;
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
    const acronym = match[1] ?? match[2] ?? match[3] ?? match[5] ?? match[6] ?? match[4]!;
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

/** Prepositions after which the visitor's dealing names its party ("fired from", "drove for"). */
const DEALING_PREPOSITIONS = new Set(["from", "for", "at", "by", "with"]);
/** Verbs whose object is the party hired ("we hired Summit Decks"). */
const HIRING_VERBS = new Set(["hired", "contracted", "retained"]);
