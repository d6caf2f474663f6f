import { readFileSync } from "node:fs";
import { z } from "zod";

/**
 * Field narratives (issue 13): long, messy first messages of the kind real prospects type into a
 * law firm's intake chat, written before the extraction layer was tuned to them. Each states what a
 * careful paralegal would file: the other side, the case's place, the key dates with their kinds and
 * the urgency. "a|b" accepts either value where a reader could fairly take either; `undefined`
 * leaves a field unchecked, `null` demands that nothing is invented. The narratives are data
 * (narratives-field.json, narratives-holdout/round-N.json), checked against FieldNarrativeSchema when
 * read: an unknown key or a wrong kind fails the tests that use them.
 */

export type ExpectedPlace = { city?: string | null; county?: string | null; state?: string | null };

export type FieldNarrative = {
  id: string;
  /** The message's time; the narrative's own "today" wins when it states one. */
  now?: string;
  text: string;
  /** The other side: names that would be right ("A|B"), and its kinds ("company|agency"); null: none is named. */
  other: { name: string; kind: string } | null;
  /** People and bodies that must never be recorded as the other side. */
  never?: string[];
  place?: ExpectedPlace | null;
  /** [ISO day(s) "a|b", kind(s) "a|b"]. */
  dates?: [string, string][];
  /** Expected urgency level(s) "a|b"; unchecked when absent. */
  urgency?: string;
  /** The text says court papers, a hearing or a case exist: never ask whether a lawsuit was filed. */
  court?: boolean;
  /** The firm does not offer this kind of matter. */
  outside?: boolean;
  /** Family and helpers named in the text ("my cousin dev is helping me"): recorded, each as family or a helper. */
  helpers?: string[];
  /** The firm's service(s) the matter belongs to ("Civil|Criminal"); unchecked when absent. */
  service?: string;
  /** A remark about this narrative (why a field is left open, what it tests). */
  note?: string;
};

export const FIELD_NOW = "2026-11-26T15:00:00Z";

const ExpectedPlaceSchema = z
  .object({
    city: z.string().nullable().optional(),
    county: z.string().nullable().optional(),
    state: z.string().nullable().optional(),
  })
  .strict();

const FieldNarrativeSchema = z
  .object({
    id: z.string(),
    now: z.string().optional(),
    text: z.string(),
    other: z.object({ name: z.string(), kind: z.string() }).strict().nullable(),
    never: z.array(z.string()).optional(),
    place: ExpectedPlaceSchema.nullable().optional(),
    dates: z.array(z.tuple([z.string(), z.string()])).optional(),
    urgency: z.string().optional(),
    court: z.boolean().optional(),
    outside: z.boolean().optional(),
    helpers: z.array(z.string()).optional(),
    service: z.string().optional(),
    note: z.string().optional(),
  })
  .strict() satisfies z.ZodType<FieldNarrative>;

/** Reads a JSON file of narratives beside this module (`file` relative to it). */
export function readNarratives(file: string): FieldNarrative[] {
  const url = new URL(file, import.meta.url);
  return z.array(FieldNarrativeSchema).parse(JSON.parse(readFileSync(url, "utf8")));
}

export const FIELD_NARRATIVES: FieldNarrative[] = readNarratives("./narratives-field.json");
