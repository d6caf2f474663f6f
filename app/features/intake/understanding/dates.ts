import * as chrono from "chrono-node";
import nlp from "compromise";
import { KEY_DATE_KINDS, type KeyDate, type KeyDateKind } from "./types.ts";
import {
  datedHolidays,
  foldMarks,
  holidayDay,
  lastClause,
  MONTH_NAMES,
  MONTHS,
  normalizeNumberWords,
  sentenceAt,
  spelledNumber,
  WEEKDAY_NAMES,
} from "./text.ts";
import { wordsOf } from "./business-names.ts";
import { HOLDING_A_JOB } from "./party-verbs.ts";
import { clauseLead, PAPERS_SERVED, REACHING, relabelKeyDates } from "./date-relabels.ts";
import { addBusinessDays, addDays, addMonths, lastWeekdayBefore } from "./iso-days.ts";

/**
 * Dates in the visitor's words, read by chrono-node and normalized to ISO, each with its kind
 * (hearing, deadline, move-out, incident...) taken from the words around it. Relative dates
 * ("next Friday", "in 30 days") count from the narrative's own "today" when it states one, else
 * from the message's time.
 */

/**
 * "the 15th" alone: the next such day of the month from the reference date. A day without its suffix
 * is one only when a time of day follows ("the 14 at 2pm"; "the 14 of us" is no day).
 */
const bareOrdinalParser: chrono.Parser = {
  pattern: () =>
    /\b(on|by|before|until|the|since)\s+(?:the\s+)?(\d{1,2})(?:(st|nd|rd|th)\b|(?=\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)))(?:\s+of\s+(this|next|last)\s+month\b)?(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))(?!\s+(?:street|st\b|avenue|ave\b|road|rd\b|boulevard|blvd|lane|drive|place|floor|grade|ward|district|precinct|circuit|amendment|birthday|anniversary|time|child|kid|son|daughter))/i,
  extract: (context, match) => {
    const day = Number(match[2]);
    if (day < 1 || day > 31) return null;
    const ref = context.reference.instant;
    const which = match[4]?.toLowerCase();
    // "the 3rd of this month": the month is said.
    if (which) {
      const shifted = new Date(
        Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth() + (which === "next" ? 1 : which === "last" ? -1 : 0), 1),
      );
      return { day, month: shifted.getUTCMonth() + 1, year: shifted.getUTCFullYear() };
    }
    let year = ref.getUTCFullYear();
    let month = ref.getUTCMonth() + 1;
    // "since the 5th" is behind us: this month's when already past, else last month's.
    const since = match[1]!.toLowerCase() === "since";
    if (!since && day < ref.getUTCDate()) {
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    } else if (since && day > ref.getUTCDate()) {
      month -= 1;
      if (month < 1) {
        month = 12;
        year -= 1;
      }
    }
    // The month is only implied: a past event's "on the 3rd" may be last month's (findKeyDates decides by the kind).
    return context.createParsingComponents({ day }).imply("month", month).imply("year", year);
  },
};

const DAY_NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };

/**
 * "a week from monday", "two weeks from tomorrow", "10 days from friday": a count from a day named by
 * its weekday or as tomorrow (chrono reads only the day itself). A weekday is the next one after today.
 */
const countedFromDayParser: chrono.Parser = {
  pattern: () =>
    /\b(a|an|one|two|three|four|\d{1,2})\s+(days?|weeks?)\s+from\s+(?:this\s+(?:coming\s+)?|next\s+)?(tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
  extract: (context, match) => {
    const amount = DAY_NUMBERS[match[1]!.toLowerCase()] ?? Number(match[1]);
    const unit = match[2]!.toLowerCase().startsWith("week") ? 7 : 1;
    const ref = context.reference.instant;
    const today = Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate());
    const base = match[3]!.toLowerCase();
    const ahead = base === "tomorrow" ? 1 : ((WEEKDAY_INDEX[base] ?? 0) - ref.getUTCDay() + 7) % 7 || 7;
    const day = new Date(today + (ahead + amount * unit) * 86_400_000);
    return { day: day.getUTCDate(), month: day.getUTCMonth() + 1, year: day.getUTCFullYear() };
  },
};

/** "the first business day of December": its first weekday, past New Year's Day in January. */
const firstBusinessDayParser: chrono.Parser = {
  pattern: () => new RegExp(String.raw`\bthe\s+first\s+(?:business|working|week)\s*day\s+of\s+(${MONTHS})\b`, "i"),
  extract: (context, match) => {
    const month = MONTH_NAMES.findIndex((name) => name.startsWith(match[1]!.toLowerCase().slice(0, 3)));
    if (month < 0) return null;
    const ref = context.reference.instant;
    const year = ref.getUTCFullYear() + (month < ref.getUTCMonth() ? 1 : 0);
    let day = month === 0 ? 2 : 1;
    while ([0, 6].includes(new Date(Date.UTC(year, month, day)).getUTCDay())) day++;
    return { day, month: month + 1, year };
  },
};

const parser = chrono.casual.clone();
parser.parsers.push(bareOrdinalParser, countedFromDayParser, firstBusinessDayParser);

/** Words that give a date its kind, nearest to the date wins; earlier kinds win ties. */
const KIND_WORDS: readonly [KeyDateKind, RegExp][] = [
  [
    "offer_expiry",
    /\b(?:hold|holding|keep|save|saving) (?:it|the (?:unit|apartment|room|house|spot|place|offer|price))(?: for (?:me|us))? (?:until|till|til|through|thru)\b|\b(offer(?:ed|s|ing)?|severance|settlement|agreement|letter of intent|loi|quote|bid|proposal|term sheet|price|deal|discount|promo(?:tion)?)\b[^.]*\b(expires?|expiring|deadline|by|until|good for|good (?:until|till|til|thru|through)|valid for|valid until|no later than)\b|\b(?:sign|signed|accept|accepted)(?: it| this| that| (?:a|an|the|this|that|their|his|her|our|my) [a-z]+(?: [a-z]+)?)? (?:by|before)\b|\b(?:wants?|needs?|expects?) (?:it|them|this|that|the (?:lease|contract|agreement|offer|papers?))(?: back)? signed\b|\b(?:wants?|needs?|expects?) (?:it|them|the (?:lease|contract|agreement|papers?)) back (?:by|before)\b|\btake it or leave it\b|\b(?:until|till|by)\b[^.!?]{0,30}?\bto (?:sign|accept|decide|take (?:it|the (?:offer|deal|space|job))|make up (?:my|our) minds?)\b|\b(?:my|our|your|a) signature by\b|\bor (?:they|she|he)(?:'ll| will| would)? (?:give|rent|lease|offer) (?:it|(?:the |that |this )?(?:space|unit|spot|job|position|place|apartment))\b|\bor (?:the|their|that|this) (?:offer|deal|job offer|settlement)\b[^.!?]{0,12}?\b(?:goes away|is off|is gone|expires|disappears|is withdrawn|is pulled|gets pulled|will be (?:withdrawn|pulled|gone))|\b(?:si|para|(?:tiene|tengo|tenemos|tienen) que) (?:firm|acept)\w*\b[^.!?]{0,40}?\b(?:antes del?|hasta el|para el)\b/gi,
  ],
  [
    "response_deadline",
    /\b(respond|response|reply|answer(?! the door)|(?:llenar|regresar|devolver|entregar|mandar|enviar|responder|contestar|pagar|dejar de|quitar|borrar|cambiar|parar)\b[^.!?]{0,60}?\bantes del?|to appeal|to protest|appeal (?:by|before|within)|contest|dispute|rebuttal|request (?:a|the) hearing|(?:have|has|need|needs|got) to (?:ask|request|apply|appeal)\b[^.!?]{0,40}?\b(?:by|before|within)|deadline|(?<!\b(?:payment|rent|bill|installment|premium|note)s?\s+(?:is\s+|are\s+|was\s+|were\s+)?)due|have until|no later than|if (?:i|we) (?:don'?t|dont|do not|can'?t|cannot) (?:pay|respond|answer|sign|fix|set up)\b[^.!?]{0,60}?\bby|must (?:respond|answer|reply)|days? to (?:respond|answer|reply|appeal|contest|dispute|object|challenge)|days? to (?:request|ask for)(?: (?:a|an|the) (?:[\w-]+ )?(?:hearing|review|reconsideration|appeal))?|(?:have to|has to|must|need to|told (?:us |me )?to|ordered (?:us |me )?to|demand\w* (?:that )?(?:we|i|us|me)(?: to)?) (?:stop|cease|remove|take down|pay|return|fix|repair|comply|rename|change|buy|sign(?![^.!?]{0,60}\bor (?:they|she|he)\b[^.!?]{0,20}\b(?:give|rent|lease|offer)\b)|sell|decide)\b[^.!?]{0,100}?\b(?:by|before))\b/gi,
  ],
  [
    "filing_deadline",
    /\b(unless (?:i|we) (?:[\w'’]+ ){0,4}?(?:file|filed|sue|sued)\b|(?:window|period|time|deadline) to (?:oppose|object|file|petition)\b[^.!?]{0,30}?\b(?:closes|ends|runs out|expires|is up)|(?:has|have|needs?) to be (?:in|filed|submitted|turned in|received|postmarked) by|(?:get|turn|send|mail) (?:it|them|this|that|the \w+) in (?:\w+ )?by|(?:must|have to|need to|deadline to|until .{0,20}to) (?:file|submit|turn in)(?! (?:a |my |our )?(?:written )?(?:rebuttal|response|reply|answer))|file (?:it )?(?:by|before)|filing deadline|(?<!\b(?:the|a|my|your|our|their|his|her|close|closed|closing)\s)(?<!\b(?:they|he|she|it)(?:['’]ll| will| would| (?:are|is) going to)\s)file(?! (?:a |an |my |our |his |her |the )?(?:written )?(?:rebuttal|response|reply|answer))(?!\s*(?:[,.;!?)]|which\b|that\b|and\b|was\b|is\b|folder\b))|submit(?! (?:a |my |our )?(?:written )?(?:rebuttal|response|reply|answer)))\b/gi,
  ],
  [
    "hearing",
    /\b(audiencia|appeal (?:call|meeting|conference)|(?:cita|corte) con (?:el|la) juez|juez de inmigraci[oó]n|hearing|hearings|master calendar|eviction court|immigration court|housing court|in front of (?:a |the )?judge|(?:see|sees|seeing|go before|goes before) (?:a |the )?judge|mediation)\b/gi,
  ],
  [
    "court_date",
    /\b(court date|pre-?trial|trial|arraignment|court|courthouse|corte|juicio|appear|(?:first )?appearance|summons|sentencing|docket|(?:case|trial|matter) (?:is |was |got )?set for)\b/gi,
  ],
  [
    "move_out",
    /\b(move out|moving out|vacate|chang(?:e|es|ing) the locks|locking (?:me|us) out|leave the (?:apartment|house|unit|property)|out by|be out|get out|off the (?:lot|property)|notice to quit|lock(?:ed)? (?:me |us )?out|lockout|evicted by|(?:could|might|may|will|would|going to|to) be (?:discharged|evicted|kicked out|removed)|(?:tengo|tenemos) que (?:salir|irme|irnos|mudarme|mudarnos|desocupar)|para (?:salir|irme|irnos|mudarme|mudarnos|desocupar))\b/gi,
  ],
  [
    "employment_end",
    /\b(despid\w*|(?:worked|working|employed|was (?:a|an) [\w ]{1,30}?)\b[^.!?]{0,80}?\buntil|(?:they|business|restaurant|store|shop|company|plant|factory|it)\s+(?:closed|shut down)(?= without warning| for good| down| (?:its|the) doors|[.!?,]| (?:on|in)\b)|ya no me (?:iba|iban|va|van) a dar (?:m[aá]s )?(?:turnos|horas|trabajo)|me quitaron (?:los |mis )?(?:turnos|horas)|(?:taken|took me) off the schedule|no more shifts|ya no (?:hay|habia|hab[ií]a) trabajo|me (?:corrieron|corri[oó]|echaron|ech[oó])|(?:dijo|dijeron)(?: que)? (?:ya )?no (?:regres|volv|vin)\w*|trabaj\w*[^.!?]{0,100}?\bhasta|fired|fire (?:me|us|him|her)\b|(?:laid|lay) (?:me|us|him|her|them) off|terminated|termination|(?<!\b(?:he|she|they|it|crew|contractor)\s+)stopped (?:going|working)(?= to work| in| there|[,.;!?]| on| porque| because)|dej(?:e|amos) de (?:ir|trabajar)|(?:position|job|role)\b[^.!?]{0,40}?\b(?:was|got|had been|were|is|was being|is being) (?:eliminated|cut)|let (?:(?:me|us|him|her|them)(?: all| both)? )?go|(?:walked|escorted) (?:me|us|him|her|them) (?:out|off)|showed (?:me|us|him|her|them) the door|laid off|layoff|last day|final day of (?:employment|work)|(?<!pay or |notice to )quit|left (?:my|the|that|this) job|resigned|dismissed|cut my hours|(?:pushed |forced |restructured\W* )?out of (?:my|a|the|his|her) job|lost (?:my|his|her|our) jobs?)\b/gi,
  ],
  [
    "appointment",
    /\b((?:appointment|consultation|check-?up|follow-?up|(?:a|my|his|her|their|our|the|next|\w+['’]s) follow up)(?:\s+(?:with|for|at)(?:\s+(?!on\b|at\b|in\b|by\b)[\w'’.-]+){1,3})?|meeting|interview|cita|(?<!\b(?:had|got|underwent|after|since)\s+(?:(?:the|my|his|her|an?)\s+)?)(?:surgery|operation|procedure)(?=,?\s+(?:on\s+)?(?:(?:this|next)\s+)?(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))|(?:stitches|wound|post-?op) check|quit\w* (?:los |sus |mis )?puntos|(?:care|case|parent-?teacher|iep) conference|(?:a|an|my|our|the) consult|(?:start|starting|begin|beginning)\s+(?:pt|physical therapy|therapy|rehab|chemo|treatment)\b|(?:can|could|will|wants? to|is going to|agreed to) meet (?:with )?(?:us|me|them|him|her)|(?:is|are|will be) coming (?:out|over|by)|home visit|(?:job|position|work|lease|contract)\b[^.!?]{0,30}\b(?:starting|starts|beginning|begins)|(?:surgery|operation|procedure|inspection|appraisal|walk-?through|evaluation|exam|deposition) (?:is |was )?(?:scheduled|set|booked|planned))\b/gi,
  ],
  [
    "incident",
    /\b(chang(?:ed|e) (?:the|my|our) locks?(?= (?:today|this morning|tonight|yesterday|when|while))|accident|accidente|choque|chocaron|choco|me mud[eé]|nos mudamos|me sal[ií]|nos salimos|desocup[eé]|desocupamos|pararon|acusaron|encontraron|atropell\w*|me cai|se cayo|resbal\w*|(?:me|nos|la|lo) (?:golpe\w*|pego|mordio|empujo|avento|tiro|choco)|mordid[oa]|me robaron|detenid[oa]s?|detuvieron|arrest\w*|se (?:lo |la )?llevo|crash|crashed|clipped|knocked (?:me|him|her|us) (?:down|over|off)|rear[- ]?ended|t-?boned|collided|bit|bitten|hit|fell|slipped|injured|hurt|attacked|assaulted|arrested|detained|froze|frozen|pulled over|ticket|cited|stopped|happened|broke|stole|took|cut down|cut|damaged|destroyed|vandalized|towed|served|got (?:the )?(?:papers|notice|letter)|received|started|began|died|passed away|(?:surgery|operation)(?! (?:is |was )?(?:scheduled|set|booked|planned))|operated|burst|caught fire|collapsed|nicked|misdiagnosed|signed(?! by)|married|separated|moved|bought|bounced|stopped answering|changed (?:the|my|our) locks|locked (?:me|us) out)\b/gi,
  ],
];

/** Words for the reference day itself: a day of the story only when something happens on it. */
const TODAY_WORDS = new Set(["today", "tonight", "this morning"]);
const TODAY_KINDS = new Set<KeyDateKind>(["incident", "hearing", "court_date", "appointment"]);
/** The space after a sentence's end; "Dec. 8" and "Mr. Hale" go on. */
const SENTENCE_BREAK = /(?<=(?<!\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|mr|mrs|ms|dr|st|no))[.!?])\s+/i;
/** Kinds that lie behind the visitor: a date of theirs said without a year (or month) is the last such day. */
const PAST_KINDS = new Set<KeyDateKind>(["incident", "employment_end"]);
/** "my last day is march 31", "they will fire me on the 30th": an end still ahead. */
const FUTURE_TENSE =
  /\b(?:scheduled (?:(?:me|him|her|us|them|it)\s+)?for|(?:is|are|'s) (?:re)?scheduled|(?:that'?s|it'?s|thats|its|which is) (?:right |just )?before|last day (?:is|will be)|(?:is|will be) (?:my|our|his|her|their|the) last day\b|will (?:be )?(?:fire|let|lay|terminat)\w*|is going to|are going to|(?:i'?m|im|i am|we'?re|we are) (?:getting married|having surgery|moving|closing)|having (?:[\w-]+ ){0,2}(?:surgery|an operation|a procedure|a baby)|(?:is|are) getting \w+ (?:starting|beginning)|(?:starting|beginning|effective) (?:on )?(?:the )?\d{1,2}(?:st|nd|rd|th)\b|(?:tiene|tengo|tenemos|tienen) que|(?:va|voy|vamos|van) a \w+r\b)/i;
/** Every other kind but "other" lies ahead: a hearing, a deadline, an offer's expiry, a move-out, an appointment. */
const FUTURE_KINDS = new Set<KeyDateKind>(KEY_DATE_KINDS.filter((kind) => !PAST_KINDS.has(kind) && kind !== "other"));

/** "going to his dialysis appointment", "on my way back from a doctor's appointment". */
const ON_THE_WAY_TO_APPOINTMENT =
  /\b(?:going|on (?:my|his|her|our|their|the) way(?: back)?|heading|driving|walking|riding|coming(?: back)?|leaving)\s+(?:to|from)\s+(?:his|her|my|our|their|a|an|the)\s+(?:[\w'’-]+\s+){0,2}appointment\b/i;

/** "she could be discharged on", "they will close it by": a modal before the date puts it ahead. */
const MODAL_LEAD = /\b(?:could|might|may|will|would|should|going to)\s+(?:\w+\s+){0,3}$/i;

/** "2 weeks later", "a month later" (number words are digits by now). */
const LATER =
  /^(?:(?:about|around|almost|nearly|like|maybe|roughly)\s+)?(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(days?|weeks?|months?)\s+later$/i;

const TENANCY = /\b(?:rent(?:ed|ing)?|rental|unit|apartment|lease|landlord|deposit|property manag\w*)\b/i;

/**
 * "i called the clerk on monday", "we talked to the manager last friday": the visitor reaching
 * someone, a step of the story on the day said (not the day of the harm, nor a deadline told before
 * it); a call to the police dates the harm and is left out.
 */
const VISITOR_REACHED_OUT = new RegExp(
  String.raw`\b(?:i|we)\s+(?:also\s+|even\s+|finally\s+|already\s+|then\s+)?(?:${REACHING}|contacted|talked to|spoke (?:to|with)|reached out to)\b(?:\s+(?!(?:and|but|so|then|for|by|until|before|police|cops|911|who|that)\b)[\w'’.-]+){0,6}?\s*$`,
  "i",
);
/** "sent them an invoice", "emailed the manager a letter": a message the visitor sent. */
const MESSAGE_SENT =
  /\b(?:i|we)\s+(?:sent|mailed|emailed|texted|faxed)\s+(?:(?:them|him|her|it|the \w+|[a-z]+)\s+)?(?:an?|the|my|our)\s+(?:invoice|bill|letter|demand(?: letter)?|email|message|complaint|notice)\b[^.!?]{0,50}$/i;
const MESSAGE_DATED =
  /\b(?:(?:invoice|bill|letter|notice|demand|email|statement)s?\b[^.!?]{0,40}?\b(?:was |were )?(?:sent|mailed|emailed)(?: out| over)?\s+(?:on\s+)?$|(?:mail|letter|notice|papers|email|message|invoice|bill|statement|receipt|check|contract|lease)s?\s+(?:(?:is|was)\s+)?(?:from|dated|of)|dated|postmarked)\s*$/i;
/** "I had court on the 10th", "my hearing was on the 3rd": a court day already gone by. */
const COURT_GONE_BY =
  /\b(?:had|missed|forgot|skipped)\s+(?:(?:my|a|the|our)\s+)?(?:court(?: date)?|hearing|arraignment|trial|appearance)\b|\b(?:court date|hearing|arraignment|trial)\s+was\b(?!\s+(?:moved|rescheduled|re-?set|pushed|postponed|continued|changed|bumped|set|scheduled|supposed))/i;

/** "went to the courthouse", "drove down to family court". */
const COURT_VISIT_WORDS = String.raw`(?:went|drove|walked|came|got|had to go) (?:down |over )?(?:to|into) (?:the )?(?:[a-z]+ )?court(?:house)?\b`;
/** "filed the motion myself at the hinds county courthouse on": papers handed in at the court, a visit made. */
const FILED_AT_COURT = String.raw`(?:filed|submitted|turned in|dropped off|picked up)\b[^.!?;]{0,60}?\b(?:at|in|with) (?:the )?(?:[a-z]+ ){0,3}(?:court(?:house)?|clerk(?:'s office)?)\b(?:[^.!?;]{0,20})`;
const COURT_VISIT = new RegExp(String.raw`\b(?:${COURT_VISIT_WORDS}|${FILED_AT_COURT})`, "i");

const COURT_VISIT_AFTER = new RegExp(String.raw`^[\s,]*(?:i|we|he|she|they)\s+${COURT_VISIT_WORDS}`, "i");

const COURT_PLACE =
  /\b((?:[A-Z][\w.'-]*\s+){0,4}(?:County\s+|District\s+|Circuit\s+|Superior\s+|Municipal\s+|Housing\s+|Family\s+|Immigration\s+|Probate\s+)?(?:Court(?:house)?|Tribunal|Justice Center))\b/;
const LOWER_COURT_PLACE =
  /\b((?:[a-z]+\s+){0,2}(?:county|district|circuit|superior|municipal|housing|family|immigration|probate)\s+court(?:house)?)\b/i;
const NARRATIVE_TODAY =
  /\b(?:today is|today'?s date is|it is now|as of today,?|writing this on|date:)\s+([^.,\n]{3,40})/i;

const SPANISH_DATE =
  /\b\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b/i;

/** "is the deadline to answer", "is my court date", "was the last day": what a day that opens a clause is. */
const PREDICATE_AFTER =
  /^[\s,]*(?:is|was|will be|['’]s)\s+(?:(?:the|my|our|his|her|their|a|an)\s+)?(?:[a-z-]+\s+){0,2}?(?:deadline|due date|last day|hearing|court date|trial|arraignment|mediation|appointment|day (?:to|i|we|they))\b[^.!?,;]{0,40}/i;

/** The kind whose words come first in a short predicate. */
function nearestKindIn(predicate: string): KeyDateKind | null {
  // "the last day to answer" is a limit, not the end of a job.
  const text = predicate.replace(/\blast day (?=to |for )/i, "deadline ");
  let best: { kind: KeyDateKind; at: number } | null = null;
  for (const [kind, pattern] of KIND_WORDS) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    pattern.lastIndex = 0;
    if (match && (!best || match.index < best.at)) best = { kind, at: match.index };
  }
  return best?.kind ?? null;
}

function kindFor(
  sentence: string,
  phraseStart: number,
  phraseEnd: number,
  nextDate = sentence.length,
  previousDateEnd = 0,
): KeyDateKind {
  const folded = foldMarks(sentence);
  let best: { kind: KeyDateKind; distance: number } | null = null;
  // "quit my job ... on the 1st and started at another office": when the words before the date tell its
  // event, what follows "and" tells another ("on sunday a pickup ran a light and hit my car" has none before).
  const joined = /\s(?:and|but)\s/i.exec(sentence.slice(phraseEnd));
  // "i sent an invoice on oct 15 and their manager wrote back offering...": a new subject after "and" tells another event.
  const newSubject =
    /^[\s,]*(?:and|but)\s+(?:then\s+)?(?:their|his|her|my|our|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:[A-Z][a-z]+\s+){0,2}(?:\w+ed|said|says|wrote|sent|told|called|came|got|gave|took|left|put|made)\b/.exec(
      sentence.slice(phraseEnd),
    );
  const toldBefore = KIND_WORDS.some(
    ([, pattern]) =>
      [...folded.slice(Math.max(0, phraseStart - 90), phraseStart).matchAll(new RegExp(pattern.source, "gi"))].length >
      0,
  );
  // "on september 8th and two weeks later I was let go": what follows the next date is that date's.
  // "was caught shoplifting ... on tuesday, they gave her a citation and she has to go to court": a new
  // clause with its own subject tells another event when the date's own clause is told in the past.
  // chrono may keep the comma in the date ("on tuesday,").
  const comma = /,\s*$/.test(sentence.slice(phraseStart, phraseEnd)) ? "," : "";
  const nextClause =
    /(?:,\s*(?:and\s+|then\s+|but\s+|so\s+)?|\bthat\s+)(?:i|we|he|she|they|you)(?:['’](?:s|re|ll|d|m))?\s+[a-z]/i.exec(
      comma + sentence.slice(phraseEnd),
    );
  const ownPast = nextClause !== null && nlp(sentence.slice(0, phraseStart)).has("#PastTense");
  // "a determination on the 18th saying I quit": what was said is not what happened that day.
  const reported = /\b(?:saying|claiming|stating|alleging)\b/i.exec(sentence.slice(phraseEnd));
  // "buy her out by december 15 or she's going to court": what follows "or" is the threat, not the day's
  // event ("or they give the space to another tenant" is the offer lapsing, the day's own).
  const threat =
    /,?\s+or\s+(?:else\s+)?(?:(?:she|he|they|it|we|i)\b|the\s+\w+\s+(?:will|is going|'ll))(?![^.!?]{0,12}\b(?:give|rent|lease|offer|sell)\b)/i.exec(
      sentence.slice(phraseEnd),
    );
  const clauseEnd = Math.min(
    reported ? phraseEnd + reported.index : sentence.length,
    threat ? phraseEnd + threat.index : sentence.length,
    // "i go home for winter break dec 18 but i can come back for court": what follows "but" is another matter.
    joined && (toldBefore || /^\s*but\b/i.test(joined[0])) ? phraseEnd + joined.index : sentence.length,
    newSubject ? phraseEnd : sentence.length,
    nextClause && ownPast ? phraseEnd + nextClause.index - comma.length : sentence.length,
    // "invoiced on sept 30, due oct 30": the two words right before the next date are that date's.
    nextDate < sentence.length
      ? phraseEnd +
          (/(?:\b[\w'’]+[\s,]+){1,2}$/.exec(sentence.slice(phraseEnd, nextDate))?.index ?? nextDate - phraseEnd)
      : nextDate,
  );
  // "got served papers tomorrow is the deadline to answer": a day that is the subject of "is the ..."
  // is what follows it, whatever was told before it in a run-on sentence.
  const predicate = PREDICATE_AFTER.exec(folded.slice(phraseEnd, Math.min(nextDate, sentence.length)));
  if (predicate) {
    const named = nearestKindIn(predicate[0]);
    if (named) return named;
  }
  const clauseBetween =
    previousDateEnd > 0 && /,\s*(?:and|but|then)\b|;/i.test(sentence.slice(previousDateEnd, phraseStart));
  for (const [kind, pattern] of KIND_WORDS) {
    pattern.lastIndex = 0;
    // Matched without marks ("chocó", "me caí" are read as "choco", "me cai"; "dueño" is no "due").
    for (const match of folded.matchAll(pattern)) {
      const at = match.index ?? 0;
      const end = at + match[0].length;
      if (at >= clauseEnd) continue;
      // "a letter of intent that expires December 18 ... the closing is January 29": a word told before
      // another day is that day's.
      if (end <= previousDateEnd && clauseBetween) continue;
      const distance = end <= phraseStart ? phraseStart - end : at >= phraseEnd ? (at - phraseEnd) * 1.5 : 0;
      if (!best || distance < best.distance) best = { kind, distance };
    }
  }
  // "my court date ... the hearing is at 9": a court date that is a hearing ("went to the courthouse
  // yesterday and ... the hearing is tomorrow" tells two days).
  if (best?.kind === "court_date" && /\b(?:hearing|audiencia)/i.test(sentence.slice(0, clauseEnd))) return "hearing";
  return best && best.distance <= 90 ? best.kind : "other";
}

function pad(n: number) {
  return String(n).padStart(2, "0");
}

function isoOf(component: chrono.ParsedComponents): string {
  const date = `${component.get("year")}-${pad(component.get("month") ?? 1)}-${pad(component.get("day") ?? 1)}`;
  return component.isCertain("hour")
    ? `${date}T${pad(component.get("hour") ?? 0)}:${pad(component.get("minute") ?? 0)}`
    : date;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The narrative's own "today" ("today is march 22, 2026"), else `now`. */
export function referenceDate(text: string, now: Date): Date {
  const stated = NARRATIVE_TODAY.exec(text);
  if (stated) {
    const parsed = parser.parse(normalizeNumberWords(stated[1]!), { instant: now })[0];
    if (parsed && parsed.start.isCertain("day")) {
      const c = parsed.start;
      return new Date(
        Date.UTC(c.get("year") ?? now.getUTCFullYear(), (c.get("month") ?? 1) - 1, c.get("day") ?? 1, 12),
      );
    }
  }
  return now;
}

const WEEKDAY = `(${WEEKDAY_NAMES.join("|")})`;
const WEEKS_AGO = String.raw`(\d+|an?|one|two|three|four|five|six) weeks? ago`;
/** "two weeks ago friday", "friday two weeks ago": that weekday, as many weeks before the last one. */
const WEEKDAY_WEEKS_AGO = new RegExp(
  String.raw`\b(?:${WEEKS_AGO},?\s+(?:on\s+|this\s+|last\s+|that\s+)?${WEEKDAY}|(?:last\s+|on\s+)?${WEEKDAY},?\s+${WEEKS_AGO})\b`,
  "gi",
);

/** Writes "two weeks ago friday" as the day it names (chrono reads the weeks and the weekday apart). */
function weekdayWeeksAgo(text: string, ref: Date): string {
  return text.replace(WEEKDAY_WEEKS_AGO, (_said, weeksFirst, dayAfter, dayFirst, weeksAfter) => {
    const weeks = (weeksFirst ?? weeksAfter) as string;
    const back = Number(weeks) || Number(spelledNumber(weeks.toLowerCase())) || 1;
    const weekday = (WEEKDAY_NAMES.indexOf(((dayAfter ?? dayFirst) as string).toLowerCase()) + 1) % 7;
    const sinceLast = (ref.getUTCDay() - weekday + 7) % 7 || 7;
    const day = new Date(ref);
    day.setUTCDate(day.getUTCDate() - sinceLast - 7 * (back - 1));
    return `${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
  });
}

const WEEKDAY_INDEX: Readonly<Record<string, number>> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/**
 * Writes days told from another day as the day they name, with its year: "last december 31" (last
 * new year's eve) is the one before today; "the day after january 19" (MLK day) and "the monday
 * after january 1" (new year's) count from that day's nearest occurrence, a holiday on a weekday of
 * its month recomputed in that year. chrono reads neither.
 */
function daysToldFromAnotherDay(text: string, ref: Date, holidays: ReadonlyMap<string, string>): string {
  const today = Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate());
  const format = (day: Date) => `${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
  const monthIndex = (month: string) => MONTH_NAMES.findIndex((m) => m.startsWith(month.toLowerCase().slice(0, 3)));
  const occurrence = (month: string, day: string, year: number) => {
    const holiday = holidays.get(`${month.toLowerCase()} ${Number(day)}`);
    const [m, d] = holiday && year !== ref.getUTCFullYear() ? holidayDay(holiday, year).split(" ") : [month, day];
    return new Date(Date.UTC(year, monthIndex(m!), Number(d)));
  };
  const nearest = (month: string, day: string) => {
    const year = ref.getUTCFullYear();
    return [year - 1, year, year + 1]
      .map((y) => occurrence(month, day, y))
      .sort((a, b) => Math.abs(a.getTime() - today) - Math.abs(b.getTime() - today))[0]!;
  };
  return (
    text
      .replace(
        new RegExp(`\\b(?:last|this past)\\s+(${MONTHS})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!,?\\s*\\d{4})`, "gi"),
        (_, month: string, day: string) => {
          const thisYear = occurrence(month, day, ref.getUTCFullYear());
          return format(thisYear.getTime() < today ? thisYear : occurrence(month, day, ref.getUTCFullYear() - 1));
        },
      )
      .replace(
        new RegExp(
          `\\b(?:the\\s+)?(day|${Object.keys(WEEKDAY_INDEX).join("|")})\\s+(?:right\\s+|just\\s+)?(after|before)\\s+(${MONTHS})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!,?\\s*\\d{4})(\\s+last\\s+year\\b)?`,
          "gi",
        ),
        (_, unit: string, side: string, month: string, day: string, lastYear: string | undefined) => {
          // "the day after christmas last year": the holiday of the year before.
          const base = lastYear ? occurrence(month, day, ref.getUTCFullYear() - 1) : nearest(month, day);
          const wanted = WEEKDAY_INDEX[unit.toLowerCase()];
          // "the saturday before thanksgiving": the last such weekday before the day.
          const step =
            side.toLowerCase() === "after"
              ? wanted === undefined
                ? 1
                : (wanted - base.getUTCDay() + 7) % 7 || 7
              : wanted === undefined
                ? -1
                : -((base.getUTCDay() - wanted + 7) % 7 || 7);
          base.setUTCDate(base.getUTCDate() + step);
          return format(base);
        },
      )
      // "new year's day last year", "march 3 last year": the day of the year before.
      .replace(
        new RegExp(`\\b(${MONTHS})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?last\\s+year\\b`, "gi"),
        (_, month: string, day: string) => format(occurrence(month, day, ref.getUTCFullYear() - 1)),
      )
  );
}

/** Every date in the text that names a day, with its kind and sentence; the reference day itself is left out. */
export function findKeyDates(text: string, now: Date): KeyDate[] {
  // "on the evening of october 30th": the part of the day says nothing of the day (chrono reads it as today's evening).
  // "on labor day": a holiday on a weekday of its month is read as its day in the narrative's year.
  const year = referenceDate(text, now).getUTCFullYear();
  const holidays = datedHolidays(text, year);
  let normalized = normalizeNumberWords(holidays.text)
    .replace(/\b(?:the\s+)?(?:morning|afternoon|evening|night)\s+of\s+(?=[a-z\d])/gi, "")
    // "the following morning" is "the next day" (chrono reads only "morning", as today's).
    .replace(/\bthe\s+(?:next|following)\s+(?:morning|day)\b/gi, "the next day")
    // "this coming monday", "the upcoming friday": the next such day ("this monday" to chrono).
    .replace(
      /\b(?:this\s+coming|the\s+coming|this\s+upcoming|the\s+upcoming|upcoming)\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/gi,
      "this ",
    )
    // "on 2nd shift", "my 3rd dui", "the 4th floor": an ordinal of something else names no day.
    .replace(
      /\b(\d{1,2})(?:st|nd|rd|th)\s+(shift|floor|grade|place|round|quarter|offen[cs]e|period|trimester|semester|attempt|warning|write-?up|strike|dui|dwi|child|kid|baby|time)\b/gi,
      "$2 number $1",
    )
    // "el 1ro de diciembre", "el 2do de enero": a Spanish ordinal is the day's number.
    .replace(/\b(\d{1,2})(?:ro|ero|do|ndo|to|vo|no|mo)\s+de\s+(?=[a-z])/gi, "$1 de ")
    // "paid 9,200 by check on september 14": "by" a means of payment sets no limit.
    .replace(
      /\bby (?=(?:a )?(?:check|cheque|card|credit card|debit card|cash|money order|venmo|zelle|paypal|cash ?app|wire|bank transfer)\b)/gi,
      "with ",
    )
    // "october the 2nd" is "october 2nd".
    .replace(new RegExp(`\\b(${MONTHS})\\.?\\s+the\\s+(?=\\d{1,2}(?:st|nd|rd|th)\\b)`, "gi"), "$1 ")
    // "back in august (the 19th i think)": the day said in brackets after its month.
    .replace(
      new RegExp(`\\b(${MONTHS})\\s*\\(\\s*(?:on\\s+)?(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?\\b`, "gi"),
      "$1 $2$3 (",
    );
  const ref = referenceDate(normalized, now);
  const refDay = dayOf(ref);
  // "el 6 de enero de este año", "january 6th of this year": the year said in words.
  normalized = daysToldFromAnotherDay(weekdayWeeksAgo(normalized, ref), ref, holidays.holidays)
    .replace(/\b(\d{1,2} de [a-z]+) (?:de|del) (?:este|esta) a[nñ]o\b/gi, `$1 de ${ref.getUTCFullYear()}`)
    // "el 7 de noviembre ... la operaron el día 10": a day of the month said alone is in the month said before it.
    .replace(/\bel d[ií]a (\d{1,2})\b(?!\s+de\s)/gi, (said: string, day: string, at: number, whole: string) => {
      const month = [...whole.slice(0, at).matchAll(new RegExp(SPANISH_DATE.source, "gi"))]
        .at(-1)?.[0]
        .split(" de ")[1];
      return month ? `el ${day} de ${month}` : said;
    })
    .replace(
      new RegExp(`\\b((?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?),?\\s+(?:of\\s+)?this year\\b`, "gi"),
      `$1, ${ref.getUTCFullYear()}`,
    );
  const reference = {
    instant: new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate(), 12)),
    timezone: 0,
  };
  // A visitor writing in Spanish ("el 15 de noviembre") is read by chrono's Spanish parser as well.
  const spanish = SPANISH_DATE.test(normalized) ? chrono.es.casual.parse(normalized, reference) : [];
  // chrono may join two sentences' dates into one ("this week. Yesterday"): each sentence is read on its own.
  // "my last day is december 31": "last day" is no day before today, only what names the job's end.
  // "haven't paid my last 3 weeks": after a possessive, "last 3 weeks" is pay for a stretch of work, no day.
  const parsed = [...parser.parse(normalized, reference), ...spanish].filter(
    (result) =>
      !/^(?:the\s+)?last day$/i.test(result.text.trim()) &&
      // "started it three years ago": a time years back names no day.
      !YEARS_AGO.test(result.text.trim()) &&
      // "a las 8 de la mañana": the morning of a day, not tomorrow.
      !(
        /^ma[nñ]ana$/i.test(result.text.trim()) &&
        /\b(?:la|esta)\s+$/i.test(normalized.slice(Math.max(0, result.index - 8), result.index))
      ) &&
      !(
        /^last\s+\d+\s+(?:days?|weeks?|months?)$/i.test(result.text.trim()) &&
        /\b(?:my|our|his|her|their)\s+$/i.test(normalized.slice(Math.max(0, result.index - 8), result.index))
      ),
  );
  const results = parsed.flatMap((result) => {
    if (!SENTENCE_BREAK.test(result.text)) return [result];
    const pieces: chrono.ParsedResult[] = [];
    let offset = 0;
    for (const piece of result.text.split(SENTENCE_BREAK)) {
      const at = result.text.indexOf(piece, offset);
      offset = at + piece.length;
      for (const inner of parser.parse(piece, reference))
        pieces.push(
          Object.assign(Object.create(Object.getPrototypeOf(inner)), inner, { index: result.index + at + inner.index }),
        );
    }
    return pieces;
  });
  const found: KeyDate[] = [];
  let lastIso: string | null = null;
  for (const [n, result] of results.entries()) {
    const c = result.start;
    const relative = /\b(ago|next|last|this|tomorrow|yesterday|in \d+|within|past|coming|from (?:now|today))\b/i.test(
      result.text,
    );
    // "a month later" names a day (counted from the one before it) though chrono is sure only of the month.
    const namesDay = c.isCertain("day") || c.isCertain("weekday") || relative || LATER.test(result.text.trim());
    if (!namesDay) {
      found.push(...rangeEnd(result, normalized, refDay));
      continue;
    }
    // "denied last friday (November 20)", "by the 20th, which was last friday": a day right after another,
    // in brackets or "which was", only says which day that was.
    const previous = results[n - 1];
    if (previous && WHICH_DAY_THAT_WAS.test(normalized.slice(previous.index + previous.text.length, result.index))) {
      // "next thursday (december 3) at 9am": the hour it adds goes on that day.
      const said = found.at(-1);
      const iso = isoOf(c);
      if (said && c.isCertain("hour") && !said.iso.includes("T") && said.iso === iso.slice(0, 10)) said.iso = iso;
      // "on the 14th (a saturday)": the weekday in brackets says which month's 14th.
      else if (said && c.isCertain("weekday") && !c.isCertain("day") && previous.start.isCertain("day")) {
        // "by the 20th, which was last friday": the day it names, when the day of the month agrees.
        const named = isoOf(c).slice(0, 10);
        said.iso =
          !previous.start.isCertain("month") && named.slice(8, 10) === said.iso.slice(8, 10)
            ? `${named}${said.iso.slice(10)}`
            : dateOfTheWeekday(said.iso, previous.start, c.get("weekday"));
      }
      // "if not paid by the 25th, which was yesterday": the day named after it, when the day of the month agrees.
      else if (said && !previous.start.isCertain("month") && isoOf(c).slice(8, 10) === said.iso.slice(8, 10))
        said.iso = `${isoOf(c).slice(0, 10)}${said.iso.slice(10)}`;
      continue;
    }
    // "friday the 11th of december": a weekday read apart from the day right after it names that day, not this week's.
    const following = results[n + 1];
    if (
      c.isCertain("weekday") &&
      !c.isCertain("day") &&
      following?.start.isCertain("day") &&
      following.index >= result.index + result.text.length &&
      /^\s*(?:the\s*)?$/i.test(normalized.slice(result.index + result.text.length, following.index))
    )
      continue;
    // "now", "for his weekend", "every other weekend": no day of the story.
    if (["now", "ahora", "weekend", "the weekend", "weekends"].includes(result.text.trim().toLowerCase())) continue;

    // "the next week I was taken off the schedule": the week after a day of the story, not after today;
    // "the next morning he collapsed": the day after the day told before it.
    const afterTheDayBefore =
      /^(?:next|following)\s+(?:day|week|month|morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.test(
        result.text.trim(),
      ) && /\bthe\s+$/i.test(normalized.slice(Math.max(0, result.index - 5), result.index));
    const dayAfter: string | null =
      afterTheDayBefore && lastIso && /^(?:next|following)\s+(?:day|morning)\b/i.test(result.text.trim())
        ? addDays(lastIso.slice(0, 10), 1)
        : null;
    if (afterTheDayBefore && !dayAfter) continue;
    // "out sick for a week": a duration, not a day ("good for two weeks" is one).
    if (
      result.text.trim().toLowerCase().startsWith("for ") &&
      !/\b(?:good|valid|open)\s*$/i.test(normalized.slice(0, result.index))
    )
      continue;
    if (/^\d{1,2}(:\d\d)?\s*(am|pm)?$/i.test(result.text.trim())) continue; // a time alone
    // "straight time after 40 hours", "after almost 4 years in the warehouse": counts of hours or years, no day.
    if (/^after\s+(?:\d+|an?)\s+(?:hours?|hrs?|minutes?|mins?)$/i.test(result.text.trim())) continue;
    if (/^(?:in|within)\s+(?:about\s+|almost\s+|like\s+)?\d+\s+years?$/i.test(result.text.trim())) continue;
    // "after 30 days nothing, after 60 days still nothing": a count told of the past names no day ahead.
    if (
      /^after\s+(?:\d+|an?)\s+(?:days?|weeks?|months?)$/i.test(result.text.trim()) &&
      !FUTURE_TENSE.test(sentenceAt(normalized, result.index)) &&
      !/\b(?:will|'ll|going to|gonna|would)\b/i.test(sentenceAt(normalized, result.index))
    )
      continue;
    const sentence = sentenceAt(normalized, result.index);
    const sentenceStart = normalized.indexOf(sentence);
    const start = result.index - Math.max(0, sentenceStart);
    const next = results[n + 1];
    const nextInSentence =
      next && next.index > result.index && next.index < sentenceStart + sentence.length
        ? next.index - sentenceStart
        : sentence.length;
    const before = results[n - 1];
    const previousInSentence =
      before && before.index < result.index && before.index >= sentenceStart
        ? before.index + before.text.length - sentenceStart
        : 0;
    // "... for my back surgery and a month later I was pushed out": what follows "later" is that day's event.
    let kind = LATER.test(result.text.trim())
      ? kindFor(sentence.slice(start), 0, result.text.length, nextInSentence - start)
      : kindFor(sentence, start, start + result.text.length, nextInSentence, previousInSentence);
    // "twice this week", "all last month": a stretch of time, not a day of the story (a deadline "this week" is one).
    if (/^(?:this|last|past|the past)\s+(?:week|month|year)$/i.test(result.text.trim()) && !FUTURE_KINDS.has(kind))
      continue;
    // "on aug 10 he was on a bus going to his dialysis appointment": the trip to an appointment is the day's
    // event, no appointment ahead.
    if (kind === "appointment" && ON_THE_WAY_TO_APPOINTMENT.test(sentence)) kind = "incident";
    // "before the 1st": the words chrono took into the date ("by", "before", "until") belong to what leads to it.
    const lead = `${sentence.slice(0, start)} ${leadingWords(result.text)}`;
    // "i drove for X until nov 6", "worked there till march 3rd": the end of a time at work is the job's end.
    if (kind !== "employment_end" && endsATime(lead) && workedThere(sentence)) kind = "employment_end";
    // "leave by the end of the month", "be out by the 15th", "vacate by friday": a day to leave by is a move-out.
    else if (kind !== "move_out" && FUTURE_KINDS.has(kind) === false && leaveBy(lead)) kind = "move_out";
    // "a right to sue letter ... It says he has 90 days and I counted and that's december 1st": a day
    // counted from a period the visitor was given is the period's end, of the kind the text tells.
    // "i only have 10 days to request a review ... counting from the arrest i think thats by wednesday dec 2": a day
    // told as the end of the period is the period's, whatever event the count runs from.
    const periodEnd = kind === "incident" && TOLD_AS_THE_END.test(clauseLead(lead));
    if ((kind === "other" || periodEnd) && COUNTED_PERIOD.test(sentence)) {
      // What the period is for, said in the date's own sentence first ("file an answer ... the statute of
      // limitations" elsewhere is no filing deadline of this day).
      const period =
        PERIOD_KINDS.find(([, words]) => words.test(sentence)) ??
        PERIOD_KINDS.find(([, words]) => words.test(normalized));
      if (period) kind = period[0];
    }
    // "my job fired me ... it was last friday": a sentence that only dates the one before takes its kind.
    if (kind === "other" && /^\s*(?:it|this|that) (?:was|happened)\b/i.test(sentence)) {
      const before = normalized.slice(0, Math.max(0, sentenceStart)).trim();
      const previous = sentenceAt(normalized, Math.max(0, before.length - 1));
      if (previous && previous !== sentence) kind = kindFor(previous, previous.length, previous.length);
    }
    // "changed the locks today", "my hearing is today": kept; "got the letter today, out in 3 days": the letter's day says nothing.
    if (
      TODAY_WORDS.has(result.text.trim().toLowerCase()) &&
      !TODAY_KINDS.has(kind) &&
      !/\b(?:by|out|leave|vacate)\s*$/i.test(lead)
    )
      continue;
    // "if they don't receive the signed form by December 15 they will close the file", "el lease firmado para
    // el 11 de diciembre o se lo dan a otra persona": a limit with what follows when it is missed lies ahead.
    // ("by january 8 or he'll take me to court" is a demand with a threat, a day of the story.)
    if (
      (kind === "other" || kind === "incident") &&
      LIMIT_LEAD.test(lead) &&
      MISSED_LIMIT.test(sentence) &&
      !THREAT_TO_SUE.test(sentence)
    )
      kind = "response_deadline";
    // "the invoice was due september 30": a limit told in the past is a day of the story ("was due dec 1",
    // said in November, is still ahead and stays a deadline).
    const dueGoneBy =
      (FUTURE_KINDS.has(kind) || kind === "incident" || kind === "other") &&
      !c.isCertain("year") &&
      (!c.isCertain("month") || isoOf(c).slice(0, 10) <= refDay) &&
      DUE_GONE_BY.test(clauseLead(lead));
    // "he was supposed to start sept 8": a day planned that did not come to pass is no incident.
    const planned =
      dueGoneBy ||
      ((kind === "incident" || kind === "other" || kind === "appointment") &&
        (/\b(?:was|were) supposed to (?:start|begin|come|show up|finish|deliver|be)\b/i.test(clauseLead(lead)) ||
          // "she said it would be paid in full on the 15th": a day promised, whether or not it came.
          /\b(?:said|told (?:me|us)|promised)\b[^.!?;]{0,40}\b(?:would|'d|was going to|were going to)\b[^.!?;,]{0,50}$/i.test(
            lead,
          )));
    if (planned) kind = "other";
    // "i sent them an invoice on oct 15": a message sent is a day of the story, not its harm.
    // "opened mail from friday", "a letter dated march 3": the day a message is dated, no event of its own.
    const messageSent =
      MESSAGE_DATED.test(lead) ||
      VISITOR_REACHED_OUT.test(clauseLead(lead)) ||
      ((kind === "incident" || kind === "other") && MESSAGE_SENT.test(lead));
    if (messageSent) kind = "other";
    // "i went to the courthouse yesterday and got an order": a visit to the court already made, no court date.
    // "on tuesday she went to the courthouse and filed": the visit told right after the day.
    const courtVisited =
      kind === "court_date" &&
      (COURT_VISIT.test(clauseLead(lead)) ||
        COURT_VISIT_AFTER.test(sentence.slice(start + result.text.length, start + result.text.length + 60)));
    // "a warrant issued on the 10th", "the order was entered on the 3rd": a court's act already done.
    const courtActDone = /\b(?:issued|entered|granted)\b(?:\s+(?:on|the))*\s*$/i.test(lead);
    if (courtVisited || courtActDone) kind = "other";
    // "the tuesday before last": a week before last tuesday.
    const beforeLast =
      c.isCertain("weekday") &&
      !c.isCertain("day") &&
      /^\s*before\s+last\b/i.test(normalized.slice(result.index + result.text.length))
        ? addDays(lastWeekdayBefore(refDay, c.get("weekday") ?? 0), -7)
        : null;
    let iso: string = dayAfter ?? beforeLast ?? isoOf(c);
    // "we catered it on september 26. we invoiced on the 28th.": a day of the month told in the past,
    // right after a day with its month, later in that month, is in that month.
    const prior = results[n - 1];
    if (
      lastIso &&
      prior?.start.isCertain("month") &&
      c.isCertain("day") &&
      !c.isCertain("month") &&
      !FUTURE_KINDS.has(kind) &&
      result.index - prior.index < 300 &&
      pastTenseClause(sentence, result.text)
    ) {
      const sameMonth = `${lastIso.slice(0, 7)}-${pad(c.get("day") ?? 1)}`;
      if (sameMonth > lastIso.slice(0, 10) && sameMonth <= refDay) iso = sameMonth;
    }
    // "on september 8th ... two weeks later": counted from the day told before it, not from today.
    const later = LATER.exec(result.text.trim());
    // "In July ... Two days later": counted from no day told, it names none.
    if (later && !lastIso) continue;
    if (later && lastIso) {
      const amount = Number(later[1]) || Number(spelledNumber(later[1]!)) || 1;
      const unit = later[2]!.toLowerCase();
      iso = unit.startsWith("month")
        ? addMonths(lastIso.slice(0, 10), amount)
        : addDays(lastIso.slice(0, 10), unit.startsWith("week") ? amount * 7 : amount);
    }
    // "the hearing is at 1:30": a court date or appointment without am/pm is in business hours (1:30 is 13:30, 9:15 stays).
    if (
      FUTURE_KINDS.has(kind) &&
      c.isCertain("hour") &&
      !c.isCertain("meridiem") &&
      !/\b(?:am|pm|a\.m\.|p\.m\.|morning|noon|afternoon|evening|night)\b/i.test(result.text)
    ) {
      const hour = c.get("hour") ?? 0;
      if (hour >= 1 && hour <= 6) iso = `${iso.slice(0, 11)}${pad(hour + 12)}${iso.slice(13)}`;
    }
    if (iso.slice(0, 10) === refDay && (NARRATIVE_TODAY.test(sentence) || kind === "other")) continue;
    // "We received a summons on Monday", "they served me on tuesday": a court word in a clause told in
    // the past dates the event a period runs from, behind the visitor, not a court date ahead.
    const startedInThePast =
      FUTURE_KINDS.has(kind) &&
      !c.isCertain("year") &&
      !/\b(coming|upcoming|next)\b/i.test(result.text) &&
      // "they gave me until tuesday to decide": a day given as a span's end lies ahead.
      !/\b(?:until|till|til|by|before)\s*$/i.test(lead) &&
      // "I got a notice of hearing for December 3rd": the day the court set, not the day the notice came.
      !COURT_DAY_SET.test(lead) &&
      pastTenseClause(sentence, result.text) &&
      startsAPeriod(sentence);
    if (startedInThePast) {
      kind = "other";
      if (iso.slice(0, 10) > refDay && c.isCertain("weekday") && !c.isCertain("day")) iso = addDays(iso, -7);
    }
    // "I had court on the 10th and forgot": the court day said is the last one, not the next.
    if ((kind === "court_date" || kind === "hearing") && !c.isCertain("year") && COURT_GONE_BY.test(clauseLead(lead))) {
      if (iso.slice(0, 10) > refDay)
        iso = c.isCertain("month") ? `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}` : addMonths(iso, -1);
      found.push({ iso, kind, phrase: result.text.trim(), sentence: sentence.trim(), place: null });
      found.push(...rangeEnd(result, normalized, refDay));
      lastIso = iso;
      continue;
    }
    // "the invoice was due september 30", "rent was due the 1st": a limit told in the past went by.
    if (dueGoneBy && !c.isCertain("month") && iso.slice(0, 10) > refDay) iso = addMonths(iso, -1);
    // A hearing or deadline said without a year is the next one, not last year's; "this coming tuesday" is ahead too.
    // "she needs it by tuesday": a weekday given as a limit, told in the present, is the next one.
    const limitAhead =
      c.isCertain("weekday") &&
      !c.isCertain("day") &&
      // (compromise reads no Spanish tense: "hasta el martes", read by now as "hasta on tuesday", is ahead.)
      ((/\b(?:by|until|till|til|before|no later than)\s*$/i.test(lead) && !pastTenseClause(sentence, result.text)) ||
        /\b(?:hasta(?: el)?|antes del?|para el)\s+(?:on\s*)?$/i.test(lead));
    const ahead =
      FUTURE_KINDS.has(kind) || limitAhead || (!dayAfter && /\b(coming|upcoming|next)\b/i.test(result.text));
    if (ahead && iso.slice(0, 10) < refDay) {
      // Only a day long gone is next year's: "a notice on nov 20" said on the 26th happened this year.
      if (!c.isCertain("year") && c.isCertain("month")) {
        if (iso.slice(0, 10) < addDays(refDay, -30)) iso = `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
      } else if (c.isCertain("weekday") && !c.isCertain("day") && !/\b(last|past|ago)\b/i.test(result.text))
        iso = addDays(iso, 7);
    }
    // What happened to the visitor lies behind them: "3/14" in a crash story is last March, not next.
    if (
      PAST_KINDS.has(kind) &&
      iso.slice(0, 10) > refDay &&
      !relative &&
      !FUTURE_TENSE.test(sentence) &&
      !MODAL_LEAD.test(clauseLead(lead)) &&
      !STARTS_AHEAD.test(lead)
    ) {
      if (!c.isCertain("year") && c.isCertain("month")) iso = `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;
      // "got fired on friday": the last such weekday, not a month back.
      else if (c.isCertain("weekday") && !c.isCertain("day")) iso = addDays(iso, -7);
      else if (!c.isCertain("month")) iso = addMonths(iso, -1);
    }
    // "my check is getting garnished starting the 1st": a day of the month told ahead is next month's.
    // "friday is my last day": a weekday told ahead is the next one.
    if (FUTURE_TENSE.test(sentence) && !c.isCertain("month") && !relative && iso.slice(0, 10) < refDay)
      iso = c.isCertain("weekday") && !c.isCertain("day") ? addDays(iso, 7) : addMonths(iso, 1);
    // "I'm getting married on New Year's Eve": a day of the story still ahead is no incident yet.
    if (kind === "incident" && iso.slice(0, 10) > refDay && FUTURE_TENSE.test(sentence)) kind = "other";
    // "I found out on the 12th", "I worked there until October 15": a date told in the past tense,
    // without its year (or month), is behind the visitor.
    if (
      !PAST_KINDS.has(kind) &&
      !FUTURE_KINDS.has(kind) &&
      !c.isCertain("year") &&
      iso.slice(0, 10) > refDay &&
      !relative &&
      !FUTURE_TENSE.test(sentence) &&
      !STARTS_AHEAD.test(lead) &&
      !limitAhead &&
      (courtActDone || pastTenseClause(sentence, result.text))
    ) {
      iso = c.isCertain("month")
        ? `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`
        : c.isCertain("weekday") && !c.isCertain("day")
          ? addDays(iso, -7)
          : addMonths(iso, -1);
    }
    // "friday dec 4", "wednesday the 18th": a weekday said with its day fixes the year or the month.
    if (c.isCertain("weekday")) iso = dateOfTheWeekday(iso, c);
    // "I fell down the broken stairs ... on November 2nd", "was charged with assault ... on November 14": a day behind the visitor, told in the past tense, is when something happened.
    // "rented from them ... and moved out july 31": a tenant's move-out already made keeps its kind, behind the visitor.
    if (
      (kind === "incident" || kind === "other") &&
      iso.slice(0, 10) <= refDay &&
      TENANCY.test(sentence) &&
      /(?:\b(?:i|we)\b|^\s*)(?:(?!\b(?:he|she|they)\b)[^.!?]){0,100}?\b(?:moved out|vacated)\b[^.!?\d]{0,80}$/i.test(
        sentence.slice(0, start),
      )
    )
      kind = "move_out";
    if (
      kind === "other" &&
      !planned &&
      !messageSent &&
      !courtVisited &&
      !courtActDone &&
      iso.slice(0, 10) <= refDay &&
      (pastTenseClause(sentence, result.text) || toldInThePast(sentence)) &&
      !aboutKnowing(clauseThrough(sentence, start + result.text.length))
    )
      kind = "incident";
    // "10 days from april 30": april 30 is where the count starts, not the deadline itself.
    // A holiday that fell in another year than the narrative's falls on another day of its month.
    const holiday = holidays.holidays.get(result.text.trim().toLowerCase());
    if (holiday && Number(iso.slice(0, 4)) !== year) {
      const [month, day] = holidayDay(holiday, Number(iso.slice(0, 4))).split(" ");
      iso = `${iso.slice(0, 5)}${pad(MONTH_NAMES.indexOf(month!) + 1)}-${pad(Number(day))}${iso.slice(10)}`;
    }
    // "I have 21 days to consider it, so the deadline is december 10": a day told as the period's end is no start.
    const counted = COUNT_FROM.test(sentence) && !TOLD_AS_THE_END.test(clauseLead(lead));
    if (counted && !relative) {
      // "served me on the 17th ... 20 days after": a day of the month a count runs from is this month's, behind the visitor.
      const start = !c.isCertain("month") && isoOf(c).slice(0, 10) > refDay ? addMonths(isoOf(c), -1) : isoOf(c);
      lastIso = start;
      found.push({
        iso: start,
        kind: kind === "response_deadline" || kind === "filing_deadline" ? "incident" : kind,
        phrase: result.text.trim(),
        sentence: sentence.trim(),
        place: null,
      });
      continue;
    }
    const court =
      (COURT_PLACE.exec(sentence)?.[1] ?? LOWER_COURT_PLACE.exec(sentence)?.[1] ?? "")
        .replace(/^(?:(?:at|in|the|to|on|a|my|our)\s+)+/i, "")
        .trim() || null;
    lastIso = iso;
    found.push({
      iso,
      kind,
      phrase: result.text.trim(),
      sentence: sentence.trim(),
      place:
        court &&
        (kind === "hearing" || kind === "court_date" || kind === "response_deadline" || kind === "filing_deadline")
          ? court.trim()
          : null,
    });
    found.push(...rangeEnd(result, normalized, refDay));
  }
  // "you have to file within 90 days and by my count mine is due december 4": the day the visitor
  // counted wins over the same period read from today.
  const counts = (d: KeyDate) =>
    /^(?:(?:in|within)\s+)?\d+\s+(?:days?|weeks?|months?)(?:\s+(?:after|from))?$/i.test(d.phrase);
  // The visitor's own count is a day ahead told after the period ("... and by my count that's december 4"),
  // not the day the period starts from ("published on December 22 and then we'd have 30 days").
  const countedByTheVisitor = (sentence: string, period: string) =>
    found.some(
      (d) =>
        d.sentence === sentence.trim() &&
        d.iso.slice(0, 10) > refDay &&
        !counts(d) &&
        sentence.indexOf(d.phrase) > sentence.indexOf(period),
    );
  const superseded = new Set<string>();
  for (const d of found) if (counts(d) && countedByTheVisitor(d.sentence, d.phrase)) superseded.add(d.iso.slice(0, 10));
  const counted = countedDeadlines(normalized, found, refDay, superseded).filter(
    (d) => !countedByTheVisitor(d.sentence, d.phrase),
  );
  // The same period read from today by the date parser ("within 30 days") goes when it runs from an earlier day.
  // "demolished in 45 days ... the letter is dated November 19": the same count read from today goes, whatever kind it took.
  const kept = found.filter((d) => !(superseded.has(d.iso.slice(0, 10)) && (d.kind === "other" || counts(d))));
  return relabelKeyDates(careAfterHarm(dedupe([...kept, ...counted])), refDay);
}

/** Care given to the visitor: "had surgery nov 2", "got stitches on the 3rd". */
const CARE = /\b(?:surgery|operation|operated on|stitches|x-?rays?|an? mri|physical therapy)\b/i;
/** Care that is itself the harm: a malpractice story's surgery is its incident. */
const CARE_GONE_WRONG =
  /\b(?:nicked|botched|went wrong|wrong (?:side|leg|arm|knee|hip|eye)|misdiagnos\w*|left [^.!?]{0,30}\binside|malpractice|negligen\w*|infect\w*|complications?|never should have)\b/i;

/**
 * "She slipped on october 31 ... she had surgery nov 2": care after the harm is a day of its story,
 * not another incident (the incident stays the day of the harm).
 */
function careAfterHarm(dates: KeyDate[]): KeyDate[] {
  const caredFor = (d: KeyDate) => {
    const at = d.sentence.toLowerCase().indexOf(d.phrase.toLowerCase());
    return at >= 0 && CARE.test(clauseLead(d.sentence.slice(0, at)));
  };
  return dates.map((d) =>
    d.kind === "incident" &&
    caredFor(d) &&
    !CARE_GONE_WRONG.test(d.sentence) &&
    dates.some((harm) => harm.kind === "incident" && harm.iso < d.iso && !caredFor(harm))
      ? { ...d, kind: "other" }
      : d,
  );
}

/**
 * A weekday said with its day fixes what the day leaves open: the year of "friday dec 4", the month of
 * "wednesday the 18th" or "the 14th (a saturday)". Of the days that fit, the nearest to the one read.
 */
function dateOfTheWeekday(iso: string, c: chrono.ParsedComponents, weekday = c.get("weekday")): string {
  if (c.isCertain("year") || weekday === null || !c.isCertain("day")) return iso;
  const day = Number(iso.slice(8, 10));
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1;
  const candidates = c.isCertain("month")
    ? [year - 1, year, year + 1].map((y) => new Date(Date.UTC(y, month, day)))
    : [-2, -1, 0, 1, 2].map((offset) => new Date(Date.UTC(year, month + offset, day)));
  const read = Date.parse(iso.slice(0, 10));
  const match = candidates
    // "the 31st" of a month without one rolls over: no such day fits.
    .filter((d) => d.getUTCDate() === day && d.getUTCDay() === weekday)
    .sort((a, b) => Math.abs(a.getTime() - read) - Math.abs(b.getTime() - read))[0];
  return match === undefined ? iso : `${match.toISOString().slice(0, 10)}${iso.slice(10)}`;
}

/** The sentence is told in the past ("was charged", "had a fight"; compromise may tag "was" alone), nothing in it is to come. */
function toldInThePast(sentence: string): boolean {
  const doc = nlp(sentence);
  return (
    doc.has("(#PastTense|was|were|had|did)") && !doc.has("(will|#FutureTense|going to|is scheduled|are scheduled)")
  );
}

/** The sentence up to the end of the clause holding `end` ("... at lunch on october 29" without "and we all heard it"). */
function clauseThrough(sentence: string, end: number): string {
  const next = /[,;]|\b(?:and|but)\b/i.exec(sentence.slice(end));
  return next ? sentence.slice(0, end + next.index) : sentence;
}

/** Verbs of coming to know: the day one found out is no incident of its own ("I found out on the 12th"). */
const KNOWING_VERBS = ["find out", "learn", "hear", "realize", "discover", "notice", "know"];

function aboutKnowing(sentence: string): boolean {
  const doc = nlp(sentence);
  doc.compute("root");
  return KNOWING_VERBS.some((verb) =>
    doc.has(
      verb
        .split(" ")
        .map((w, i) => (i === 0 ? `{${w}}` : w))
        .join(" "),
    ),
  );
}

/** "he'd be back", "hed be back", "she would": a day told as what was to come. */
const WOULD =
  /\b(?:would|gonna|going to|(?:he|she|they|we|you|i)(?:['’]d|d)\s+(?:be|come|have|get|pay|start|finish))\b/i;
/** "moved her to nights starting december 1", "effective the 15th": a change set to begin on the day, ahead. */
/** "starting the 1st", "effective on", "asked me to stay through": a day told as one ahead. */
const STARTS_AHEAD =
  /\b(?:(?:starting|effective|beginning)\s+(?:on\s+)?|(?:to|will|going to)\s+(?:stay|work|remain)\s+(?:on\s+)?(?:through|thru|until|till)\s+)(?:the\s+)?$/i;
const HAVE_GOT = /(?:['’]ve|['’]s|\s+have|\s+has|\b(?:ive|weve|theyve|youve))\s+got\b/gi;

/** The clause around a date is told in the past: its verbs are past tense (compromise), none is future or present. */
function pastTenseClause(sentence: string, phrase: string): boolean {
  // "they've got a new beer launching on december 12": "have got" is having, in the present.
  const present = sentence.replace(HAVE_GOT, " have");
  const pieces = present.split(/[;,]|\b(?:and|but|so)\b/i);
  const at = pieces.findIndex((p) => p.includes(phrase.trim()));
  const piece = pieces[at];
  // "she told me on memorial day she wants a divorce": the verb before the date tells its time.
  const lead = piece?.slice(0, piece.indexOf(phrase.trim()));
  // The date's own words are left out of the reading ("may 19" is no modal verb).
  const part = piece?.replace(phrase.trim(), " ");
  // A clause without a verb of its own ("in Charleston, SC from March to October 15") takes the sentence's.
  const leadHasVerb = Boolean(lead && nlp(lead).has("#Verb"));
  // "on the 4th he texted me that he would call": without a verb before the date, the first one after it tells its time.
  const after = piece?.slice(piece.indexOf(phrase.trim()) + phrase.trim().length);
  if (!leadHasVerb && after && nlp(after).match("#Verb").first().has("#PastTense")) return true;
  // "i emailed their marketing person, a guy named jordan pike, on the 12th": a clause of the date alone
  // takes its time from the nearest one before it with a verb.
  if (
    lead !== undefined &&
    /^\s*(?:(?:on|in|at|around|about)\s+)?(?:the\s+)?$/i.test(lead) &&
    after !== undefined &&
    !nlp(after).has("#Verb")
  ) {
    const told = pieces
      .slice(Math.max(0, at - 2), at)
      .reverse()
      .find((p) => nlp(p).has("#Verb"));
    if (told) return nlp(told).has("#PastTense") && !nlp(told).has("(#FutureTense|will)") && !WOULD.test(told);
  }
  const doc = leadHasVerb && lead ? nlp(lead) : part && nlp(part).has("#Verb") ? nlp(part) : nlp(present);
  // "held him for hours without calling me": a gerund tells no time of its own.
  // "I was riding my bike on the 18th": the past progressive ("was" is no past-tense verb to the tagger).
  const progressive = /\b(?:was|were)\s+(?:\w+\s+)?\w+ing\b/i.test(lead ?? part ?? sentence);
  // "the closing is planned for may 15": a present passive tells a day ahead, whatever the participle.
  // "the room is only held until dec 10": so is one of any participle.
  if (
    /\b(?:is|are|'s|will be)\s+(?:(?:only|still|being|now|just)\s+)?(?:planned|scheduled|set|expected|supposed|due|booked|held|kept|\w+ed)\b/i.test(
      lead ?? part ?? "",
    )
  )
    return false;
  return (
    (doc.has("#PastTense") || progressive) &&
    !doc.has("(#FutureTense|will|should|might)") &&
    !doc.match("#PresentTense").not("#Gerund").found
  );
}

/** Words that end a span of time before a day ("until", "till", "through"): compromise tags them as prepositions. */
const SPAN_ENDS = new Set(["until", "till", "til", "'til", "through", "thru"]);
/** Words that set a day as a limit ("by", "before", "no later than"). */
const LIMITS = new Set(["by", "before"]);
/** Verbs of leaving a home, by root; a day after one of them with "by" or "before" is a move-out. */
const LEAVING = [
  "{leave}",
  "{vacate}",
  "{move} out",
  "{get} out",
  "{be} out",
  "out of (the|my|our|this) #Noun",
  "{clear} out",
];

const lastWords = (lead: string, n: number) =>
  wordsOf(lead.slice(-60))
    .map((t) => t.text.toLowerCase())
    .slice(-n);
const YEARS_AGO =
  /^(?:about |around |almost |nearly |over |like )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple(?: of)?|a few|several)\s+years?\s+ago$/i;
/** "he has 90 days", "we got 30 days": a period given to the visitor, then its end counted. */
const COUNTED_PERIOD =
  /\b(?:has|have|had|got|gets|given|gave (?:him|her|me|us|them)|within)\s+(?:only\s+)?\d+\s+(?:(?:business|working|calendar)\s+)?days\b|\b\d+\s+(?:(?:business|working|calendar)\s+)?days\s+(?:from|after)\b/i;
/** What a period given to the visitor is for, from the whole text. */
const PERIOD_KINDS: readonly [KeyDateKind, RegExp][] = [
  [
    "filing_deadline",
    /\b(?:right to sue|statute of limitations|to file (?:a |the |my |our )?(?:lawsuit|suit|claim|complaint|lien|opposition|petition|mine|ours))\b/i,
  ],
  [
    "response_deadline",
    /\b(?:to (?:respond|answer|reply|appeal|request|oppose|contest|object)|appeal|answer the (?:complaint|summons|lawsuit)|(?:file|submit) (?:an|a|the|my|his|her|their) (?:answer|response)|reconsideration)\b/i,
  ],
];

/** Words chrono reads into a date that say what leads to it ("by the 15th", "before the 1st"). */
const DATE_LEADS = new Set([...SPAN_ENDS, ...LIMITS, "on", "the"]);
function leadingWords(phrase: string): string {
  const words = wordsOf(phrase).map((t) => t.text);
  const lead = words.findIndex((w) => !DATE_LEADS.has(w.toLowerCase()));
  return words.slice(0, lead < 0 ? words.length : lead).join(" ");
}

/** The words before a date end a span ("worked there until"). */
function endsATime(lead: string): boolean {
  const [last] = lastWords(lead, 1);
  return last !== undefined && SPAN_ENDS.has(last);
}

/** The clause before a date asks to leave by it ("we need to be out by", "told me to leave by the", "vacate by"). */
function leaveBy(lead: string): boolean {
  const words = lastWords(lead, 2);
  const limit = words[words.length - 1] === "the" ? words[0] : words[words.length - 1];
  if (!limit || !LIMITS.has(limit)) return false;
  const doc = nlp(lastClause(lead));
  doc.compute("root");
  return LEAVING.some((verb) => doc.has(verb));
}

/** The sentence tells of a job in the past tense ("I worked as a line cook at ...", "was employed by ..."). */
function workedThere(sentence: string): boolean {
  const doc = nlp(sentence);
  doc.compute("root");
  return (
    doc.has("#PastTense") &&
    HOLDING_A_JOB.some(
      (verb) => doc.has(`{${verb.split(" ")[0]}}`) && (!verb.includes(" ") || doc.has(verb.split(" ")[1]!)),
    )
  );
}

/** "from april till october 17 when i quit": the end of a range is a day of its own, with the kind its words give. */
function rangeEnd(result: chrono.ParsedResult, text: string, refDay: string): KeyDate[] {
  const end = result.end;
  if (!end?.isCertain("day")) return [];
  const sentence = sentenceAt(text, result.index);
  const start = result.index - Math.max(0, text.indexOf(sentence));
  const cut = Math.max(0, result.text.search(/\b(?:till|until|to|through|thru)\b|-/i));
  let kind = kindFor(sentence, start + cut, start + result.text.length);
  let iso = isoOf(end);
  // "I worked ... at Blue Heron Bistro from March to October 15": the end of a time at work is when the job ended.
  if (kind === "other" && workedThere(sentence)) kind = "employment_end";
  const past = PAST_KINDS.has(kind)
    ? !FUTURE_TENSE.test(sentence)
    : !FUTURE_KINDS.has(kind) && pastTenseClause(sentence, result.text);
  if (past && iso.slice(0, 10) > refDay && !end.isCertain("year"))
    iso = `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;
  return [{ iso, kind, phrase: result.text.slice(cut).trim(), sentence: sentence.trim(), place: null }];
}

/** Between a day and the words that say which day it was: "(", "(a ", ", which was ". */
const WHICH_DAY_THAT_WAS =
  /^\s*(?:\(|,?\s*(?:which|that) (?:was|is))\s*(?:(?:it was|was|a|an|on)\s+)?$|^\s*,\s*(?:a|an)\s+$/i;

/** "a notice of hearing for ", "the trial is set for ": the words that give a court's day. */
const COURT_DAY_SET =
  /\b(?:hearing|court date|trial|appearance|arraignment)\s+(?:is\s+|was\s+)?(?:(?:set|scheduled)\s+)?(?:for|on)\s+$/i;

/** "by ", "no later than the ", "para el ", "antes del ": the words that give a day as a limit. */
const LIMIT_LEAD = /\b(?:by|until|no later than|before|para el|antes del?|hasta el)\s*(?:(?:the|el|on)\s*)?$/i;
/** What happens when a limit is missed: "if ... not", "or they will", "otherwise", "o se lo dan", "si no". */
const MISSED_LIMIT =
  /\b(?:if\s+(?:[\w'’]+\s+){0,4}?(?:not|don'?t|doesn'?t|can'?t|fail\w*)|or\s+(?:else\s+)?(?:they|he|she|it|we|i|you|the\s+\w+)\b|otherwise|si no|o\s+(?:se|me|nos|le|lo|la|si no)\b)/i;
/** "or he'll take me to court", "or they will sue": a demand's threat of a lawsuit. */
const THREAT_TO_SUE = /\bor\s+(?:else\s+)?[^.!?]{0,30}\b(?:court|sue|suing|lawsuit|lawyer|attorney|demandar|corte)\b/i;
/** "was due", "came due on", "were supposed to pay by": a limit said as gone by. */
const DUE_GONE_BY =
  /\b(?:was|were|came|had been|went)\s+(?:past\s+)?due\s+(?:on\s+|by\s+)?$|\b(?:was|were)\s+supposed\s+to\s+(?:\w+\s+){0,3}?(?:by|on)\s+$/i;

/** "the deadline is", "so it's due", "that makes it": words that name a day as a period's end. */
const TOLD_AS_THE_END =
  /\b(?:deadline|due|expires?|that['’]?s|thats|(?:so|which|that)\s+(?:it'?s|is|makes it|would be|will be)|makes? it|comes? (?:out )?to|by my count|i counted|(?:i|we) count(?: it)? to|probably|\d+\s+(?:days?|weeks?)\s+(?:from|after)\b[^.!?,;]{0,30}\b(?:is|would be|will be))\b[^.!?,;]{0,25}$|\b(?:by|before|no later than)\s+(?:around\s+|about\s+)?(?:(?:the\s+)?[\w/]+(?:\s+\d{1,2}(?:st|nd|rd|th)?)?\s+(?:or|and)\s+)?$/i;
const COUNT_FROM =
  /\b\d+\s+(?:(?:business|court|calendar|working)\s+)?(?:days?|weeks?)\s+(?:from|after|since)\b|\b(?:have|has|had|got|given|gives|gave (?:me|us)|within|only)\s+\d+\s+(?:(?:business|court|calendar|working)\s+)?(?:days?|weeks?)\s+(?:to|from|after)\b/i;
const COUNTED =
  /\b(?:have|has|had|got|given|gives|gave (?:me|us)|within|only|deadline[^.!?]{0,20}?is|(?:a|an|the|our|my)(?= \d+[- ]days? notice))\s+(\d+)[- ]?(?:(?:business|court|calendar|working)\s+)?(days?|weeks?|months?|years?)\b([^.!?]{0,60})|\b(\d+)\s+(days?|weeks?)\s+(?:from|after|since)\b([^.!?]{0,60})|\b(\d+)\s+(?:(?:business|court|calendar|working)\s+)?(days?|weeks?)\s+(to\s[^.!?]{0,60})|\b(?:pay|respond|answer|reply|appeal|comply|cure)\b[^.!?]{0,20}?\b(?:in|within)\s+(\d+)\s+(days?|weeks?)\b([^.!?]{0,60})|\b(?:in|within)\s+(\d+)\s+(days?|weeks?)\b((?:[^.!?]{0,60}?\b)?(?:if|unless)\b[^.!?]{0,60})/gi;

/**
 * Events a response period runs from ("denied my claim on november 10", "got the letter on the 3rd"), besides
 * papers served ("I was served on nov 19"), which the relabels read too.
 */
const PERIOD_STARTS = [
  "receive",
  "deny",
  "mail",
  "send",
  "issue",
  "post",
  "tape",
  "deliver",
  "hand",
  "date",
  "decide",
  "notify",
];

/** The text names the event a period runs from in this sentence. */
function startsAPeriod(sentence: string): boolean {
  const doc = nlp(sentence);
  doc.compute("root");
  return (
    // As verbs only: "a court date", "in the mail" and "by hand" start nothing.
    PAPERS_SERVED.test(sentence) ||
    PERIOD_STARTS.some((verb) => doc.has(`{${verb}/verb}`)) ||
    // "the letter came last tuesday", "it arrived on the 3rd": papers that reached the visitor that day.
    /\b(?:letter|notice|papers?|summons|complaint|petition|bill|invoice|e-?mail|it|that|this|one)\s+(?:came|arrived|showed up|got here|was delivered)\b/i.test(
      sentence,
    ) ||
    // "the letter is dated November 19": a dated letter or notice.
    /\b(?:letter|notice|decision|determination|order)\b[^.!?]{0,30}\bdated\b/i.test(sentence) ||
    doc.has(
      "got (the|a|my|these|those)? (papers|letter|notice|summons|complaint|petition|determination|decision|denial|ruling)",
    )
  );
}

/** Of the days said in the sentence, the one said nearest the period ("rent on nov 1 ... a 5 day notice yesterday"). */
function nearestInSentence(days: readonly KeyDate[], sentence: string, period: string): KeyDate | undefined {
  const at = sentence.indexOf(period.trim());
  const distance = (d: KeyDate) => {
    const from = sentence.indexOf(d.phrase);
    return from < 0 || at < 0 ? Number.MAX_SAFE_INTEGER : Math.abs(from - at);
  };
  return days.filter((d) => d.sentence === sentence.trim()).sort((a, b) => distance(a) - distance(b))[0];
}

/**
 * "served on april 28th and have 20 days to respond", "10 days from april 30 to appeal": the
 * deadline is counted from the date in the sentence (else the reference day) and added with its kind.
 */
/** "and then we'd have", ", then": the count follows the day told before it. */
const THEN_AFTER = /^[^.!?]{0,40}\bthen\b[^.!?]{0,30}$/i;

const OFFER_LAPSES =
  /\b(?:offer|release|settlement|deal)\b[^.!?]*\b(?:withdrawn|expires?|lapses?|void|off the table|revoked|rescinded)\b/i;

function countedDeadlines(text: string, found: readonly KeyDate[], refDay: string, superseded: Set<string>): KeyDate[] {
  const out: KeyDate[] = [];
  for (const match of text.matchAll(COUNTED)) {
    // "if we don't pay in 30 days": what is due leads the count.
    // "they'll take my bank account in 30 days if I don't pay": the condition after the count says what is due.
    const amount = Number(match[1] ?? match[4] ?? match[7] ?? match[10] ?? match[13]);
    const unit = (match[2] ?? match[5] ?? match[8] ?? match[11] ?? match[14] ?? "days").toLowerCase();
    const tail = `${match[3] ?? match[6] ?? match[9] ?? match[15] ?? (match[10] ? match[0] : "")}`;
    const sentence = sentenceAt(text, match.index ?? 0);
    const purpose = `${tail} ${sentence}`;
    // Where the count stands in its sentence (-1 when the sentence was cut elsewhere).
    const countAt = sentence.indexOf(match[0].trim());
    // "i have to file the full application within 12 months": what is to be done, told before the count.
    const ahead = countAt < 0 ? "" : sentence.slice(Math.max(0, countAt - 50), countAt);
    const kind: KeyDateKind = /\b(move(?: \w+){0,3} out|vacate|leave|get out|be out)\b/i.test(purpose)
      ? "move_out"
      : (/\b(file|filing|petition)\b/i.test(tail) &&
            !/\b(?:answer|anser|awnser|response|reply|appeal)\b/i.test(tail)) ||
          /\b(?:have|has|need|needs|must) to (?:file|submit)\b(?![^.!?]{0,30}\b(?:answer|response|reply|appeal))/i.test(
            ahead,
          ) ||
          /\b(?:oppos\w*|notice of claim|(?:give|file|send|serve)\s+(?:\w+\s+){0,5}(?:written\s+)?notice)\b/i.test(
            purpose,
          )
        ? "filing_deadline"
        : // "the offer will be withdrawn if the release isn't returned within 14 days": the offer's end.
          // "the offer letter ... says i have 10 business days to accept": the time to take an offer.
          OFFER_LAPSES.test(purpose) || (/\bto (?:accept|sign)\b/i.test(tail) && /\boffer\b/i.test(sentence))
          ? "offer_expiry"
          : /\b(respond|response|answer|anser|awnser|reply|appeal|contest|protest|challenge|dispute|object|request|rebuttal|pay|payment|cure|stop|comply|cease|remove|improve|correct|submit|due|notice|reconsider\w*|foreclos\w*|cancel\w*|rescind|back out|deadline|objection)\b/i.test(
                purpose,
              )
            ? "response_deadline"
            : "other";
    if (kind === "other" || !amount || amount > 365) continue;
    // Counted from a day in the same sentence, else from the day the text says the papers were served or the decision came ("served me ... on tuesday. i have 30 days to answer").
    const past = found.filter((d) => d.iso.slice(0, 10) <= refDay && d.kind !== "move_out");
    // Of the days a period could run from, the latest: "damaged on july 4, denied on october 22" runs from the denial.
    const started = past.filter((d) => startsAPeriod(d.sentence)).sort((a, b) => b.iso.localeCompare(a.iso));
    // "due in 60 days from the accident": counted from the day of the harm, wherever it was told.
    const fromHarm =
      /\b(?:from|after|since|of)\s+(?:the|my|our|his|her)\s+(?:accident|incident|injury|crash|fall|collision|attack)\b/i.test(
        `${match[0]} ${tail}`,
      )
        ? past.filter((d) => d.kind === "incident").sort((a, b) => b.iso.localeCompare(a.iso))[0]
        : undefined;
    // "it gets published on December 22 and then we'd have 30 days to oppose": counted from the day ahead told just before.
    const thenAhead = found
      .filter((d) => d.sentence === sentence.trim() && d.iso.slice(0, 10) > refDay)
      .find(
        (d) => countAt >= 0 && THEN_AFTER.test(sentence.slice(sentence.indexOf(d.phrase) + d.phrase.length, countAt)),
      );
    const anchor =
      (fromHarm ?? nearestInSentence(past, sentence, match[0]) ?? thenAhead ?? started[0])?.iso.slice(0, 10) ?? refDay;
    const days = unit.startsWith("week") ? amount * 7 : amount;
    // "10 business days to accept": weekends are not counted.
    const business = /\b(?:business|working)\s+days?\b/i.test(match[0]);
    const later = (from: string) =>
      unit.startsWith("month")
        ? addMonths(from, amount)
        : unit.startsWith("year")
          ? addMonths(from, 12 * amount)
          : business && !unit.startsWith("week")
            ? addBusinessDays(from, days)
            : addDays(from, days);
    const iso = later(anchor);
    if (found.some((d) => d.iso.slice(0, 10) === iso)) continue;
    out.push({ iso, kind, phrase: match[0].trim(), sentence: sentence.trim(), place: null });
    // "within 30 days of the letter dated november 12": the period runs from the letter, not from today.
    if (anchor !== refDay) superseded.add(later(refDay));
  }
  return out;
}

function dedupe(dates: KeyDate[]): KeyDate[] {
  const out: KeyDate[] = [];
  for (const date of dates) {
    const same = out.find(
      (d) => d.iso.slice(0, 10) === date.iso.slice(0, 10) && (d.kind === date.kind || date.kind === "other"),
    );
    if (same) {
      if (date.iso.length > same.iso.length) same.iso = date.iso;
      continue;
    }
    out.push(date);
  }
  return out;
}

/** Whole days from `now`'s day to the date's day (negative when past). */
export function daysUntil(iso: string, now: Date): number {
  const target = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
  return Math.round((target - today) / 86_400_000);
}
