import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { type OrganizationActor, requirePermission } from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";

/** DELETE /api/organizations/{id}/tokens/{tokenId}: revokes it; another organization's token is a 404. */
export async function revokeApiToken(actor: OrganizationActor, tokenId: string): Promise<{ tokenId: string }> {
  requirePermission(actor, "api-token:manage");
  const notFound = () => new DomainError("NOT_FOUND", "errors:domain.tokenNotFound");
  if (!isUuid(tokenId)) throw notFound();
  const revoked = await db
    .updateTable("api_tokens")
    .set({ revoked_at: new Date() })
    .where("id", "=", tokenId)
    .where("organization_id", "=", actor.organizationId)
    .where("revoked_at", "is", null)
    .returning("id")
    .executeTakeFirstOrThrow(notFound);
  return { tokenId: revoked.id };
}
