import type { Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import type { InvitationView } from "./schemas.ts";

/** An invitation the caller may not see, or that does not exist: the same 404. */
export const invitationNotFound = () => new DomainError("NOT_FOUND", "errors:domain.invitationNotFound");

type InvitationRow = {
  id: string;
  organization_id: string;
  organization_name: string;
  email: string;
  role: InvitationView["role"];
  status: InvitationView["status"];
  invited_by: string | null;
  expires_at: Date | string;
  created_at: Date;
};

/** An invitation as the API and the settings page show it (times as ISO strings). */
export function toInvitationView(row: InvitationRow): InvitationView {
  return {
    id: row.id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: row.invited_by,
    expiresAt: new Date(row.expires_at).toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

/** Pending, unexpired invitations with their organization's name, newest first; the caller narrows them. */
export function selectPendingInvitations(executor: Executor, now: Date) {
  return executor
    .selectFrom("invitations as i")
    .innerJoin("organizations as o", "o.id", "i.organization_id")
    .select([
      "i.id",
      "i.organization_id",
      "o.name as organization_name",
      "i.email",
      "i.role",
      "i.status",
      "i.invited_by",
      "i.expires_at",
      "i.created_at",
    ])
    .where("i.status", "=", "pending")
    .where("i.expires_at", ">", now)
    .orderBy("i.created_at", "desc");
}
