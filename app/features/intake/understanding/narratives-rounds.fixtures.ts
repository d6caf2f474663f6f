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
];
