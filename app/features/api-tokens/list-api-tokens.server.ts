import { db } from "../../../db/client.ts";
import { type OrganizationActor, requirePermission } from "~/features/members/organization-access.server.ts";
import type { ApiTokenView } from "./schemas.ts";

const epochSeconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

/** GET /api/organizations/{id}/tokens: the organization's unrevoked tokens, never their secrets. */
export async function listApiTokens(actor: OrganizationActor): Promise<ApiTokenView[]> {
  requirePermission(actor, "api-token:manage");
  const rows = await db
    .selectFrom("api_tokens")
    .select(["id", "name", "token_prefix", "permissions", "created_at", "last_used_at"])
    .where("organization_id", "=", actor.organizationId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tokenName: row.name,
    name: row.name,
    tokenPrefix: row.token_prefix,
    permissions: row.permissions,
    createdAt: epochSeconds(row.created_at),
    lastUsedAt: row.last_used_at ? epochSeconds(row.last_used_at) : null,
  }));
}
