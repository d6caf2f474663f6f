import { db } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";
import { env } from "~/lib/env.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { generateToken, hashToken } from "~/lib/tokens.server.ts";
import {
  accessDenied,
  type OrganizationActor,
  requirePermission,
} from "~/features/members/organization-access.server.ts";
import { canAssignRole } from "~/features/members/permissions.ts";
import { toInvitationView } from "./pending-invitations.server.ts";
import type { InvitationView, InviteMember } from "./schemas.ts";

export const invitationLifetimeSeconds = 7 * 24 * 3600;

/**
 * POST /api/organizations/invitations: invites an address with a role no higher than the actor's.
 * A pending invitation to the same address is replaced; the e-mail with the single-use link is
 * enqueued in the same transaction, so it exists only if the invitation does.
 */
export async function inviteMember(
  actor: OrganizationActor,
  input: Omit<InviteMember, "organizationId">,
  now = new Date(),
): Promise<InvitationView> {
  requirePermission(actor, "member:invite");
  if (actor.kind !== "member") throw accessDenied();
  if (!canAssignRole(actor.role, input.role)) throw accessDenied();
  return db.transaction().execute(async (trx) => {
    const organization = await trx
      .selectFrom("organizations")
      .select(["id", "name"])
      .where("id", "=", actor.organizationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const member = await trx
      .selectFrom("memberships as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select("m.id")
      .where("m.organization_id", "=", actor.organizationId)
      .where("u.email", "=", input.email)
      .executeTakeFirst();
    if (member) throw new DomainError("CONFLICT", "errors:domain.alreadyMember", { field: "email" });
    await trx
      .updateTable("invitations")
      .set({ status: "cancelled", updated_at: now })
      .where("organization_id", "=", actor.organizationId)
      .where("email", "=", input.email)
      .where("status", "=", "pending")
      .execute();
    const token = generateToken();
    const inviter = await trx
      .selectFrom("users")
      .select("name")
      .where("id", "=", actor.userId)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto("invitations")
      .values({
        organization_id: actor.organizationId,
        email: input.email,
        role: input.role,
        invited_by: actor.userId,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + invitationLifetimeSeconds * 1000),
      })
      .returning(["id", "email", "role", "status", "invited_by", "expires_at", "created_at"])
      .executeTakeFirstOrThrow();
    const link = new URL(`/settings/organization?invitation=${row.id}&token=${token}`, env().APP_URL).toString();
    await send(
      "send-email",
      {
        to: input.email,
        subject: `You are invited to join ${organization.name} on Parley`,
        text: `Hello,\n\n${inviter.name} invited you to join ${organization.name} as ${input.role}.\n\nSign in with this e-mail address and open this link to accept or decline:\n\n${link}\n\nThe link works once and expires in 7 days. If you did not expect this invitation, you can ignore this message.\n`,
      },
      { trx },
    );
    return toInvitationView({ ...row, organization_id: organization.id, organization_name: organization.name });
  });
}
