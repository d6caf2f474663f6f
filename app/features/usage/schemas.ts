import { z } from "zod";

/** GET /api/usage/quota answer; the browser checks it too ('Invalid quota data format received from server'). */
const MetricQuotaSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().min(-1),
  remaining: z.number().int().min(-1),
  unlimited: z.boolean(),
});

export const UsageQuotaSchema = z.object({
  messages: MetricQuotaSchema,
  files: MetricQuotaSchema,
  resetDate: z.iso.datetime(),
  tier: z.enum(["free", "plus", "business", "enterprise", "anonymous"]),
});

export type UsageQuota = z.infer<typeof UsageQuotaSchema>;

export const UsageQuotaResponseSchema = z.object({
  success: z.boolean(),
  data: UsageQuotaSchema.nullable(),
  error: z.string().nullable(),
});
