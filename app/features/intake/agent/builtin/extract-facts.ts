import * as chrono from "chrono-node";
import { citiesNamed, likelyCity } from "~/features/intake/understanding/gazetteer.server.ts";
import { findPlace } from "~/features/intake/understanding/places.ts";
import {
  findParties,
  findVisitorName as visitorNameIn,
  opposingParty,
} from "~/features/intake/understanding/parties.ts";
import { classifyPracticeArea } from "~/features/intake/understanding/practice-areas.ts";
import { MONTH_NAMES, WEEKDAY_NAMES } from "~/features/intake/understanding/text.ts";
import type { PracticeArea } from "./lexicon.ts";
import { collapseSpace } from "~/lib/sentences.ts";
import { clip, countWords, splitSentences, titleCase } from "./tokens.ts";
import {
  AMBIGUOUS_STATE_CODES,
  AMBIGUOUS_STATE_NAMES,
  OTHER_COUNTRIES,
  STATE_CODE_BY_NAME,
  US_STATES,
} from "./us-places.ts";
import { escapeRegExp } from "~/lib/escape-reg-exp.ts";

/**
 * Facts a visitor states in free text: contact details, place, dates, the other party, urgency.
 * Every finder returns null when unsure: a missed fact is asked for, an invented one is not.
 */

export type Urgency = "low" | "medium" | "high" | "emergency";
export type Place = {
  city: string | null;
  county: string | null;
  state: string | null;
  country: string | null;
  raw: string | null;
};
export type DateMention = { phrase: string; sentence: string; iso: string | null; approximate: boolean };
export type Party = { name: string | null; relation: string | null };
export type UrgencyReading = { level: Urgency; phrase: string; danger: boolean };

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
const PLACE_LEAD =
  "(?:in|from|near|around|outside(?: of)?|live in|living in|lives in|based in|located in|reside in|resident of|moved to|out of|state of)";

const CITY_STATE = new RegExp(
  `(${CAP_WORD}(?:\\s+${CAP_WORD}){0,3}),\\s*(${STATE_CODES}|D\\.C\\.|${STATE_NAMES_CAPITALIZED})(?![A-Za-z])`,
  "g",
);
const CITY_STATE_LOWER = new RegExp(
  `\\b${PLACE_LEAD}\\s+([a-z][a-z .'-]{1,40}?),\\s*(${STATE_NAMES_ANY}|[a-z]{2})\\b`,
  "gi",
);
const STATE_AFTER_LEAD = new RegExp(`\\b${PLACE_LEAD}\\s+(?:the state of\\s+)?(${STATE_NAMES_ANY})\\b`, "i");
const CODE_AFTER_LEAD = new RegExp(`\\b${PLACE_LEAD}\\s+(${STATE_CODES})\\b`, "g");
const STATE_ANYWHERE = new RegExp(`\\b(${STATE_NAMES_CAPITALIZED})\\b`, "g");
const COUNTY = new RegExp(`(${CAP_WORD}(?:\\s+${CAP_WORD})?)\\s+County\\b`, "g");
const CITY_COUNTRY = new RegExp(
  `(${CAP_WORD}(?:\\s+${CAP_WORD}){0,2}),\\s*(${[...OTHER_COUNTRIES.values()]
    .filter((c, i, all) => all.indexOf(c) === i)
    .map(escapeRegExp)
    .join("|")}|UK|England|Scotland|Wales)\\b`,
);
const COUNTRY_AFTER_LEAD = new RegExp(
  `\\b${PLACE_LEAD}\\s+(${[...OTHER_COUNTRIES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})\\b`,
  "i",
);

const PLACE_LEAD_WORDS = new Set([
  "in",
  "from",
  "at",
  "near",
  "live",
  "living",
  "lives",
  "located",
  "based",
  "outside",
  "around",
  "i'm",
  "im",
  "i",
  "we",
  "we're",
  "moved",
  "to",
  "the",
  "and",
  "but",
  "so",
  "hi",
  "hello",
  "currently",
  "now",
  "here",
  "of",
  "me",
  "my",
  "our",
  "both",
  "also",
  "it",
  "it's",
  "happened",
  "this",
  "that",
  "downtown",
]);
const NOT_PLACES = new Set([
  ...MONTH_NAMES,
  ...WEEKDAY_NAMES,
  "yes",
  "no",
  "hi",
  "hello",
  "thanks",
  "ok",
  "okay",
  "well",
  "sure",
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
      if (
        !code ||
        !city ||
        (match[2].length === 2 && match[2] !== match[2].toUpperCase() && AMBIGUOUS_STATE_CODES.has(code))
      )
        continue;
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
    .replace(
      /^(?:i'?m in|i am in|i live in|we live in|we'?re in|it'?s in|it is in|in|the case is in|it happened in)\s+/i,
      "",
    );
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

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** "back in 2019": a year alone, which the date parser leaves to the words around it. */
const YEAR_ALONE = /\b(?:back in|in|since|during|around)\s+((?:19|20)\d{2})\b/i;

/**
 * The first mention of when something happened ("two weeks ago", "last March", "on 3/14/2025"),
 * read by chrono-node: a day when the words name one, a month ("2025-03") or a year otherwise.
 * A day still ahead is a deadline, not a past event; without a clock only the words are kept.
 */
export function findPastDate(text: string, now?: Date): DateMention | null {
  const reference = now ?? new Date(0);
  for (const result of chrono.casual.parse(text, { instant: reference, timezone: 0 })) {
    const c = result.start;
    // "last March", "since june": the word before a month belongs to the phrase.
    const lead = /\b(last|since|back in|in|during|around)\s+$/i.exec(text.slice(0, result.index))?.[0] ?? "";
    const phrase = c.isCertain("day") || c.isCertain("weekday") ? result.text : `${lead}${result.text}`;
    let iso: string | null = null;
    if (now) {
      const day = isoDay(c.date());
      if (c.isCertain("day") || c.isCertain("weekday") || /\b(ago|yesterday|last night)\b/i.test(result.text)) {
        if (Date.parse(`${day}T00:00:00Z`) > now.getTime() + DAY) continue; // a deadline, not a past event
        iso = day;
      } else if (c.isCertain("month")) {
        const year = c.isCertain("year") || day <= isoDay(now) ? Number(day.slice(0, 4)) : Number(day.slice(0, 4)) - 1;
        iso = `${year}-${day.slice(5, 7)}`;
      }
    }
    const sentence = splitSentences(text).find((s) => s.includes(result.text)) ?? text;
    const approximate =
      !/\b(19|20)\d{2}\b/.test(phrase) && (!c.isCertain("day") || /\b(ago|last|past)\b/i.test(phrase));
    return { phrase: phrase.trim(), sentence: clip(sentence, 300), iso, approximate };
  }
  const year = YEAR_ALONE.exec(text);
  if (!year) return null;
  const sentence = splitSentences(text).find((s) => s.includes(year[0])) ?? text;
  return { phrase: year[0], sentence: clip(sentence, 300), iso: year[1]!, approximate: false };
}

// ---------------------------------------------------------------- urgency

/** Only when the text also says this (a broken heater is a repair, a broken heater with a baby in the cold is not). */
type UrgencyRule = { re: RegExp; level: Urgency; danger?: boolean; when?: RegExp; unless?: RegExp };

/** No heat, water or power at home. */
const NO_UTILITY =
  /\b(?:(?:no|without) (?:heat|running water|electricity|power)\b(?! bill)|(?:heat|heating|heater|furnace|boiler|radiators?|water|electricity|power)(?: (?:in|at) (?:our|my|the) \w+)?(?: has| have)? (?:hasn'?t|has not|haven'?t|have not|isn'?t|is not|doesn'?t|does not|don'?t|do not|never) (?:been )?(?:work(?:ed|s|ing)?|on|fixed|come back))/i;
/** Who or what makes a home without heat dangerous now. */
const VULNERABLE_OR_COLD =
  /\b(?:baby|babies|infant|newborn|toddler|kids|children|pregnant|elderly|oxygen|freezing|frozen|-?\d{1,2} degrees|below zero|snow\w*|winter)\b/i;

// "a week from tomorrow" is no day soon.
const SOON = "(?<!\\bfrom\\s)(?:today|tomorrow|tonight|this morning|this afternoon)";
const THIS_WEEK =
  "(?:this week|next week|in (?:a|one|two|three|four|five|six|seven|[1-7]) days?|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)|this (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday))";
const COURT_EVENT = "(?:court date|court hearing|hearing|trial|arraignment|court)";

const URGENCY_RULES: UrgencyRule[] = [
  {
    re: /\b(in danger|afraid for my (life|safety)|fear for my (life|safety)|threatened to (kill|hurt)|going to (kill|hurt) me|(?:he|she|they|my \w+) (?:hit|beat|choked|strangled|attacked|hurt) me|unsafe at home)\b/i,
    level: "emergency",
    danger: true,
  },
  {
    // Someone at the visitor's door now: "he's outside my house banging on the door", "está afuera de mi casa".
    re: /\b(?:(?:is|are|he'?s|she'?s|they'?re)\s+(?:outside|at)\s+(?:my|our|the)\s+(?:front\s+)?(?:door|house|apartment|home|window)\b[^.!?]{0,40}?\b(?:right now|now|banging|pounding|kicking|yelling|screaming)|(?:banging|pounding|kicking) (?:on|in) (?:my|our|the) (?:front )?door|est[aá] afuera de (?:mi|la|nuestra) casa|golpeando (?:la|mi) puerta)/i,
    level: "emergency",
    danger: true,
  },
  {
    // "the writ will be executed tomorrow", "the sheriff is coming tomorrow": a removal from home a day away.
    re: new RegExp(
      `\\b(?:writ|sheriff|marshal|constable|lockout)\\b[^.?!]{0,60}\\b${SOON}\\b|\\b${SOON}\\b[^.?!]{0,40}\\b(?:sheriff|marshal|constable)\\b`,
      "i",
    ),
    level: "emergency",
  },
  {
    // "my son is in jail"; not a fear ("they will put me in jail", "could end up in jail").
    re: /\b((?<!\b(?:put(?:ting)?|throw(?:ing)?|send(?:ing)?|land(?:ing)?|end(?:ing)? up|wind(?:ing)? up|be|work(?:s|ed|ing)?(?:\s+as\s+an?\s+[\w-]+)?|employed)\s+(?:(?:me|him|her|us|them|you)\s+)?)in (?:the )?(?:[\w.'’-]+ ){0,2}?(?:county |city )?jail|behind bars|locked up|(?:am|is|are|was|been|still) (?:in custody|detained|being held))\b/i,
    level: "emergency",
    // "i was in jail for 2 days until my grandma posted bond": custody that is over.
    unless:
      /\b(?:(?:was|were) |spent (?:\w+ ){1,2})in (?:the )?(?:[\w.'’-]+ ){0,2}?(?:county |city )?(?:jail|custody) (?:for|overnight|until)\b|\b(?:posted|paid|made) (?:his |her |my |the )?(?:bond|bail)\b|\bbailed (?:me|him|her|them) out\b|\b(?:got|was|been) (?:out|released) (?:of jail|on bond|on bail|from jail)\b/i,
  },
  { re: new RegExp(`\\b${COURT_EVENT}\\b[^.?!]{0,40}\\b${SOON}\\b`, "i"), level: "emergency" },
  { re: new RegExp(`\\b${SOON}\\b[^.?!]{0,40}\\b${COURT_EVENT}\\b`, "i"), level: "emergency" },
  {
    re: /\b(evicted (today|tomorrow|tonight)|locked (me |us )?out(?! of (?:the|our|my|her|his|their) (?:[\w-]+ )?(?:accounts?|books|email|system|computer|software|portal|dashboard|office|business))|lockout|changed (the|my|our|her|his|their) locks?|(?<!\b(?:will|to|gonna|going to|might|may|could|would|threaten\w*)\s+)change (the|my|our) locks? (?:today|this morning|tonight|when|while)|(?:le|me|nos|les) cambi(?:ó|o|aron) (?:las |los |la |el )?(?:chapas?|cerraduras?|chapas? de la puerta|candados?)|(?:are|is|they'?re|he'?s|she'?s) (?:changing|drilling|removing) (?:my|our|the) locks|locks? (were|was|got) changed|(shut|cut|turned) off (my|our|the) (heat|water|power|electricity|gas)|(hasn'?t|has not|won'?t|will not|refuses? to|didn'?t|did not|never) (returned?|brought back|bring back|given back|give back) (?:(my|our|the|their|his|her) (son|daughter|kids?|child|children|baby|grand(?:son|daughter|kids?|children))|him|her|them)\b(?! (?:my|a|the|any) (?:call|calls|message|messages|email|emails|text|texts|money|deposit|keys?))(?!\s+(?:till|until|til)\b)|(?:won'?t|will not|refuses? to) give (?:him|her|them|(?:my|our) (?:son|daughter|kids?|child|children|baby)) back|(?:(?:i'?ll|i will|we'?ll|we will) never|(?:i|we) (?:will|would) never|never (?:going|gonna|allowed) to) (?:get to )?see (?:him|her|them|(?:my|our) (?:son|daughter|kids?|child|children|baby)) again|it'?s an emergency|this is an emergency|(?<!\bnon[- ]?)emergency(?![- ](?:rooms?|dept|department|vet|veterinar\w*|contacts?|line|number|services|medical|surgery|c-section|brake|fund|shelter|exit|lights?|kit|responders?|physician|doctor|care|clinic|leave)\b))\b/i,
    level: "emergency",
  },
  { re: NO_UTILITY, level: "emergency", when: VULNERABLE_OR_COLD },
  {
    re: /\b(?:took|has taken|kept|is keeping|ran off with|left (?:the state )?with) (?:my|our) (?:son|daughter|kids?|child|children|baby|grand(?:son|daughter|kids?|children))\b/i,
    level: "high",
  },
  {
    // "tengo una orden de arresto", "hay una orden de captura": a warrant, in Spanish too.
    re: /\b(arrested|arrest warrant|warrant (out )?for my arrest|charged with|orden de (?:arresto|captura|aprehensi[oó]n))\b/i,
    level: "high",
  },
  {
    // "now hes saying hes not bringing her back": a child kept past the agreed return, told as a plan.
    re: /\bnot (?:bringing|returning|giving) (?:him|her|them|(?:my|our|the|their) (?:son|daughter|kids?|child|children|baby)) back\b/i,
    level: "high",
  },
  {
    re: /\b(restraining order|protective order|order of protection|stalk(?:ing|s|ed) (me|us)|(?:texting|sending|messaging) (me|us) threats|threatening (?:texts|messages)|slashed my tires|showed up at my (job|work|house|home|door|school))\b/i,
    level: "high",
  },
  {
    re: /\b(eviction notice|notice to (vacate|quit)|pay or (quit|vacate)|(3|three|5|five)[- ]day notice|being evicted|evicting (me|us)|eviction)\b/i,
    level: "high",
  },
  {
    re: new RegExp(
      `\\b(deadline|due|${COURT_EVENT}|respond|response|answer|sign)\\b[^.?!]{0,40}\\b${THIS_WEEK}\\b`,
      "i",
    ),
    level: "high",
  },
  { re: new RegExp(`\\b${THIS_WEEK}\\b[^.?!]{0,30}\\b(deadline|due|${COURT_EVENT})\\b`, "i"), level: "high" },
  {
    re: /\b(served with (papers|a summons|a lawsuit)|been served|summons|being sued|sued me|suing me|garnish\w*|foreclos\w*|repossess\w*)\b/i,
    level: "high",
  },
  {
    // "URGENT!!! ok not really urgent lol": a plea the visitor takes back says nothing.
    re: /\b(urgent(?! care)|urgently|asap|as soon as possible|right away|immediately)\b/i,
    level: "high",
    unless: /\bnot (?:really |that |very |super |actually )?urgent\b|\bnothing(?:'s| is) (?:due|urgent)\b/i,
  },
  {
    re: /\b(deadline|court date|hearing|due (date|by|on)|statute of limitations|next month|in (a few|\d+) weeks)\b/i,
    level: "medium",
    // "i don't know if the deadline for that already passed": a limit gone by presses nothing.
    unless:
      /\b(?:deadline|court date|hearing)\b[^.!?]{0,40}\b(?:already (?:passed|past|gone)|has passed|was missed|(?:i|we) missed)\b/i,
  },
  {
    re: /\b(no rush|not (?:really |that |very |super |actually )?urgent|no deadline|nothing(?:'s| is) due|no hurry|whenever is convenient|not in a hurry)\b/i,
    level: "low",
  },
];

const RANK: Record<Urgency, number> = { low: 0, medium: 1, high: 2, emergency: 3 };

/** "I haven't been arrested": a negator within the three words before, in the same clause. */
export function negated(text: string, index: number): boolean {
  const clause =
    text
      .slice(0, index)
      .split(/[,.;:!?]/)
      .at(-1) ?? "";
  const lastWords = clause.toLowerCase().replace(/’/g, "'").trim().split(/\s+/).slice(-3);
  return lastWords.some((w) => /^(not|never|no|none|nothing|without|\w+n't)$/.test(w));
}

/** "is there a court date we would have to go to?": a question about a date tells none. */
function askedAbout(text: string, index: number): boolean {
  const start =
    Math.max(text.lastIndexOf(".", index), text.lastIndexOf("!", index), text.lastIndexOf("?", index - 1)) + 1;
  const end = text.slice(index).search(/[.!?]/);
  return (
    end >= 0 &&
    text[index + end] === "?" &&
    /^\s*(?:and\s+|so\s+|also\s+)?(?:is|are|do|does|will|would|can|could|should|how|what|when|if)\b/i.test(
      text.slice(start, index),
    )
  );
}

/** The most urgent thing the visitor said, if anything. */
export function assessUrgency(texts: readonly string[]): UrgencyReading | null {
  let best: UrgencyReading | null = null;
  let danger = false;
  for (const text of texts) {
    for (const rule of URGENCY_RULES) {
      const match = rule.re.exec(text);
      if (!match || (rule.when && !rule.when.test(text)) || rule.unless?.test(text)) continue;
      if (rule.level !== "low" && negated(text, match.index)) continue;
      if (!rule.danger && askedAbout(text, match.index)) continue;
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
const DANGER =
  /\b(?:safety|unsafe|danger|dangerous|threat(?:s|ened|ening)?|violen(?:t|ce)|abus(?:e|ed|ive|ing)|scared of (?:him|her|them)|afraid of (?:him|her|them))\b/i;
const AFFIRMATIVE =
  /^(?:yes|yeah|yep|yup|very|definitely|absolutely|it is|it'?s urgent)\b|\b(?<!not |nothing )urgent(?! care)\b|\bsoon\b/i;

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

/** "March 3" or "7/1": how far ahead the next such day is, when the clock is known (chrono-node). */
function urgencyOfDate(text: string, now?: Date): Urgency | null {
  if (!now) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const named = chrono.casual
    .parse(text, { instant: now, timezone: 0 }, { forwardDate: true })
    .find((r) => r.start.isCertain("day") && r.start.isCertain("month") && /\d/.test(r.text));
  if (!named) return null;
  const when = named.start.date();
  const days = Math.round((Date.UTC(when.getUTCFullYear(), when.getUTCMonth(), when.getUTCDate()) - today) / DAY);
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
  const parts = raw
    .replace(/[.,!?;:]+$/, "")
    .split(/\s+/)
    .filter(Boolean);
  while (parts.length > 0 && NOT_NAMES.has(parts.at(-1)!.toLowerCase())) parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  if (NOT_NAMES.has(parts[0].toLowerCase())) return null;
  // "I'm in Charlotte" is a place: a state or a large city (200,000 people or more) is no name.
  const place = parts.join(" ");
  if (parts.some((p) => STATE_CODE_BY_NAME.has(p.toLowerCase())) || (citiesNamed(place)[0]?.population ?? 0) >= 200_000)
    return null;
  return titleCase(parts.join(" "));
}

/**
 * The visitor introducing themselves ("My name is Jane Doe", "I'm Jane"), read by the understanding
 * layer; a place ("I'm Charlotte" is as likely the city) is no name.
 */
export function findVisitorName(text: string): string | null {
  const name = visitorNameIn(text);
  return name ? cleanName(name) : null;
}

const NAME_ANSWER_PREFIX =
  /^(?:(?:hi|hello|hey|sure|ok|okay|yes)[,!.\s]+)?(?:my (?:full )?name is|my name's|name is|name's|i'm|i’m|i am|im|it's|it is|this is|call me|the name is|it’s)\s+/i;

/** A direct answer to "What is your full name?". */
export function parseNameAnswer(reply: string): string | null {
  const text = reply
    .trim()
    .replace(NAME_ANSWER_PREFIX, "")
    .replace(/[.!]+$/, "");
  if (/^[A-Za-z][A-Za-z.'-]*(?:\s+[A-Za-z][A-Za-z.'-]*){0,3}$/.test(text)) return cleanName(text);
  return findVisitorName(reply);
}

// ---------------------------------------------------------------- the other party

/** The practice area a service stands for when the text names none ("my wife and I" in a Family matter). */
const AREA_HINT: Partial<Record<PracticeArea, string>> = {
  family: "divorce",
  employment: "wrongful-termination",
  injury: "personal-injury",
  ip: "intellectual-property",
  housing: "landlord-tenant",
  criminal: "criminal-defense",
  contract: "contract-dispute",
  business: "business",
  estate: "wills-estates",
  immigration: "immigration-removal",
  bankruptcy: "bankruptcy",
};

/**
 * The other side as the visitor describes it, read by the understanding layer (parties.ts): "my
 * husband John" → John (husband); "I work for Acme Corp" → Acme Corp (employer); "my landlord" →
 * landlord, name unknown. The firm's service stands in for the practice area when the text names none.
 */
export function findOpposingParty(text: string, area: PracticeArea | null): Party | null {
  const practiceArea = classifyPracticeArea(text) ?? (area ? (AREA_HINT[area] ?? null) : null);
  const party = opposingParty(findParties(text, practiceArea));
  if (!party) return null;
  // "Northwind Inc" stays as the visitor wrote it, without the full stop the layer adds to "Inc".
  const name =
    party.name.endsWith(".") && !text.toLowerCase().includes(party.name.toLowerCase())
      ? party.name.slice(0, -1)
      : party.name;
  return { name: name || null, relation: party.description };
}

const NO_PARTY =
  /^(?:none|no one|nobody|no other part(?:y|ies)|there (?:isn'?t|is no) (?:one|anyone|other party)|just me|nope|n\/a|not applicable|no)\b[.!]?$/i;

export type PartyAnswer = { kind: "party"; party: Party } | { kind: "none" } | { kind: "unclear" };

/** A direct answer to "What is the other party's name?". */
export function parsePartyAnswer(reply: string, relation: string | null, area: PracticeArea | null): PartyAnswer {
  const text = reply.trim();
  if (NO_PARTY.test(text)) return { kind: "none" };
  const described = findOpposingParty(text, area);
  if (described?.name)
    return { kind: "party", party: { name: described.name, relation: described.relation ?? relation } };
  const stripped = text
    .replace(
      /^(?:(?:his|her|their|the)\s+(?:full\s+)?name\s+is|it'?s|it is|(?:she|he|they)\s+(?:is|are)|called|named|the company is)\s+/i,
      "",
    )
    .replace(/[.!]+$/, "");
  if (stripped && !stripped.includes("?") && countWords(stripped) <= 6) {
    return { kind: "party", party: { name: titleCase(stripped), relation: described?.relation ?? relation } };
  }
  if (described) return { kind: "party", party: { name: null, relation: described.relation } };
  if (!text.includes("?") && countWords(text) <= 20)
    return { kind: "party", party: { name: clip(text, 120), relation } };
  return { kind: "unclear" };
}

export function partyLabel(party: Party): string {
  if (party.name && party.relation) return `${party.name} (${party.relation})`;
  if (party.name) return party.name;
  return party.relation ? `${party.relation} (name not given)` : "";
}
