import { z } from "zod";
import { MatterActionSchema } from "~/features/matters/firm-schemas.ts";
import { DeletionDecisionSchema, StewardshipChangeSchema } from "~/features/retention/schemas.ts";

/** Every form of the firm's matter page, one member per `intent`: the matter's actions, legal hold and keeping, a deletion request's answer. */
export const MatterPageActionSchema = z.discriminatedUnion("intent", [
  ...MatterActionSchema.options,
  StewardshipChangeSchema,
  DeletionDecisionSchema,
]);
export type MatterPageAction = z.infer<typeof MatterPageActionSchema>;
