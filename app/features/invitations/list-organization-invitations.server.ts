import type { Executor } from "../../../db/client.ts";
import { type OrganizationActor, requirePermission } from "../members/organization-access.server.ts";
import type { InvitationView } from "./schemas.ts";

/** The organization's pending, unexpired invitations (owners and admins), newest first. */
export async function listOrganizationInvitations(executor: Executor, actor: OrganizationActor, now = new Date()): Promise<InvitationView[]> {
  requirePermission(actor, "invitation:read");
  const rows = await executor
    .selectFrom("invitations as i")
    .innerJoin("organizations as o", "o.id", "i.organization_id")
    .select(["i.id", "i.organization_id", "o.name as organization_name", "i.email", "i.role", "i.status", "i.invited_by", "i.expires_at", "i.created_at"])
    .where("i.organization_id", "=", actor.organizationId)
    .where("i.status", "=", "pending")
    .where("i.expires_at", ">", now)
    .orderBy("i.created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: row.invited_by,
    expiresAt: new Date(row.expires_at).toISOString(),
    createdAt: row.created_at.toISOString(),
  }));
}
