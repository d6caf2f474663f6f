import { db } from "../../../db/client.ts";
import { generateToken, hashToken } from "~/lib/tokens.server.ts";
import {
  accessDenied,
  type OrganizationActor,
  requirePermission,
} from "~/features/members/organization-access.server.ts";
import { defaultApiTokenPermissions } from "~/features/members/permissions.ts";
import type { CreateApiToken } from "./schemas.ts";
import { apiTokenPrefix, displayPrefix } from "./token-format.ts";

/**
 * POST /api/organizations/{id}/tokens: the owner creates a token. The secret is returned once and
 * only its SHA-256 is stored; lists show the readable prefix.
 */
export async function createApiToken(
  actor: OrganizationActor,
  input: CreateApiToken,
): Promise<{ token: string; tokenId: string }> {
  requirePermission(actor, "api-token:manage");
  if (actor.kind !== "member") throw accessDenied();
  const token = `${apiTokenPrefix}${generateToken()}`;
  const row = await db
    .insertInto("api_tokens")
    .values({
      organization_id: actor.organizationId,
      name: input.tokenName,
      token_prefix: displayPrefix(token),
      token_hash: hashToken(token),
      permissions: [...defaultApiTokenPermissions],
      created_by: actor.userId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { token, tokenId: row.id };
}
