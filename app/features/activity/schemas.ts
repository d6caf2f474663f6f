import { z } from "zod";
import { uuidPattern } from "~/lib/ids.ts";

/** GET /api/activity's query (spec §7, §9: page size 25). Client-safe. */
export const activityPageSize = 25;
export const activityMaxPageSize = 100;
export const activityActorTypes = ["visitor", "assistant", "member", "system"] as const;

const uuid = z.string().regex(uuidPattern, "Invalid id");
const isoDate = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), "Invalid date")
  .transform((value) => new Date(value));
const commaList = <T extends string>(item: z.ZodType<T, string>) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(20));

export const ActivityQuerySchema = z.object({
  organizationId: z
    .string({ error: "Organization ID is required" })
    .trim()
    .min(1, "Organization ID is required")
    .max(100),
  matterId: uuid.optional(),
  sessionId: uuid.optional(),
  limit: z.coerce
    .number({ error: "Invalid limit" })
    .int("Invalid limit")
    .min(1, "Invalid limit")
    .default(activityPageSize)
    .transform((value) => Math.min(value, activityMaxPageSize)),
  since: isoDate.optional(),
  until: isoDate.optional(),
  type: commaList(z.string().regex(/^[a-z_]{1,50}$/, "Invalid type")).optional(),
  actorType: commaList(z.enum(activityActorTypes, { error: "Invalid actorType" })).optional(),
  cursor: z.string().max(200).optional(),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export type ActivityItem = {
  id: string;
  eventType: string;
  title: string;
  description: string | null;
  eventDate: string;
  actorType: (typeof activityActorTypes)[number];
};

export type ActivityResponse = { items: ActivityItem[]; hasMore: boolean; total: number; nextCursor: string | null };
