import type { Trx } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { getMemberRole, organizationNotFound } from "./organization-access.server.ts";
import type { OrganizationRole } from "./permissions.ts";

/**
 * Serializes membership changes of one organization (the organization row is locked) and returns
 * the actor's role as it is now, so a member demoted a moment ago acts with the new role.
 */
export async function lockMembershipChanges(
  trx: Trx,
  organizationId: string,
  actorUserId: string,
): Promise<OrganizationRole | null> {
  await trx.selectFrom("organizations").select("id").where("id", "=", organizationId).forUpdate().executeTakeFirst();
  return getMemberRole(trx, organizationId, actorUserId);
}

/**
 * lockMembershipChanges, then the member acted on: both roles as they are inside the lock. An
 * actor who is no longer a member finds no organization; a missing target is "Member not found".
 */
export async function lockAndLoadMembers(
  trx: Trx,
  organizationId: string,
  actorUserId: string,
  targetUserId: string,
): Promise<{ actorRole: OrganizationRole; targetRole: OrganizationRole }> {
  const actorRole = await lockMembershipChanges(trx, organizationId, actorUserId);
  if (!actorRole) throw organizationNotFound();
  const target = await trx
    .selectFrom("memberships")
    .select(["role"])
    .where("organization_id", "=", organizationId)
    .where("user_id", "=", targetUserId)
    .executeTakeFirstOrThrow(() => new DomainError("NOT_FOUND", "errors:domain.memberNotFound"));
  return { actorRole, targetRole: target.role };
}

/**
 * Refuses a change that would leave the organization without an owner. Run after
 * lockMembershipChanges, so two owners demoting each other at once cannot both succeed.
 */
export async function assertAnotherOwnerRemains(
  trx: Trx,
  organizationId: string,
  leavingUserId: string,
): Promise<void> {
  const owners = await trx
    .selectFrom("memberships")
    .select("user_id")
    .where("organization_id", "=", organizationId)
    .where("role", "=", "owner")
    .execute();
  if (!owners.some((owner) => owner.user_id !== leavingUserId)) {
    throw new DomainError("LAST_OWNER");
  }
}
