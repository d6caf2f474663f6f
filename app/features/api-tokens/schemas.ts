import { z } from "zod";

/** POST /api/organizations/{id}/tokens (spec §5 Create token). Client-safe. */
export const CreateApiTokenSchema = z.object({
  tokenName: z
    .string({ error: "Token name is required" })
    .trim()
    .min(1, "Token name is required")
    .max(100, "Token name is too long"),
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
