import { citiesNamed, likelyCity } from "../../understanding/gazetteer.server.ts";
import { findPlace } from "../../understanding/places.ts";
import { OPPOSING_RELATIONS, type PracticeArea } from "./lexicon.ts";
import { clip, collapseSpace, countWords, splitSentences, titleCase } from "./tokens.ts";
import {
  AMBIGUOUS_STATE_CODES,
  AMBIGUOUS_STATE_NAMES,
  OTHER_COUNTRIES,
  STATE_CODE_BY_NAME,
  US_STATES,
} from "./us-places.ts";

/**
 * Facts a visitor states in free text: contact details, place, dates, the other party, urgency.
 * Every finder returns null when unsure: a missed fact is asked for, an invented one is not.
 */

export type Urgency = "low" | "medium" | "high" | "emergency";
export type Place = { city: string | null; county: string | null; state: string | null; country: string | null; raw: string | null };
export type DateMention = { phrase: string; sentence: string; iso: string | null; approximate: boolean };
export type Party = { name: string | null; relation: string | null };
export type UrgencyReading = { level: Urgency; phrase: string; danger: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// ---------------------------------------------------------------- e-mail and phone

export function findEmail(text: string): string | null {
  return /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i.exec(text)?.[0] ?? null;
}

export function findPhone(text: string): string | null {
  const match = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/.exec(text);
  return match ? match[0].trim() : null;
}

// ---------------------------------------------------------------- places

const CAP_WORD = "[A-Z][A-Za-z.'’-]*";
const STATE_NAMES_BY_LENGTH = [...STATE_CODE_BY_NAME.keys()].sort((a, b) => b.length - a.length);
const STATE_NAMES_CAPITALIZED = STATE_NAMES_BY_LENGTH.map((name) =>
  escapeRegExp(name.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/ Of /, " of ")),
).join("|");
const STATE_NAMES_ANY = STATE_NAMES_BY_LENGTH.map(escapeRegExp).join("|");
const STATE_CODES = Object.keys(US_STATES).join("|");
const PLACE_LEAD = "(?:in|from|near|around|outside(?: of)?|live in|living in|lives in|based in|located in|reside in|resident of|moved to|out of|state of)";

const CITY_STATE = new RegExp(`(${CAP_WORD}(?:\\s+${CAP_WORD}){0,3}),\\s*(${STATE_CODES}|D\\.C\\.|${STATE_NAMES_CAPITALIZED})(?![A-Za-z])`, "g");
const CITY_STATE_LOWER = new RegExp(`\\b${PLACE_LEAD}\\s+([a-z][a-z .'-]{1,40}?),\\s*(${STATE_NAMES_ANY}|[a-z]{2})\\b`, "gi");
const STATE_AFTER_LEAD = new RegExp(`\\b${PLACE_LEAD}\\s+(?:the state of\\s+)?(${STATE_NAMES_ANY})\\b`, "i");
const CODE_AFTER_LEAD = new RegExp(`\\b${PLACE_LEAD}\\s+(${STATE_CODES})\\b`, "g");
const STATE_ANYWHERE = new RegExp(`\\b(${STATE_NAMES_CAPITALIZED})\\b`, "g");
const COUNTY = new RegExp(`(${CAP_WORD}(?:\\s+${CAP_WORD})?)\\s+County\\b`, "g");
const CITY_COUNTRY = new RegExp(
  `(${CAP_WORD}(?:\\s+${CAP_WORD}){0,2}),\\s*(${[...OTHER_COUNTRIES.values()].filter((c, i, all) => all.indexOf(c) === i).map(escapeRegExp).join("|")}|UK|England|Scotland|Wales)\\b`,
);
const COUNTRY_AFTER_LEAD = new RegExp(
  `\\b${PLACE_LEAD}\\s+(${[...OTHER_COUNTRIES.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})\\b`,
  "i",
);

const PLACE_LEAD_WORDS = new Set([
  "in", "from", "at", "near", "live", "living", "lives", "located", "based", "outside", "around", "i'm", "im", "i", "we",
  "we're", "moved", "to", "the", "and", "but", "so", "hi", "hello", "currently", "now", "here", "of", "me", "my", "our",
  "both", "also", "it", "it's", "happened", "this", "that", "downtown",
]);
const NOT_PLACES = new Set([
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
  "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "yes", "no", "hi", "hello",
  "thanks", "ok", "okay", "well", "sure",
]);

function cleanCity(raw: string): string | null {
  const parts = raw.split(/\s+/);
  while (parts.length > 0 && PLACE_LEAD_WORDS.has(parts[0].toLowerCase().replace(/[’]/g, "'"))) parts.shift();
  const city = parts.join(" ").replace(/[.,]+$/, "");
  if (!city || NOT_PLACES.has(city.toLowerCase())) return null;
  return city;
}

function stateCode(raw: string): string | null {
  const trimmed = raw.trim().replace(/\./g, "");
  if (/^[A-Za-z]{2}$/.test(trimmed)) return US_STATES[trimmed.toUpperCase()] ? trimmed.toUpperCase() : null;
  return STATE_CODE_BY_NAME.get(trimmed.toLowerCase()) ?? null;
}

/** Where the visitor says they (or the events) are: "I'm in Charlotte, NC", "we live in Texas". */
export function parsePlace(text: string): Place | null {
  const place: Place = { city: null, county: null, state: null, country: null, raw: null };
  for (const match of text.matchAll(CITY_STATE)) {
    const city = cleanCity(match[1]);
    const code = stateCode(match[2]);
    if (!city || !code) continue;
    if (/ County$/.test(city)) place.county ??= city;
    else place.city ??= city;
    place.state ??= code;
    break;
  }
  if (!place.state) {
    for (const match of text.matchAll(CITY_STATE_LOWER)) {
      const code = stateCode(match[2]);
      const city = cleanCity(titleCase(match[1]));
      if (!code || !city || (match[2].length === 2 && match[2] !== match[2].toUpperCase() && AMBIGUOUS_STATE_CODES.has(code))) continue;
      place.city ??= city;
      place.state = code;
      break;
    }
  }
  if (!place.state) {
    const byName = STATE_AFTER_LEAD.exec(text);
    if (byName) place.state = stateCode(byName[1]);
  }
  if (!place.state) {
    for (const match of text.matchAll(CODE_AFTER_LEAD)) {
      if (AMBIGUOUS_STATE_CODES.has(match[1])) continue;
      place.state = match[1];
      break;
    }
  }
  if (!place.city) {
    // A city named in passing ("I'm in Charlotte"): the GeoNames gazetteer, no hand list.
    const known = CITY_COUNTRY.test(text) ? null : findPlace(text);
    if (known?.city && known.state && (!place.state || place.state === known.state)) {
      place.city = known.city;
      place.state ??= known.state;
    }
  }
  if (!place.state) {
    for (const match of text.matchAll(STATE_ANYWHERE)) {
      if (AMBIGUOUS_STATE_NAMES.has(match[1].toLowerCase())) continue;
      place.state = stateCode(match[1]);
      break;
    }
  }
  if (!place.county) {
    for (const match of text.matchAll(COUNTY)) {
      const county = cleanCity(match[1]);
      if (county) {
        place.county = `${county} County`;
        break;
      }
    }
  }
  if (!place.state) {
    const withCity = CITY_COUNTRY.exec(text);
    const country = COUNTRY_AFTER_LEAD.exec(text);
    if (withCity && cleanCity(withCity[1])) {
      place.city = cleanCity(withCity[1]);
      place.country = OTHER_COUNTRIES.get(withCity[2].toLowerCase()) ?? withCity[2];
    } else if (country) {
      place.country = OTHER_COUNTRIES.get(country[1].toLowerCase()) ?? null;
    }
  }
  if (place.state) place.country = "US";
  return place.city || place.county || place.state || place.country ? place : null;
}

/** A direct answer to "Where are you located?": also accepts a bare "NC", "raleigh nc" or a town we do not know. */
export function parsePlaceAnswer(reply: string): Place {
  const found = parsePlace(reply);
  if (found) return found;
  const text = reply
    .trim()
    .replace(/[.!]+$/, "")
    .replace(/^(?:i'?m in|i am in|i live in|we live in|we'?re in|it'?s in|it is in|in|the case is in|it happened in)\s+/i, "");
  const empty: Place = { city: null, county: null, state: null, country: null, raw: null };
  const code = stateCode(text);
  if (code) return { ...empty, state: code, country: "US" };
  const known = likelyCity(text);
  if (known) return { ...empty, city: known.name, state: known.state, country: "US" };
  const cityAndCode = /^(.+?)[,\s]+([A-Za-z]{2}|[A-Za-z ]{4,})$/.exec(text);
  const pairCode = cityAndCode ? stateCode(cityAndCode[2]) : null;
  if (cityAndCode && pairCode) {
    const city = titleCase(cityAndCode[1].replace(/,$/, ""));
    return / county$/i.test(city)
      ? { ...empty, county: titleCase(city), state: pairCode, country: "US" }
      : { ...empty, city, state: pairCode, country: "US" };
  }
  const country = OTHER_COUNTRIES.get(text.toLowerCase());
  if (country) return { ...empty, country };
  if (/ county$/i.test(text)) return { ...empty, county: titleCase(text) };
  return { ...empty, raw: clip(collapseSpace(reply), 120) };
}

export function placeLabel(place: Place): string {
  const local = place.city ?? place.county;
  if (local && place.state) return `${local}, ${place.state}`;
  if (place.state) return place.county ? `${place.county}, ${place.state}` : (US_STATES[place.state] ?? place.state);
  if (local && place.country) return `${local}, ${place.country}`;
  return local ?? place.country ?? place.raw ?? "";
}

// ---------------------------------------------------------------- dates

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const COUNT_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, "a few": 3, "a couple": 2, "a couple of": 2, couple: 2, several: 3,
};
const DAY = 86_400_000;

const monthIndex = (name: string) => MONTH_NAMES.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const isoMonth = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, "0")}`;
const monthsBack = (now: Date, count: number) => {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - count;
  return isoMonth(Math.floor(total / 12), total % 12);
};

type DateRule = { re: RegExp; approximate: boolean; resolve: (m: RegExpExecArray, now: Date) => string | null };

const DATE_RULES: DateRule[] = [
  {
    re: /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/i,
    approximate: false,
    resolve: (m) => {
      const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
      const month = Number(m[1]);
      const day = Number(m[2]);
      return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` : null;
    },
  },
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/, approximate: false, resolve: (m) => `${m[1]}-${m[2]}-${m[3]}` },
  {
    re: new RegExp(`\\b(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, "i"),
    approximate: false,
    resolve: (m, now) => {
      const month = monthIndex(m[1]);
      const day = Number(m[2]);
      if (month < 0 || day < 1 || day > 31) return null;
      let year = m[3] ? Number(m[3]) : now.getUTCFullYear();
      if (!m[3] && Date.UTC(year, month, day) > now.getTime()) year -= 1;
      return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    },
  },
  {
    re: /\b(yesterday|last night|this morning|earlier today|today|tonight|this afternoon|this evening)\b/i,
    approximate: false,
    resolve: (m, now) => isoDay(new Date(now.getTime() - (m[1].toLowerCase() === "yesterday" || m[1].toLowerCase() === "last night" ? DAY : 0))),
  },
  {
    re: /\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple(?: of)?|several|\d{1,3})\s+(day|week|month|year)s?\s+ago\b/i,
    approximate: true,
    resolve: (m, now) => {
      const count = COUNT_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
      if (!Number.isFinite(count)) return null;
      const unit = m[2].toLowerCase();
      if (unit === "day") return isoDay(new Date(now.getTime() - count * DAY));
      if (unit === "week") return isoDay(new Date(now.getTime() - count * 7 * DAY));
      if (unit === "month") return monthsBack(now, count);
      return String(now.getUTCFullYear() - count);
    },
  },
  {
    re: new RegExp(`\\blast\\s+(week|weekend|month|year|spring|summer|fall|autumn|winter|${WEEKDAYS.join("|")}|${MONTH})\\b`, "i"),
    approximate: true,
    resolve: (m, now) => {
      const what = m[1].toLowerCase();
      if (what === "week" || what === "weekend") return isoDay(new Date(now.getTime() - 7 * DAY));
      if (what === "month") return monthsBack(now, 1);
      if (what === "year") return String(now.getUTCFullYear() - 1);
      const weekday = WEEKDAYS.indexOf(what);
      if (weekday >= 0) {
        const back = (now.getUTCDay() - weekday + 7) % 7 || 7;
        return isoDay(new Date(now.getTime() - back * DAY));
      }
      const month = monthIndex(what);
      if (month >= 0) {
        const year = month < now.getUTCMonth() ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
        return isoMonth(year, month);
      }
      return null; // seasons: keep the visitor's words
    },
  },
  {
    re: /\b(?:this past|earlier this)\s+(week|weekend|month|year)\b/i,
    approximate: true,
    resolve: (m, now) => (m[1].toLowerCase() === "year" ? String(now.getUTCFullYear()) : m[1].toLowerCase() === "month" ? monthsBack(now, 0) : isoDay(new Date(now.getTime() - 3 * DAY))),
  },
  {
    re: new RegExp(`\\b(?:in|since|during|around|back in|from)\\s+(${MONTH})(?:\\s+(\\d{4}))?\\b(?!\\s+\\d)`, "i"),
    approximate: true,
    resolve: (m, now) => {
      const month = monthIndex(m[1]);
      if (month < 0) return null;
      if (m[2]) return isoMonth(Number(m[2]), month);
      return isoMonth(month <= now.getUTCMonth() ? now.getUTCFullYear() : now.getUTCFullYear() - 1, month);
    },
  },
  { re: /\b(?:in|since|during|around|back in)\s+((?:19|20)\d{2})\b/i, approximate: false, resolve: (m) => m[1] },
];

/** The first mention of when something happened: "two weeks ago", "last March", "on 3/14/2025". */
export function findPastDate(text: string, now?: Date): DateMention | null {
  // A month word alone ("May I ask") is not a date: every rule needs a preposition, "last" or a day number.
  const candidates = DATE_RULES.flatMap((rule) => {
    const match = rule.re.exec(text);
    return match ? [{ match, rule }] : [];
  }).sort((a, b) => a.match.index - b.match.index);
  for (const { match, rule } of candidates) {
    const iso = now ? rule.resolve(match, now) : null;
    if (now && iso && iso.length === 10 && Date.parse(`${iso}T00:00:00Z`) > now.getTime() + DAY) continue; // a deadline, not a past event
    const sentence = splitSentences(text).find((s) => s.includes(match[0])) ?? text;
    // "since January 2025" is as precise as its resolution; "two weeks ago" is not.
    const approximate = rule.approximate && !/\b(19|20)\d{2}\b/.test(match[0]);
    return { phrase: match[0], sentence: clip(sentence, 300), iso, approximate };
  }
  return null;
}

// ---------------------------------------------------------------- urgency

type UrgencyRule = { re: RegExp; level: Urgency; danger?: boolean };

const SOON = "(?:today|tomorrow|tonight|this morning|this afternoon)";
const THIS_WEEK =
  "(?:this week|next week|in (?:a|one|two|three|four|five|six|seven|[1-7]) days?|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)|this (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday))";
const COURT_EVENT = "(?:court date|court hearing|hearing|trial|arraignment|court)";

const URGENCY_RULES: UrgencyRule[] = [
  { re: /\b(in danger|afraid for my (life|safety)|fear for my (life|safety)|threatened to (kill|hurt)|going to (kill|hurt) me|(?:he|she|they|my \w+) (?:hit|beat|choked|strangled|attacked|hurt) me|unsafe at home)\b/i, level: "emergency", danger: true },
  { re: /\b(in jail|behind bars|locked up|(?:am|is|are|was|been|still) (?:in custody|detained|being held))\b/i, level: "emergency" },
  { re: new RegExp(`\\b${COURT_EVENT}\\b[^.?!]{0,40}\\b${SOON}\\b`, "i"), level: "emergency" },
  { re: new RegExp(`\\b${SOON}\\b[^.?!]{0,40}\\b${COURT_EVENT}\\b`, "i"), level: "emergency" },
  { re: /\b(evicted (today|tomorrow|tonight)|locked (me |us )?out|lockout|it'?s an emergency|this is an emergency|emergency)\b/i, level: "emergency" },
  { re: /\b(arrested|arrest warrant|warrant (out )?for my arrest|charged with)\b/i, level: "high" },
  { re: /\b(eviction notice|notice to (vacate|quit)|being evicted|evicting (me|us)|eviction)\b/i, level: "high" },
  { re: new RegExp(`\\b(deadline|due|${COURT_EVENT}|respond|response|answer|sign)\\b[^.?!]{0,40}\\b${THIS_WEEK}\\b`, "i"), level: "high" },
  { re: new RegExp(`\\b${THIS_WEEK}\\b[^.?!]{0,30}\\b(deadline|due|${COURT_EVENT})\\b`, "i"), level: "high" },
  { re: /\b(served with (papers|a summons|a lawsuit)|been served|summons|being sued|sued me|suing me|garnish\w*|foreclos\w*|repossess\w*|urgent(?! care)|urgently|asap|as soon as possible|right away|immediately)\b/i, level: "high" },
  { re: /\b(deadline|court date|hearing|due (date|by|on)|statute of limitations|next month|in (a few|\d+) weeks)\b/i, level: "medium" },
  { re: /\b(no rush|not urgent|no deadline|no hurry|whenever is convenient|not in a hurry)\b/i, level: "low" },
];

const RANK: Record<Urgency, number> = { low: 0, medium: 1, high: 2, emergency: 3 };

/** "I haven't been arrested": a negator within the three words before, in the same clause. */
function negated(text: string, index: number): boolean {
  const clause = text.slice(0, index).split(/[,.;:!?]/).at(-1) ?? "";
  const lastWords = clause.toLowerCase().replace(/’/g, "'").trim().split(/\s+/).slice(-3);
  return lastWords.some((w) => /^(not|never|no|nothing|without|\w+n't)$/.test(w));
}

/** The most urgent thing the visitor said, if anything. */
export function assessUrgency(texts: readonly string[]): UrgencyReading | null {
  let best: UrgencyReading | null = null;
  let danger = false;
  for (const text of texts) {
    for (const rule of URGENCY_RULES) {
      const match = rule.re.exec(text);
      if (!match) continue;
      if (rule.level !== "low" && negated(text, match.index)) continue;
      danger ||= Boolean(rule.danger);
      if (!best || RANK[rule.level] > RANK[best.level]) best = { level: rule.level, phrase: match[0], danger: false };
    }
  }
  return best ? { ...best, danger } : null;
}

// Answers to "Is anything urgent?": how soon the visitor's own timeframe falls.
const DAY_WORDS = "(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?|several|\\d{1,2})";
const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
const WITHIN_DAYS = new RegExp(
  [
    "\\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week|weekend))\\b",
    `\\b(?:in|within|only|just)\\s+(?:the next\\s+)?${DAY_WORDS}\\s+days?\\b`,
    `\\b${DAY_WORDS}\\s+days?\\s+(?:from now|away|left|to|until|before)\\b`,
    "\\b(?:next|coming) (?:few|couple(?: of)?) days\\b",
    `\\b(?:on|by|this|until)\\s+${WEEKDAY}\\b`,
  ].join("|"),
  "i",
);
const WITHIN_WEEKS = new RegExp(
  [
    "\\b(?:next|coming) (?:week|weekend|month)\\b|\\bthis month\\b|\\bend of (?:the|this) month\\b",
    `\\b(?:in|within|only|just)\\s+(?:the next\\s+)?(?:${DAY_WORDS}\\s+weeks?|a month|one month)\\b`,
    `\\b${DAY_WORDS}\\s+weeks?\\s+(?:from now|away|left|to|until|before)\\b`,
    "\\b(?:next|coming) (?:few|couple(?: of)?) weeks\\b",
    `\\bnext ${WEEKDAY}\\b`,
  ].join("|"),
  "i",
);
const WITHIN_MONTHS = new RegExp(
  [
    `\\b(?:in|within|about|around)\\s+(?:the next\\s+)?(?:${DAY_WORDS}|\\d{1,2})\\s+months?\\b`,
    `\\b(?:${DAY_WORDS})\\s+months?\\s+(?:from now|away|left|to|until|before)\\b`,
    "\\b(?:next|coming) (?:few|couple(?: of)?) months\\b|\\blater this year\\b|\\bnext year\\b|\\bthis (?:summer|fall|autumn|winter|spring)\\b",
  ].join("|"),
  "i",
);
const NOTHING_URGENT =
  /^(?:no+|nope|nah|none|not really|not at all|not yet|not right now|not at the moment|not that i know of|i don'?t think so|nothing(?: really)?(?: urgent| pressing| yet| right now| at the moment)?|there'?s nothing(?: urgent)?|nothing is urgent|it'?s not urgent|not urgent|no rush|no hurry|no deadlines?|all good)\b/i;
const DANGER = /\b(?:safety|unsafe|danger|dangerous|threat(?:s|ened|ening)?|violen(?:t|ce)|abus(?:e|ed|ive|ing)|scared of (?:him|her|them)|afraid of (?:him|her|them))\b/i;
const AFFIRMATIVE = /^(?:yes|yeah|yep|yup|very|definitely|absolutely|it is|it'?s urgent)\b|\b(?<!not |nothing )urgent(?! care)\b|\bsoon\b/i;

/**
 * A direct answer to "Is anything urgent — a court date, a deadline, or a safety concern?". A no is
 * low; a date within days (or danger) is an emergency, within weeks high, within months medium.
 * Null when the answer says neither, so nothing is invented.
 */
export function parseUrgencyAnswer(reply: string, now?: Date): Urgency | null {
  const text = collapseSpace(reply).replace(/’/g, "'");
  if (!text) return null;
  const stated = assessUrgency([text]);
  if (stated?.level === "emergency") return "emergency";
  const danger = DANGER.exec(text);
  if (danger && !negated(text, danger.index)) return "emergency";
  const statedLevel = stated && stated.level !== "low" ? stated.level : null;
  let timed: Urgency | null = null;
  if (WITHIN_DAYS.test(text)) timed = "emergency";
  else if (WITHIN_WEEKS.test(text)) timed = "high";
  else if (WITHIN_MONTHS.test(text)) timed = "medium";
  else timed = urgencyOfDate(text, now);
  if (timed) return maxUrgency(timed, statedLevel);
  if (NOTHING_URGENT.test(text)) return statedLevel ?? "low";
  if (AFFIRMATIVE.test(text)) return maxUrgency("high", statedLevel);
  return stated?.level ?? null;
}

/** "March 3" or "7/1": how far ahead the next such day is, when the clock is known. */
function urgencyOfDate(text: string, now?: Date): Urgency | null {
  if (!now) return null;
  const named = new RegExp(`\\b(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, "i").exec(text);
  const numeric = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/.exec(text);
  let month = -1;
  let day = 0;
  let year: number | null = null;
  if (named) {
    month = monthIndex(named[1]);
    day = Number(named[2]);
  } else if (numeric) {
    month = Number(numeric[1]) - 1;
    day = Number(numeric[2]);
    if (numeric[3]) year = numeric[3].length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3]);
  }
  if (month < 0 || month > 11 || day < 1 || day > 31) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let when = Date.UTC(year ?? now.getUTCFullYear(), month, day);
  if (year === null && when < today) when = Date.UTC(now.getUTCFullYear() + 1, month, day);
  const days = (when - today) / DAY;
  if (days < 0) return null; // a date in the past is history, not a deadline
  if (days <= 7) return "emergency";
  if (days <= 42) return "high";
  return "medium";
}

export function maxUrgency(a: Urgency | null, b: Urgency | null): Urgency | null {
  if (!a) return b;
  if (!b) return a;
  return RANK[a] >= RANK[b] ? a : b;
}

// ---------------------------------------------------------------- names

/** Capitalised words that follow "I'm" without being a name. */
const NOT_NAMES = new Set(
  (
    "i me my we you he she they it the a an and but so not in on at from to of for with this that just also really very still " +
    "being getting looking writing trying here there married divorced separated pregnant sorry scared worried afraid unsure " +
    "ok okay fine good calling reaching contacting hoping wondering new interested single disabled unemployed innocent " +
    "mr mrs ms dr yes no hi hello hey thanks thank please help lawyer attorney client victim defendant plaintiff " +
    "january february march april may june july august september october november december monday tuesday wednesday " +
    "thursday friday saturday sunday last next today tomorrow yesterday"
  ).split(" "),
);

function cleanName(raw: string): string | null {
  const parts = raw.replace(/[.,!?;:]+$/, "").split(/\s+/).filter(Boolean);
  while (parts.length > 0 && NOT_NAMES.has(parts.at(-1)!.toLowerCase())) parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  if (NOT_NAMES.has(parts[0].toLowerCase())) return null;
  // "I'm in Charlotte" is a place: a state or a large city (200,000 people or more) is no name.
  const place = parts.join(" ");
  if (parts.some((p) => STATE_CODE_BY_NAME.has(p.toLowerCase())) || (citiesNamed(place)[0]?.population ?? 0) >= 200_000) return null;
  return titleCase(parts.join(" "));
}

/** The visitor introducing themselves: "My name is Jane Doe", "I'm Jane". */
export function findVisitorName(text: string): string | null {
  const named = /\bmy name(?: is|'s)\s+([A-Za-z][A-Za-z'-]+(?:\s+[A-Za-z][A-Za-z'-]+){0,3})/i.exec(text);
  if (named) {
    const words = named[1].split(/\s+/);
    const cut = words.findIndex((w, i) => i > 0 && (NOT_NAMES.has(w.toLowerCase()) || /^(and|i|im|from|in)$/i.test(w)));
    const name = cleanName((cut > 0 ? words.slice(0, cut) : words).join(" "));
    if (name) return name;
  }
  const intro = /\b(?:I'm|I’m|I am|Im|[Tt]his is|[Nn]ame's)\s+([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){0,2})\b/.exec(text);
  if (intro) return cleanName(intro[1]);
  return null;
}

const NAME_ANSWER_PREFIX = /^(?:(?:hi|hello|hey|sure|ok|okay|yes)[,!.\s]+)?(?:my (?:full )?name is|my name's|name is|name's|i'm|i’m|i am|im|it's|it is|this is|call me|the name is|it’s)\s+/i;

/** A direct answer to "What is your full name?". */
export function parseNameAnswer(reply: string): string | null {
  const text = reply.trim().replace(NAME_ANSWER_PREFIX, "").replace(/[.!]+$/, "");
  if (/^[A-Za-z][A-Za-z.'-]*(?:\s+[A-Za-z][A-Za-z.'-]*){0,3}$/.test(text)) return cleanName(text);
  return findVisitorName(reply);
}

// ---------------------------------------------------------------- the other party

const NAME_AFTER = "((?:[A-Z][\\w&'’.-]*)(?:\\s+(?:[A-Z][\\w&'’.-]*|&|of)){0,3})";

function relationPattern(relation: string): string {
  return escapeRegExp(relation).replace(/'/g, "['’]?").replace(/-/g, "[- ]?").replace(/\\?\s+/g, "\\s+");
}

/** Words ending in a full stop that do not end a sentence: "Acme Corp. sued", "John Smith Jr." */
const ABBREVIATED = /^(?:inc|corp|co|ltd|llc|jr|sr|st|mr|mrs|ms|dr|[a-z])\.$/i;

function cleanPartyName(raw: string): string | null {
  const parts = raw.replace(/[.,!?;:]+$/, "").split(/\s+/);
  // "my wife is Maria Reyes. We…": the name ends with its sentence.
  const end = parts.findIndex((part) => /[.!?]$/.test(part) && !ABBREVIATED.test(part));
  if (end >= 0) parts.splice(end + 1);
  if (end >= 0) parts[end] = parts[end].replace(/[.!?]+$/, "");
  while (parts.length > 0 && (NOT_NAMES.has(parts.at(-1)!.toLowerCase()) || /^(&|of)$/.test(parts.at(-1)!))) parts.pop();
  if (parts.length === 0) return null;
  if (NOT_NAMES.has(parts[0].toLowerCase()) && !/^(llc|inc|corp)$/i.test(parts[0])) return null;
  const name = parts.join(" ").replace(/['’]s$/, "").replace(/[,;:]+$/, "");
  return name.length >= 2 ? name : null;
}

/** A name the visitor typed in lower case after "named" or "'s name is": "my wife's name is maria reyes". */
function namedInLowerCase(text: string, relation: string): string | null {
  const match = new RegExp(
    `\\b(?:my|our|the|his|her|their)\\s+(?:former\\s+|old\\s+|current\\s+)?${relationPattern(relation)}(?:['’]s\\s+(?:full\\s+)?name\\s+(?:is|was)|\\s+(?:is\\s+|was\\s+)?(?:named|called))\\s+([a-z][a-z'’-]+(?:\\s+[a-z][a-z'’-]+){0,2})`,
    "i",
  ).exec(text);
  if (!match) return null;
  const words = match[1].split(/\s+/);
  const stop = words.findIndex((word) => NOT_NAMES.has(word.toLowerCase()) || /^(?:who|whom|whose|he|she|they|is|was|has|had)$/i.test(word));
  const kept = stop >= 0 ? words.slice(0, stop) : words;
  return kept.length > 0 ? titleCase(kept.join(" ")) : null;
}

/**
 * The other side as the visitor describes it: "my husband John" → John (husband); "I work for
 * Acme Corp" → Acme Corp (employer); "my landlord" → landlord, name unknown.
 */
/** How a relation is shown: "my ex" → "ex-partner", "hoa" → "HOA". */
function relationLabel(relation: string): string {
  if (relation === "ex") return "ex-partner";
  if (relation === "hoa") return "HOA";
  return relation;
}

export function findOpposingParty(text: string, area: PracticeArea | null): Party | null {
  const relations = [...OPPOSING_RELATIONS[area ?? "general"]].sort((a, b) => b.length - a.length);
  for (const relation of relations) {
    const pattern = relationPattern(relation);
    const after = new RegExp(
      `\\b(?:[Mm]y|[Oo]ur|[Tt]he|[Hh]is|[Hh]er|[Tt]heir)\\s+(?:former\\s+|old\\s+|current\\s+)?${pattern}(?:['’]s\\s+(?:full\\s+)?name\\s+(?:is|was)|,|\\s+(?:is\\s+|was\\s+)?named|\\s+(?:is\\s+|was\\s+)?called|\\s+is|\\s+was)?\\s+${NAME_AFTER}`,
    ).exec(text);
    if (after) {
      const name = cleanPartyName(after[1]);
      if (name) return { name, relation: relationLabel(relation) };
    }
    const lowerCase = namedInLowerCase(text, relation);
    if (lowerCase) return { name: lowerCase, relation: relationLabel(relation) };
    const before = new RegExp(`\\b${NAME_AFTER}\\s*(?:,|\\()\\s*(?:my|our|the)\\s+${pattern}\\b`).exec(text);
    if (before) {
      const name = cleanPartyName(before[1]);
      if (name) return { name, relation: relationLabel(relation) };
    }
  }
  if (area === "employment" || area === "general" || area === null) {
    const employer = new RegExp(
      `\\b(?:work(?:ed|ing)?\\s+(?:for|at)|employed\\s+(?:by|at)|(?:fired|terminated|laid\\s+off|let\\s+go|dismissed)\\s+(?:me\\s+)?(?:from|by)|quit|(?:job|position|boss|manager|supervisor)\\s+at)\\s+${NAME_AFTER}`,
    ).exec(text);
    const name = employer ? cleanPartyName(employer[1]) : null;
    if (name) return { name, relation: "employer" };
  }
  const called = new RegExp(`\\b(?:company|business|store|firm|landlord|contractor|person|guy|woman|man)\\s+(?:called|named)\\s+${NAME_AFTER}`).exec(text);
  const calledName = called ? cleanPartyName(called[1]) : null;
  if (calledName) return { name: calledName, relation: null };
  const against = new RegExp(`\\b(?:against|suing|sued\\s+by|sue)\\s+${NAME_AFTER}`).exec(text);
  const againstName = against ? cleanPartyName(against[1]) : null;
  if (againstName) return { name: againstName, relation: null };
  let first: { index: number; relation: string } | null = null;
  for (const relation of relations) {
    const match = new RegExp(`\\b(?:my|our|the|his|her|their)\\s+(?:former\\s+|old\\s+)?${relationPattern(relation)}\\b(?!-)`, "i").exec(text);
    if (match && (!first || match.index < first.index)) first = { index: match.index, relation };
  }
  return first ? { name: null, relation: relationLabel(first.relation) } : null;
}

const NO_PARTY = /^(?:none|no one|nobody|no other part(?:y|ies)|there (?:isn'?t|is no) (?:one|anyone|other party)|just me|nope|n\/a|not applicable|no)\b[.!]?$/i;

export type PartyAnswer = { kind: "party"; party: Party } | { kind: "none" } | { kind: "unclear" };

/** A direct answer to "What is the other party's name?". */
export function parsePartyAnswer(reply: string, relation: string | null, area: PracticeArea | null): PartyAnswer {
  const text = reply.trim();
  if (NO_PARTY.test(text)) return { kind: "none" };
  const described = findOpposingParty(text, area);
  if (described?.name) return { kind: "party", party: { name: described.name, relation: described.relation ?? relation } };
  const stripped = text
    .replace(/^(?:(?:his|her|their|the)\s+(?:full\s+)?name\s+is|it'?s|it is|(?:she|he|they)\s+(?:is|are)|called|named|the company is)\s+/i, "")
    .replace(/[.!]+$/, "");
  if (stripped && !stripped.includes("?") && countWords(stripped) <= 6) {
    return { kind: "party", party: { name: titleCase(stripped), relation: described?.relation ?? relation } };
  }
  if (described) return { kind: "party", party: { name: null, relation: described.relation } };
  if (!text.includes("?") && countWords(text) <= 20) return { kind: "party", party: { name: clip(text, 120), relation } };
  return { kind: "unclear" };
}

export function partyLabel(party: Party): string {
  if (party.name && party.relation) return `${party.name} (${party.relation})`;
  if (party.name) return party.name;
  return party.relation ? `${party.relation} (name not given)` : "";
}
