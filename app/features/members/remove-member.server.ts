import { db } from "../../../db/client.ts";
import { enqueueSeatSync } from "~/features/billing/enqueue-seat-sync.server.ts";
import { accessDenied, type OrganizationActor, requirePermission } from "./organization-access.server.ts";
import { assertAnotherOwnerRemains, lockAndLoadMembers } from "./owner-guard.server.ts";
import { canManageMember } from "./permissions.ts";

/**
 * DELETE /api/organizations/{id}/member?userId: removes a member, or lets members leave (their own
 * userId, any role). Owners and admins remove others not ranked above them; the last owner cannot leave.
 */
export async function removeMember(actor: OrganizationActor, userId: string): Promise<{ userId: string }> {
  const leaving = actor.kind === "member" && actor.userId === userId;
  if (!leaving) requirePermission(actor, "member:remove");
  if (actor.kind !== "member") throw accessDenied();
  return db.transaction().execute(async (trx) => {
    const { actorRole, targetRole } = await lockAndLoadMembers(trx, actor.organizationId, actor.userId, userId);
    if (!leaving && !canManageMember(actorRole, "member:remove", targetRole)) throw accessDenied();
    if (targetRole === "owner") await assertAnotherOwnerRemains(trx, actor.organizationId, userId);
    await trx
      .deleteFrom("memberships")
      .where("organization_id", "=", actor.organizationId)
      .where("user_id", "=", userId)
      .execute();
    await enqueueSeatSync(trx, actor.organizationId);
    return { userId };
  });
}
