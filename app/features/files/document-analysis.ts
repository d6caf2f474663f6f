/**
 * The built-in document analysis: an extractive summary (the document's own key sentences), key
 * facts, dates and parties found in its text. Deterministic: the same text always gives the same
 * result. Every finder prefers missing something to inventing it. Pure, client-safe.
 */

import { ABBREVIATIONS } from "~/lib/abbreviations.ts";
import { collapseSpace, cutSentences } from "~/lib/sentences.ts";
export type DocumentDate = { text: string; iso: string | null; context: string };
export type DocumentParty = { name: string; kind: "person" | "organization"; role: string | null };

export type DocumentFindings = {
  summary: string;
  keySentences: string[];
  keyFacts: string[];
  dates: DocumentDate[];
  parties: DocumentParty[];
};

/** What is stored on the file (files.analysis) and shown in the conversation. */
export type DocumentAnalysis = DocumentFindings & {
  version: 1;
  provider: "builtin" | "openai";
  /** Set when the model was asked and failed, and the built-in analysis was used instead. */
  fallback: "model-failed" | null;
  /** False when the format has no text we can read (a legacy .doc, a scan). */
  textFound: boolean;
  note: "no-text" | "unsupported-format" | null;
  characters: number;
  words: number;
  pages: number | null;
  rows: number | null;
  truncated: boolean;
};

/** At most this much text is analysed (a summary needs no more, and the work stays bounded). */
export const maxAnalysedCharacters = 400_000;

/** "january" to "december", from the platform's English calendar names. */
const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2000, index, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" }).toLowerCase(),
);
const MONTH_PATTERN =
  "(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";

const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each " +
    "few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off " +
    "on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through " +
    "to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves shall may must also any upon hereby " +
    "herein thereof therein whereas said such per via"
  ).split(" "),
);

/** Words that make a sentence matter in a legal document. */
const LEGAL_CUES =
  /\b(agree\w*|terminat\w*|breach\w*|owe[sd]?|owing|pay\w*|paid|rent|deposit|damages?|deadline|due|notice|evict\w*|court|hearing|judg\w*|order\w*|claim\w*|injur\w*|custody|support|settle\w*|contract\w*|lease\w*|wage\w*|salary|fired|dismiss\w*|liab\w*|penalt\w*|fees?|refund\w*|default\w*|obligat\w*|requir\w*|deliver\w*|warrant\w*|complain\w*|demand\w*)\b/i;
const OBLIGATION_CUES =
  /\b(shall|must|agrees? to|is required to|are required to|no later than|within \d+ days|due (?:on|by)|deadline|failure to)\b/i;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}…`;
}

/**
 * Paragraphs of running text. Extracted PDF text breaks lines mid-sentence; a line break is kept
 * as a boundary only after sentence punctuation, around a blank line, or after a heading-like line.
 */
export function paragraphs(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/[\t\f\v\u00a0]+/g, " ")
    .split("\n")
    .map((line) => line.trim());
  const result: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) result.push(current.join(" "));
    current = [];
  };
  for (const line of lines) {
    if (line === "") {
      flush();
      continue;
    }
    const previous = current.at(-1);
    const headingLike = (value: string) =>
      value.length <= 60 && !/[.,;:!?]$/.test(value) && /^[A-Z0-9]/.test(value) && value.split(" ").length <= 8;
    if (
      previous !== undefined &&
      (/[.!?:]["')\]]?$/.test(previous) ||
        (headingLike(previous) && /^[A-Z0-9"“(]/.test(line)) ||
        /^([-•*]|\d+[.)])\s/.test(line))
    )
      flush();
    current.push(line);
  }
  flush();
  return result;
}

/** Sentences, keeping "Mr. Smith", "Acme Inc. agrees" and "U.S. law" together. */
export function splitSentences(paragraph: string): string[] {
  return cutSentences(paragraph, /[.!?]+["')\]”’]*\s+(?=["'([“‘]?[A-Z0-9])/g, (before, match) => {
    const lastWord = /([A-Za-z.]+)$/.exec(before)?.[1]?.toLowerCase() ?? "";
    return (
      match[0].startsWith(".") &&
      (ABBREVIATIONS.has(lastWord) || /^[a-z]$/i.test(lastWord) || /^([a-z]\.)+[a-z]$/i.test(lastWord))
    );
  });
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[^a-z0-9$]+/)
    .filter((word) => word.length > 1);
}

function contentWords(text: string): string[] {
  return wordsOf(text).filter((word) => !STOPWORDS.has(word) && !/^\d+$/.test(word));
}

// ---------------------------------------------------------------- dates

function isoDate(year: number, month: number, day: number | null): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return null;
  if (day === null) return `${year}-${String(month).padStart(2, "0")}`;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function monthNumber(name: string): number {
  const lower = name.toLowerCase().replace(/\.$/, "");
  return MONTHS.findIndex((month) => month.startsWith(lower.slice(0, 3))) + 1;
}

const DATE_PATTERNS: Array<{ pattern: RegExp; read: (match: RegExpExecArray) => string | null }> = [
  // June 5, 2016 · Jun. 5th 2016
  {
    pattern: new RegExp(`\\b${MONTH_PATTERN}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi"),
    read: (m) => isoDate(Number(m[3]), monthNumber(m[1]!), Number(m[2])),
  },
  // 5 June 2016 · 5th day of June, 2016
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+)?${MONTH_PATTERN}\\.?,?\\s+(\\d{4})\\b`,
      "gi",
    ),
    read: (m) => isoDate(Number(m[3]), monthNumber(m[2]!), Number(m[1])),
  },
  // 2016-06-05
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])) },
  // 06/05/2016 (US order) · 6/5/16
  {
    pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g,
    read: (m) => {
      // Two-digit years: 00-69 are 2000-2069, 70-99 are 1970-1999 (fixed, so results never drift).
      const short = Number(m[3]);
      const year = m[3]!.length === 2 ? (short < 70 ? 2000 + short : 1900 + short) : short;
      return isoDate(year, Number(m[1]), Number(m[2]));
    },
  },
  // March 2025
  {
    pattern: new RegExp(`\\b${MONTH_PATTERN}\\.?,?\\s+(\\d{4})\\b`, "gi"),
    read: (m) => isoDate(Number(m[2]), monthNumber(m[1]!), null),
  },
];

export function findDates(sentences: readonly string[], limit = 12): DocumentDate[] {
  const found: Array<DocumentDate & { order: number }> = [];
  const seen = new Set<string>();
  sentences.forEach((sentence, index) => {
    const taken: Array<[number, number]> = [];
    const hits: Array<{ at: number; text: string; iso: string | null }> = [];
    for (const { pattern, read } of DATE_PATTERNS) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(sentence); match; match = pattern.exec(sentence)) {
        const start = match.index;
        const end = start + match[0].length;
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        const iso = read(match);
        if (!iso) continue;
        taken.push([start, end]);
        hits.push({ at: start, text: match[0], iso });
      }
    }
    for (const hit of hits.sort((a, b) => a.at - b.at)) {
      const key = hit.iso ?? hit.text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ text: hit.text, iso: hit.iso, context: clip(sentence, 160), order: index * 10_000 + hit.at });
    }
  });
  return found
    .sort((a, b) => a.order - b.order)
    .slice(0, limit)
    .map(({ order: _order, ...date }) => date);
}

// ---------------------------------------------------------------- parties

// Names never span lines: sentences are joined with newlines before these run.
const NAME_WORD = "[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:[-'’][A-Z]?[a-z]+)*";
const PERSON = `${NAME_WORD}(?: +[A-Z]\\.)?(?: +${NAME_WORD}){1,2}`;
const ORG_WORD = "(?:[A-Z][A-Za-z0-9&'’.-]*|&|of|the)";
const ORG_SUFFIX =
  "(?:Inc\\.?|Incorporated|LLC|L\\.L\\.C\\.|Corp\\.?|Corporation|Company|Co\\.|Ltd\\.?|Limited|LLP|L\\.L\\.P\\.|LP|L\\.P\\.|P\\.C\\.|PLLC|N\\.A\\.|Bank|Group|Partners|Associates|Holdings|Properties|Management|Realty|Insurance|Trust|Foundation|University|College|Hospital|Clinic|Services|Agency|Authority|School District)";
const ORG_NAME = `[A-Z][A-Za-z0-9&'’.-]*(?: +${ORG_WORD}){0,5} +${ORG_SUFFIX}`;
const ORGANIZATION = new RegExp(`\\b(${ORG_NAME})(?![A-Za-z])`, "g");
const PUBLIC_BODY_SOURCE =
  "(?:U\\.S\\. +)?(?:Department|Office|Bureau|Board|Court|City|County|State|Commission) +of +(?:the +)?[A-Z][a-z]+(?: +(?:and +)?[A-Z][a-z]+){0,3}|[A-Z][a-z]+(?: +[A-Z][a-z]+)? +County(?: +(?:Superior|District|Circuit|Family) +Court)?";
const PUBLIC_BODY = new RegExp(`\\b(${PUBLIC_BODY_SOURCE})\\b`, "g");
const IS_PUBLIC_BODY = new RegExp(`^(?:${PUBLIC_BODY_SOURCE})$`);
const IS_ORGANIZATION = new RegExp(`${ORG_SUFFIX}$`);
const ROLES =
  "Landlord|Tenant|Lessor|Lessee|Employer|Employee|Plaintiff|Defendant|Petitioner|Respondent|Buyer|Seller|Purchaser|Client|Contractor|Owner|Borrower|Lender|Guarantor|Landlord's Agent|Property Manager|Witness|Husband|Wife|Spouse|Mother|Father|Debtor|Creditor|Claimant|Insured|Insurer|Provider|Customer|Vendor|Licensor|Licensee";
const PARTY = `${ORG_NAME}|${PERSON}`;
const HONORIFIC = new RegExp(
  `\\b(Mr|Mrs|Ms|Miss|Dr|Judge|Hon|Officer)\\.? +(${NAME_WORD}(?: +[A-Z]\\.)?(?: +${NAME_WORD}){0,2})`,
  "g",
);
const ROLE_LABEL = new RegExp(`\\b(${ROLES})(?:\\(s\\))? *[:\\-–] *(${PARTY})`, "g");
const NAME_THEN_ROLE = new RegExp(`(${PARTY}) *,? *\\((?:the +|hereinafter +)?["“]?(${ROLES})["”]?\\)`, "g");
const BETWEEN = new RegExp(`\\b[Bb]etween +(${PARTY})[^.;\\n]{0,80}? +and +(${PARTY})`, "g");
const SIGNATURE = new RegExp(
  `(?:\\bSigned|\\bSignature|\\bBy|/s/|\\bSincerely|\\bRegards)(?: *[:,])? *\\n?(${PERSON})`,
  "g",
);

/** Capitalised words that start "names" but are not people. */
const NOT_NAME_WORDS = new Set(
  (
    "The This That These Those Any All Each Every Such Said Agreement Lease Contract Section Article Exhibit Schedule State County City Street Avenue Road " +
    "Court Page Notice Dear Date Re Subject Total Amount Rent Deposit Payment Tenant Landlord Employer Employee Plaintiff Defendant Party Parties Premises " +
    "Property Signed Signature Witness Whereas Now Therefore In On At For From To By With Without Under Upon If Unless Monday Tuesday Wednesday Thursday Friday " +
    "Saturday Sunday January February March April May June July August September October November December North South East West New United States America " +
    "Invoice Order Case Number Docket Dear Sincerely Regards Thank Thanks Please Name Address Phone Email Policy Claim Account Statement Balance Due Final Terms " +
    "Conditions Security Effective Initial Monthly Annual Late Fee Fees Term Termination Renewal Default Dispute Law Laws Act Code Superior District Circuit Family " +
    "Small Claims Department Office Bureau Board Commission Client Attorney Counsel Judge Hon Honorable Buyer Seller Owner Lender Borrower Our Your Their His Her"
  ).split(" "),
);

/** Words a pattern may pick up in front of a name ("Tenant Acme LLC", "The Smith Company"). */
const LEADING_NOISE = new Set([
  "The",
  "This",
  "That",
  "Said",
  "Such",
  "Each",
  "Any",
  "Between",
  "By",
  "And",
  "With",
  "From",
  "To",
  "For",
  "Dear",
  "Re",
  ...ROLES.split("|"),
]);

function cleanParty(raw: string): string {
  const words = collapseSpace(raw).split(" ");
  while (words.length > 2 && LEADING_NOISE.has(words[0]!)) words.shift();
  const name = words.join(" ").replace(/[,;:]+$/, "");
  return /\b(?:Inc|Co|Corp|Ltd|L\.L\.C|P\.C|N\.A|L\.P|L\.L\.P)\.$/.test(name) ? name : name.replace(/\.$/, "");
}

function looksLikePerson(name: string): boolean {
  const parts = name.split(/\s+/).filter((part) => !/^[A-Z]\.$/.test(part));
  if (parts.length < 2 || parts.length > 3) return false;
  return parts.every((part) => !NOT_NAME_WORDS.has(part.replace(/[’']s$/, "")));
}

function isOrganization(name: string): boolean {
  return IS_ORGANIZATION.test(name) || IS_PUBLIC_BODY.test(name);
}

function roleLabel(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1).toLowerCase();
}

export function findParties(text: string, limit = 10): DocumentParty[] {
  const found = new Map<string, DocumentParty & { order: number }>();
  const add = (raw: string, at: number, role: string | null, forceKind?: DocumentParty["kind"], trusted = false) => {
    const name = cleanParty(raw);
    if (name.length < 3 || name.length > 80) return;
    const kind = forceKind ?? (isOrganization(name) ? "organization" : "person");
    if (kind === "person" && !trusted && !looksLikePerson(name)) return;
    const key = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
    const existing = found.get(key);
    if (existing) {
      if (!existing.role && role) existing.role = roleLabel(role);
      existing.order = Math.min(existing.order, at);
      return;
    }
    found.set(key, { name, kind, role: role ? roleLabel(role) : null, order: at });
  };
  const each = (pattern: RegExp, fn: (match: RegExpExecArray) => void) => {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) fn(match);
  };

  each(ROLE_LABEL, (m) => add(m[2]!, m.index, m[1]!));
  each(NAME_THEN_ROLE, (m) => add(m[1]!, m.index, m[2]!));
  each(BETWEEN, (m) => {
    add(m[1]!, m.index, null);
    add(m[2]!, m.index + m[0].lastIndexOf(m[2]!), null);
  });
  // "Dr. Patel" alone is a person because of the title; "Ms. Jane Doe" is "Jane Doe".
  each(HONORIFIC, (m) =>
    m[2]!.includes(" ") ? add(m[2]!, m.index, null, "person") : add(`${m[1]}. ${m[2]}`, m.index, null, "person", true),
  );
  each(SIGNATURE, (m) => add(m[1]!, m.index, null));
  each(ORGANIZATION, (m) => add(m[1]!, m.index, null, "organization"));
  each(PUBLIC_BODY, (m) => add(m[1]!, m.index, null, "organization"));

  // "Smith" or "Acme" alone is the same party as "John Smith" or "Acme Properties LLC".
  const parties = [...found.values()].sort((a, b) => a.order - b.order);
  const lastName = (name: string) => name.split(" ").at(-1)!.toLowerCase();
  const kept = parties.filter(
    (party) =>
      !parties.some(
        (other) =>
          other !== party &&
          other.name.length > party.name.length &&
          (other.name.toLowerCase().includes(party.name.toLowerCase()) ||
            // "Mr. Johnson" is "Robert Johnson" when the document names him in full.
            (/^(?:Mr|Mrs|Ms|Miss|Dr|Judge|Hon|Officer)\. /.test(party.name) &&
              other.kind === "person" &&
              lastName(other.name) === lastName(party.name))),
      ),
  );
  return kept.slice(0, limit).map(({ order: _order, ...party }) => party);
}

// ---------------------------------------------------------------- key facts

const MONEY =
  /(?:US\s?)?\$\s?\d{1,3}(?:,\d{3})+(?:\.\d{2})?|(?:US\s?)?\$\s?\d+(?:\.\d{2})?|\b\d{1,3}(?:,\d{3})+(?:\.\d{2})?\s?(?:USD|dollars)\b|\b\d+(?:\.\d{2})?\s?(?:USD|dollars)\b/gi;
const REFERENCE =
  /\b(?:Case|Docket|File|Claim|Policy|Invoice|Account|Reference|Ref|Loan|Contract|Order)\s*(?:No\.?|Number|#)\s*:?\s*([A-Z0-9][A-Z0-9-/.]{2,30}[A-Z0-9])/gi;
const ADDRESS =
  /\b\d{1,6}\s+(?:[A-Z][a-z]+\s+){1,4}(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Boulevard|Blvd\.|Drive|Dr\.|Lane|Ln\.|Court|Ct\.|Way|Place|Pl\.|Parkway|Highway)(?:,?\s+(?:Apt\.?|Unit|Suite|#)\s*[A-Za-z0-9-]+)?(?:,\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)?(?:,\s*[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?)?/g;
const EMAIL = /\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b/gi;
const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]\d{3}[\s.-]\d{4}\b/g;
const DURATION =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty|sixty|ninety)\s*(?:\(\d+\)\s*)?(?:business\s+|calendar\s+)?(?:days?|weeks?|months?|years?)\b/gi;

function distinct(matches: Iterable<string>, limit: number): string[] {
  const values: string[] = [];
  const seen = new Set<string>();
  for (const raw of matches) {
    const value = collapseSpace(raw).replace(/[,.;]+$/, "");
    const key = value.toLowerCase().replace(/\s+/g, "");
    if (seen.has(key)) continue;
    seen.add(key);
    values.push(value);
    if (values.length >= limit) break;
  }
  return values;
}

function allMatches(text: string, pattern: RegExp, group = 0): string[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].map((match) => match[group] ?? match[0]);
}

export function findKeyFacts(
  text: string,
  sentences: readonly string[],
  exclude: ReadonlySet<string>,
  limit = 8,
): string[] {
  const facts: string[] = [];
  const amounts = distinct(allMatches(text, MONEY), 6);
  if (amounts.length) facts.push(`Amounts: ${amounts.join(", ")}`);
  const references = distinct(
    allMatches(text, REFERENCE).map((match) => collapseSpace(match)),
    4,
  );
  if (references.length) facts.push(`Reference numbers: ${references.join("; ")}`);
  const addresses = distinct(allMatches(text, ADDRESS), 3);
  if (addresses.length) facts.push(`Addresses: ${addresses.join("; ")}`);
  const periods = distinct(
    allMatches(text, DURATION).map((value) => value.toLowerCase()),
    4,
  );
  if (periods.length) facts.push(`Time periods: ${periods.join(", ")}`);
  const emails = distinct(allMatches(text, EMAIL), 3);
  if (emails.length) facts.push(`E-mail addresses: ${emails.join(", ")}`);
  const phones = distinct(allMatches(text, PHONE), 3);
  if (phones.length) facts.push(`Phone numbers: ${phones.join(", ")}`);
  // Obligations and deadlines in the document's own words.
  for (const sentence of sentences) {
    if (facts.length >= limit) break;
    if (exclude.has(sentence) || !OBLIGATION_CUES.test(sentence)) continue;
    const words = sentence.split(" ").length;
    if (words < 5 || words > 60) continue;
    facts.push(clip(sentence, 220));
  }
  return facts.slice(0, limit);
}

// ---------------------------------------------------------------- key sentences

const MONEY_TEST = /\$\s?\d|\b\d+(?:\.\d{2})?\s?(?:USD|dollars)\b/i;

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

export function keySentences(sentences: readonly string[], count: number): string[] {
  const frequency = new Map<string, number>();
  for (const sentence of sentences)
    for (const word of new Set(contentWords(sentence))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const top = Math.max(1, ...frequency.values());
  const scored = sentences
    .map((sentence, index) => {
      const words = sentence.split(" ").length;
      const content = [...new Set(contentWords(sentence))];
      const letters = sentence.replace(/[^A-Za-z]/g, "");
      const shouting = letters.length > 0 && letters.replace(/[^A-Z]/g, "").length / letters.length > 0.6;
      if (words < 6 || words > 70 || content.length < 3 || shouting) return null;
      let score = content.reduce((sum, word) => sum + (frequency.get(word) ?? 0) / top, 0) / Math.sqrt(content.length);
      if (LEGAL_CUES.test(sentence)) score += 0.6;
      if (MONEY_TEST.test(sentence)) score += 0.4;
      if (findDates([sentence], 1).length > 0) score += 0.4;
      // Documents tend to say what they are about first.
      score += Math.max(0, 0.5 - index * 0.05);
      return { sentence, index, score, words: new Set(content) };
    })
    .filter((entry): entry is NonNullable<typeof entry> => entry !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof scored = [];
  for (const entry of scored) {
    if (chosen.length >= count) break;
    if (chosen.some((other) => similarity(other.words, entry.words) > 0.7)) continue;
    chosen.push(entry);
  }
  return chosen.sort((a, b) => a.index - b.index).map((entry) => clip(entry.sentence, 400));
}

// ---------------------------------------------------------------- the analysis

/** The built-in findings for a document's text. */
export function analyzeText(text: string): DocumentFindings & { words: number } {
  const sentences = paragraphs(text).flatMap(splitSentences);
  const words = wordsOf(text).length;
  const count = words < 150 ? 2 : 3;
  const chosen = keySentences(sentences, count);
  const fallback = chosen.length > 0 ? chosen : sentences.slice(0, 1).map((sentence) => clip(sentence, 400));
  const joined = sentences.join("\n");
  return {
    summary: fallback.join(" "),
    keySentences: fallback,
    keyFacts: findKeyFacts(joined, sentences, new Set(chosen)),
    dates: findDates(sentences),
    parties: findParties(joined),
    words,
  };
}

/** A CSV file: its shape, then what its cells say. */
export function analyzeCsv(text: string): DocumentFindings & { words: number; rows: number } {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .filter((line) => line.trim() !== "");
  const delimiter = [",", ";", "\t"]
    .map((candidate) => ({ candidate, count: (lines[0] ?? "").split(candidate).length }))
    .sort((a, b) => b.count - a.count)[0]!.candidate;
  const cells = (line: string) =>
    line.split(delimiter).map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .replace(/""/g, '"'),
    );
  const header = lines.length > 0 ? cells(lines[0]!) : [];
  const rows = Math.max(0, lines.length - 1);
  const cellText = lines
    .slice(1)
    .map((line) => cells(line).join(" · "))
    .join(".\n");
  const findings = analyzeText(cellText);
  const columns = header.filter(Boolean).slice(0, 8);
  const summary = `A table with ${rows} ${rows === 1 ? "row" : "rows"} and ${header.length} ${header.length === 1 ? "column" : "columns"}${columns.length ? ` (${columns.join(", ")}${header.length > columns.length ? ", …" : ""})` : ""}.`;
  return {
    ...findings,
    summary,
    keySentences: [summary],
    rows,
    keyFacts: findings.keyFacts.filter((fact) => !fact.includes(" · ")),
  };
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_{}[\]<>()#+!|~])/g, "\\$1");
}

/** The assistant's message about a document (markdown; rendered without raw HTML). */
export function analysisMessage(fileName: string, analysis: DocumentAnalysis): string {
  const name = `**${escapeMarkdown(fileName)}**`;
  if (!analysis.textFound) {
    return analysis.note === "unsupported-format"
      ? `I received ${name}, but I can't read this format myself. It's saved with your matter, and the firm will review it directly.`
      : `I read ${name}, but it has no text I can read (it may be a scanned image). It's saved with your matter, and the firm will review it directly.`;
  }
  const lines = [`I read ${name}: ${escapeMarkdown(analysis.summary)}`];
  if (analysis.dates.length) {
    lines.push(
      "",
      "**Key dates**",
      ...analysis.dates.slice(0, 6).map((date) => `- ${escapeMarkdown(date.text)}${date.iso ? ` (${date.iso})` : ""}`),
    );
  }
  if (analysis.parties.length) {
    lines.push(
      "",
      "**Parties**",
      ...analysis.parties
        .slice(0, 6)
        .map(
          (party) =>
            `- ${escapeMarkdown(party.name)}${party.role ? `, ${escapeMarkdown(party.role)}` : ""}${party.kind === "organization" ? " (organization)" : ""}`,
        ),
    );
  }
  if (analysis.keyFacts.length) {
    lines.push("", "**Key facts**", ...analysis.keyFacts.slice(0, 5).map((fact) => `- ${escapeMarkdown(fact)}`));
  }
  lines.push("", "Is there anything in it you'd like to explain or correct?");
  return lines.join("\n");
}

/** The message when a file cannot be read at all. */
export function unreadableMessage(fileName: string, reason: string): string {
  return `I couldn't read **${escapeMarkdown(fileName)}**: ${reason} The file is still saved with your matter, so the firm can look at it, or you can upload another copy.`;
}
