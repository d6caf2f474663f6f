import type { Executor } from "../../../db/client.ts";
import type { InvitationView } from "./schemas.ts";

/**
 * GET /api/organizations/me/invitations: pending, unexpired invitations to the user's e-mail, once
 * that address is verified (until then an invitation is reached through its e-mailed link).
 */
export async function listMyInvitations(executor: Executor, user: { email: string; emailVerified: boolean }, now = new Date()): Promise<InvitationView[]> {
  if (!user.emailVerified) return [];
  const rows = await executor
    .selectFrom("invitations as i")
    .innerJoin("organizations as o", "o.id", "i.organization_id")
    .select(["i.id", "i.organization_id", "o.name as organization_name", "i.email", "i.role", "i.status", "i.invited_by", "i.expires_at", "i.created_at"])
    .where("i.email", "=", user.email.toLowerCase())
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
