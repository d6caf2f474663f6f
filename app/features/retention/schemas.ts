import { z } from "zod";

/**
 * The organization's retention policy (ADR 0057) and the matter-page stewardship changes, one
 * schema each for the browser and the server. Messages are i18n keys (stewardship namespace).
 */
export const retentionLimits = {
  conversationDays: { min: 1, max: 3650, default: 30 },
  closedMatterDays: { min: 30, max: 3650, default: 365 },
} as const;

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
