import { z } from "zod";
import { requiredText, wholeNumberFrom } from "~/lib/schema-fields.ts";
import { US_STATES } from "~/features/intake/agent/builtin/us-places.ts";
import { limitationCitationMax } from "./limitation-limits.ts";
export { limitationCitationMax } from "./limitation-limits.ts";

/**
 * The firm's limitation-period table as its editor submits it (/settings/organization/limitations,
 * ADR 0049). Client-safe: the same schema runs in the browser (Conform) and on the server; its
 * messages are keys of the `settings` namespace. Whether the practice area is one the firm may
 * choose depends on the firm, so the use case checks that part.
 */
export const limitationMonthsMax = 600;

/** Two-letter USPS codes of the states and DC, the same list the understanding layer resolves places to. */
export function isUsStateCode(value: string): boolean {
  return Object.hasOwn(US_STATES, value);
}

export const LimitationPeriodFormSchema = z.object({
  practiceArea: requiredText(120, {
    required: "limitations.errors.areaRequired",
    tooLong: "limitations.errors.areaUnknown",
  }),
  state: z
    .string({ error: "limitations.errors.state" })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isUsStateCode, "limitations.errors.state"),
  periodMonths: wholeNumberFrom(1, limitationMonthsMax, "limitations.errors.period"),
  citation: requiredText(limitationCitationMax, {
    required: "limitations.errors.citationRequired",
    tooLong: "limitations.errors.citationTooLong",
  }),
});
export type LimitationPeriodInput = z.infer<typeof LimitationPeriodFormSchema>;

/** A practice area the firm may give a period to: one of its services, or a sub-area of the taxonomy. */
export type LimitationAreaChoice = { value: string; kind: "service" | "subArea" };
