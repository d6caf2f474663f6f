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
  "r77f nail salon lease sign by fri",
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
]);

/**
 * Known misses of the layer that the built-in interview still files right (what it reads of the later
 * answers, or a field it does not record, mends them): its suite expects these to pass.
 */
const INTERVIEW_FILES_RIGHT: ReadonlySet<string> = new Set(["r77j spanish general consult new to mesa"]);
/** Narratives the built-in interview is known to misfile: the layer's misses but those it mends. */
export const KNOWN_INTERVIEW_MISSES: ReadonlySet<string> = new Set(
  [...KNOWN_READING_MISSES].filter((id) => !INTERVIEW_FILES_RIGHT.has(id)),
);
