import { z } from "zod";
import { requiredText } from "~/lib/schema-fields.ts";

/** POST /api/organizations/{id}/tokens (spec §5 Create token). Client-safe. */
export const CreateApiTokenSchema = z.object({
  tokenName: requiredText(100, { required: "Token name is required", tooLong: "Token name is too long" }),
});
export type CreateApiToken = z.infer<typeof CreateApiTokenSchema>;

/** lastUsedAt and createdAt in epoch seconds, as the spec's token list reads them. */
export type ApiTokenView = {
  id: string;
  tokenName: string;
  name: string;
  tokenPrefix: string;
  permissions: string[];
  createdAt: number;
  lastUsedAt: number | null;
};
