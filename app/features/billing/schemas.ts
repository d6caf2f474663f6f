import { z } from "zod";

/**
 * The billing calls' input (spec §7), shared by the JSON callers and the cart's form. Seats are
 * parsed as the cart does (minimum 1); a value that is not a positive integer is INVALID_SEAT_COUNT
 * at the use case, not a silent change. Client-safe.
 */
const booleanish = z
  .union([z.boolean(), z.enum(["true", "false", "on", "1", "0", "annual", "monthly"])])
  .transform((value) => value === true || value === "true" || value === "on" || value === "1" || value === "annual");

const optionalText = z.string().trim().max(2000).optional();

export const UpgradeSchema = z.object({
  plan: z.string().trim().min(1).max(40),
  referenceId: z.string().trim().max(100).optional(),
  organizationId: z.string().trim().max(100).optional(),
  annual: booleanish.optional(),
  interval: z.enum(["monthly", "annual"]).optional(),
  seats: z.union([z.number(), z.string().trim().max(12)]).optional(),
  successUrl: optionalText,
  cancelUrl: optionalText,
  returnUrl: optionalText,
});
export type Upgrade = z.infer<typeof UpgradeSchema>;

export const BillingPortalSchema = z.object({
  referenceId: z.string().trim().max(100).optional(),
  organizationId: z.string().trim().max(100).optional(),
  returnUrl: optionalText,
});

/** A seat count from a form or JSON: a positive integer up to 10,000, else null. */
export function seatCount(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return 1;
  const text = typeof value === "number" ? String(value) : String(value).trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const seats = Number.parseInt(text, 10);
  return seats >= 1 && seats <= 10_000 ? seats : null;
}
