import { addDays, addMonths } from "./iso-days.ts";
import { MONTHS, spelledNumber } from "./text.ts";
import type { KeyDate, KeyDateKind } from "./types.ts";

/**
 * Named rules that correct a key date's kind once every date of the text is read, each from the date's
 * own sentence and day. They run in order; the first that applies to a date decides. Kept as a table so
 * each rule can be read, tested and removed on its own (findKeyDates' reading is already long enough).
 */
type Relabel = {
  name: string;
  kind: KeyDateKind;
  applies: (date: KeyDate, around: { lead: string; refDay: string; previous: KeyDate | undefined }) => boolean;
};

/** "a process server brought him papers", "the sheriff dropped it off on the 12th", "I was served on the 3rd", "a paper taped on our door the 19th". */
export const PAPERS_SERVED =
  /\b(?:(?:was|were|got|been|being|get) served|served (?:me|him|her|us|them|my|his|our)\b|process server|(?:sheriff|deputy|constable|marshal)\b[^.!?]{0,20}?\b(?:dropped|brought|delivered|handed|left|posted|taped|came)|(?:got|received|brought|handed|delivered)\s+(?:(?:me|him|her|us|them)\s+)?(?:the\s+|some\s+)?(?:court\s+)?(?:papers|summons)|(?:papers?|notice|letter|summons)\s+(?:\w+\s+)?(?:taped|posted|stuck|left|slid|slipped|put)\s+(?:on|to|under|in)\s+(?:my|our|the)\s+(?:front\s+)?door|me (?:los |las )?(?:entregaron|notificaron)|me llegaron (?:los )?papeles)\b/i;
/** "the charge got dropped", "the case was dismissed", "found not guilty". */
const CASE_OUTCOME =
  /\b(?:charges?|case|ticket|citation|complaint|lawsuit)\s+(?:(?:was|were|got|has been|have been|had been)\s+)?(?:dropped|dismissed|thrown out|nolle[- ]prossed|expunged)|\b(?:acquitted|found (?:me|him|her|them|us)? ?not guilty|dismissed (?:the|my|his|her|our) (?:charges?|case|ticket))\b/i;
/** The visitor (or the visitor's rep or lawyer) contacting, paying, reporting or filing, in the clause that leads to a day. */
const VISITORS_STEP =
  /(?:\b(?:i|we)|\b(?:my|our)\s+(?:union\s+)?(?:rep|representative|lawyer|attorney|steward|union|caseworker|advocate)\b[^.!?]{0,50}?)\s+(?:(?:also|finally|already|first|then|even)\s+)?(?:(?:(?!\b(?:he|she|they)\b)[^.!?]){0,80}?\band\s+(?:then\s+|also\s+)?)?(?:messaged|emailed|e-mailed|texted|wrote to|contacted|paid|reported|filed|submitted|complained|followed up|sent|mailed|asked|told|notified|requested|demanded|invoiced|billed)\b(?![^.!?]{0,60}\b(?:and|but|then|so)\s+(?:he|she|they|it)\b)(?:(?!\b(?:he|she|they)\b)(?:[^.!?,;]|,\s*(?=\$?\d))){0,60}$/i;
/** A step of a deal, shortly before its day: "signed an LOI on ", "paid a contractor ... a $14k deposit on " (a purchase may be the matter itself: "bought a truck on sept 30 and the transmission died"). */
const DEAL_DONE =
  /\b(?:signed|paid|wired|deposited|hired|invoiced|booked|(?:invoice|bill|check|order)s? went out|got (?:a|an|the) (?:letter|cease and desist|notice|demand))\b(?:\s+[^\s.!?;]+){0,10}?\s*(?:on|in)?\s*$/i;
/** Harm told in the same clause: the day stays the harm's, whatever deal the clause also tells. */
const HARM_TOLD =
  /\b(?:hit|hurt|injur\w*|fell|fall|slipped|crash\w*|bit|bitten|attack\w*|assault\w*|fired|broke|stole|burn\w*|fire|flood\w*|collaps\w*|arrest\w*)\b/i;
/** "Priya reported it to HR on ", "she complained to the manager on ": a report made, by whoever made it. */
const REPORTED_TO =
  /\b(?:reported|complained|filed (?:a )?(?:complaint|grievance|report))\b[^.!?,;]{0,30}?\b(?:to|with) (?:hr|human resources|(?:the |her |his |their |our )?(?:manager|supervisor|union|office|police|city|county|state|board|eeoc|agency|department|school|principal))\b[^.!?,;]{0,20}$/i;
/** "she told her manager ... that she was pregnant on ": someone telling, with the rest of its clause. */
const TOLD_IN_CLAUSE = /\b(?:told|informed|notified)\b[^.!?;]*$/i;
/** "... he said", "she texted me", "the office called": someone telling the visitor something, right after the day. */
const WORD_FROM_THEM =
  /^[\s,]*(?:(?:he|she|they|the (?:\w+ ){0,2}(?:lady|guy|man|woman|office|company|manager|landlord|adjuster|clerk|court|caseworker|officer|agent|rep)|(?:(?:dr|mr|mrs|ms)\.?\s+)?[a-z]+(?:\s+[a-z]+)?(?:\s*,[^,.!?]{1,40},)?)\s+(?:finally\s+|then\s+|just\s+)?(?:said|says|told (?:me|us)|texted|emailed|e-mailed|called|messaged|wrote|replied|answered|responded|sent (?:me|us|(?:an? |the )?(?:email|text|letter|message|notice))|(?:got|received) (?:an? |the )?(?:email|e-mail|text|message|voicemail|call))\b)/i;
/** Ways one person reaches another: a call, a text, an email, a letter. */
export const REACHING = String.raw`(?:called|phoned|emailed|e-mailed|texted|messaged|wrote to)`;
/** "denise called me on ", "the office texted us last ": someone reaching the visitor, right before the day. */
const WORD_FROM_THEM_BEFORE = new RegExp(
  String.raw`\b(?:he|she|they|[a-z]+)\s+${REACHING}\s+(?:me|us)\s+(?:on|last|this past)?\s*$`,
  "i",
);
/** "have been up since august 25": a state that has lasted since a day, no event of that day. */
const STATE_SINCE = /\b(?:has|have|had|'ve|'s)\s+been\b[^.!?,;]{0,40}\bsince\s*$/i;
/** "harassed", "threatened", "fired": what was said or done that day is itself the harm. */
const HARM_SAID =
  /\b(?:(?:told|ordered) (?:me|us) to (?:leave|get out|move out|vacate)|threat\w*|kill|hurt|slur|names|fired|terminat\w*|let (?:me|us) go|evict\w*|harass\w*|yell\w*|scream\w*|cuss\w*)\b/i;
/** "a caseworker, Ms. Alvarez, came out on ", "the inspector stopped by on ": an official who came to look. */
const OFFICIAL_VISIT =
  /\b(?:caseworker|case worker|social worker|inspector|investigator|adjuster|appraiser|officer|deputy|detective)\b[^!?]{0,40}\b(?:came out|came by|came over|visited|stopped by|inspected|interviewed)\b[^.!?]{0,20}$/i;
/** "if not paid by the 25th", "until the 3rd": a day given as a limit is no day of harm. */
const LIMIT_BEFORE = /\b(?:by|until|till|til|no later than|before)\s+(?:the\s+)?$/i;

/** Words between two dates of one list: "dated 8/15 and 9/1", "on the 3rd, the 10th or the 17th". */
const LIST_JOIN = /^\s*(?:,|and|or|&|,\s*(?:and|or))\s*$/i;

const COUNTED = /\b(?:later|after|before|from|ago|since|days?|weeks?|months?)\b/i;

/** Kinds a day behind the visitor may wrongly take from a court's or a job's words ("court papers", "dismissed"). */
const STORY_KINDS = new Set<KeyDateKind>(["incident", "court_date", "employment_end"]);

const isPast = (date: KeyDate, refDay: string) => date.iso.slice(0, 10) <= refDay;

/** The clause a date closes: the words since the last comma, semicolon, "and", "but" or "so". */
export function clauseLead(lead: string): string {
  return lead.split(/[,;]|\b(?:and|but|so)\b/i).pop() ?? lead;
}

/** The day stands at its clause's start ("then on nov 3 she texted me"), after a few words at most. */
function opensItsClause(lead: string): boolean {
  return clauseLead(lead).trim().split(/\s+/).filter(Boolean).length <= 3;
}

/** "it was set for December 3, but she emailed Wednesday cancelling it", "the hearing on the 9th was called off". */
const CANCELLED_AFTER =
  /^(?:(?!\b(?:or|if|will|would|going to|gonna|might|could|unless|threaten\w*)\b)[^.!?]){0,80}\b(?:cancel(?:l?ed|l?ing|s)?|called (?:it )?off|calling (?:it )?off|cancelad[oa]|cancelaron)\b/i;

export const RELABELS: readonly Relabel[] = [
  {
    // "the meeting was set for December 3, but she emailed cancelling it": a day called off decides nothing.
    name: "a day called off",
    kind: "other",
    applies: (date) => {
      const at = date.sentence.indexOf(date.phrase);
      return at >= 0 && CANCELLED_AFTER.test(date.sentence.slice(at + date.phrase.length));
    },
  },
  {
    // "i go back out in 10 days": what happens to the visitor later is a day of the story, no harm yet.
    name: "a day ahead is no incident",
    kind: "other",
    applies: (date, { refDay }) => date.kind === "incident" && !isPast(date, refDay),
  },
  {
    // The day papers came starts the time to answer; the harm the case is about lies elsewhere.
    name: "the day papers were served",
    kind: "other",
    applies: (date, { refDay }) =>
      STORY_KINDS.has(date.kind) && isPast(date, refDay) && PAPERS_SERVED.test(date.sentence),
  },
  {
    // "the charge got dropped on 11/16": how a case ended is no harm done that day.
    name: "the day a case ended",
    kind: "other",
    applies: (date, { lead, refDay }) =>
      STORY_KINDS.has(date.kind) && isPast(date, refDay) && CASE_OUTCOME.test(lastWords(lead, 80)),
  },
  {
    // "i messaged them on nov 2", "emailed HR on the 2nd" (after a staff meeting), "we paid Brent the final draw on October 30", "I reported it to HR on
    // Nov 3", "I filed a charge with the EEOC on September 30": what the visitor did about it is a day
    // of the story, not the harm.
    name: "the visitor's own step",
    kind: "other",
    applies: (date, { lead, refDay }) =>
      (date.kind === "incident" || date.kind === "appointment") &&
      isPast(date, refDay) &&
      VISITORS_STEP.test(lastWords(lead, 90)),
  },
  {
    // "we wired a $38,400 deposit on sept 9", "signed an LOI on dec 30", "the invoice went out nov 20": a
    // step of the deal, by either side, is a day of the story, no harm of its own.
    name: "a step of the deal",
    kind: "other",
    applies: (date, { lead, refDay }) => {
      const words = lastWords(lead, 80);
      return date.kind === "incident" && isPast(date, refDay) && DEAL_DONE.test(words) && !HARM_TOLD.test(words);
    },
  },
  {
    // "she told her manager, Lisa Brandt, that she was pregnant on october 14": a day something was told.
    name: "a day something was told",
    kind: "other",
    applies: (date, { lead, refDay }) => {
      const told = TOLD_IN_CLAUSE.exec(lastWords(lead, 100));
      return date.kind === "incident" && isPast(date, refDay) && told !== null && !HARM_SAID.test(told[0]);
    },
  },
  {
    // "Priya reported it to HR on november 9": a report made by the visitor's side is a step of the story.
    name: "a report made",
    kind: "other",
    applies: (date, { lead, refDay }) =>
      date.kind === "incident" && isPast(date, refDay) && REPORTED_TO.test(lastWords(lead, 90)),
  },
  {
    // "on the 20th he said there was damage", "then on nov 3 she texted me": a day someone told the visitor
    // something is a day of the story, unless what was said is the harm.
    name: "a day someone told the visitor",
    kind: "other",
    applies: (date, { lead, refDay }) => {
      const after = date.sentence.slice(date.sentence.indexOf(date.phrase) + date.phrase.length);
      const toldAfter = opensItsClause(lead) && WORD_FROM_THEM.test(after);
      return (
        date.kind === "incident" &&
        isPast(date, refDay) &&
        // "got pulled over ... sunday the 8th, the officer said": a clause that tells its own event keeps it.
        (toldAfter || WORD_FROM_THEM_BEFORE.test(lead)) &&
        !HARM_SAID.test(after.split(/[.!?]/)[0] ?? "")
      );
    },
  },
  {
    // "a caseworker came out on the 24th and talked to the girls": an official's visit is a day of the story.
    name: "an official's visit",
    kind: "other",
    applies: (date, { lead, refDay }) =>
      date.kind === "incident" && isPast(date, refDay) && OFFICIAL_VISIT.test(lastWords(lead, 90)),
  },
  {
    // "the signs have been up and lit since august 25": how long a state has lasted, not a harm that day.
    name: "a state since a day",
    kind: "other",
    applies: (date, { lead, refDay }) => date.kind === "incident" && isPast(date, refDay) && STATE_SINCE.test(lead),
  },
  {
    // "I'd take action if not paid by the 25th, which was yesterday": a limit that passed harmed no one that day.
    name: "a limit gone by",
    kind: "other",
    applies: (date, { lead, refDay }) =>
      date.kind === "incident" &&
      isPast(date, refDay) &&
      (LIMIT_BEFORE.test(lead) || /^(?:by|until|till|before)\b/i.test(date.phrase)),
  },
];

/** The list's later days take the first one's kind: "invoices dated 8/15 and 9/1". */
function listedWith(date: KeyDate, previous: KeyDate | undefined): KeyDateKind | null {
  // Only a day read as a plain event follows its list: a deadline keeps its own kind.
  if (!previous || previous.sentence !== date.sentence || previous.kind === date.kind) return null;
  if (date.kind !== "incident" && date.kind !== "other") return null;
  // "august 3 and three weeks later": a day counted from the first is a day of its own.
  if (COUNTED.test(date.phrase)) return null;
  const previousEnd = date.sentence.indexOf(previous.phrase) + previous.phrase.length;
  const start = date.sentence.indexOf(date.phrase, previousEnd);
  if (previousEnd < previous.phrase.length || start < 0) return null;
  return LIST_JOIN.test(date.sentence.slice(previousEnd, start)) ? previous.kind : null;
}

const lastWords = (text: string, length: number) => text.slice(Math.max(0, text.length - length));

/** Verbs that move a day: "moved", "rescheduled", "continued"; Spanish "la cambiaron", "la pospusieron". */
const MOVING = String.raw`(?:extended|(?:an |another )?extension|moved|rescheduled|re-?set|pushed(?: back| out)?|postponed|continued|changed|bumped|cambiaron|movieron|pospusieron|reprogramaron|pasaron)`;
/** "it got moved to monday the 14th", "rescheduled for december 16", "la cambiaron para el lunes 7": the words that lead to a day's new day. */
const MOVED_TO = new RegExp(
  String.raw`\b${MOVING}\s+(?:[\w'’]+\s+){0,3}?(?:to|for|until|till|til|para|al?)\s+(?:(?:the|el|on)\s+)*$`,
  "i",
);
/** "the hearing was moved from dec 3 to ", "pushed from the 9th to ": the new day after the old one. */
const MOVED_FROM_TO = new RegExp(
  String.raw`\b${MOVING}\s+(?:[\w'’]+\s+){0,3}?(?:from|del?)\s+[^.!?;]{1,40}?\s+(?:to|until|till|til|for|para|al?)\s+(?:(?:the|el|on)\s+)*$`,
  "i",
);
const COURT_KINDS = new Set<KeyDateKind>(["hearing", "court_date"]);
const DEADLINE_KINDS = new Set<KeyDateKind>(["response_deadline", "filing_deadline", "offer_expiry"]);
/** What was moved, named before the verb, and the kind its new day takes. */
const MOVED_THINGS: readonly [KeyDateKind, RegExp][] = [
  ["hearing", /\b(?:hearing|audiencia|mediation|mediaci[oó]n|conference|conferencia|arraignment)\b/i],
  ["court_date", /\b(?:court date|court|trial|corte|juicio)\b/i],
  [
    "appointment",
    /\b(?:appointment|cita|interview|entrevista|meeting|reuni[oó]n|junta|deposition|surgery|cirug[ií]a|inspection)\b/i,
  ],
  ["response_deadline", /\b(?:deadline|due date|answer)\b/i],
];

/**
 * A day moved: the new day takes the old one's kind, and the old one becomes a day of the story ("the
 * court date said december 3rd ... then they said it got moved to monday the 14th"); with no day of
 * that kind before it, the new day takes the kind of what its sentence says was moved ("the hearing
 * was moved from dec 3 to jan 7"). A new day never falls before the one it replaces.
 */
function movedDays(dates: readonly KeyDate[], refDay: string): KeyDate[] {
  const out = [...dates];
  for (const [index, date] of out.entries()) {
    const at = date.sentence.indexOf(date.phrase);
    // A range's end is read with its "to" ("moved from dec 3 to jan 7").
    const lead = at < 0 ? "" : date.sentence.slice(0, at) + (/^(?:to|until|till|til)\s+/i.exec(date.phrase)?.[0] ?? "");
    if (at < 0 || !(MOVED_TO.test(lead) || MOVED_FROM_TO.test(lead))) continue;
    // "from dec 3 to jan 7": the old day is the one said just before, in the same sentence.
    const fromInSentence = MOVED_FROM_TO.test(lead)
      ? out.slice(0, index).findLastIndex((d) => d.sentence === date.sentence)
      : -1;
    // "a response by November 30 ... she gave me an extension to December 11": an extension moves a deadline.
    const moves = /\bextend|\bextension/i.test(lead) ? DEADLINE_KINDS : COURT_KINDS;
    const old = fromInSentence >= 0 ? fromInSentence : out.slice(0, index).findLastIndex((d) => moves.has(d.kind));
    const thing = MOVED_THINGS.find(([, words]) => words.test(lead))?.[0];
    const kind = old >= 0 && moves.has(out[old]!.kind) ? out[old]!.kind : thing;
    if (old < 0 && !kind) continue;
    const iso = aheadOf({ ...date, iso: old >= 0 ? notBefore(date, out[old]!.iso) : date.iso }, refDay);
    out[index] = { ...date, iso, kind: kind ?? date.kind };
    if (old >= 0) out[old] = { ...out[old]!, iso: closeBefore(out[old]!, iso), kind: "other" };
  }
  return out;
}

/** "the court called and pushed it back six weeks": a day moved by a period, told after it. */
const SHIFTED_BY =
  /^[^.!?]{0,80}?\b(?:pushed|moved|postponed|continued|bumped|delayed|put off|reset)\s+(?:it|that|the (?:hearing|date|court date|trial|appearance))?\s*(?:back|out)?\s*(?:by\s+|another\s+)?(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(days?|weeks?|months?)\b/i;
const SHIFTABLE = new Set<KeyDateKind>(["hearing", "court_date", "appointment", ...DEADLINE_KINDS]);

/**
 * A day moved by a period ("first appearance was 12/14 but they pushed it back six weeks"): the new
 * day, counted from the old one, takes its kind, and the old one becomes a day of the story.
 */
function shiftedDays(dates: readonly KeyDate[]): KeyDate[] {
  const out: KeyDate[] = [];
  for (const date of dates) {
    const at = date.sentence.indexOf(date.phrase);
    const after = at < 0 ? "" : date.sentence.slice(at + date.phrase.length);
    // Only the last day said before the words that move it: "12/1 ... was 12/14 but they pushed it back" moves 12/14.
    const laterDay = dates.some((d) => d !== date && d.sentence === date.sentence && after.includes(d.phrase));
    const shift = at < 0 || !SHIFTABLE.has(date.kind) || laterDay ? null : SHIFTED_BY.exec(after);
    const amount = shift
      ? Number(/^\d+$/.test(shift[1]!) ? shift[1] : (spelledNumber(shift[1]!) ?? (/^an?$/i.test(shift[1]!) ? 1 : 0)))
      : 0;
    if (!shift || !amount) {
      out.push(date);
      continue;
    }
    const unit = shift[2]!.toLowerCase();
    const day = date.iso.slice(0, 10);
    const iso = unit.startsWith("month")
      ? addMonths(day, amount)
      : addDays(day, unit.startsWith("week") ? amount * 7 : amount);
    out.push({ ...date, kind: "other" }, { ...date, iso, phrase: shift[0].trim() });
  }
  return out;
}

/** "my hearing got moved to january 7" said in November: a new day with no year lies ahead. */
function aheadOf(date: KeyDate, refDay: string): string {
  if (date.iso.slice(0, 10) >= refDay || /\b\d{4}\b/.test(date.phrase) || !MONTH_SAID.test(date.phrase))
    return date.iso;
  return addMonths(date.iso, 12);
}

/** "moved from dec 3 to jan 7": the old day, said without a year, is the last one before the new day. */
function closeBefore(old: KeyDate, newIso: string): string {
  if (/\b\d{4}\b/.test(old.phrase)) return old.iso;
  const later = addMonths(old.iso, 12);
  return later.slice(0, 10) <= newIso.slice(0, 10) ? later : old.iso;
}

/** "moved to the 18th" from December 4: the new day falls after the day it replaces (next month, or next year for "jan 7"). */
function notBefore(date: KeyDate, old: string): string {
  if (date.iso.slice(0, 10) >= old.slice(0, 10) || /\b\d{4}\b/.test(date.phrase)) return date.iso;
  const steps = MONTH_SAID.test(date.phrase) ? [12] : [1, 2];
  const later = steps.map((months) => addMonths(date.iso, months)).find((iso) => iso.slice(0, 10) >= old.slice(0, 10));
  return later ?? date.iso;
}
const MONTH_SAID = new RegExp(
  String.raw`\b(?:${MONTHS})\b|\b\d{1,2}\/\d{1,2}\b|\b(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b`,
  "i",
);

/** Each date with the kind the first applicable rule gives it, else its own; then lists share their first day's kind. */
export function relabelKeyDates(dates: readonly KeyDate[], refDay: string): KeyDate[] {
  const relabelled: KeyDate[] = [];
  for (const date of shiftedDays(movedDays(dates, refDay))) {
    const at = date.sentence.indexOf(date.phrase);
    const lead = at >= 0 ? date.sentence.slice(0, at) : date.sentence;
    const previous = relabelled.at(-1);
    const rule = RELABELS.find((r) => r.applies(date, { lead, refDay, previous }));
    const kind = rule?.kind ?? listedWith(date, previous) ?? date.kind;
    relabelled.push(kind === date.kind ? date : { ...date, kind });
  }
  return relabelled;
}
