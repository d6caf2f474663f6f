import type { FieldNarrative } from "./narratives-field.fixtures.ts";
import { readRound } from "./narratives-holdout.fixtures.ts";

/**
 * Hold-out narratives, round 9: written by the helper of issue 13's seventh round before changing
 * any code for it (ADR 0072). The first part exercises eight kinds of misses the lead described
 * (never quoted), each in several wordings and practice areas: the end of a job told as working or
 * driving "until" a day; company names with a comma before the legal form or a Roman numeral;
 * deadlines to leave a home ("out by the 15th"); a business named after its place ("a restaurant
 * in Portland called ..."); lower-case first names of family and helpers; an owner named in
 * another sentence than the incident; a place visited beside the place of the matter; an ex
 * partner keeping property without any family-law signal. The second part is twelve varied
 * narratives across the default services and two the demo firm does not offer. The message's time
 * is FIELD_NOW, Thursday 2026-11-26. The kinds, by id: h1-h4 the end of a job told as working or
 * driving for them until a day; h5-h9 company names with a comma before the legal form, Roman
 * numerals; h10-h13 deadlines to leave a home; h14-h17 a business named after its place; h18-h21
 * lower-case first names of family and helpers; h22-h25 the owner named in another sentence than
 * the incident; h26-h29 a place visited beside the place of the matter; h30-h32 an ex partner
 * keeping property (not family law); v1-v12 the varied narratives across the services.
 */
export const HOLDOUT_NARRATIVES_9: FieldNarrative[] = readRound(9);
