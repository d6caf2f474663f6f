import type { FieldNarrative } from "./narratives-field.fixtures.ts";
import {
  HOLDOUT_NARRATIVES,
  HOLDOUT_NARRATIVES_2,
  HOLDOUT_NARRATIVES_3,
  HOLDOUT_NARRATIVES_4,
  HOLDOUT_NARRATIVES_5,
  HOLDOUT_NARRATIVES_6,
  HOLDOUT_NARRATIVES_7,
  HOLDOUT_NARRATIVES_8,
} from "./narratives-holdout.fixtures.ts";
import { HOLDOUT_NARRATIVES_9 } from "./narratives-holdout-9.fixtures.ts";
import {
  HOLDOUT_NARRATIVES_10,
  HOLDOUT_NARRATIVES_11,
  HOLDOUT_NARRATIVES_12,
  HOLDOUT_NARRATIVES_13,
  HOLDOUT_NARRATIVES_14,
  HOLDOUT_NARRATIVES_15,
  HOLDOUT_NARRATIVES_16,
  HOLDOUT_NARRATIVES_17,
  HOLDOUT_NARRATIVES_18,
  HOLDOUT_NARRATIVES_19,
  HOLDOUT_NARRATIVES_20,
  HOLDOUT_NARRATIVES_21,
  HOLDOUT_NARRATIVES_22,
  HOLDOUT_NARRATIVES_23,
  HOLDOUT_NARRATIVES_24,
  HOLDOUT_NARRATIVES_25,
  HOLDOUT_NARRATIVES_26,
  HOLDOUT_NARRATIVES_27,
  HOLDOUT_NARRATIVES_28,
  HOLDOUT_NARRATIVES_29,
  HOLDOUT_NARRATIVES_30,
  HOLDOUT_NARRATIVES_31,
  HOLDOUT_NARRATIVES_32,
  HOLDOUT_NARRATIVES_33,
  HOLDOUT_NARRATIVES_34,
  HOLDOUT_NARRATIVES_35,
  HOLDOUT_NARRATIVES_36,
  HOLDOUT_NARRATIVES_37,
  HOLDOUT_NARRATIVES_38,
  HOLDOUT_NARRATIVES_39,
  HOLDOUT_NARRATIVES_40,
  HOLDOUT_NARRATIVES_41,
  HOLDOUT_NARRATIVES_42,
  HOLDOUT_NARRATIVES_43,
  HOLDOUT_NARRATIVES_44,
  HOLDOUT_NARRATIVES_45,
  HOLDOUT_NARRATIVES_46,
  HOLDOUT_NARRATIVES_47,
  HOLDOUT_NARRATIVES_48,
  HOLDOUT_NARRATIVES_49,
  HOLDOUT_NARRATIVES_50,
  HOLDOUT_NARRATIVES_51,
  HOLDOUT_NARRATIVES_52,
  HOLDOUT_NARRATIVES_53,
  HOLDOUT_NARRATIVES_54,
  HOLDOUT_NARRATIVES_55,
  HOLDOUT_NARRATIVES_56,
  HOLDOUT_NARRATIVES_57,
  HOLDOUT_NARRATIVES_58,
  HOLDOUT_NARRATIVES_59,
  HOLDOUT_NARRATIVES_60,
} from "./narratives-holdout-10.fixtures.ts";

/** Every hold-out round, labelled, in order: read by the extraction suite and the interview suite. */
export const HOLDOUT_ROUNDS: readonly (readonly [string, FieldNarrative[]])[] = [
  ["round 1", HOLDOUT_NARRATIVES],
  ["round 2", HOLDOUT_NARRATIVES_2],
  ["round 3", HOLDOUT_NARRATIVES_3],
  ["round 4", HOLDOUT_NARRATIVES_4],
  ["round 5", HOLDOUT_NARRATIVES_5],
  ["round 6", HOLDOUT_NARRATIVES_6],
  ["round 7", HOLDOUT_NARRATIVES_7],
  ["round 8", HOLDOUT_NARRATIVES_8],
  ["round 9", HOLDOUT_NARRATIVES_9],
  ["round 10", HOLDOUT_NARRATIVES_10],
  ["round 11", HOLDOUT_NARRATIVES_11],
  ["round 12", HOLDOUT_NARRATIVES_12],
  ["round 13", HOLDOUT_NARRATIVES_13],
  ["round 14", HOLDOUT_NARRATIVES_14],
  ["round 15", HOLDOUT_NARRATIVES_15],
  ["round 16", HOLDOUT_NARRATIVES_16],
  ["round 17", HOLDOUT_NARRATIVES_17],
  ["round 18", HOLDOUT_NARRATIVES_18],
  ["round 19", HOLDOUT_NARRATIVES_19],
  ["round 20", HOLDOUT_NARRATIVES_20],
  ["round 21", HOLDOUT_NARRATIVES_21],
  ["round 22", HOLDOUT_NARRATIVES_22],
  ["round 23", HOLDOUT_NARRATIVES_23],
  ["round 24", HOLDOUT_NARRATIVES_24],
  ["round 25", HOLDOUT_NARRATIVES_25],
  ["round 26", HOLDOUT_NARRATIVES_26],
  ["round 27", HOLDOUT_NARRATIVES_27],
  ["round 28", HOLDOUT_NARRATIVES_28],
  ["round 29", HOLDOUT_NARRATIVES_29],
  ["round 30", HOLDOUT_NARRATIVES_30],
  ["round 31", HOLDOUT_NARRATIVES_31],
  ["round 32", HOLDOUT_NARRATIVES_32],
  ["round 33", HOLDOUT_NARRATIVES_33],
  ["round 34", HOLDOUT_NARRATIVES_34],
  ["round 35", HOLDOUT_NARRATIVES_35],
  ["round 36", HOLDOUT_NARRATIVES_36],
  ["round 37", HOLDOUT_NARRATIVES_37],
  ["round 38", HOLDOUT_NARRATIVES_38],
  ["round 39", HOLDOUT_NARRATIVES_39],
  ["round 40", HOLDOUT_NARRATIVES_40],
  ["round 41", HOLDOUT_NARRATIVES_41],
  ["round 42", HOLDOUT_NARRATIVES_42],
  ["round 43", HOLDOUT_NARRATIVES_43],
  ["round 44", HOLDOUT_NARRATIVES_44],
  ["round 45", HOLDOUT_NARRATIVES_45],
  ["round 46", HOLDOUT_NARRATIVES_46],
  ["round 47", HOLDOUT_NARRATIVES_47],
  ["round 48", HOLDOUT_NARRATIVES_48],
  ["round 49", HOLDOUT_NARRATIVES_49],
  ["round 50", HOLDOUT_NARRATIVES_50],
  ["round 51", HOLDOUT_NARRATIVES_51],
  ["round 52", HOLDOUT_NARRATIVES_52],
  ["round 53", HOLDOUT_NARRATIVES_53],
  ["round 54", HOLDOUT_NARRATIVES_54],
  ["round 55", HOLDOUT_NARRATIVES_55],
  ["round 56", HOLDOUT_NARRATIVES_56],
  ["round 57", HOLDOUT_NARRATIVES_57],
  ["round 58", HOLDOUT_NARRATIVES_58],
  ["round 59", HOLDOUT_NARRATIVES_59],
  ["round 60", HOLDOUT_NARRATIVES_60],
];

/**
 * Narratives the extraction layer is known to misread (ADR 0063, 0105). The suites mark them as
 * failing, so a fix shows there and the narrative joins the others.
 */
export const KNOWN_READING_MISSES: ReadonlySet<string> = new Set([
  // Round 21: a town two states share ("Everett") named only beside a state agency's name.
  "unemployment denied for misconduct, phone hearing",
  // Round 25: "Duluth" alone is in Minnesota and in Georgia, neither four times the other.
  "a nurse's final warning after reporting falsified counts",
  // Round 26: "Jefferson District Court" is Jefferson County's court in Kentucky, where the arrest was;
  // it is read as the village of Jefferson in Ohio, the visitor's home state.
  "arrested at a concert in another state",
  // Rounds 37 to 42 (blind rounds 47 to 52, ADR 0117/0120): a fence put up "on labor day" ("put" has
  // no tense of its own); a member meeting read as an appointment; a restaurant named with "The";
  // a town's state told only by a university ("IU"); an estate the firm files under General
  // Consultation where the writer wanted it outside; a move-out filed as a visit; an inspection day;
  // a police department named without "Department"; a protective order's granting day read as a
  // hearing; a collector's garnishment threat without a lawsuit; Thanksgiving itself as a day of the
  // story; a vague question filed under Civil.
  "r47j fence over property line, labor day, no place",
  "r48d food truck LLC partner drained account, Boise",
  "r48j long harassment by restaurant manager named late, Portland Maine by state mention",
  "r49d grad student deposit kept, Bloomington with IU implying Indiana",
  "r49e father's estate, brother won't share, probate hearing january 21 (outside)",
  "r50i wants a will before surgery, no place (outside)",
  "r51e wrongful arrest and force by police, charges dropped, Ft. Lauderdale",
  "r51f own 'today' stated: protective order hearing friday, Knoxville",
  "r52c collector calling at work, no lawsuit, Ft. Worth",
  "r52d dad fears ex moving kids to Florida on new year's day, kept from kids on thanksgiving, Kalamazoo",
  "r52i vague general question about mother's nursing home and money, no place",
  // Rounds 43 to 48 (blind rounds 77 to 82, session 20, ADR 0129), as read at the end of the session:
  // lower-case company names without a trade word ("tidewater smiles", "voltstride direct"), a Spanish
  // appositive company, brands and lenders named in passing, a county court's town, landmarks
  // ("by fenway", "in wynwood"), days counted from a receipt, Spanish weekdays, and services the
  // rounds file differently (Business or Civil, bankruptcy and patents outside).
  "r77d ex kept daughter after thanksgiving",
  "r77g etsy shop copying candle logo",
  "r77i green card interview outside",
  "r77j spanish general consult new to mesa",
  "r78d spanish unpaid overtime meatpacking",
  "r78f hygienist offer noncompete sign thurs",
  "r78g band name letter from label",
  "r78h hvac co-owner buyout",
  "r78i chapter 7 outside",
  "r78j vague call me tmrw",
  "r79b reseller agreement from the GC",
  "r79e spanish tamales logo copied",
  "r79g detective wants talk title fraud",
  "r79i irs notice s-corp outside",
  "r79j retiring print shop general consult",
  "r80b partner side jobs tsm grading",
  "r80c franchise fee wire by dec 18",
  "r80d 1099 call center misclassified",
  "r80e hoverboard fire burn",
  "r80f spanish fake inspector fines",
  "r80g agency holding logo and domain",
  "r80j sawhorse patent outside",
  "r81a eviction hearing moved milwaukee",
  "r81b custody modification travis county",
  "r81c handrail fell bar by fenway",
  "r81f spanish buying auto shop contract",
  "r81g wynwood mural in car ad",
  "r81i ssdi appeal maybe missed outside",
  "r81j witness letter rochester",
  "r82d spanish janitor back injury let go",
  "r82g ttab cancellation extension jan 6",
  "r82j church lot food pantry detroit",
  // Rounds 49 to 54 (blind rounds 83 to 88, session 21, ADR 0133), as read at the end of the session:
  // counties named in several states (Cook, Escambia), landmarks and nicknames of towns ("the gulch",
  // "the springs", "okc"), a town corrected later in the message, the other side told by a body's
  // initials (SSA, the Army), a day counted across sentences, Spanish dates, kinds of past days
  // (incident or other), and services the rounds file differently.
  "r83a car crash albuquerque, adjuster named before driver, driver named last",
  "r83c pregnancy retaliation firing, severance lapses dec 14, supervisor named last",
  "r83f brewery llc co-owner siphoning, letter from his attorney friday, partner named last",
  "r83h amazon counter-notice, listings restored dec 14 unless suit filed, seller named late",
  "r84a spanglish slip and fall grocery dallas, day after thanksgiving, store named last",
  "r84f millwork shop unpaid by builder, 90-day lien window from sep 18",
  "r84h coffee roastery trademark cease and desist, jan 4 deadline, senders named late",
  "r84i will and trust before heart surgery jan 14, blended family, no adverse party",
  "r85b son writes for 74yo father, old partner claims 25% ahead of jan 8 store sale",
  "r85c daughter for 86yo father, assisted living admission agreement, room held till dec 10",
  "r85h spanish daughter for mother, landlord changed locks today santa ana",
  "r85j wife for husband, ssdi denied twice, 60 days from letter dated oct 15",
  "r86a spanglish sister for brother, landscaping owes 3 weeks pay, fired monday, threat",
  "r86c office manager for boss buying septic routes, price good thru dec 31",
  "r86d son for 79yo mother, door-to-door solar lease signed monday, 3-day cancel",
  "r86e wife for youtuber husband, false copyright strikes, corrects city mid-message",
  "r86f son for 77yo father, marta bus fall aug 10, broken hip",
  "r86i husband for wife named executor, mother died nov 3, pueblo probate",
  "r87a spanish custody, father wants kids day after christmas to jan 2, hearing moved to jan 6, cook county",
  "r87b hot sauce company sale, LOI sign by 'next friday the 11th', exclusivity through new year's eve, philly",
  "r87c job offer from colorado springs contractor, 10 business days from monday",
  "r87d bourbon first sold march 2024, trademark opposition closes 15 december, kentucky only",
  "r87g two-line shoplifting citation 12/1, first appearance 12/14 pushed six weeks, hennepin county",
  "r87i stepbrother's probate petition, served the 18th, 20 days to object; mom died new year's day last year",
  "r87j provisional patent filed 12/18/2025, conversion due 12 months later, bay area",
  "r88b child support modification, mediation a week from friday, docs by monday, okc",
  "r88c llc dilution vote on the 18th of last month, 30 days to object, cherry hill",
  "r88d home purchase SLC, accepted 11/24, 10-day inspection objection window, sewer line",
  "r88e domain squatter on labor day, wants 15k by the 10th, vermont only",
  "r88g uber passenger rear-ended halloween night on the strip",
  "r88h small claims deck contractor, hearing dec. 17th moved to 1/7, pittsburgh south side",
  "r88i two-line guardianship before son turns 18 on the twenty-ninth of january, escambia county",
  "r88j oth discharge 14 march 2019 fort hood, wants discharge upgrade, killeen",
  // Rounds 55 to 60 (blind rounds 89 to 94, session 22, ADR 0134), as read at the end of the session:
  // a complainant named in a criminal defence, a sibling or a family member who is the other side, a
  // town corrected without a word that introduces it, counted and moved days, the kind of a past day
  // (incident or other), and services two readers file differently.
  "r89b food truck partner, LLC vs sign name (Spanglish)",
  "r89c dentist contract, deadline extended, office town corrected",
  "r89e pregnancy firing, staffing agency vs client company",
  "r89g son arrested, arraignment moved, complainant named",
  "r89h deposit, owner vs management company as agent",
  "r89j H-1B layoff grace period (outside: immigration)",
  "r90e line cook unpaid overtime (Spanglish), restaurant vs corp vs owner",
  "r90g DWI on the year boundary, ALR window, court date reset",
  "r90i mother with dementia, brother's doubtful POA, town corrected",
  "r91c house cleaner unpaid wages (Portuguese words)",
  "r91e lockout today, albequerque",
  "r91f partner drained LLC account, bank tmrw 10am",
  "r91g restaurant equipment lease before 15 jan",
  "r91h amazon seller copying brand",
  "r91i brother hiding mother's will, pittsburg pa",
  "r91j disability denial, zip only (outside: SSDI)",
  "r92e neighbor's dead oak on garage",
  "r93a back injury at work, told to wait past new years eve",
  "r93b new years eve shove, neighbor complainant, court jan 21",
  "r93c buyout installments missed, promise by end of month",
  "r93e mediated schedule, paper due the 2nd, hearing jan 15th",
  "r93f space heater fire christmas night, store vs maker",
  "r93g freelancer claims brewery mascot, license demand by jan 15",
  "r93h 30-day notice to leave by jan 31 (Spanglish)",
  "r93i laundromat purchase, deposit jan 15th, due diligence 2/1",
  "r93j UCMJ AWOL, article 32 jan 27 (outside: military)",
  "r94c DV no-contact order, arraignment pushed to jan 19",
  "r94e grandmother's will, cousin changed locks, probate hearing 2/1",
  "r94g cease and desist, respond jan 22, rebrand 3/1",
  "r94h restaurant group unpaid sign invoice, 'after the first'",
  "r94i senior living agreement due friday, sister signed new years eve",
  "r94j provisional patent 12-month deadline passed? (outside: patents)",
]);

/**
 * Known misses of the layer that the built-in interview still files right (what it reads of the later
 * answers, or a field it does not record, mends them): its suite expects these to pass.
 */
const INTERVIEW_FILES_RIGHT: ReadonlySet<string> = new Set(["r77j spanish general consult new to mesa"]);
/**
 * Narratives the layer reads right and the built-in interview still misfiles: a probation violation
 * hearing asked for by the client's boss is filed under General Consultation, not Criminal; a question
 * about bankruptcy after a husband's surgery bills under Personal Injury; a brand copied, told in two
 * lines, under General Consultation.
 */
const INTERVIEW_ONLY_MISSES: ReadonlySet<string> = new Set([
  "r86g roofing boss for employee, probation violation hearing 12/16, two lines",
  "r90j debt and truck repo, extension (outside: bankruptcy)",
  "r92h near-identical brand name, miami company",
]);
/** Narratives the built-in interview is known to misfile: the layer's misses but those it mends, and its own. */
export const KNOWN_INTERVIEW_MISSES: ReadonlySet<string> = new Set([
  ...[...KNOWN_READING_MISSES].filter((id) => !INTERVIEW_FILES_RIGHT.has(id)),
  ...INTERVIEW_ONLY_MISSES,
]);
