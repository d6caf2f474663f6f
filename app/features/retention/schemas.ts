import { z } from "zod";
import { retentionLimits } from "./limits.ts";
export { retentionLimits } from "./limits.ts";

/**
 * The organization's retention policy (ADR 0057) and the matter-page stewardship changes, one
 * schema each for the browser and the server. Messages are i18n keys (stewardship namespace).
 */
const days = (limits: { min: number; max: number }, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(limits.min, { error: message })
    .max(limits.max, { error: message });

export const RetentionPolicySchema = z.object({
  conversationDays: days(retentionLimits.conversationDays, "stewardship:retention.errors.conversationDays"),
  closedMatterDays: days(retentionLimits.closedMatterDays, "stewardship:retention.errors.closedMatterDays"),
});
export type RetentionPolicy = z.infer<typeof RetentionPolicySchema>;

export const stewardshipChanges = ["place-hold", "lift-hold", "keep", "release"] as const;
export type StewardshipChange = (typeof stewardshipChanges)[number];

export const StewardshipChangeSchema = z.object({
  intent: z.literal("stewardship"),
  change: z.enum(stewardshipChanges, { error: "stewardship:matter.errors.unknownChange" }),
});

/** The firm's answer to a visitor's deletion request (ADR 0060): a decline needs a reason. */
export const DeletionDecisionSchema = z
  .object({
    intent: z.literal("deletion-decision"),
    decision: z.enum(["approve", "decline"], { error: "stewardship:deletion.errors.unknownDecision" }),
    reason: z.string().trim().max(1000, { error: "stewardship:deletion.errors.reasonTooLong" }).optional(),
  })
  .refine((value) => value.decision === "approve" || (value.reason ?? "") !== "", {
    path: ["reason"],
    error: "stewardship:deletion.errors.reasonRequired",
  });
export type DeletionDecisionInput = z.infer<typeof DeletionDecisionSchema>;
