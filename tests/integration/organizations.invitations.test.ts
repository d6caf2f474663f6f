import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as acceptInvitationRoute from "../../app/routes/api/organizations/$id/accept-invitation.ts";
import * as declineInvitationRoute from "../../app/routes/api/organizations/$id/decline-invitation.ts";
import * as inviteRoute from "../../app/routes/api/organizations/invitations.ts";
import * as cancelRoute from "../../app/routes/api/organizations/invitations/$invitationId.ts";
import * as myInvitationsRoute from "../../app/routes/api/organizations/me/invitations.ts";
import { hashToken } from "../../app/lib/tokens.server.ts";
import { createTestUser } from "../factories/users.ts";
import { latestEmailTo, uniqueEmail } from "../support/auth-client.ts";
import { type As, callRoute, createTeams } from "../support/organization-client.ts";

let teams: Awaited<ReturnType<typeof createTeams>>;
beforeEach(async () => {
  teams = await createTeams();
});

const invite = (as: As, body: Record<string, unknown>) =>
  callRoute(inviteRoute, "/api/organizations/invitations", { as, json: body });
const accept = (as: As, id: string, token?: string) =>
  callRoute(acceptInvitationRoute, `/api/organizations/${id}/accept-invitation`, {
    as,
    json: token ? { token } : {},
    params: { id },
  });
const decline = (as: As, id: string) =>
  callRoute(declineInvitationRoute, `/api/organizations/${id}/decline-invitation`, { as, json: {}, params: { id } });
const cancel = (as: As, invitationId: string) =>
  callRoute(cancelRoute, `/api/organizations/invitations/${invitationId}`, {
    as,
    method: "DELETE",
    params: { invitationId },
  });
const myInvitations = async (as: As) =>
  (await callRoute(myInvitationsRoute, "/api/organizations/me/invitations", { as })).body.data;

/** The invitation id and token from the e-mail's link. */
async function linkOf(email: string) {
  const message = await latestEmailTo(email);
  const match = /\/settings\/organization\?invitation=([0-9a-f-]{36})&token=([a-z0-9]+)/.exec(message?.text ?? "");
  if (!match) throw new Error("No invitation link in the e-mail");
  return { invitationId: match[1]!, token: match[2]!, text: message!.text };
}

describe("POST /api/organizations/invitations", () => {
  it("an owner or admin invites by e-mail; the role defaults to attorney; the e-mail carries a single-use 7-day link", async () => {
    const email = uniqueEmail("Invitee").toUpperCase();
    const { status, body } = await invite(teams.admin.as, { organizationId: teams.firmA.id, email });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      organizationId: teams.firmA.id,
      organizationName: "Abbott & Co",
      email: email.toLowerCase(),
      role: "attorney",
      status: "pending",
      invitedBy: teams.admin.userId,
    });
    const days = (new Date(body.data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const link = await linkOf(email.toLowerCase());
    expect(link.invitationId).toBe(body.data.id);
    expect(link.text).toContain("expires in 7 days");
    const row = await db
      .selectFrom("invitations")
      .select(["token_hash"])
      .where("id", "=", body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it("checks the spec's rules: 'Email is required', a valid address, roles paralegal, attorney or admin only", async () => {
    const missing = await invite(teams.owner.as, { organizationId: teams.firmA.id, email: "" });
    expect(missing).toEqual({
      status: 400,
      body: { success: false, error: "Email is required", code: "VALIDATION_FAILED", field: "email" },
    });
    expect((await invite(teams.owner.as, { organizationId: teams.firmA.id })).body.error).toBe("Email is required");
    expect((await invite(teams.owner.as, { organizationId: teams.firmA.id, email: "not-an-address" })).body.error).toBe(
      "Please enter a valid email address",
    );
    expect(
      (await invite(teams.owner.as, { organizationId: teams.firmA.id, email: uniqueEmail(), role: "owner" })).status,
    ).toBe(400);
    for (const role of ["paralegal", "attorney", "admin"]) {
      expect(
        (await invite(teams.owner.as, { organizationId: teams.firmA.id, email: uniqueEmail(), role })).body.data.role,
      ).toBe(role);
    }
  });

  it("refuses an existing member, and a member of another organization gets 404", async () => {
    expect(
      (await invite(teams.owner.as, { organizationId: teams.firmA.id, email: teams.paralegal.email })).status,
    ).toBe(409);
    const foreign = await invite(teams.ownerB.as, { organizationId: teams.firmA.id, email: uniqueEmail() });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("ORGANIZATION_NOT_FOUND");
  });
});

describe("the invitation life cycle", () => {
  it("the invitee sees it, accepts with the link and becomes a member with the invited role; the link works once", async () => {
    const invitee = await createTestUser({ verified: true });
    await invite(teams.owner.as, { organizationId: teams.firmA.id, email: invitee.email, role: "paralegal" });
    const { invitationId, token } = await linkOf(invitee.email);
    const as = { sessionToken: invitee.token };
    expect(await myInvitations(as)).toEqual([
      expect.objectContaining({
        id: invitationId,
        organizationName: "Abbott & Co",
        role: "paralegal",
        status: "pending",
      }),
    ]);
    expect(await myInvitations(teams.attorney.as)).toEqual([]);

    const accepted = await accept(as, invitationId, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({
      invitationId,
      organizationId: teams.firmA.id,
      status: "accepted",
      role: "paralegal",
    });
    const membership = await db
      .selectFrom("memberships")
      .select("role")
      .where("organization_id", "=", teams.firmA.id)
      .where("user_id", "=", invitee.userId)
      .executeTakeFirst();
    expect(membership?.role).toBe("paralegal");
    expect(await myInvitations(as)).toEqual([]);
    expect((await accept(as, invitationId, token)).status).toBe(409);
    expect((await decline(as, invitationId)).status).toBe(409);
  });

  it("accepting without the link needs a verified e-mail; a wrong token is refused", async () => {
    const invitee = await createTestUser();
    await invite(teams.owner.as, { organizationId: teams.firmA.id, email: invitee.email });
    const { invitationId } = await linkOf(invitee.email);
    const as = { sessionToken: invitee.token };
    expect((await accept(as, invitationId, "a".repeat(32))).body.code).toBe("INVALID_TOKEN");
    expect((await accept(as, invitationId)).status).toBe(403);
    await db.updateTable("users").set({ email_verified_at: new Date() }).where("id", "=", invitee.userId).execute();
    expect((await accept(as, invitationId)).status).toBe(200);
  });

  it("someone who signed up with the invited address but has not verified it neither sees nor declines the invitation", async () => {
    const invitee = await createTestUser();
    await invite(teams.owner.as, { organizationId: teams.firmA.id, email: invitee.email });
    const { invitationId } = await linkOf(invitee.email);
    expect(await myInvitations({ sessionToken: invitee.token })).toEqual([]);
    expect((await decline({ sessionToken: invitee.token }, invitationId)).status).toBe(403);
    const status = await db
      .selectFrom("invitations")
      .select("status")
      .where("id", "=", invitationId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe("pending");
  });

  it("declining leaves no membership", async () => {
    const invitee = await createTestUser({ verified: true });
    await invite(teams.owner.as, { organizationId: teams.firmA.id, email: invitee.email });
    const { invitationId } = await linkOf(invitee.email);
    const declined = await decline({ sessionToken: invitee.token }, invitationId);
    expect(declined.body.data.status).toBe("declined");
    const status = await db
      .selectFrom("invitations")
      .select("status")
      .where("id", "=", invitationId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe("declined");
    const memberships = await db
      .selectFrom("memberships")
      .select("id")
      .where("organization_id", "=", teams.firmA.id)
      .where("user_id", "=", invitee.userId)
      .execute();
    expect(memberships).toEqual([]);
  });

  it("someone with another e-mail cannot accept or decline it, even with the link (404)", async () => {
    const invitee = await createTestUser();
    await invite(teams.owner.as, { organizationId: teams.firmA.id, email: invitee.email });
    const { invitationId, token } = await linkOf(invitee.email);
    for (const person of [teams.outsider, teams.ownerB, teams.owner]) {
      const answer = await accept(person.as, invitationId, token);
      expect(answer.status).toBe(404);
      expect((await decline(person.as, invitationId)).status).toBe(404);
    }
    expect((await accept(null, invitationId, token)).status).toBe(401);
    const status = await db
      .selectFrom("invitations")
      .select("status")
      .where("id", "=", invitationId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe("pending");
  });

  it("an expired invitation is refused and no longer listed", async () => {
    const invitee = await createTestUser();
    await invite(teams.owner.as, { organizationId: teams.firmA.id, email: invitee.email });
    const { invitationId, token } = await linkOf(invitee.email);
    await db
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", invitationId)
      .execute();
    const as = { sessionToken: invitee.token };
    const refused = await accept(as, invitationId, token);
    expect(refused).toEqual({
      status: 410,
      body: { success: false, error: "This invitation has expired", code: "INVITATION_EXPIRED" },
    });
    expect((await decline(as, invitationId)).status).toBe(410);
    expect(await myInvitations(as)).toEqual([]);
    const memberships = await db
      .selectFrom("memberships")
      .select("id")
      .where("organization_id", "=", teams.firmA.id)
      .where("user_id", "=", invitee.userId)
      .execute();
    expect(memberships).toEqual([]);
  });

  it("a new invitation to the same address replaces the pending one", async () => {
    const email = uniqueEmail();
    const first = await invite(teams.owner.as, { organizationId: teams.firmA.id, email });
    await invite(teams.owner.as, { organizationId: teams.firmA.id, email, role: "admin" });
    const rows = await db
      .selectFrom("invitations")
      .select(["id", "status", "role"])
      .where("email", "=", email)
      .orderBy("created_at")
      .execute();
    expect(rows.map((row) => [row.status, row.role])).toEqual([
      ["cancelled", "attorney"],
      ["pending", "admin"],
    ]);
    expect(rows[0]!.id).toBe(first.body.data.id);
  });
});

describe("cancelling an invitation", () => {
  it("owners and admins cancel; attorneys and paralegals get 403; another organization gets 404", async () => {
    const invitee = await createTestUser();
    const { body } = await invite(teams.owner.as, { organizationId: teams.firmA.id, email: invitee.email });
    const id = body.data.id;
    for (const person of [teams.attorney, teams.paralegal]) {
      expect((await cancel(person.as, id)).body).toEqual({
        success: false,
        error: "Access Denied",
        code: "INSUFFICIENT_PERMISSIONS",
      });
    }
    for (const person of [teams.ownerB, teams.outsider]) expect((await cancel(person.as, id)).status).toBe(404);
    expect((await cancel(teams.admin.as, id)).status).toBe(200);
    expect((await cancel(teams.owner.as, id)).status).toBe(409);
    expect((await accept({ sessionToken: invitee.token }, id)).status).toBe(409);
  });
});
