import type { FieldNarrative } from "./narratives-field.fixtures.ts";
import { readRound } from "./narratives-holdout.fixtures.ts";

/**
 * Hold-out narratives, round 10: written by the helper of issue 13's seventh round after the fixes
 * of round 9 and before any further change (ADR 0072), to check that the rules hold in other
 * words: the same eight kinds of misses and mixed stories, with typos, lower case, several
 * parties and dates in words. The message's time is FIELD_NOW, Thursday 2026-11-26.
 */
export const HOLDOUT_NARRATIVES_10: FieldNarrative[] = readRound(10);
