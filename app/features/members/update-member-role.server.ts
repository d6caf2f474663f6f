import { db } from "../../../db/client.ts";
import { accessDenied, type OrganizationActor, requirePermission } from "./organization-access.server.ts";
import { assertAnotherOwnerRemains, lockAndLoadMembers } from "./owner-guard.server.ts";
import { canAssignRole, canManageMember } from "./permissions.ts";
import type { UpdateMemberRole } from "./schemas.ts";

/**
 * PATCH /api/organizations/{id}/member: changes a member's role. Owners and admins only; nobody
 * acts on a member ranked above them or gives a role above their own; the last owner stays owner.
 */
export async function updateMemberRole(
  actor: OrganizationActor,
  input: UpdateMemberRole,
): Promise<{ userId: string; role: UpdateMemberRole["role"] }> {
  requirePermission(actor, "member:update-role");
  if (actor.kind !== "member") throw accessDenied();
  return db.transaction().execute(async (trx) => {
    const { actorRole, targetRole } = await lockAndLoadMembers(trx, actor.organizationId, actor.userId, input.userId);
    if (!canManageMember(actorRole, "member:update-role", targetRole) || !canAssignRole(actorRole, input.role))
      throw accessDenied();
    if (targetRole === input.role) return { userId: input.userId, role: input.role };
    if (targetRole === "owner") await assertAnotherOwnerRemains(trx, actor.organizationId, input.userId);
    await trx
      .updateTable("memberships")
      .set({ role: input.role, updated_at: new Date() })
      .where("organization_id", "=", actor.organizationId)
      .where("user_id", "=", input.userId)
      .execute();
    return { userId: input.userId, role: input.role };
  });
}
