import { db } from "../../../db/client.ts";
import { selectPendingInvitations, toInvitationView } from "./pending-invitations.server.ts";
import type { InvitationView } from "./schemas.ts";

/**
 * GET /api/organizations/me/invitations: pending, unexpired invitations to the user's e-mail, once
 * that address is verified (until then an invitation is reached through its e-mailed link).
 */
export async function listMyInvitations(
  user: { email: string; emailVerified: boolean },
  now = new Date(),
): Promise<InvitationView[]> {
  if (!user.emailVerified) return [];
  const rows = await selectPendingInvitations(db, now).where("i.email", "=", user.email.toLowerCase()).execute();
  return rows.map(toInvitationView);
}
