import { z } from "zod";
import { requiredText } from "~/lib/schema-fields.ts";
import { nonEngagementLetterMaxLength } from "~/features/matters/non-engagement-letter.ts";

/**
 * Settings > Organization > Non-engagement letter (ADR 0058): save the firm's own wording, or go
 * back to the default. One schema for browser and server; messages are settings keys.
 */
export const NonEngagementLetterFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    letter: requiredText(nonEngagementLetterMaxLength, {
      required: "settings:nonEngagement.errors.required",
      tooLong: "settings:nonEngagement.errors.tooLong",
    }),
  }),
  z.object({ intent: z.literal("reset") }),
]);
