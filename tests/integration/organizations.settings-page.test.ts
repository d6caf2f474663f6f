import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { i18nextMiddleware } from "../../app/middleware/i18n.server.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import * as organizationRoute from "../../app/routes/api/organizations/$id.ts";
import * as settingsPage from "../../app/routes/settings/organization.tsx";
import { createTestUser } from "../factories/users.ts";
import { appOrigin, latestEmailTo, uniqueEmail } from "../support/auth-client.ts";
import { type As, callRoute, createTeams } from "../support/organization-client.ts";

let teams: Awaited<ReturnType<typeof createTeams>>;
beforeEach(async () => {
  teams = await createTeams();
});

type PageAnswer = { status: number; location: string | null; data: any };

/** Runs Settings > Organization's loader or action as the browser would reach it (session and i18n middleware). */
async function runPage(
  as: As,
  options: { form?: Record<string, string>; query?: string; origin?: string },
): Promise<PageAnswer> {
  const headers = new Headers({ Cookie: `parley_session=${as?.sessionToken}` });
  let body: FormData | undefined;
  if (options.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(options.form)) body.append(name, value);
    headers.set("Origin", options.origin ?? appOrigin);
  }
  const request = new Request(new URL(`/settings/organization${options.query ?? ""}`, appOrigin), {
    method: body ? "POST" : "GET",
    body,
    headers,
  });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, "organization-tests");
  const args = { request, context, params: {} };
  const handler = (body ? settingsPage.action : settingsPage.loader) as (args: unknown) => Promise<unknown>;
  const run = async () => {
    try {
      return await handler(args);
    } catch (thrown) {
      return thrown;
    }
  };
  type Middleware = (args: unknown, next: () => Promise<unknown>) => Promise<unknown>;
  const result = (await (sessionMiddleware as Middleware)(args, () =>
    (i18nextMiddleware as Middleware)(args, run),
  )) as any;
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), data: null };
  if (result?.type === "DataWithResponseInit")
    return { status: result.init?.status ?? 200, location: null, data: result.data };
  return { status: 200, location: null, data: result };
}

const formErrors = (answer: PageAnswer) => answer.data?.result?.error?.[""];

describe("permission map per role for the organization calls", () => {
  it("everyone reads; owners and admins update; only the owner may delete", async () => {
    const expected = {
      owner: [200, 200, 400],
      admin: [200, 200, 403],
      attorney: [200, 403, 403],
      paralegal: [200, 403, 403],
    } as const;
    for (const role of ["owner", "admin", "attorney", "paralegal"] as const) {
      const { as } = teams[role];
      const id = teams.firmA.id;
      const read = await callRoute(organizationRoute, `/api/organizations/${id}`, { as, params: { id } });
      const update = await callRoute(organizationRoute, `/api/organizations/${id}`, {
        as,
        method: "PUT",
        json: { description: `by ${role}` },
        params: { id },
      });
      // A wrong name: a permitted owner gets the mismatch (400), nobody else gets that far.
      const remove = await callRoute(organizationRoute, `/api/organizations/${id}`, {
        as,
        method: "DELETE",
        json: { confirmName: "wrong" },
        params: { id },
      });
      expect([read.status, update.status, remove.status], role).toEqual(expected[role]);
    }
  });
});

describe("Settings > Organization (forms without JavaScript)", () => {
  it("shows the active organization's members, invitations and tokens by role", async () => {
    const ownerView = await runPage(teams.owner.as, {});
    expect(ownerView.data.organization).toMatchObject({ id: teams.firmA.id, role: "owner" });
    expect(ownerView.data.members).toHaveLength(4);
    expect(ownerView.data.permissions).toEqual({ update: true, invite: true, tokens: true, delete: true });
    const paralegalView = await runPage(teams.paralegal.as, {});
    expect(paralegalView.data.permissions).toEqual({ update: false, invite: false, tokens: false, delete: false });
    expect(paralegalView.data.members).toHaveLength(4);
    const otherView = await runPage(teams.ownerB.as, {});
    expect(otherView.data.organization.id).toBe(teams.firmB.id);
    expect(JSON.stringify(otherView.data)).not.toContain(teams.owner.email);
  });

  it("invites (attorney by default), and the invitee accepts through the e-mailed link without a verified address", async () => {
    const email = uniqueEmail("invitee");
    const missing = await runPage(teams.admin.as, {
      form: { intent: "invite", organizationId: teams.firmA.id, email: "" },
    });
    expect(missing.status).toBe(400);
    expect(missing.data.result.error.email).toEqual(["Email is required"]);
    const sent = await runPage(teams.admin.as, { form: { intent: "invite", organizationId: teams.firmA.id, email } });
    expect(sent).toMatchObject({ status: 303, location: "/settings/organization" });
    const pending = await runPage(teams.admin.as, {});
    expect(pending.data.invitations).toMatchObject([{ email, role: "attorney", status: "pending" }]);

    const text = (await latestEmailTo(email))!.text;
    const [, invitationId, token] = /invitation=([0-9a-f-]{36})&token=([a-z0-9]+)/.exec(text)!;
    const invitee = await createTestUser({ email, name: "Ivy Invitee" });
    const stranger = await createTestUser({ name: "Sam Stranger" });
    expect(
      (await runPage({ sessionToken: stranger.token }, { query: `?invitation=${invitationId}&token=${token}` })).data
        .invitationLink,
    ).toMatchObject({ state: "other-address" });
    expect(
      (
        await runPage(
          { sessionToken: invitee.token },
          { query: `?invitation=${invitationId}&token=wrongwrongwrongwrong` },
        )
      ).data.invitationLink,
    ).toMatchObject({ state: "invalid" });
    const landing = await runPage(
      { sessionToken: invitee.token },
      { query: `?invitation=${invitationId}&token=${token}` },
    );
    expect(landing.data.invitationLink).toMatchObject({
      state: "pending",
      id: invitationId,
      organizationName: "Abbott & Co",
      role: "attorney",
    });
    // Without the token an unverified address cannot answer.
    const unproven = await runPage(
      { sessionToken: invitee.token },
      { form: { intent: "accept-invitation", invitationId: invitationId! } },
    );
    expect(unproven.status).toBe(403);
    const accepted = await runPage(
      { sessionToken: invitee.token },
      { form: { intent: "accept-invitation", invitationId: invitationId!, token: token! } },
    );
    expect(accepted).toMatchObject({ status: 303, location: "/settings/organization" });
    const after = await runPage({ sessionToken: invitee.token }, {});
    expect(after.data.organization).toMatchObject({ id: teams.firmA.id, role: "attorney" });
    const again = await runPage(
      { sessionToken: invitee.token },
      { form: { intent: "accept-invitation", invitationId: invitationId!, token: token! } },
    );
    expect(again.status).toBe(409);
  });

  it("changes roles and removes members within the rules; the last owner cannot leave", async () => {
    const demote = await runPage(teams.admin.as, {
      form: { intent: "change-role", organizationId: teams.firmA.id, userId: teams.attorney.userId, role: "paralegal" },
    });
    expect(demote.status).toBe(303);
    const touchOwner = await runPage(teams.admin.as, {
      form: { intent: "change-role", organizationId: teams.firmA.id, userId: teams.owner.userId, role: "paralegal" },
    });
    expect(touchOwner.status).toBe(403);
    // The form's error is the message key ('Access Denied', 'Zugriff verweigert'…): the page shows it in the reader's language.
    expect(formErrors(touchOwner)).toEqual(["errors:codes.insufficientPermissions"]);
    const raise = await runPage(teams.admin.as, {
      form: { intent: "change-role", organizationId: teams.firmA.id, userId: teams.paralegal.userId, role: "owner" },
    });
    expect(raise.status).toBe(403);
    const byParalegal = await runPage(teams.paralegal.as, {
      form: { intent: "remove-member", organizationId: teams.firmA.id, userId: teams.attorney.userId },
    });
    expect(byParalegal.status).toBe(403);
    const removed = await runPage(teams.admin.as, {
      form: { intent: "remove-member", organizationId: teams.firmA.id, userId: teams.paralegal.userId },
    });
    expect(removed.status).toBe(303);
    const lastOwner = await runPage(teams.owner.as, {
      form: { intent: "remove-member", organizationId: teams.firmA.id, userId: teams.owner.userId },
    });
    expect(lastOwner.status).toBe(409);
    const roles = await db
      .selectFrom("memberships")
      .select(["user_id", "role"])
      .where("organization_id", "=", teams.firmA.id)
      .execute();
    expect(Object.fromEntries(roles.map((row) => [row.user_id, row.role]))).toEqual({
      [teams.owner.userId]: "owner",
      [teams.admin.userId]: "admin",
      [teams.attorney.userId]: "paralegal",
    });
    // Another organization's id is a 404, whatever the form says.
    const elsewhere = await runPage(teams.owner.as, {
      form: { intent: "remove-member", organizationId: teams.firmB.id, userId: teams.ownerB.userId },
    });
    expect(elsewhere.status).toBe(404);
  });

  it("shows a new token's secret once; the list has its prefix, never the secret; the owner deletes it", async () => {
    const empty = await runPage(teams.owner.as, {
      form: { intent: "create-token", organizationId: teams.firmA.id, tokenName: "" },
    });
    expect(empty.data.result.error.tokenName).toEqual(["Token name is required"]);
    const created = await runPage(teams.owner.as, {
      form: { intent: "create-token", organizationId: teams.firmA.id, tokenName: "Zapier" },
    });
    expect(created.status).toBe(200);
    expect(created.data.token.secret).toMatch(/^parley_pat_[a-z0-9]{32}$/);
    const list = await runPage(teams.owner.as, {});
    expect(list.data.tokens).toMatchObject([
      { name: "Zapier", tokenPrefix: created.data.token.secret.slice(0, 17), lastUsedAt: null },
    ]);
    expect(JSON.stringify(list.data)).not.toContain(created.data.token.secret);
    expect(
      (
        await runPage(teams.admin.as, {
          form: { intent: "create-token", organizationId: teams.firmA.id, tokenName: "Admin's" },
        })
      ).status,
    ).toBe(403);
    const revoked = await runPage(teams.owner.as, {
      form: { intent: "revoke-token", organizationId: teams.firmA.id, tokenId: list.data.tokens[0].id },
    });
    expect(revoked.status).toBe(303);
    expect((await runPage(teams.owner.as, {})).data.tokens).toEqual([]);
  });

  it("creates and switches organizations, deletes with the exact name, and refuses another site's post", async () => {
    const created = await runPage(teams.attorney.as, { form: { intent: "create", name: "Attorney's Own Practice" } });
    expect(created.status).toBe(303);
    const view = await runPage(teams.attorney.as, {});
    expect(view.data.organization).toMatchObject({
      name: "Attorney's Own Practice",
      slug: "attorney-s-own-practice",
      role: "owner",
    });
    const switched = await runPage(teams.attorney.as, { form: { intent: "switch", organizationId: teams.firmA.id } });
    expect(switched.status).toBe(303);
    expect((await runPage(teams.attorney.as, {})).data.organization.id).toBe(teams.firmA.id);
    expect(
      (await runPage(teams.attorney.as, { form: { intent: "switch", organizationId: teams.firmB.id } })).status,
    ).toBe(404);

    const ownId = view.data.organization.id;
    const mismatch = await runPage(teams.attorney.as, {
      form: { intent: "delete-organization", organizationId: ownId, confirmName: "attorney's own practice" },
    });
    expect(mismatch.status).toBe(400);
    expect(formErrors(mismatch)).toEqual(["settings:organization.validation.nameMismatch"]);
    for (const intent of ["toString", "constructor", ""])
      expect((await runPage(teams.attorney.as, { form: { intent } })).status).toBe(400);
    const crossSite = await runPage(teams.attorney.as, {
      form: { intent: "delete-organization", organizationId: ownId, confirmName: "Attorney's Own Practice" },
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    const deleted = await runPage(teams.attorney.as, {
      form: { intent: "delete-organization", organizationId: ownId, confirmName: "Attorney's Own Practice" },
    });
    expect(deleted.status).toBe(303);
    expect(
      await db.selectFrom("organizations").select("id").where("id", "=", ownId).executeTakeFirst(),
    ).toBeUndefined();
  });
});
