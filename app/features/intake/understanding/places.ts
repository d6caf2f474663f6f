import nlp from "compromise";
import { WRITTEN_FOR_ANOTHER } from "./writer.ts";
import { STATE_CODE_BY_NAME, US_STATES } from "~/features/intake/agent/builtin/us-places.ts";
import {
  cityOfZip,
  citiesNamed,
  closeCityInState,
  countiesNamed,
  isCityNickname,
  likelyCity,
} from "./gazetteer.server.ts";
import { DETERMINERS, sentencesOf, titleCaseWords } from "./text.ts";
import { businessNames, nameGoesOn, spanishBusinessSpans } from "./business-names.ts";
import type { NarrativePlace } from "./types.ts";
import { happeningTold, placeHolder, visitClause } from "./whose-place.ts";
import { escapeRegExp } from "~/lib/escape-reg-exp.ts";

/**
 * Where the matter is: city, county and state, each resolved against the GeoNames gazetteer.
 * A city the gazetteer does not know stays unknown; a court's or the case's place beats the
 * visitor's home.
 */

type Found = NarrativePlace & { weight: number; visit?: boolean };

const STATE_NAMES = [...STATE_CODE_BY_NAME.keys()].sort((a, b) => b.length - a.length);
/** "we are in michigan obviously, ": a state said, then a comma, right before a town. */
const STATE_THEN_COMMA = new RegExp(String.raw`\b(?:${STATE_NAMES.join("|")})\b[^.!?,]{0,20},\s*$`, "i");
/** State names that are also first names or words: only after a city, "in", "from" or "state of". */
const AMBIGUOUS_NAMES = new Set(["washington", "georgia", "virginia", "indiana", "montana", "nevada", "carolina"]);
/** Codes that are also words ("in", "or", "me"): only upper case, or right after a city. */
const WORD_CODES = new Set(["IN", "OR", "ME", "OK", "HI", "DE", "MA", "PA", "CO", "ID", "LA", "AL", "OH", "MO"]);
const LEAD =
  /\b(?:in|en|(?<!\b(?:condado|estado|parroquia)\s)de|(?:llegu[eé]|llegamos|me mud[eé]|nos mudamos|vine|vinimos) a|from|near|around|outside(?: of)?|at|to|of|live in|living in|lives in|based in|located in|reside in|moved to|out of)\s+(?:(?:the|their|our|his|her|my)\s+)?(?:(?:north|south|east|west|northeast|northwest|southeast|southwest|downtown|uptown|central|greater)\s+(?:(?:side|end|city)\s+(?:of\s+)?)?)?$/i;
const COURT_WORDS =
  /\b(court|courthouse|corte|juzgado|hearing|judge|case|trial|filed|eviction|summons|petition|tribunal|arraignment|parenting plan|custody order|court order|decree|judgment|executor|executrix|probate|probated|(?:her|his|their|the) estate)\b/i;
/** A sign-off and a name before a town: "thanks, Jess, ", "- Maria R., ", "Dana ". */
const SIGNED_BEFORE =
  /^\s*(?:(?:thanks|thank you|thx|ty|regards|best|sincerely|gracias|cheers|-+|—)\s*[,!.]?\s*)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]*\.?)?\s*[,-]?\s*$/;
/** "I'm in Reno", "we are still in Tulsa": where the visitor is. */
const VISITOR_IS_IN =
  /\b(?:i'?m|im|i am|we'?re|we are)\s+(?:still\s+|now\s+|currently\s+|based\s+|located\s+)?(?:in|out of)\s+$/i;
const HOME_WORDS = /\b(live|living|lives|reside|home|from|moved|apartment|house|rent|vivo|vivimos|vive|viven)\b/i;
const INCIDENT_WORDS = /\b(accident|crash|happened|work(?:ed)?|job|store|fell|arrested|pulled over)\b/i;
/** "the apt was in", "the rental is in", "the house is located in": the home a dispute is about. */
const DISPUTED_HOME_IN =
  /\b(?:apt|apartment|unit|rental|condo|rowhouse|duplex|trailer|lot)\s+(?:was|is)\s+(?:located\s+)?(?:in|on|at)\s+(?:the\s+)?$/i;
/** What a state calls its counties. */
const COUNTY_WORDS = new Set(["county", "parish", "borough"]);
/** "moved from", "nos mudamos de": the town left behind. */
const LEFT_TOWN =
  /\b(?:moved|came|relocated|me mud[eé]|nos mudamos|se mud[oó]|se mudaron|vine|vinimos|venimos)\s+(?:here\s+|aqu[ií]\s+|over\s+)?(?:from|de|desde)\s+$/i;
/** "passed away in october in", "murió en": where someone died. */
const DIED_IN = /\b(?:died|passed(?: away)?|muri[oó]|falleci[oó])\b[^.!?,;]{0,30}\s(?:in|en)\s+$/i;
/** "the duplex im buying in", "the house we're selling on": a property the matter is about. */
const PROPERTY_OF_THE_DEAL =
  /\b(?:condo|townhouse|townhome|house|home|duplex|triplex|fourplex|property|building|lot|land|unit)\s+(?:(?:that\s+)?(?:i'?m|im|i am|we'?re|we are|i|we)\s+)?(?:buying|selling|bought|sold|purchasing|purchased|closing on|under contract)\s+(?:is\s+)?(?:located\s+)?(?:in|on|at)\b[^.!?,;]{0,30}$/i;
/** "we still own our old house in", "I own 30% of a bed and breakfast upstate in": what the visitor owns stands there. */
const OWNED_THERE =
  /\b(?:i|we)\s+(?:still\s+|also\s+)?(?:own|co-?own|have)\s+(?:(?:\d{1,3}\s*%|half|part|a (?:share|stake))\s+(?:of|in)\s+)?(?:a|an|the|our|my)\s+(?:[\w&'’-]+\s+){0,4}?(?:house|home|condo|townhouse|duplex|apartment|property|building|land|lot|rental|farm|ranch|cabin|business|company|restaurant|bakery|salon|studio|gym|bar|cafe|practice|franchise|shop|store|bed and breakfast|b&b|inn|motel|hotel|llc)\s+(?:(?:up|down|out)(?:state|north|south|east|west)?\s+)?(?:in|on|at)\s+$/i;
/** "in August", "on Friday": a month or a day is no town, whatever town shares its name. */
const MONTHS_AND_DAYS =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const STOP = new Set([
  ...DETERMINERS,
  "in",
  "of",
  "at",
  "to",
  "from",
  "and",
  "or",
  "for",
  "with",
  "on",
  "by",
  "i",
  "we",
  "me",
  "is",
  "was",
  "it",
  "which",
  "same",
  "other",
  "whole",
  "each",
]);

function stateIn(text: string): { code: string; index: number; length: number }[] {
  const out: { code: string; index: number; length: number }[] = [];
  const lower = text.toLowerCase();
  for (const name of STATE_NAMES) {
    const re = new RegExp(`\\b${name.replace(/ /g, "\\s+")}\\b`, "gi");
    for (const match of lower.matchAll(re)) {
      const at = match.index ?? 0;
      if (out.some((o) => at >= o.index && at < o.index + o.length)) continue;
      const before = text.slice(Math.max(0, at - 25), at);
      const after = text.slice(at + match[0].length, at + match[0].length + 12);
      // "Kansas City", "Iowa City", "Oklahoma City": a city's name, not the state.
      if (name !== "new york" && /^\s*city\b/i.test(after)) continue;
      if (name === "new york" && /^\s*city/i.test(after)) {
        out.push({ code: "NY", index: at, length: match[0].length });
        continue;
      }
      // "kent washington", "columbus georgia": right after a town of that state, the name is the state.
      if (
        AMBIGUOUS_NAMES.has(name) &&
        !/(,\s*|\b(in|from|state of|to|near)\s+)$/i.test(before) &&
        cityBefore(before, STATE_CODE_BY_NAME.get(name)!) === null
      )
        continue;
      if (name === "washington" && /^\s*(d\.?c\.?|post|street|ave)/i.test(after)) continue;
      out.push({ code: STATE_CODE_BY_NAME.get(name)!, index: at, length: match[0].length });
    }
  }
  for (const match of text.matchAll(/\b([A-Za-z]{2})\b\.?/g)) {
    const code = match[1]!.toUpperCase();
    if (!(code in US_STATES)) continue;
    const at = match.index ?? 0;
    const before = text.slice(Math.max(0, at - 30), at);
    const isUpper = match[1] === code;
    const afterCity = /[a-z.]+,?\s+$/i.test(before) && cityBefore(before, code) !== null;
    if (!afterCity && !(isUpper && !WORD_CODES.has(code) && /,\s*$/.test(before))) continue;
    // "we opened in austin in 2024", "portland or seattle": a lower-case word that goes on into its sentence is the word.
    const after = text.slice(at + 2, at + 14);
    if (
      !isUpper &&
      WORD_CODES.has(code) &&
      !/^\.?\s*(?:$|[,.;:!?)\n]|(?:and|but|where|when|since|for|with|area)\b)/i.test(after)
    )
      continue;
    out.push({ code, index: at, length: 2 });
  }
  // "the Bay Area", "the Twin Cities": a region that lies in one state names that state.
  for (const [region, code] of REGIONS)
    for (const match of text.matchAll(region))
      if (!out.some((o) => (match.index ?? 0) >= o.index && (match.index ?? 0) < o.index + o.length))
        out.push({ code, index: match.index ?? 0, length: match[0].length });
  return out.sort((a, b) => a.index - b.index);
}

/** Regions people name instead of a town, each in one state only. */
const REGIONS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:the\s+)?(?:sf\s+)?bay\s+area\b(?!\s+of\b)/gi, "CA"],
  [/\b(?:so\s?cal|nor\s?cal)\b/gi, "CA"],
  [/\b(?:the\s+)?twin\s+cities\b/gi, "MN"],
  [/\bdfw\b/gi, "TX"],
  [/\b(?:the\s+)?(?:outer\s+banks)\b/gi, "NC"],
  ...nicknamedStates(),
];

/**
 * "here in the Buckeye State", "a Hoosier": a state by its nickname. Only the nicknames that name
 * nothing else said with "state" ("the Empire State Building" and "the Golden State Warriors" are no
 * states), and the few people call themselves by.
 */
function nicknamedStates(): [RegExp, string][] {
  const byStateWord: Record<string, string> = {
    buckeye: "OH",
    hoosier: "IN",
    "lone star": "TX",
    sunshine: "FL",
    golden: "CA",
    empire: "NY",
    garden: "NJ",
    bay: "MA",
    keystone: "PA",
    peach: "GA",
    "show[- ]me": "MO",
    badger: "WI",
    evergreen: "WA",
    beaver: "OR",
    silver: "NV",
    "grand canyon": "AZ",
    centennial: "CO",
    bluegrass: "KY",
    volunteer: "TN",
    "tar ?heel": "NC",
    palmetto: "SC",
    sooner: "OK",
    pelican: "LA",
    magnolia: "MS",
    yellowhammer: "AL",
    hawkeye: "IA",
    gopher: "MN",
    cornhusker: "NE",
    sunflower: "KS",
    treasure: "MT",
    gem: "ID",
    beehive: "UT",
    wolverine: "MI",
    "pine tree": "ME",
    granite: "NH",
    "green mountain": "VT",
    constitution: "CT",
    aloha: "HI",
  };
  return [
    ...Object.entries(byStateWord).map(([nickname, code]): [RegExp, string] => [
      new RegExp(
        String.raw`\bthe\s+${nickname}\s+state\b(?!\s+(?:building|warriors|university|college|park|bank|parkway|plaza))`,
        "gi",
      ),
      code,
    ]),
    [/\bhoosiers?\b/gi, "IN"],
    [/\bland of lincoln\b/gi, "IL"],
    [/\bland of enchantment\b/gi, "NM"],
  ];
}

/** The longest run of 1-3 words just before `index` that names a city in `state`. */
function cityBefore(before: string, state: string): string | null {
  const words = before
    .replace(/[,\s]+$/, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(-3);
  for (let n = words.length; n >= 1; n--) {
    const candidate = words
      .slice(-n)
      .join(" ")
      .replace(/^[^A-Za-z]+/, "");
    if (!candidate || STOP.has(candidate.toLowerCase())) continue;
    const match = citiesNamed(candidate, state)[0];
    if (match) return match.name;
  }
  return null;
}

function sourceOf(sentence: string, readHappenings: boolean): NarrativePlace["source"] {
  if (COURT_WORDS.test(sentence)) return /\bcourt/i.test(sentence) ? "court" : "case";
  if (HOME_WORDS.test(sentence)) return "home";
  if (INCIDENT_WORDS.test(sentence) || (readHappenings && happeningTold(sentence))) return "incident";
  return "unknown";
}

type County = { name: string; states: string[]; written?: string };

/** "Tarrant County", "hennepin county district court": the county as the Census names it, with the states that have one so named. */
function countiesIn(sentence: string): County[] {
  const out: County[] = [];
  for (const match of sentence.matchAll(/\b([A-Za-z][\w.'-]*(?:\s+[A-Za-z][\w.'-]*)?)\s+(county|parish|borough)\b/gi)) {
    const words = match[1]!.split(/\s+/).filter((w) => !STOP.has(w.toLowerCase()));
    // "jefferson parish": Louisiana's parishes and Alaska's boroughs by the word their state uses.
    const kind = match[2]!.toLowerCase();
    // "in tarrant county": the longest run of words before "county" that names a real county.
    for (let n = words.length; n >= 1; n--) {
      const name = words.slice(-n).join(" ");
      const known = countiesNamed(name).filter((c) => kind === "county" || c.county.toLowerCase().endsWith(kind));
      if (known.length > 0) {
        // "Clark County, Washington", "clark county wa": the state written right after the county is its state.
        const following = sentence.slice(
          (match.index ?? 0) + match[0].length,
          (match.index ?? 0) + match[0].length + 30,
        );
        const written = stateIn(following.replace(/^\s*,?\s*/, (lead) => (lead.includes(",") ? ", " : " "))).find(
          (st) => st.index <= 2 && known.some((c) => c.state === st.code),
        )?.code;
        out.push({ name: known[0]!.county, states: known.map((c) => c.state), ...(written ? { written } : {}) });
        break;
      }
      // A county no census knows ("Halden County") is kept as written, without a state of its own.
      // Only a name written as one: "permits but the county says" names no "But County".
      if (n === 1 && kind === "county" && words.length > 0 && words.every((w) => /^[A-Z]/.test(w)))
        out.push({ name: `${titleCaseWords(words.join(" "))} County`, states: [] });
    }
  }
  // "la corte del condado de san bernardino": the Spanish order, the county's name after it.
  for (const match of sentence.matchAll(/\bcondado\s+de\s+((?:[\p{L}.'-]+\s*){1,3})/giu)) {
    const words = match[1]!.trim().split(/\s+/);
    for (let n = words.length; n >= 1; n--) {
      const known = countiesNamed(words.slice(0, n).join(" "));
      if (known.length === 0) continue;
      out.push({ name: known[0]!.county, states: known.map((c) => c.state) });
      break;
    }
  }
  return out;
}

/** The county's state: the only one, else the one the text names or a city of the text lies in. */
function stateOfCounty(
  county: County,
  stated: readonly string[],
  cityStates: readonly string[],
  unresolvedCities: readonly string[] = [],
): string | null {
  if (county.written) return county.written;
  if (county.states.length === 1) return county.states[0]!;
  return (
    county.states.find((s) => stated.includes(s)) ??
    county.states.find((s) => cityStates.includes(s)) ??
    stateOfCityAndCounty(county.states, unresolvedCities)
  );
}

/**
 * "columbus ... franklin county": of the states that have both, the one whose town of that name is
 * a real city (100,000 people or more) and at least twice the next; small towns stay unresolved.
 */
function stateOfCityAndCounty(countyStates: readonly string[], cities: readonly string[]): string | null {
  const candidates = cities
    .flatMap((name) => citiesNamed(name))
    .filter((city) => countyStates.includes(city.state))
    .sort((a, b) => b.population - a.population);
  const [first, second] = candidates;
  if (!first || first.population < 100_000) return null;
  return !second || first.population >= 2 * second.population ? first.state : null;
}

/** Cities named after a lead word ("in brooklyn park", "from St. Paul"), or capitalized and large. */
/** Words for a person just before a name ("my son Tyler", "her husband Austin", "mi esposo Ricardo"). */
const PERSON_BEFORE =
  /\b(?:my|our|his|her|their|a|an|the|another|one|other)\s+(?:(?:older|younger|little|big|ex|late|step|oldest|youngest|other)[\s-]+)?(?:son|daughter|child|kid|boy|girl|student|classmate|teacher|coach|brother|sister|mom|mother|dad|father|wife|husband|spouse|partner|boyfriend|girlfriend|fianc[eé]e?|cousin|uncle|aunt|nephew|niece|grandson|granddaughter|grandmother|grandfather|grandma|grandpa|friend|neighbou?r|roommate|coworker|co-worker|boss|manager|supervisor|landlord|landlady|tenant|guy named|woman named|man named|lady named)\s*,?\s+$|\b(?:mi|su|tu|nuestr[oa]|el|la)\s+(?:ex[\s-]+)?(?:esposo|esposa|marido|mujer|hij[oa]|herman[oa]|mam[aá]|madre|pap[aá]|padre|prim[oa]|t[ií][oa]|vecin[oa]|jef[ea]|novi[oa]|abuel[oa]|amig[oa]|due[ñn][oa]|caser[oa]|ex)\s*,?\s+$/i;

/** Names the text gives to people ("my sister Dana", "our neighbor Eugene"): the same word later is no town ("to Dana only"). */
function peopleNamed(text: string): Set<string> {
  const out = new Set<string>();
  // "our neighbor Bill Henderson": the surname as well as the first name.
  for (const token of text.matchAll(/\b[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?\b/g))
    if (PERSON_BEFORE.test(text.slice(Math.max(0, (token.index ?? 0) - 40), token.index)))
      for (const word of token[0].split(/\s+/)) out.add(word.toLowerCase());
  return out;
}

/**
 * "Wells Fargo closed my account": a town's name inside an organisation the NLP reads, after the
 * organisation's first word (a plain name of words, no brackets or commas). "Aurora CO" stays a town.
 */
function organisationsRead(sentence: string): { index: number; end: number }[] {
  const orgs = nlp(sentence).organizations().json({ offset: true }) as {
    text: string;
    offset: { start: number; length: number };
  }[];
  return orgs
    .filter((o) => /^[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)+$/.test(o.text.trim()))
    .map((o) => ({ index: o.offset.start + (o.text.indexOf(" ") + 1), end: o.offset.start + o.offset.length }));
}

function citiesIn(
  sentence: string,
  states: string[],
  people: ReadonlySet<string> = new Set(),
  businessesNamed: readonly string[] = [],
): { name: string; state: string | null; index: number }[] {
  const out: { name: string; state: string | null; index: number }[] = [];
  const tokens = [...sentence.matchAll(/[A-Za-z][A-Za-z.'’-]*/g)];
  const businesses = [...businessNames(sentence), ...organisationsRead(sentence), ...spanishBusinessSpans(sentence)];
  // "the bay area": a town's name inside a region's ("Bay", Arkansas) is no town.
  const regions = REGIONS.flatMap(([region]) =>
    [...sentence.matchAll(region)].map((m) => ({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length })),
  );
  businesses.push(...regions);
  for (let i = 0; i < tokens.length; i++) {
    const before = sentence.slice(0, tokens[i]!.index);
    // "shadyside (pittsburgh)": a town in brackets right after a town names the larger one.
    const lastFound = out.at(-1);
    const led =
      LEAD.test(before) ||
      (lastFound !== undefined && /^[\w\s.'’-]*\(\s*$/.test(sentence.slice(lastFound.index, tokens[i]!.index))) ||
      // "ran a red in the gulch (nashville)": a town in brackets after a neighbourhood no gazetteer knows.
      /\b(?:in|at|near|by|around|out by)\s+(?:the\s+)?[A-Za-z][\w'’-]*(?:\s+[\w'’-]+){0,3}\s*\(\s*$/.test(before);
    for (let n = 3; n >= 1; n--) {
      if (i + n > tokens.length) continue;
      const last = tokens[i + n - 1]!;
      const phrase = sentence
        .slice(tokens[i]!.index, (last.index ?? 0) + last[0].length)
        .replace(/[.]+$/, (dot) =>
          /\bst$/i.test(sentence.slice(0, (last.index ?? 0) + last[0].length - dot.length)) ? dot : "",
        );
      if (STOP.has(phrase.toLowerCase()) || MONTHS_AND_DAYS.test(phrase)) continue;
      // "the one in Midtown, Memphis", "downtown": a part of a town, named for where it lies in it.
      if (TOWN_PART_NAME.test(phrase)) continue;
      const following = sentence.slice((last.index ?? 0) + last[0].length);
      // "Delaware" alone is the state, "Whitfield Properties" a company: neither is a city.
      if (STATE_CODE_BY_NAME.has(phrase.toLowerCase()) && !/^\s*,?\s*[A-Z]{2}\b/.test(following)) continue;
      // "the gastonia nc police", "the Tulsa police": a town's police department names its town.
      const police = /^\s+(?:([A-Za-z]{2})\s+)?(?:police|pd)\b/i.exec(following);
      const policeOfTown = police !== null && (!police[1] || police[1].toUpperCase() in US_STATES);
      // "Main Street", "Lincoln High School": a street's or an institution's name, not the town.
      // "their Scottsdale clinic": after a possessive, the town names the site of a business it is not.
      const site = /\b(?:their|its|our|his|her|your|my)\s+$/i.test(before);
      if (
        !policeOfTown &&
        !site &&
        /^\s+(?:Street|St\b|Avenue|Ave\b|Road|Rd\b|Drive|Boulevard|High School|Elementary|Middle School|University|College|Police|Sheriff|Apparel|Plaza|Square|Mall|Church|Park\b|Lake\b|Hospital|Medical Center|Clinic|Library|Airport|Stadium|Station\b|Zoo\b)/i.test(
          following,
        )
      )
        continue;
      if (streetsThatCross(before, following)) continue;
      // "a line cook at harbor & vine in newport": words joined by "&" are a business's name, no town.
      if (/^\s*&/.test(following) || /&\s*$/.test(before)) continue;
      // "the South Hill neighborhood of Spokane": a part of the town named next, not a town of its own.
      if (/^\s+(?:neighbou?rhood|district|section|part|side)\s+of\s+[A-Za-z]/i.test(following)) continue;
      // "lincoln park in omaha": a park or a neighborhood in the town named next, not a town of its own.
      if (n > 1 && /\s(?:park|lake|beach|heights|hills|gardens)$/i.test(phrase) && /^\s+in\s+[A-Za-z]/.test(following))
        continue;
      // "pinecrest housing partners", "denver auto body", "sunrise diner": a town's name inside a business's name is no town.
      const at = tokens[i]!.index ?? 0;
      // "the Dayton Municipal Court": a court named by its town sits there.
      const courtOfTown = COURT_OF_TOWN.test(following);
      if (!courtOfTown && !policeOfTown && businesses.some((b) => at >= b.index && at < b.end)) continue;
      // "the friend of the court", "the clerk of the court": an office of the court, no town.
      if (/^\s+of\s+the\s+court\b/i.test(following)) continue;
      // "Toronto, Canada": a city of another country, whatever small US town shares its name.
      if (
        /^\s*,?\s*(?:canada|mexico|uk|england|scotland|ireland|australia|india|germany|france|spain|italy|philippines|china|japan|brazil|nigeria)\b/i.test(
          following,
        )
      )
        continue;
      // "Willow Creek Senior Living", "Sunnyvale Trailer Park": part of a longer proper name, unless a state follows.
      const nextWord = /^\s+([A-Z][A-Za-z'’-]*)/.exec(following)?.[1];
      if (
        nextWord &&
        !courtOfTown &&
        !policeOfTown &&
        !(nextWord.toUpperCase() in US_STATES) &&
        !STATE_NAMES.some((state) => following.trimStart().toLowerCase().startsWith(state)) &&
        !COUNTY_WORDS.has(nextWord.toLowerCase())
      )
        continue;
      if (
        !led &&
        !courtOfTown &&
        !policeOfTown &&
        businessesNamed.some((name) => name.startsWith(`${phrase.toLowerCase()} `))
      )
        continue;
      // "lost his job at the marina": a common noun after "the" in lower case, ending its phrase, is no
      // town ("philly" is; "the denver office", "the lakewood co police" name theirs).
      if (
        n === 1 &&
        !/^[A-Z]/.test(phrase) &&
        !isCityNickname(phrase) &&
        /\bthe\s+$/i.test(before) &&
        /^\s*(?:$|[,.;:!?)]|(?:in|on|at|and|but|or|for|with|to|near|by|where|when|because|so)\b)/i.test(following)
      )
        continue;
      // "my son Tyler", "our neighbor Eugene": a name said of a person is no town, here or later in the text.
      if (PERSON_BEFORE.test(before) || (n === 1 && people.has(phrase.toLowerCase()))) continue;
      // "Ramsey County": a county's name, not a city.
      if (/^\s*(county|parish|borough)\b/i.test(sentence.slice((last.index ?? 0) + last[0].length))) continue;
      const capitalized = /^[A-Z]/.test(phrase);
      const named = citiesNamed(phrase);
      // "cincinatti ohio", "pittsburg pa": misspelled, with its state right after it.
      const writtenState = stateWrittenAfter(following);
      if (led && n <= 2 && writtenState && !named.some((c) => c.state === writtenState)) {
        const close = closeCityInState(phrase, writtenState);
        if (close) {
          out.push({ name: close.name, state: close.state, index: tokens[i]!.index ?? 0 });
          i += n - 1;
          break;
        }
      }
      if (named.length === 0) continue;
      // "the oakwood apts", "the franklin bldg", "Hollis & Grant": a building's or a business's noun makes the words before it a name.
      if (nameGoesOn(following) && !site) continue;
      // Of the states the text names, the first said ("We're in Maine, I know Oregon has a Portland too").
      const inState = states.map((state) => named.find((c) => c.state === state)).find((c) => c !== undefined);
      const likely = likelyCity(phrase);
      // A large city of several states ("downtown Columbus") is a city all the same, its state unknown.
      const big = Math.max(...[inState, likely, named[0]].map((c) => c?.population ?? 0));
      // A bare word is only a city when led by "in"/"from", or capitalized and a large city.
      // "Wickline Candle Co., Portland ME": a town of that name in the state written right after it.
      // "the henderson nv territory": in lower case too, when the name is no everyday word.
      const stateFollows =
        writtenState !== null &&
        named.some((c) => c.state === writtenState) &&
        (capitalized || (n <= 2 && !isCommonWord(phrase)));
      // "thanks, Jess, Portland": a town signed after the visitor's name closes the message.
      const signed = SIGNED_BEFORE.test(before) && /^\s*(?:,?\s*[A-Za-z]{2}\.?)?\s*[.!]?\s*$/.test(following);
      // "philly", "nola": a city's short form is meant as the city, in any case.
      const nickname = isCityNickname(phrase);
      // "Ocala, Marion County": a town said with its county is a town.
      const countyFollows =
        capitalized && /^\s*,?\s*[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*)?\s+(?:County|Parish)\b/.test(following);
      // "we are in michigan obviously, muskegon heights": a town of the state said just before it.
      const afterItsState = inState !== undefined && STATE_THEN_COMMA.test(before);
      const trusted =
        afterItsState ||
        // "friends from college", "home from school": a plain word after "from" is no town.
        (led && !(!capitalized && n === 1 && PLACES_OF_A_LIFE.has(phrase.toLowerCase()))) ||
        nickname ||
        countyFollows ||
        signed ||
        stateFollows ||
        (policeOfTown && !isCommonWord(phrase)) ||
        (capitalized && (n > 1 || big >= 100_000) && !isCommonWord(phrase));
      if (!trusted) continue;
      // "trabaja en el campo" (in the fields), not El Campo, Texas: a lower-case Spanish article opens only a large city's name ("el paso").
      if (!capitalized && !nickname && /^(?:el|la|los|las)\s/i.test(phrase) && big < 50_000) continue;
      if (n === 1 && !nickname && isCommonWord(phrase) && !led) continue;
      if (n === 1 && !nickname && isCommonWord(phrase) && !inState && !capitalized) continue;
      // "the lakewood co police": the state written before the department's word picks the town.
      const policeState =
        policeOfTown && police[1] ? named.find((c) => c.state === police[1]!.toUpperCase()) : undefined;
      const chosen = inState ?? policeState ?? likely;
      if (!chosen && !capitalized && !led && !policeOfTown) continue;
      out.push({
        name: chosen?.name ?? titleCaseWords(phrase),
        state: chosen?.state ?? null,
        index: tokens[i]!.index ?? 0,
      });
      i += n - 1;
      break;
    }
  }
  // "a townhouse in shadyside (pittsburgh)": a part of the town named in brackets right after it.
  const inBrackets = out.filter((city, k) => {
    const next = out[k + 1];
    return (
      next !== undefined &&
      /^[^()]*?\s*\(\s*$/.test(sentence.slice(city.index, next.index)) &&
      !/[,.;]/.test(sentence.slice(city.index, next.index))
    );
  });
  return [...out.filter((city) => !inBrackets.includes(city)), ...zipCities(sentence)];
}

/** "ZIP 80521", "we're in 55104", "MN 55104": a five-digit code said as a place (never an amount: "$55104"). */
const ZIP_SAID =
  /(?:\b(?:zip|ZIP|Zip)(?:\s*code)?\s*(?:is\s*)?[:#]?\s*|\b(?:in|from|near|at|In|From|Near|At)\s+|\b[A-Z]{2},?\s+)(\d{5})(?:-\d{4})?\b(?![\d,.]*\s*(?:dollars|bucks|miles|people|sq|square|feet|ft|usd))/g;

function zipCities(sentence: string): { name: string; state: string | null; index: number }[] {
  return [...sentence.matchAll(ZIP_SAID)].flatMap((match) => {
    const city = /\$\s*$/.test(sentence.slice(0, match.index + match[0].length - match[1]!.length))
      ? null
      : cityOfZip(match[1]!);
    return city
      ? [{ name: city.name, state: city.state, index: match.index + match[0].length - match[1]!.length }]
      : [];
  });
}

/** The state written right after a town's name ("ohio", ", PA", "pa"), if any. */
function stateWrittenAfter(following: string): string | null {
  const written = /^\s*,?\s*([A-Za-z]{2})\b(?!')(.{0,12})/s.exec(following);
  if (written) {
    const [, letters = "", rest = ""] = written;
    const code = letters.toUpperCase();
    // "pittsburg pa on 11/3" names the state; "fresnoo in the valley" does not ("in" goes on into its sentence).
    const asWord =
      letters !== code &&
      WORD_CODES.has(code) &&
      !/^\.?\s*(?:$|[,.;:!?)\n]|(?:on|at|and|but|where|when|since|last|this|near)\b)/i.test(rest);
    if (code in US_STATES && !asWord) return code;
  }
  const lower = following.replace(/^\s*,?\s*/, "").toLowerCase();
  const name = STATE_NAMES.find((state) => lower.startsWith(state) && !/^[a-z]/.test(lower.slice(state.length)));
  return name ? STATE_CODE_BY_NAME.get(name)! : null;
}

/** What follows a town's name in its court's name ("Municipal Court", "City Court", "Justice Court"). */
const COURT_OF_TOWN =
  /^\s+(?:(?:municipal|city|district|justice|housing|magistrate|small claims|traffic|mayor'?s)\s+)+court\b/i;

/**
 * "friends from college", "outside the union process": places and bodies of a life, written in lower
 * case after "from", "in" or "outside", no towns (College, Alaska; Union, Missouri).
 */
const PLACES_OF_A_LIFE = new Set([
  "college",
  "campus",
  "school",
  "work",
  "church",
  "class",
  "jail",
  "prison",
  "court",
  "union",
]);

/** Nouns of everyday speech that are also the names of small towns. */
const EVERYDAY_NOUNS = new Set([
  "court",
  "order",
  "time",
  "person",
  "jail",
  "home",
  "school",
  "work",
  "office",
  "church",
  "hospital",
  "town",
  "city",
  "county",
  "state",
  "money",
  "rent",
  "house",
  "apartment",
  "trouble",
  "love",
  "hope",
  "faith",
  "justice",
  "liberty",
  "union",
  "energy",
  "commerce",
  "industry",
  "friendship",
  "harmony",
  "paradise",
  "eden",
  "temple",
  "victory",
  "unity",
  "rest",
  "fair",
  "general",
  "center",
  "mobile",
  "independence",
  "dollar",
  "cash",
  "deposit",
  "credit",
  "enterprise",
  "progress",
  "opportunity",
  "security",
  "protection",
  "welfare",
  "republic",
  "ideal",
  "fame",
  "nice",
  "story",
  "normal",
  "plain",
  "lovely",
  "pleasant",
  "early",
  "hazard",
  "chance",
]);
const commonWordCache = new Map<string, boolean>();
/** "Mobile", "Independence", "Reading": words before they are cities. */
function isCommonWord(word: string): boolean {
  const key = word.toLowerCase();
  const cached = commonWordCache.get(key);
  if (cached !== undefined) return cached;
  const doc = nlp(key);
  const common = /\s/.test(key)
    ? false
    : doc.has("(#Verb|#Adjective|#Adverb|#Preposition|#Determiner|#Pronoun|#Conjunction|#Value|#Date|#Duration)") ||
      EVERYDAY_NOUNS.has(key);
  commonWordCache.set(key, common);
  return common;
}

/** Matters about another person's affairs (a parent's savings, an estate): the place said of that person is the matter's. */
const ABOUT_ANOTHER_PERSON = new Set(["elder-abuse", "wills-estates", "nursing-home-neglect"]);

/** A business's name (or the word for one) then where it is based ("Apex Pools out of", "a roofer based in"). */
const BUSINESS_BASE =
  /(?:\b(?!(?:I|I'm|I’m|Im|We|We're|We’re|My|Our|He|She|They|They're|They’re|Family|Originally)\b)[A-Z][\w&.'’-]*|\b(?:company|business|firm|contractor|roofer|plumber|builder|dealer|dealership|shop|store|agency|lender|llc|inc\.?|co\.?|corp\.?))\s+(?:out of|based (?:in|out of)|headquartered in|from)\s+(?:(?:north|south|east|west|downtown)\s+)?$/;

/** "corporate is in chicago", "their headquarters are in Dallas": where a company is run from. */
const HEAD_OFFICE =
  /\b(?:corporate|headquarters|hq|head office|main office|home office|parent company)\s+(?:is|are|was|were)\s+(?:(?:in|out of|based in|located in)\s+)$/i;

/** Whose place the clause up to a place tells moves its weight: the visitor's up, another person's down. */
function holderWeight(before: string): number {
  const holder = placeHolder(before);
  return holder === "visitor" ? 0.5 : holder === "other" ? -0.75 : 0;
}

/** Every place the text names, with where it came from; the first is the matter's place. */
/** "old town lansing", "downtown dayton": a part of a town said before the town's name (the words are blanked, so indexes stay). */
const PART_OF_TOWN = /\b(?:old town|downtown|midtown|uptown)(?=\s+([a-z][\w.'’-]*(?:\s+[a-z][\w.'’-]*)?))/gi;

function withoutPartsOfTown(text: string): string {
  return text.replace(PART_OF_TOWN, (part: string, next: string) =>
    [next, next.split(/\s+/)[0]!].some((name) => citiesNamed(name).length > 0)
      ? `in${" ".repeat(part.length - 2)}`
      : part,
  );
}

/** "grew up in ", "originally from ", "moved here from ": where the visitor used to be. */
const LEFT_BEHIND =
  /\b(?:grew up in|born (?:and raised )?in|raised in|originally from|(?:moved|came|relocated)(?: here| out| over)? from|used to live in)\s+$/i;

/** The states the text names, in its order, those the visitor left behind last ("I grew up in Missouri ... moving to Illinois"). */
function statesSaid(text: string): string[] {
  const leftBehind = (at: number) => Number(LEFT_BEHIND.test(text.slice(0, at)));
  return stateIn(text)
    .sort((a, b) => leftBehind(a.index) - leftBehind(b.index))
    .map((s) => s.code);
}

const TOWN_FOLLOWS = String.raw`(?:in|near|by|over in|out in|down in|up in)\s+[A-Za-z]`;
/** "on Lomas and ", then " in albuquerque": the second of two streets that cross, before the town. */
const SECOND_STREET_BEFORE = /\b(?:on|at|of|near)\s+(?:the\s+)?(?:[A-Za-z0-9'’]+\s+){1,3}(?:and|&|\/)\s+$/i;
const CROSSING_WORD = /\b(?:light|corner|intersection|crossing|on|at)\b/i;
const TOWN_NEXT = new RegExp(String.raw`^\s+${TOWN_FOLLOWS}`, "i");
/** "the corner of ", then " and Auburn in seattle": the first of two streets that cross. */
const FIRST_STREET_BEFORE =
  /\b(?:(?:corner|intersection)\s+of|light\s+(?:on|at)|(?:turning|turn)\s+(?:onto|on to|from))\s+$/i;
const OTHER_STREET_THEN_TOWN = new RegExp(
  String.raw`^\s+(?:and|&|\/)\s+(?:[A-Za-z0-9'’]+\s+){1,3}${TOWN_FOLLOWS}`,
  "i",
);

/**
 * "at the light on Lomas and San Mateo in albuquerque", "the corner of Kent and Auburn in seattle":
 * streets that cross, named before the town, are no town (the second street, then the first).
 */
function streetsThatCross(before: string, following: string): boolean {
  return (
    (SECOND_STREET_BEFORE.test(before) && CROSSING_WORD.test(before) && TOWN_NEXT.test(following)) ||
    (FIRST_STREET_BEFORE.test(before) && OTHER_STREET_THEN_TOWN.test(following))
  );
}

/** Names of a part of any town ("Midtown", "the South Side"), never a town of their own here. */
const TOWN_PART_NAME =
  /^(?:midtown|downtown|uptown|old town|(?:north|south|east|west)\s+(?:side|end)|(?:north|south|east|west)side)$/i;
/** "our house in ", "at her condo in ": whose dwelling a town is told with. */
const DWELLING_OF =
  /\b(my|our|his|her|their)\s+(?:[\w-]+\s+)?(?:house|home|apartment|apt|place|condo|unit|trailer|townhouse|duplex)\s+(?:in|on)\s+$/i;
/** "shes in fresno, ": another person's town told before the writer's own in one sentence. */
const ANOTHER_IS_IN = /\b(?:she|he|they)(?:['’]?s| is| are|['’]re)\s+(?:\w+\s+)?in\s+[A-Za-z]/i;

/** What a visitor says right after a place to take it back: "Hennepin County, wait no", "Lorain OH, well Amherst". */
const TAKEN_BACK =
  /^(?:\s+[A-Z]{2}\b)?\s*[,;-]?\s*(?:wait|no wait|i mean|actually|correction|oops|scratch that|sorry(?=[,\s]+(?:i mean|it'?s|its|it was|no|not|the)\b)|well(?![,.\s]+(?:i|we|he|she|they|it|that|so|anyway|um|uh|you)\b))\b/i;

/** "its not Dayton", "the Belgrade office, not Bozeman": the name right after "not", ending its phrase. */
function saidNotToBe(name: string, text: string): boolean {
  return new RegExp(String.raw`\bnot\s+(?:in\s+)?${escapeRegExp(name)}(?=\s*(?:[,.;!?]|$))`, "i").test(text);
}

/** The visitor takes the place back in the words that follow it. */
function correctedAway(name: string | null, text: string): boolean {
  if (!name) return false;
  if (saidNotToBe(name, text)) return true;
  const lower = text.toLowerCase();
  const key = name.toLowerCase();
  for (let at = lower.indexOf(key); at >= 0; at = lower.indexOf(key, at + 1)) {
    if (TAKEN_BACK.test(text.slice(at + key.length, at + key.length + 40))) return true;
  }
  return false;
}

/**
 * Every place the text names, the matter's first. "the courthouse in Dayton ... actually its not Dayton,
 * its in Xenia": a place the visitor takes back is read as unsaid, unless nothing else is left.
 */
export function findPlaces(written: string, practiceArea: string | null = null): NarrativePlace[] {
  const places = placesRead(written, practiceArea);
  const names = places.flatMap((place) => [place.city, place.county]);
  const takenBack = [...new Set(names)].filter((name): name is string => correctedAway(name, written));
  if (takenBack.length === 0) return places;
  let unsaid = written;
  for (const name of takenBack) unsaid = unsaid.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, "gi"), " ");
  const corrected = placesRead(unsaid, practiceArea);
  return corrected.length > 0 ? corrected : places;
}

function placesRead(written: string, practiceArea: string | null): NarrativePlace[] {
  const text = withoutPartsOfTown(written);
  const found: Found[] = [];
  const sentences = sentencesOf(text);
  const writtenStates = statesSaid(text);
  // No state written: a county that only one state has says it ("our divorce in muscogee county ... columbus" is Georgia's Columbus).
  const allStates =
    writtenStates.length > 0
      ? writtenStates
      : [
          ...new Set(
            sentences.flatMap((sentence) =>
              countiesIn(sentence).flatMap((county) => (county.states.length === 1 ? county.states : [])),
            ),
          ),
        ];
  const people = peopleNamed(text);
  // "lives at Cedar Ridge Apartments ... served by Cedar Ridge": a business's name said short later is no town.
  const businessesNamed = businessNames(text).map((b) => b.name.toLowerCase());
  const allCities = sentences.flatMap((sentence) => citiesIn(sentence, allStates, people, businessesNamed));
  const cityStates = allCities.flatMap((c) => (c.state ? [c.state] : []));
  const unresolvedCities = allCities.flatMap((c) => (c.state ? [] : [c.name]));
  const severalTowns = new Set(allCities.map((c) => c.name)).size > 1;
  // In a matter about another person's affairs (a parent's savings) their place is the matter's.
  const ownPlaceMatters = !(practiceArea && ABOUT_ANOTHER_PERSON.has(practiceArea));
  const writtenForAnother = WRITTEN_FOR_ANOTHER.test(text);
  for (const sentence of sentences) {
    const states = statesSaid(sentence);
    const counties = countiesIn(sentence);
    // A real county says its state ("Tarrant County" is in Texas) whatever other state the visitor lives in.
    const countyState =
      counties
        .map((c) => stateOfCounty(c, allStates, cityStates, unresolvedCities))
        .find((s): s is string => s !== null) ?? null;
    const known = countyState ? [countyState] : states.length > 0 ? states : allStates;
    const cities = citiesIn(sentence, known, people, businessesNamed);
    // What happened is read (compromise) only in a sentence that names a town.
    const source = sourceOf(sentence, cities.length > 0);
    const weight =
      source === "court" ? 4 : source === "case" ? 3 : source === "incident" ? 2 : source === "home" ? 1 : 0;
    for (const city of cities) {
      const county = counties[0] && (!countyState || city.state === countyState) ? counties[0].name : null;
      // "I live in Tacoma but worked in Seattle": the words right before each city say which it is.
      const near = sentence.slice(Math.max(0, city.index - 25), city.index);
      const own =
        source === "court" || source === "case"
          ? source
          : /\b(work|worked|working|job|office|happened|accident|crash|arrested|fell|slipped|pas[oó]|ocurri[oó]|sucedi[oó]|fue|choque|accidente|trabajaba|trabaj[eé])\b/i.test(
                near,
              )
            ? "incident"
            : // "the apt was in nola": where the home the dispute is about stands.
              DISPUTED_HOME_IN.test(near)
              ? "incident"
              : /\b(live|living|lives|reside|resides|moved|vivo|vivimos|vive|viven)\b/i.test(near) ||
                  VISITOR_IS_IN.test(near)
                ? "home"
                : source;
      let cityWeight = own === source ? weight : own === "incident" ? 2 : 1;
      // "we moved from el paso to mesa", "nos mudamos de el paso a mesa": the town left is not the matter's.
      if (LEFT_TOWN.test(near)) cityWeight = Math.min(cityWeight, 0.5) - 0.5;
      // "my mom passed in august in sarasota": where someone died is where their estate is.
      if (DIED_IN.test(sentence.slice(Math.max(0, city.index - 60), city.index))) cityWeight = Math.max(cityWeight, 2);
      // "the duplex im buying in the short north in columbus": where the property of the deal stands.
      if (
        PROPERTY_OF_THE_DEAL.test(sentence.slice(Math.max(0, city.index - 70), city.index)) ||
        OWNED_THERE.test(sentence.slice(Math.max(0, city.index - 90), city.index))
      )
        cityWeight = Math.max(cityWeight, 2);
      // "she's moving to Phoenix with our daughter": where someone is going is not where the matter is.
      if (/\b(?:moving|move|relocating|relocate|going to move)\s+(?:away\s+|out\s+)?to\s+$/i.test(near))
        cityWeight = Math.min(cityWeight, 0.5);
      // "his ex packed up the boys and moved to phoenix": where someone else went is not where the matter is.
      const wentBefore = sentence.slice(Math.max(0, city.index - 80), city.index);
      if (
        /\b(?:moved|relocated|took (?:them|the (?:kids|boys|girls|children)))\s+(?:away\s+|out\s+|back\s+)?to\s+$/i.test(
          wentBefore,
        ) &&
        !/\b(?:i|we)\s+(?:[\w'’]+\s+){0,3}?(?:moved|relocated|took)\b/i.test(wentBefore)
      )
        cityWeight = Math.min(cityWeight, 0.5);
      // "my new job starts December 8 at a salon in Aurora": where the visitor will go is not where the matter is.
      if (
        /\b(?:new job|next job|will (?:start|work)|starts?|starting|going to work)\b/i.test(
          sentence.slice(Math.max(0, city.index - 50), city.index),
        )
      )
        cityWeight = Math.min(cityWeight, 0.5);
      // "we hired Precision Pools out of Scottsdale", "Black Bear Coffee Inc from denver": where a business is based is not where the matter is.
      if (
        BUSINESS_BASE.test(sentence.slice(Math.max(0, city.index - 60), city.index)) ||
        HEAD_OFFICE.test(sentence.slice(Math.max(0, city.index - 40), city.index))
      )
        cityWeight = Math.min(cityWeight, 0.5) - 1;
      // "my dad has been at Sunrise Senior Care in Tucson": where a named place of the story stands.
      if (
        /\bat\s+(?:the\s+)?[A-Z][\w'’&.-]*(?:\s+[A-Z][\w'’&.-]*){0,4}\s+in\s+$/.test(
          sentence.slice(Math.max(0, city.index - 60), city.index),
        )
      )
        cityWeight = Math.max(cityWeight, 1.5);
      // "I'm still in our house in Frisco" beats "she moved to her parents in Plano": whose home the clause tells.
      if ((own === "home" || own === "unknown") && ownPlaceMatters)
        // Written for another, "she's lived in St. Joseph since 1979" tells the client's home.
        // ("she's from memphis originally" still tells where she came from.)
        cityWeight +=
          writtenForAnother && !/\bfrom\s+$/i.test(near)
            ? Math.abs(holderWeight(sentence.slice(0, city.index)))
            : holderWeight(sentence.slice(0, city.index));
      // "our house in arvada" is the visitor's home; "at her condo in lakewood" someone else's.
      const dwelling = DWELLING_OF.exec(near);
      if (dwelling && ownPlaceMatters)
        cityWeight = /^(?:my|our)$/i.test(dwelling[1]!) ? Math.max(cityWeight, 1.5) : Math.min(cityWeight, 0.5);
      // "dad is in washington, I'm in boise but I can get on calls", "shes in fresno, im up in sacramento":
      // the home of one writing for another is not the matter's.
      if (
        (writtenForAnother || ANOTHER_IS_IN.test(sentence.slice(0, city.index))) &&
        /\b(?:i'?m|im|i am|i live|i'm living|i stay)\s+(?:\w+\s+)?(?:in|near)\s+$/i.test(near)
      )
        cityWeight = Math.min(cityWeight, 0.5) - 0.5;
      found.push({
        city: city.name,
        county,
        state: city.state ?? (known.length === 1 ? known[0]! : null),
        country: "US",
        source: own,
        weight: cityWeight,
        // A visit matters only where the text names another town.
        visit: severalTowns && visitClause(sentence.slice(0, city.index)),
      });
    }
    // "I visited my mom in Reno ... the accident happened in Sparks": a visit's place is the matter's only when
    // the sentence tells what happened there and no other town of the sentence is where it happened.
    const ofSentence = cities.length > 0 ? found.slice(-cities.length) : [];
    for (const place of ofSentence.filter((p) => p.visit)) {
      const elsewhere = ofSentence.some((p) => p !== place && !p.visit && p.source === "incident");
      place.weight = !elsewhere && happeningTold(sentence) ? Math.max(place.weight, 2.5) : Math.min(place.weight, 0.5);
      if (!elsewhere && happeningTold(sentence)) place.source = "incident";
    }
    // "moved to Boise ... our parenting plan from Clark County, Washington": a county said with its state beats a city of another state in the sentence.
    const explicit = counties.find((c) => c.written);
    if (explicit && cities.length > 0 && cities.every((c) => c.state !== explicit.written)) {
      for (const place of found.slice(-cities.length)) place.weight -= 1;
      found.push({
        city: null,
        county: explicit.name,
        state: explicit.written!,
        country: "US",
        source,
        weight: weight + 1.5,
      });
    }
    if (cities.length === 0 && counties.length > 0) {
      found.push({
        city: null,
        county: counties[0]!.name,
        state:
          countyState ??
          states[0] ??
          (allStates.length === 1 && counties[0]!.states.length === 0 ? allStates[0]! : null),
        country: "US",
        source,
        weight: weight + 0.5,
      });
    }
    if (cities.length === 0 && counties.length === 0 && states.length > 0) {
      // "my old tax preparer ... moved to Arizona": a state said of another person is not the matter's.
      const at = stateIn(sentence).find((said) => said.code === states[0])!.index;
      const held = ownPlaceMatters ? holderWeight(sentence.slice(0, at)) : 0;
      // "Ironbound Brewing Co. out of new jersey": where the other side's business is based is not the matter's.
      const based = BUSINESS_BASE.test(sentence.slice(Math.max(0, at - 60), at)) ? 1.5 : 0;
      // "her will names my brother as executor but he lives in ohio": where someone lives is a home, whatever the sentence is about.
      const lives = /\b(?:live|lives|living|reside|resides|vive|viven)\s+(?:\w+\s+)?(?:in|en)\s+$/i.test(
        sentence.slice(Math.max(0, at - 25), at),
      );
      found.push({
        city: null,
        county: null,
        state: states[0]!,
        country: "US",
        source: lives ? "home" : source,
        weight: (lives ? Math.min(weight, 1) : weight) - 0.5 + held - based,
      });
    }
  }
  return found
    .map((place, order) => ({ place, order }))
    .sort((a, b) => b.place.weight - a.place.weight || a.order - b.order)
    .map(({ place }) => {
      const { weight: _weight, visit: _visit, ...rest } = place;
      return rest;
    });
}

/**
 * The matter's place: the court's or the case's first, completed from the others when they agree
 * on the state (a county court in the visitor's home state takes the home city's state).
 */
export function findPlace(text: string, practiceArea: string | null = null): NarrativePlace | null {
  const places = findPlaces(text, practiceArea);
  const first = places[0];
  if (!first) return null;
  const place = { ...first };
  const stated = new Set(stateIn(text).map((s) => s.code));
  for (const other of places.slice(1)) {
    // A state is borrowed only when the text says it, never from a guess about a small town.
    if (!place.state && other.state && stated.has(other.state)) place.state = other.state;
    // "I live in Normal and work at their Bloomington office": a town of no sure state beside one whose
    // name is in one state only takes that state when it has a town of its name there.
    if (
      !place.state &&
      place.city &&
      other.city &&
      other.state &&
      citiesNamed(other.city).length === 1 &&
      citiesNamed(place.city, other.state).length > 0
    )
      place.state = other.state;
    if (!place.county && other.county && other.state === place.state && (!other.city || other.city === place.city))
      place.county = other.county;
    // A court named only by its county ("Halden County Court") sits where the visitor lives.
    // "the Ohio Department of Job and Family Services ... he lives in Canton Ohio": a state alone takes its town said later.
    if (!place.city && !place.county && place.state && other.city && other.state === place.state) {
      place.city = other.city;
      place.county ??= other.county;
    }
    if (
      !place.city &&
      other.city &&
      (place.source === "court" || place.source === "case") &&
      (!place.state ||
        place.state === other.state ||
        // "columbus" without its state, in the court's state: that state's town.
        (!other.state && citiesNamed(other.city, place.state).length > 0))
    ) {
      place.city = other.city;
      place.state ??= other.state;
    }
  }
  return place;
}

export function placeText(place: NarrativePlace | null): string {
  if (!place) return "";
  return [place.city, place.county, place.state].filter(Boolean).join(", ");
}
