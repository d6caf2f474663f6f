import { RespondToInvitationSchema } from "./schemas.ts";
import { db, type Db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import { hashToken } from "~/lib/tokens.server.ts";
import { isUuid } from "~/lib/ids.ts";
import { invitationNotFound } from "./pending-invitations.server.ts";
import { enqueueSeatSync } from "~/features/billing/enqueue-seat-sync.server.ts";

/**
 * POST /api/organizations/{invitationId}/accept-invitation and /decline-invitation. Only the owner
 * of the invited address may answer (anyone else gets 404: the invitation is not revealed); only a
 * pending, unexpired invitation can be answered, once. Accepting needs proof of the address: a
 * verified e-mail or the link's token. Accepting creates the membership with the invited role.
 */
export async function respondToInvitation(
  database: Db,
  user: Pick<SignedInUser, "id" | "email" | "emailVerified">,
  invitationId: string,
  answer: "accept" | "decline",
  token?: string,
  now = new Date(),
): Promise<{ invitationId: string; organizationId: string; status: "accepted" | "declined"; role: string }> {
  if (!isUuid(invitationId)) throw invitationNotFound();
  return database.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom("invitations")
      .select(["id", "organization_id", "role", "status", "expires_at", "token_hash"])
      .where("id", "=", invitationId)
      .where("email", "=", user.email.toLowerCase())
      .forUpdate()
      .executeTakeFirstOrThrow(invitationNotFound);
    if (invitation.status !== "pending")
      throw new DomainError("CONFLICT", `errors:domain.invitationAlready.${invitation.status}`);
    if (new Date(invitation.expires_at) <= now) throw new DomainError("INVITATION_EXPIRED");
    // Accepting and declining both need proof of the address: the link's token or a verified
    // e-mail (anyone can sign up with someone else's address before verifying it).
    const tokenMatches = token !== undefined && hashToken(token) === invitation.token_hash;
    if (token !== undefined && !tokenMatches)
      throw new DomainError("INVALID_TOKEN", "errors:domain.invitationLinkInvalid");
    if (!tokenMatches && !user.emailVerified) {
      throw new DomainError("INSUFFICIENT_PERMISSIONS", "errors:domain.invitationNeedsVerifiedEmail");
    }
    const status = answer === "accept" ? "accepted" : "declined";
    await trx.updateTable("invitations").set({ status, updated_at: now }).where("id", "=", invitation.id).execute();
    if (answer === "accept") {
      await trx
        .insertInto("memberships")
        .values({ organization_id: invitation.organization_id, user_id: user.id, role: invitation.role })
        .onConflict((conflict) => conflict.constraint("memberships_organization_user_key").doNothing())
        .execute();
      await enqueueSeatSync(trx, invitation.organization_id);
    }
    return { invitationId: invitation.id, organizationId: invitation.organization_id, status, role: invitation.role };
  });
}

/**
 * POST /api/organizations/{invitationId}/accept-invitation and /decline-invitation for the
 * signed-in user: `body` is the request's JSON ({token?}), a malformed one answered as no token.
 */
export async function answerInvitationAsInvitee(
  user: SignedInUser,
  invitationId: string,
  decision: "accept" | "decline",
  body: unknown,
) {
  const parsed = RespondToInvitationSchema.safeParse(body ?? {});
  return respondToInvitation(db, user, invitationId, decision, parsed.success ? parsed.data.token : undefined);
}
