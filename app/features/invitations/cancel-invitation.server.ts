import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { accessDenied } from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";
import { invitationNotFound } from "./pending-invitations.server.ts";
import { hasPermission } from "~/features/members/permissions.ts";

/**
 * DELETE /api/organizations/invitations/{invitationId}: an owner or admin of the invitation's
 * organization cancels it. The invitation is looked up only among the actor's organizations, so
 * another organization's invitation is a 404; a member without the role gets 403.
 */
export async function cancelInvitation(
  user: { id: string },
  invitationId: string,
  now = new Date(),
  scope: { organizationId?: string } = {},
): Promise<{ invitationId: string }> {
  if (!isUuid(invitationId)) throw invitationNotFound();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("invitations as i")
      .innerJoin("memberships as m", (join) =>
        join.onRef("m.organization_id", "=", "i.organization_id").on("m.user_id", "=", user.id),
      )
      .select(["i.id", "i.organization_id", "i.status", "m.role"])
      .where("i.id", "=", invitationId);
    // A page that names its organization (Settings > Organization) cancels only that organization's invitations.
    if (scope.organizationId) query = query.where("i.organization_id", "=", scope.organizationId);
    const invitation = await query.forUpdate("i").executeTakeFirstOrThrow(invitationNotFound);
    if (!hasPermission(invitation.role, "invitation:cancel")) throw accessDenied();
    if (invitation.status !== "pending")
      throw new DomainError("CONFLICT", `errors:domain.invitationAlready.${invitation.status}`);
    await trx
      .updateTable("invitations")
      .set({ status: "cancelled", updated_at: now })
      .where("organization_id", "=", invitation.organization_id)
      .where("id", "=", invitation.id)
      .execute();
    return { invitationId: invitation.id };
  });
}
