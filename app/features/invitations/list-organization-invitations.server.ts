import type { Executor } from "../../../db/client.ts";
import { type OrganizationActor, requirePermission } from "~/features/members/organization-access.server.ts";
import { selectPendingInvitations, toInvitationView } from "./pending-invitations.server.ts";
import type { InvitationView } from "./schemas.ts";

/** The organization's pending, unexpired invitations (owners and admins), newest first. */
export async function listOrganizationInvitations(
  executor: Executor,
  actor: OrganizationActor,
  now = new Date(),
): Promise<InvitationView[]> {
  requirePermission(actor, "invitation:read");
  const rows = await selectPendingInvitations(executor, now)
    .where("i.organization_id", "=", actor.organizationId)
    .execute();
  return rows.map(toInvitationView);
}
