import { matterSummaryMinLength, type ServiceArea, serviceAreasOf } from "./matter-values.ts";
import type { DocumentChecklist, MatterCanvas, MatterJurisdiction } from "./schemas.ts";
import { US_STATES } from "~/lib/us-states.ts";

/**
 * Missing-information hints of the matter panel (spec: chat-workspace §5). They tell the client
 * what would strengthen the matter before a lawyer reads it, so a stated absence ("we have no
 * children", "there is no written lease") answers a hint just as well as a fact: the hint asks, it
 * does not judge. Every hint carries an i18n key in the chat namespace; the interface renders
 * t(hint.key, hint), so the other fields double as interpolation values.
 */

export type MissingInformationCode =
  | "summary"
  | "timeline"
  | "location"
  | "evidence"
  | "service-detail"
  | "urgency"
  | "jurisdiction";

export type MissingInformationHint =
  | { code: "summary"; key: string; minLength: number; length: number }
  | { code: "service-detail"; key: string; area: ServiceArea; detail: string }
  | { code: "timeline" | "location" | "evidence" | "urgency" | "jurisdiction"; key: string };

export type MatterFacts = Pick<MatterCanvas, "service" | "matterSummary"> &
  Partial<Pick<MatterCanvas, "answers" | "urgency" | "jurisdiction">>;

export type MissingInformationContext = {
  // Files the client has shared in this conversation; any of them is evidence.
  uploadedFileCount?: number;
  checklist?: DocumentChecklist | null;
};

// ---------------------------------------------------------------------------------------------
// The matter as text: summary sentences, and one passage per real answer ("question answer").

type Answer = { question: string; answer: string };
type MatterText = { passages: string[]; answers: Answer[] };

// Answers that say nothing; "none" or "no" are real answers and are not listed.
const nonAnswer =
  /^(?:|-+|\?+|n\/?a|unknown|not sure|unsure|(?:i )?(?:don'?t|do not) (?:know|remember)|idk|tbd|skip(?:ped)?|no answer|not provided)$/i;

function isRealAnswer(answer: string): boolean {
  return !nonAnswer.test(answer.trim().replace(/[.!]+$/, ""));
}

function matterText(matter: MatterFacts): MatterText {
  const answers = Object.entries(matter.answers ?? {})
    .map(([question, answer]) => ({ question: question.trim(), answer: String(answer ?? "").trim() }))
    .filter((entry) => isRealAnswer(entry.answer));
  const sentences = (matter.matterSummary ?? "")
    // A new sentence starts with a capital, so "Sept. 14" and "approx. 3 weeks" stay whole.
    .split(/(?<=[.!?])\s+(?=["'(]?[A-Z])|\n+|;\s*/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  return { passages: [...sentences, ...answers.map(({ question, answer }) => `${question} ${answer}`)], answers };
}

function mentions(text: MatterText, patterns: readonly RegExp[]): boolean {
  return text.passages.some((passage) => patterns.some((pattern) => pattern.test(passage)));
}

function answeredQuestion(text: MatterText, question: RegExp | undefined): boolean {
  return question ? text.answers.some((entry) => question.test(entry.question)) : false;
}

// ---------------------------------------------------------------------------------------------
// Timeline: dates and relative times, not the bare word "when".

const monthNames = "january|february|march|april|may|june|july|august|september|october|november|december";
const anyMonth = `(?:${monthNames}|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?)`;
const amount =
  "\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a )?few|several|(?:a )?couple(?: of)?|many";
const unit = "(?:hours?|days?|weeks?|months?|years?|decades?)";
const weekday = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const lead =
  "in|on|since|until|till|by|during|from|through|before|after|around|early|late|last|next|mid-?|(?:end|beginning|start) of";
const season = "spring|summer|fall|autumn|winter";

const timelinePatterns: readonly RegExp[] = [
  new RegExp(`\\b${anyMonth}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`, "i"), // March 3, Sept. 3rd
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${anyMonth}(?![a-z])`, "i"), // 3 March, 3rd of March
  new RegExp(`\\b${anyMonth},?\\s+(?:19|20)\\d{2}\\b`, "i"), // March 2021
  // A month on its own only after a time word, so "may" and "march" as verbs do not count
  // ("this may take weeks" is not a date, which is why "this" is not a time word here).
  new RegExp(`\\b(?:${lead}|of)\\s*(?:${monthNames})\\b`, "i"),
  /\bthis\s+(?:january|february|april|june|july|august|september|october|november|december)\b/i,
  // A year only after a time word: a bare "2000" in a legal story is as likely to be money.
  new RegExp(
    `\\b(?:${lead}|(?:${season})(?: of)?|year)\\s*(?:19|20)\\d{2}\\b(?![.,]?\\d)(?!\\s*(?:dollars|usd|bucks))`,
    "i",
  ),
  /\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b/, // 3/14/2023
  /\b(?:19|20)\d{2}-\d{2}-\d{2}\b/, // 2023-03-14
  new RegExp(`\\b(?:${amount})\\s+${unit}\\s+(?:ago|back|earlier|later|before|after|prior)\\b`, "i"), // 2 years ago
  new RegExp(
    `\\b(?:for|over|within|after|nearly|almost|about|(?:in|for|over) the (?:last|past))\\s+(?:${amount})\\s+${unit}\\b`,
    "i",
  ),
  new RegExp(
    `\\b(?:last|this|next|past|previous|since|on|until|by)\\s+(?:${weekday}|week|weekend|month|year|night|morning|evening|${season})\\b`,
    "i",
  ),
  /\b(?:yesterday|tomorrow|the other day)\b/i,
];

const timelineQuestion = /\b(?:when|date|dates|how long|since)\b/i;

function hasTimeline(text: string): boolean {
  return timelinePatterns.some((pattern) => pattern.test(text));
}

// An answer that is only a year or a date ("2019") is a date, even though a bare number in prose is not.
function isDateAnswer(answer: string): boolean {
  return /^(?:19|20)\d{2}$/.test(answer) || hasTimeline(answer);
}

function timelineGiven(text: MatterText): boolean {
  return mentions(text, timelinePatterns) || answeredQuestion(text, timelineQuestion);
}

// ---------------------------------------------------------------------------------------------
// Location and jurisdiction: US states by name or code, "City, ST", street addresses, big cities.

const usStates: Record<string, string> = { ...US_STATES, PR: "Puerto Rico" };
const stateCodes = Object.keys(usStates);
// Codes that are also everyday words or abbreviations (IN, OR, ME, OK, MD, CT, SD, PA…) count only
// in "City, ST" or "ST 12345" form, never on their own.
const ambiguousStateCodes = new Set([
  "AL",
  "AR",
  "CO",
  "CT",
  "DE",
  "HI",
  "ID",
  "IN",
  "MA",
  "MD",
  "ME",
  "MO",
  "MS",
  "MT",
  "NE",
  "OH",
  "OK",
  "OR",
  "PA",
  "PR",
  "SD",
  "VA",
]);

const stateNamePattern = new RegExp(`\\b(?:${Object.values(usStates).join("|")})\\b`, "i");
// "Yes, OK" is not Oklahoma: OK counts only with a ZIP code (stateZipPattern).
const cityStatePattern = new RegExp(
  `\\b[A-Z][A-Za-z.'-]*(?:\\s+[A-Z][A-Za-z.'-]*){0,3},\\s*(?:${stateCodes.filter((code) => code !== "OK").join("|")})\\b`,
);
const stateZipPattern = new RegExp(`\\b(?:${stateCodes.join("|")})\\s+\\d{5}(?:-\\d{4})?\\b`);
const standaloneStateCodePattern = new RegExp(
  `\\b(?:${stateCodes.filter((code) => !ambiguousStateCodes.has(code)).join("|")})\\b`,
);

const statePatterns: readonly RegExp[] = [
  stateNamePattern,
  cityStatePattern,
  stateZipPattern,
  standaloneStateCodePattern,
];

// Large US cities, with their state when the name is unambiguous (Portland and Columbus are not).
const usCities: Record<string, string | null> = {
  "Los Angeles": "CA",
  "San Diego": "CA",
  "San Jose": "CA",
  "San Francisco": "CA",
  Sacramento: "CA",
  Fresno: "CA",
  Oakland: "CA",
  Chicago: "IL",
  Houston: "TX",
  Dallas: "TX",
  Austin: "TX",
  "San Antonio": "TX",
  "Fort Worth": "TX",
  "El Paso": "TX",
  Phoenix: "AZ",
  Tucson: "AZ",
  Philadelphia: "PA",
  Pittsburgh: "PA",
  Jacksonville: null,
  Miami: "FL",
  Orlando: "FL",
  Tampa: "FL",
  Columbus: null,
  Cleveland: "OH",
  Cincinnati: "OH",
  Charlotte: "NC",
  Raleigh: "NC",
  Indianapolis: "IN",
  Seattle: "WA",
  Denver: "CO",
  Boston: "MA",
  Nashville: "TN",
  Memphis: "TN",
  Detroit: "MI",
  "Oklahoma City": "OK",
  Tulsa: "OK",
  Portland: null,
  "Las Vegas": "NV",
  Louisville: "KY",
  Baltimore: "MD",
  Milwaukee: "WI",
  Albuquerque: "NM",
  Atlanta: "GA",
  "Kansas City": null,
  Omaha: "NE",
  Minneapolis: "MN",
  "New Orleans": "LA",
  Honolulu: "HI",
  "St. Louis": "MO",
  "Saint Louis": "MO",
  "Salt Lake City": "UT",
  Brooklyn: "NY",
  Manhattan: null,
  Queens: "NY",
  Bronx: "NY",
  Newark: "NJ",
  Anchorage: "AK",
  Boise: "ID",
  Richmond: null,
};

// Many city names are also people's names (Austin, Charlotte, Dallas), so a city counts only after
// a place word: "in Austin", "moved to Denver", "outside of Chicago".
function cityPattern(names: string[]): RegExp {
  const cities = names.map((name) => name.replace(/\./g, "\\.")).join("|");
  return new RegExp(`\\b(?:in|at|near|from|to|around|outside(?: of)?|of)\\s+(?:${cities})\\b`);
}
const anyCityPattern = cityPattern(Object.keys(usCities));
const cityWithStatePattern = cityPattern(Object.keys(usCities).filter((city) => usCities[city]));

const streetSuffix =
  "[Ss]treet|St|[Aa]venue|Ave|[Rr]oad|Rd|[Bb]oulevard|Blvd|[Ll]ane|Ln|[Dd]rive|Dr|[Cc]ourt|Ct|[Ww]ay|" +
  "[Pp]lace|Pl|[Tt]errace|[Pp]arkway|Pkwy|[Hh]ighway|Hwy|[Cc]ircle|Cir";
// "123 Main St", "45 W 34th Street": a number, then capitalised words, then a street type.
const streetAddressPattern = new RegExp(`\\b\\d{1,6}\\s+(?:[A-Z0-9][\\w'.-]*\\s+){1,4}(?:${streetSuffix})\\b`);
const unitPattern = /\b(?:apt|apartment|unit|suite|ste)\.?\s*#?\s*[a-z]?\d+[a-z]?\b/i;

const locationPatterns: readonly RegExp[] = [
  ...statePatterns,
  anyCityPattern,
  streetAddressPattern,
  unitPattern,
  /\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\s+(?:County|Parish|Borough)\b/, // Cook County
  /\b(?:[Cc]ity|[Tt]own|[Vv]illage) of [A-Z]/,
];

const locationQuestion = /\b(?:where|location|located|address|city|county|state|zip)\b/i;

const unitedStates = /^(?:us|usa|u\.s\.a?\.?|united states(?: of america)?|america)$/i;

function filled(value: string | null | undefined): boolean {
  return Boolean(value?.trim());
}

// A foreign country is a jurisdiction in itself; the United States is not, because its law is state law.
function foreignCountry(jurisdiction: MatterJurisdiction | null | undefined): boolean {
  const country = jurisdiction?.country?.trim();
  return Boolean(country && !unitedStates.test(country));
}

// An answer to "Which state?" may be just "OH"; a lone code is unambiguous when it is the whole answer.
function isStateAnswer(answer: string): boolean {
  const value = answer
    .replace(/[.!]+$/, "")
    .trim()
    .toLowerCase();
  return stateCodes.some((code) => code.toLowerCase() === value || usStates[code].toLowerCase() === value);
}

function locationGiven(text: MatterText, jurisdiction: MatterJurisdiction | null | undefined): boolean {
  if (filled(jurisdiction?.state) || filled(jurisdiction?.city) || foreignCountry(jurisdiction)) return true;
  return mentions(text, locationPatterns) || answeredQuestion(text, locationQuestion);
}

function jurisdictionGiven(text: MatterText, jurisdiction: MatterJurisdiction | null | undefined): boolean {
  if (filled(jurisdiction?.state) || foreignCountry(jurisdiction)) return true;
  return (
    mentions(text, [...statePatterns, cityWithStatePattern]) ||
    text.answers.some((entry) => isStateAnswer(entry.answer))
  );
}

// ---------------------------------------------------------------------------------------------
// Evidence: words for documents and records, or files actually shared.

const evidencePattern =
  /\b(?:documents?|documentation|paperwork|evidence|proof|contracts?|agreements?|leases?|e-?mails?|texts?|messages?|letters?|receipts?|invoices?|photos?|photographs?|pictures?|videos?|recordings?|recorded|screenshots?|records?|reports?|statements?|pay ?stubs?|w-?2s?|1099s?|tax returns?|(?:court|restraining|protective|custody|support) orders?|decrees?|deeds?|certificates?|witness(?:es)?|bills|notices?|summons|citations?|tickets?|polic(?:y|ies)|warrant(?:y|ies)|voicemails?|journal|signed|in writing|written|cop(?:y|ies)|files|pdfs?|transcripts?|checks)\b/i;

function evidenceGiven(text: MatterText, context: MissingInformationContext): boolean {
  if ((context.uploadedFileCount ?? 0) > 0) return true;
  if (context.checklist?.documents.some((document) => document.status !== "missing")) return true;
  return mentions(text, [evidencePattern]);
}

// ---------------------------------------------------------------------------------------------
// Per-service details. A detail is answered by a mention in the summary or an answer, or by an
// answered question about it; a `dated` detail needs a date in the same sentence ("we married in
// June 2015"), because the word alone ("I want a divorce") says nothing about when.

type DetailRule = {
  detail: string;
  mentions: readonly RegExp[];
  dated?: boolean;
  // Statements that answer the detail without a date ("we never married").
  answeredBy?: RegExp;
  // Answer keys (the assistant's questions) that answer the detail when answered.
  question?: RegExp;
  // Needed unless the text shows it is not ("when did you marry" is not asked of a grandparent or of parents who never married).
  notNeededWhen?: { says: RegExp; unlessItSays: RegExp };
};

const serviceDetailRules: Record<ServiceArea, DetailRule[]> = {
  family: [
    {
      detail: "children",
      mentions: [
        /\b(?:child|children|kids?|sons?|daughters?|bab(?:y|ies)|minors?|custody|visitation|parenting (?:time|plan)|childless|step-?(?:sons?|daughters?|child(?:ren)?))\b/i,
      ],
    },
    {
      detail: "marriageDates",
      mentions: [/\b(?:married|marriage|marry|wedding|wed|separated|separation|moved out|divorced?)\b/i],
      dated: true,
      answeredBy: /\b(?:never|not) (?:been |got |gotten )?married\b|\bunmarried\b/i,
      // A custody or support matter says nothing of a marriage of the visitor's: a grandparent, or parents who never married.
      notNeededWhen: {
        // Nor does a restraining order against someone who is no spouse ("my sister's boyfriend").
        says: /\b(?:custody|visitation|parenting (?:time|plan)|child support|grand(?:son|daughter|child(?:ren)?|kids?|ma|pa|mother|father)|restraining order|protective order|order of protection|no[- ]contact order)\b/i,
        unlessItSays:
          /\b(?:my|our) (?:ex[- ]?)?(?:wife|husband|spouse|marriage)\b|\b(?:we|i) (?:got |were |are |was |am )?(?:married|separated)\b|\bdivorc\w*|\bour wedding\b/i,
      },
    },
  ],
  employment: [
    {
      detail: "employer",
      mentions: [
        /\b(?:employer|company|corporation|store|restaurant|hospital|agency|boss|manager|supervisor|hr|human resources|inc|llc|corp)\b/i,
        /\b(?:work|worked|working|employed) (?:for|at|by)\b/i,
      ],
    },
    {
      detail: "employmentDates",
      mentions: [/\b(?:hired|started|start date|began|joined|worked|working|employed|employment|job|position)\b/i],
      dated: true,
    },
    {
      detail: "termination",
      mentions: [
        /\b(?:fired|terminated|termination|laid off|layoffs?|let go|dismissed|discharged|resigned|resignation|quit|constructive(?:ly)? discharged?|on leave|suspended|demoted)\b/i,
        /\b(?:still|currently) (?:employed|work|working|there)\b/i,
      ],
    },
  ],
  business: [
    {
      detail: "entity",
      mentions: [
        /\b(?:llc|l\.l\.c|inc|incorporated|corporation|corp|[sc]-?corp|partnership|llp|sole proprietor(?:ship)?|non-?profit|limited liability)\b/i,
        /\b(?:my|our|the) (?:company|business|firm|startup|store|shop|restaurant|practice)\b/i,
      ],
    },
    {
      detail: "otherParty",
      mentions: [
        /\b(?:partners?|co-?founders?|vendors?|suppliers?|customers?|clients?|competitors?|investors?|shareholders?|buyers?|sellers?|contractors?|subcontractors?|distributors?|franchis\w+|landlord|counterpart(?:y|ies)|opposing party)\b/i,
        /\b(?:other (?:party|side|company)|sued (?:by|us|me)|suing)\b/i,
      ],
    },
    {
      detail: "contract",
      mentions: [
        /\b(?:contracts?|agreements?|terms|nda|purchase orders?|invoices?|bylaws|handshake|oral|verbal(?:ly)? agreed|in writing)\b/i,
      ],
    },
  ],
  "tenant-landlord": [
    { detail: "lease", mentions: [/\b(?:leases?|rental agreement|month-to-month|tenancy)\b/i] },
    {
      detail: "propertyAddress",
      mentions: [streetAddressPattern, unitPattern],
      question: /\b(?:address|property)\b/i,
    },
    {
      detail: "role",
      mentions: [
        /\b(?:i(?:'m| am)|as) (?:the |a )?(?:landlord|tenant|renter|lessee|lessor|property (?:owner|manager)|owner)\b/i,
        /\bmy (?:landlord|tenants?|renters?|lessee|apartment|rental (?:property|unit)|lease)\b/i,
        /\bi (?:rent|own|lease|manage)\b/i,
      ],
      question: /\b(?:landlord or (?:the )?tenant|tenant or (?:the )?landlord)\b/i,
    },
  ],
  probate: [
    {
      detail: "decedent",
      mentions: [
        /\b(?:passed away|passed on|died|death|deceased|decedent|funeral|obituary|estate of)\b/i,
        /\blate (?:husband|wife|spouse|partner|father|mother|dad|mom|brother|sister|son|daughter|grand\w+|uncle|aunt)\b/i,
      ],
    },
    {
      detail: "will",
      mentions: [
        /\b(?:a|the|her|his|their|my|no|last|living|written|valid|new|old) wills?\b/i,
        /\b(?:testament|trusts?|intestate|without a will|codicil)\b/i,
      ],
    },
    {
      detail: "estate",
      mentions: [
        /\b(?:estates?|assets?|propert(?:y|ies)|house|home|bank accounts?|accounts?|investments?|stocks?|retirement|401\(?k\)?|ira|pension|life insurance|debts?|mortgage|inheritance|heirs?|beneficiar(?:y|ies)|vehicles?|cars?)\b/i,
      ],
    },
  ],
  education: [
    {
      detail: "school",
      mentions: [
        /\b(?:schools?|district|academy|universit(?:y|ies)|college|campus|preschool|kindergarten|teachers?|principal|professor)\b/i,
      ],
    },
    {
      detail: "student",
      mentions: [
        /\b(?:students?|grade|\d{1,2}(?:st|nd|rd|th)[- ]grader?|freshman|sophomore|undergrad\w*|grad student)\b/i,
        /\b(?:\d{1,2}|[a-z]+)[- ]years?[- ]old\b|\baged? \d{1,2}\b|\bmy (?:son|daughter|child|kid)\b/i,
      ],
    },
    {
      detail: "issue",
      mentions: [
        /\b(?:iep|504(?: plan)?|special (?:education|ed)|disabilit(?:y|ies)|accommodations?|suspen(?:ded|sion)|expel(?:led)?|expulsion|discipline|disciplinary|detention|bully(?:ing|ied)?|harass(?:ed|ment)|title ix|discriminat\w*|admissions?|tuition|financial aid|grades|transcripts?|diploma|graduation|truancy|restraint|seclusion|plagiarism|academic (?:misconduct|dishonesty|probation))\b/i,
      ],
    },
  ],
};

// i18n key segment per area: keys are camelCase (chat:matter.missing.tenantLandlord.lease).
const areaKeys: Record<ServiceArea, string> = {
  family: "family",
  employment: "employment",
  business: "business",
  "tenant-landlord": "tenantLandlord",
  probate: "probate",
  education: "education",
};

function datedMention(text: MatterText, patterns: readonly RegExp[]): boolean {
  const inProse = text.passages.some((passage) => hasTimeline(passage) && patterns.some((p) => p.test(passage)));
  const inAnswers = text.answers.some(
    ({ question, answer }) =>
      patterns.some((p) => p.test(`${question} ${answer}`)) &&
      (isDateAnswer(answer) || timelineQuestion.test(question)),
  );
  return inProse || inAnswers;
}

function detailGiven(text: MatterText, rule: DetailRule): boolean {
  if (rule.answeredBy && mentions(text, [rule.answeredBy])) return true;
  if (answeredQuestion(text, rule.question)) return true;
  return rule.dated ? datedMention(text, rule.mentions) : mentions(text, rule.mentions);
}

/** The details a service area needs, for documentation and tests. */
export function serviceDetails(area: ServiceArea): string[] {
  return serviceDetailRules[area].map((rule) => rule.detail);
}

/** What the visitor's matter says, without the firm's question texts ("divorce, custody or support?" says nothing). */
function saysItself(text: MatterText, pattern: RegExp): boolean {
  const summary = text.passages.slice(0, text.passages.length - text.answers.length);
  return [...summary, ...text.answers.map((entry) => entry.answer)].some((passage) => pattern.test(passage));
}

function notNeeded(text: MatterText, rule: DetailRule): boolean {
  const when = rule.notNeededWhen;
  return when !== undefined && saysItself(text, when.says) && !saysItself(text, when.unlessItSays);
}

function missingServiceDetails(service: string, text: MatterText): MissingInformationHint[] {
  return serviceAreasOf(service).flatMap((area) =>
    serviceDetailRules[area]
      .filter((rule) => !detailGiven(text, rule) && !notNeeded(text, rule))
      .map(
        (rule): MissingInformationHint => ({
          code: "service-detail",
          key: `chat:matter.missing.${areaKeys[area]}.${rule.detail}`,
          area,
          detail: rule.detail,
        }),
      ),
  );
}

// ---------------------------------------------------------------------------------------------

/**
 * The hints for a matter, in the order the panel lists them: summary, timeline, location,
 * evidence, per-service details, urgency, jurisdiction. No matter, no hints.
 */
export function missingInformation(
  matter: MatterFacts | null,
  context: MissingInformationContext = {},
): MissingInformationHint[] {
  if (!matter) return [];
  const text = matterText(matter);
  const hints: MissingInformationHint[] = [];
  const summaryLength = (matter.matterSummary ?? "").trim().length;
  if (summaryLength < matterSummaryMinLength) {
    hints.push({
      code: "summary",
      key: "chat:matter.missing.summary",
      minLength: matterSummaryMinLength,
      length: summaryLength,
    });
  }
  if (!timelineGiven(text)) hints.push({ code: "timeline", key: "chat:matter.missing.timeline" });
  if (!locationGiven(text, matter.jurisdiction)) hints.push({ code: "location", key: "chat:matter.missing.location" });
  if (!evidenceGiven(text, context)) hints.push({ code: "evidence", key: "chat:matter.missing.evidence" });
  hints.push(...missingServiceDetails(matter.service ?? "", text));
  if (!matter.urgency || matter.urgency === "unknown")
    hints.push({ code: "urgency", key: "chat:matter.missing.urgency" });
  if (!jurisdictionGiven(text, matter.jurisdiction)) {
    hints.push({ code: "jurisdiction", key: "chat:matter.missing.jurisdiction" });
  }
  return hints;
}
