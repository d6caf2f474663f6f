import { z } from "zod";
import { nonEngagementLetterMaxLength } from "~/features/matters/non-engagement-letter.ts";

/**
 * Settings > Organization > Non-engagement letter (ADR 0058): save the firm's own wording, or go
 * back to the default. One schema for browser and server; messages are settings keys.
 */
export const NonEngagementLetterFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    letter: z
      .string({ error: "settings:nonEngagement.errors.required" })
      .trim()
      .min(1, "settings:nonEngagement.errors.required")
      .max(nonEngagementLetterMaxLength, "settings:nonEngagement.errors.tooLong"),
  }),
  z.object({ intent: z.literal("reset") }),
]);
