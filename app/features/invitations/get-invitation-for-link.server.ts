import type { Executor } from "../../../db/client.ts";
import { hashToken } from "~/lib/tokens.server.ts";
import { isUuid } from "~/lib/ids.ts";

export type InvitationLink =
  | { state: "pending"; id: string; organizationName: string; role: string; expiresAt: string }
  | { state: "answered" | "expired" | "other-address" | "invalid" };

/**
 * What the e-mailed link (/settings/organization?invitation={id}&token={token}) shows the signed-in
 * user. The token must match, so the link alone reveals nothing to someone guessing ids; a link
 * opened by another account is told to sign in with the invited address.
 */
export async function getInvitationForLink(
  executor: Executor,
  user: { email: string },
  invitationId: string,
  token: string,
  now = new Date(),
): Promise<InvitationLink> {
  if (!isUuid(invitationId) || token.length < 16 || token.length > 100) return { state: "invalid" };
  const row = await executor
    .selectFrom("invitations as i")
    .innerJoin("organizations as o", "o.id", "i.organization_id")
    .select(["i.id", "i.email", "i.role", "i.status", "i.expires_at", "o.name"])
    .where("i.id", "=", invitationId)
    .where("i.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: "invalid" };
  if (row.email !== user.email.toLowerCase()) return { state: "other-address" };
  if (row.status !== "pending") return { state: "answered" };
  if (new Date(row.expires_at) <= now) return { state: "expired" };
  return {
    state: "pending",
    id: row.id,
    organizationName: row.name,
    role: row.role,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}
