/**
 * Small text helpers shared by the extraction layer: sentences, spelled-out numbers, word tests.
 * The heavy lifting (dates, names, places) is done by libraries; these only prepare their input.
 */

import nlp from "compromise";

const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const ORDINAL_UNITS = [
  "zeroth",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
];
const SUFFIX = (n: number) =>
  n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th";
/** Words that open a noun phrase: none of them starts a name or a town. */
export const DETERMINERS = [
  "the",
  "a",
  "an",
  "my",
  "our",
  "his",
  "her",
  "their",
  "your",
  "its",
  "this",
  "that",
  "these",
  "those",
];
/** The days of the week and the months, written out, lower case. */
export const WEEKDAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
export const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** Month names and their short forms, as a regular-expression alternation. */
export const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";

/** "twenty-first" → "21st", "thirty" → "30", "twenty twenty six" → "2026" (only in date-like spots). */
export function spelledNumber(words: string): string | null {
  const parts = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (parts.length === 1) {
    const p = parts[0]!;
    if (UNITS.includes(p)) return String(UNITS.indexOf(p));
    if (ORDINAL_UNITS.includes(p)) return `${ORDINAL_UNITS.indexOf(p)}${SUFFIX(ORDINAL_UNITS.indexOf(p))}`;
    if (p === "twenty") return "20";
    if (p === "thirty") return "30";
    if (p === "twentieth") return "20th";
    if (p === "thirtieth") return "30th";
    return null;
  }
  if (parts.length === 2 && (parts[0] === "twenty" || parts[0] === "thirty")) {
    const tens = parts[0] === "twenty" ? 20 : 30;
    const p = parts[1]!;
    const unit = UNITS.indexOf(p);
    if (unit >= 1 && unit <= 9) return String(tens + unit);
    const ord = ORDINAL_UNITS.indexOf(p);
    if (ord >= 1 && ord <= 9) return `${tens + ord}${SUFFIX(tens + ord)}`;
  }
  return null;
}

const NUMBER_WORD =
  "(?:twenty|thirty)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?|twentieth|thirtieth|" +
  [...ORDINAL_UNITS.slice(1), ...UNITS.slice(1)].join("|");

/**
 * Rewrites spelled-out days next to a month so a date parser reads them:
 * "August twenty, 2026" → "August 20, 2026", "the twenty-first of may" → "the 21st of may",
 * "in thirty days" → "in 30 days". Everything else is left as written.
 */
/** Ordinals as people misspell them ("the twelth of march"). */
const ORDINAL_TYPOS: Readonly<Record<string, string>> = {
  twelth: "twelfth",
  fith: "fifth",
  nineth: "ninth",
  eigth: "eighth",
  ninteenth: "nineteenth",
  thirtyth: "thirtieth",
  twentyth: "twentieth",
  seccond: "second",
  thrid: "third",
};

/** Holidays on a fixed day, as people date things by them ("she moved out on halloween"). */
const FIXED_HOLIDAYS: Readonly<Record<string, string>> = {
  "new year's day": "january 1",
  "new years day": "january 1",
  // "the monday after new year's": the day, when nothing else follows.
  "new year's": "january 1",
  "new years": "january 1",
  "valentine's day": "february 14",
  "valentines day": "february 14",
  "st. patrick's day": "march 17",
  "st patricks day": "march 17",
  "fourth of july": "july 4",
  "independence day": "july 4",
  halloween: "october 31",
  "veterans day": "november 11",
  "christmas eve": "december 24",
  christmas: "december 25",
  "christmas day": "december 25",
  "new year's eve": "december 31",
  "new years eve": "december 31",
};
const HOLIDAY_NAMES = Object.keys(FIXED_HOLIDAYS).sort((a, b) => b.length - a.length);

/** Holidays on a weekday of their month: [month (1-12), weekday (0 Sunday), which one (-1 the last)]. */
const FLOATING_HOLIDAYS: Readonly<Record<string, readonly [number, number, number]>> = {
  "martin luther king day": [1, 1, 3],
  "martin luther king jr day": [1, 1, 3],
  "mlk day": [1, 1, 3],
  "presidents day": [2, 1, 3],
  "presidents' day": [2, 1, 3],
  "mother's day": [5, 0, 2],
  "mothers day": [5, 0, 2],
  "memorial day": [5, 1, -1],
  "father's day": [6, 0, 3],
  "fathers day": [6, 0, 3],
  "labor day": [9, 1, 1],
  "columbus day": [10, 1, 2],
  "indigenous peoples day": [10, 1, 2],
  thanksgiving: [11, 4, 4],
  "thanksgiving day": [11, 4, 4],
};
const FLOATING_NAMES = Object.keys(FLOATING_HOLIDAYS).sort((a, b) => b.length - a.length);

/** The day of the month of the nth (or, for -1, the last) such weekday. */
function weekdayOfMonth(year: number, month: number, weekday: number, nth: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7);
}

/**
 * "moved out on labor day", "since thanksgiving": a holiday on a weekday of its month, as its day in
 * the given year ("september 7"); "black friday" is the day after thanksgiving.
 */
export function datedHolidays(text: string, year: number): { text: string; holidays: Map<string, string> } {
  const names = [...FLOATING_NAMES, "black friday"].map((h) => h.replace(/[.']/g, (c) => `\\${c}`));
  const holidays = new Map<string, string>();
  const dated = text.replace(new RegExp(`\\b(?:${names.join("|")})\\b`, "gi"), (name) => {
    const day = holidayDay(name, year);
    holidays.set(day, name.toLowerCase());
    return day;
  });
  return { text: dated, holidays };
}

/** "labor day" in 2027: "september 6". */
export function holidayDay(name: string, year: number): string {
  const key = name.toLowerCase();
  const [month, weekday, nth] = FLOATING_HOLIDAYS[key === "black friday" ? "thanksgiving" : key]!;
  const day = weekdayOfMonth(year, month, weekday, nth) + (key === "black friday" ? 1 : 0);
  return `${MONTH_NAMES[month - 1]} ${day}`;
}

/** Each letter without its marks ("caí" → "cai"), one character for one when the text is composed. */
export function foldMarks(text: string): string {
  const folded = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return folded.length === text.length ? folded : text;
}

/** Spanish words that carry no name of their own ("para esa", "que las", "el", "me"). */
export const SPANISH_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  "el la los las lo le se me nos te mi mis su sus que por para con de del al en y es fue un una uno unos unas esa ese eso esta este esto como pero porque cuando donde todos todas".split(
    " ",
  ),
);
const SPANISH_SMALL_WORDS = new RegExp(String.raw`\b(?:${[...SPANISH_FUNCTION_WORDS].join("|")})\b`, "gi");
const SPANISH_WEEKDAYS: Record<string, string> = {
  lunes: "monday",
  martes: "tuesday",
  miercoles: "wednesday",
  jueves: "thursday",
  viernes: "friday",
  sabado: "saturday",
  domingo: "sunday",
};
const SPANISH_WEEKDAY = String.raw`(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)`;
/** "sábado", "Lunes": a Spanish weekday on its own (the NLP may take one for a name). */
const SPANISH_WEEKDAY_ALONE = new RegExp(`^${SPANISH_WEEKDAY}$`, "i");
export const isSpanishWeekday = (word: string) => SPANISH_WEEKDAY_ALONE.test(word);
const SPANISH_COUNTS: Record<string, number> = {
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  quince: 15,
};
const englishWeekday = (word: string) => SPANISH_WEEKDAYS[foldMarks(word.toLowerCase())];
const SPANISH_UNITS: Record<string, string> = {
  dia: "days",
  dias: "days",
  semana: "weeks",
  semanas: "weeks",
  mes: "months",
  meses: "months",
};

/** "tengo 30 días para contestar", "me dieron 10 días para salir". */
const SPANISH_PERIOD =
  /\b(?:tengo|tiene|tenemos|tienen|me dieron|le dieron|nos dieron|me dan|le dan|hay)\s+(\d{1,3}|un|una|dos|tres|cinco|diez|quince)\s+(d[ií]as|semanas?|mes(?:es)?)\s+(?:h[aá]biles\s+)?para\s+(contestar|responder|apelar|salir|mudarme|mudarnos|irme|irnos|desocupar|pagar)\b/gi;
const SPANISH_PURPOSES: Readonly<Record<string, string>> = {
  contestar: "answer",
  responder: "answer",
  apelar: "appeal",
  pagar: "pay",
  salir: "move out",
  mudarme: "move out",
  mudarnos: "move out",
  irme: "move out",
  irnos: "move out",
  desocupar: "move out",
};

/**
 * Days said relative to today in Spanish, which chrono's Spanish parser misreads ("el sábado pasado" is
 * read as the coming Saturday), written as the English phrases chrono reads: "last saturday", "3 days ago".
 */
export function spanishRelativeDays(text: string): string {
  // "ayer" only in a text written in Spanish: "Mr. Ayer" in an English story is no "yesterday".
  const spanish = (text.match(SPANISH_SMALL_WORDS) ?? []).length >= 2;
  return (
    text
      .replace(
        new RegExp(String.raw`\b(?:el|este)\s+${SPANISH_WEEKDAY}\s+pasado\b`, "gi"),
        (_all, day: string) => `last ${englishWeekday(day)}`,
      )
      .replace(
        new RegExp(
          String.raw`\b(?:el\s+)?(?:pr[oó]ximo\s+${SPANISH_WEEKDAY}|${SPANISH_WEEKDAY}\s+(?:que viene|pr[oó]ximo))\b`,
          "gi",
        ),
        (_all, a: string | undefined, b: string | undefined) => `next ${englishWeekday((a ?? b)!)}`,
      )
      .replace(
        /\bhace\s+(\d+|una?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince)\s+(d[ií]as?|semanas?|mes(?:es)?)\b/gi,
        (all, n: string, unit: string) => {
          const count = /^\d+$/.test(n) ? Number(n) : SPANISH_COUNTS[n.toLowerCase()];
          const english = SPANISH_UNITS[foldMarks(unit.toLowerCase())];
          return count && english ? `${count} ${english} ago` : all;
        },
      )
      // "el martes 8 de diciembre": the weekday of a date said with it is that date's, no day of its own.
      .replace(new RegExp(String.raw`\b(el\s+)?${SPANISH_WEEKDAY}\s+(?=\d{1,2}\s+de\s+[a-z])`, "gi"), "$1")
      // "lo pararon el domingo": a bare weekday, read in the English parser like "on sunday".
      .replace(
        new RegExp(String.raw`\bel\s+${SPANISH_WEEKDAY}\b`, "gi"),
        (_all, day: string) => `on ${englishWeekday(day)}`,
      )
      // "tengo 30 días para contestar": a period given to answer or leave, as the English counts read it.
      .replace(SPANISH_PERIOD, (said, n: string, unit: string, purpose: string) => {
        const count = /^\d+$/.test(n) ? Number(n) : SPANISH_COUNTS[n.toLowerCase()];
        const english = SPANISH_UNITS[foldMarks(unit.toLowerCase())];
        const doing = SPANISH_PURPOSES[foldMarks(purpose.toLowerCase())] ?? "answer";
        return count && english ? `have ${count} ${english} to ${doing}` : said;
      })
      .replace(/\b(?:la\s+)?semana\s+pasada\b/gi, "last week")
      .replace(/\b(?:el\s+)?mes\s+pasado\b/gi, "last month")
      .replace(/\b(?:antier|anteayer)\b/gi, "2 days ago")
      .replace(/\bayer\b/gi, (word) => (spanish ? "yesterday" : word))
      .replace(/\banoche\b/gi, "last night")
      // "hoy en la mañana", "hoy": today (in a text written in Spanish).
      .replace(/\bhoy\s+(?:en|por)\s+la\s+ma[ñn]ana\b/gi, (said) => (spanish ? "this morning" : said))
      .replace(/\bhoy\b/gi, (word) => (spanish ? "today" : word))
      .replace(/\bpasado\s+ma[ñn]ana\b/gi, "in 2 days")
      .replace(/(?<!\b(?:la|esta|de|en la|por la|cada|toda la)\s)\bma[ñn]ana\b/gi, "tomorrow")
  );
}

const WEEKDAY_SHORT: Readonly<Record<string, string>> = {
  mon: "monday",
  tue: "tuesday",
  tues: "tuesday",
  wed: "wednesday",
  weds: "wednesday",
  thu: "thursday",
  thur: "thursday",
  thurs: "thursday",
  fri: "friday",
  sat: "saturday",
  sun: "sunday",
};

/** Counts said with a number word or digits: "2", "two", "a". */
const COUNT = String.raw`(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|couple(?: of)?|few)`;

/**
 * Time words typed on a phone, written out so the date parser reads them: "last nite", "2 wks ago",
 * "nxt wk", "w/in 14 days", "yday". A unit's short form is read only after a count ("mo" alone may be Missouri).
 */
export function phoneTimeWords(text: string): string {
  return (
    text
      .replace(/\b(last|tomorrow|saturday|sunday|monday|tuesday|wednesday|thursday|friday)\s*nite\b/gi, "$1 night")
      .replace(/\bto\s*nite\b/gi, "tonight")
      .replace(/\b(?:tmrw|tmrow|tmmrw|tomm?or+ow|2morrow|2mrw|2moro)\b/gi, "tomorrow")
      .replace(/\b(?:yday|ystrdy|yesterdy)\b/gi, "yesterday")
      .replace(/\bnxt\b/gi, "next")
      // "last tues", "thurs", "by fri": a weekday's short form; the ones that are words too ("sat", "sun",
      // "wed", "mon") only after a word that leads a day.
      .replace(
        /\b(?:tues?|thurs?|weds)\b\.?/gi,
        (short) => WEEKDAY_SHORT[short.toLowerCase().replace(".", "")] ?? short,
      )
      .replace(
        /\b(last|next|this|on|by|until|till|til|thru|every|coming|from|before|after)\s+(mon|wed|fri|sat|sun)\b\.?/gi,
        (_all, lead: string, short: string) => `${lead} ${WEEKDAY_SHORT[short.toLowerCase()] ?? short}`,
      )
      // "we sat in the car", "the sun was in my eyes", "we wed in june", "c'mon": the same short forms
      // as words are no day ("got served sat at my job", "dui sat nite" are).
      .replace(/\bc['’]?mon\b/gi, "come on")
      .replace(
        /\b(i|we|he|she|they|you|it|who|just|then|had|have|has|the|a|and|never|always|finally)\s+(sat|sun|wed)\b/gi,
        "$1 $2_",
      )
      .replace(
        /\b(sat|sun)\b(?=\s+(?:down|there|still|around|outside|behind|beside|next to|up|back|through|waiting|on (?:the|my|his|her|a)\b|in (?:the|my|his|her|a|jail|court|traffic)\b))/gi,
        "$1_",
      )
      .replace(/\bw\/in\b/gi, "within")
      // "i only have a year from the accident to file": a period of one year, counted like the others.
      .replace(/\b(have|has|had|only have|within|given|gives)\s+(?:a|one)\s+(year|month|week)\b/gi, "$1 1 $2")
      .replace(/\b(this|next|last|a|one|per)\s+wk\b/gi, "$1 week")
      .replace(new RegExp(String.raw`\b(${COUNT})\s*(?:wks?)\b`, "gi"), (_all, n: string) => `${n} weeks`)
      .replace(new RegExp(String.raw`\b(${COUNT})\s*(?:mos|mths?|mnths?)\b`, "gi"), (_all, n: string) => `${n} months`)
      .replace(new RegExp(String.raw`\b(${COUNT})\s*(?:yrs?)\b`, "gi"), (_all, n: string) => `${n} years`)
      .replace(new RegExp(String.raw`\b(${COUNT})\s*(?:hrs?)\b`, "gi"), (_all, n: string) => `${n} hours`)
  );
}

export function normalizeNumberWords(raw: string): string {
  const text = spanishRelativeDays(phoneTimeWords(raw))
    .replace(
      /\b(twelth|fith|nineth|eigth|ninteenth|thirtyth|twentyth|seccond|thrid)\b/gi,
      (word) => ORDINAL_TYPOS[word.toLowerCase()] ?? word,
    )
    .replace(
      new RegExp(`\\b(?:${HOLIDAY_NAMES.map((h) => h.replace(/[.']/g, (c) => `\\${c}`)).join("|")})\\b`, "gi"),
      (name) => FIXED_HOLIDAYS[name.toLowerCase()] ?? name,
    );
  const monthThenDay = new RegExp(`\\b(${MONTHS})\\.?\\s+(?:the\\s+)?(${NUMBER_WORD})\\b`, "gi");
  const dayThenMonth = new RegExp(`\\b(?:the\\s+)?(${NUMBER_WORD})\\s+of\\s+(${MONTHS})\\b`, "gi");
  const inDays = new RegExp(
    `\\b(in|within|after|about|have|has|had|got|given|gives|gave me|gave us|only)\\s+(${NUMBER_WORD})\\s+(days?|weeks?|months?)\\b`,
    "gi",
  );
  return text
    .replace(monthThenDay, (all, month: string, n: string) => {
      const num = spelledNumber(n);
      return num ? `${month} ${num}` : all;
    })
    .replace(dayThenMonth, (all, n: string, month: string) => {
      const num = spelledNumber(n);
      return num ? `${num} of ${month}` : all;
    })
    .replace(inDays, (all, lead: string, n: string, unit: string) => {
      const num = spelledNumber(n);
      return num ? `${lead} ${num.replace(/\D+$/, "")} ${unit}` : all;
    })
    .replace(
      /\b(\d{1,2})(?:st|nd|rd|th)?\s*,?\s+(twenty)\s+(twenty[\s-]\w+)\b/gi,
      (all, day: string, _t: string, rest: string) => {
        const year = spelledNumber(rest);
        return year ? `${day}, 20${year.padStart(2, "0")}` : all;
      },
    );
}

/** Sentences, split on ., !, ? and line breaks; a run-on message without punctuation is one sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<!\b(?:St|Ste|Mr|Mrs|Ms|Dr|Jr|Sr|Inc|Co|Corp|Ltd|Ft|Mt|vs|No|Ave|Blvd|Rd|Apt|[A-Z])\.)(?<=[.!?])\s+|\n+/i)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The sentence of `text` that contains the character at `index`. */
export function sentenceAt(text: string, index: number): string {
  let start = 0;
  for (const sentence of sentencesOf(text)) {
    const at = text.indexOf(sentence, start);
    if (at < 0) continue;
    if (index >= at && index < at + sentence.length) return sentence;
    start = at + sentence.length;
  }
  return text.trim();
}

/** Short legal forms and agencies written in capitals in a name ("LLC", "Inc.", "ICE"). */
const SHORT_FORMS = new Set(["llc", "inc", "co", "ltd", "pc", "pa", "lp", "llp", "dhs", "ice"]);

/** The last clause of a text, as compromise splits clauses (at commas, semicolons and joining words). */
export function lastClause(text: string): string {
  const clauses = nlp(text).clauses().out("array") as string[];
  return clauses[clauses.length - 1] ?? text;
}

export function titleCaseWords(text: string): string {
  return text
    .split(/\s+/)
    .map((w) =>
      w.length <= 3 && SHORT_FORMS.has(w.toLowerCase())
        ? w.toUpperCase().replace("INC", "Inc.").replace("LTD", "Ltd.").replace(/^CO$/, "Co.")
        : w === w.toLowerCase()
          ? w.charAt(0).toUpperCase() + w.slice(1)
          : w,
    )
    .join(" ");
}

export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:]$/, "")}…`;
}

/**
 * A pure function of one string, remembered: the interview reads the whole story again on every
 * turn, and compromise's parse is the slow part. Forgets everything past `max` entries.
 */
export function remembered<T>(read: (text: string) => T, max = 2000): (text: string) => T {
  const seen = new Map<string, T>();
  return (text: string) => {
    const known = seen.get(text);
    if (known !== undefined || seen.has(text)) return known as T;
    if (seen.size >= max) seen.clear();
    const value = read(text);
    seen.set(text, value);
    return value;
  };
}
