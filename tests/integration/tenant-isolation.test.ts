import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { addMatterNote } from "../../app/features/matters/add-matter-note.server.ts";
import { workspaceResources } from "../../app/features/workspace/schemas.ts";
import * as activityRoute from "../../app/routes/api/activity.ts";
import * as fileRoute from "../../app/routes/api/files/$fileKey.ts";
import * as acceptRoute from "../../app/routes/api/organizations/$id/accept-invitation.ts";
import * as declineRoute from "../../app/routes/api/organizations/$id/decline-invitation.ts";
import * as memberRoute from "../../app/routes/api/organizations/$id/member.ts";
import * as tokensRoute from "../../app/routes/api/organizations/$id/tokens.ts";
import * as revokeRoute from "../../app/routes/api/organizations/$id/tokens/$tokenId.ts";
import * as workspaceRoute from "../../app/routes/api/organizations/$id/workspace/$resource.ts";
import * as inviteRoute from "../../app/routes/api/organizations/invitations.ts";
import * as cancelRoute from "../../app/routes/api/organizations/invitations/$invitationId.ts";
import * as myInvitationsRoute from "../../app/routes/api/organizations/me/invitations.ts";
import * as sessionsRoute from "../../app/routes/api/sessions.ts";
import * as streamRoute from "../../app/routes/api/agent/stream.ts";
import * as intakePage from "../../app/routes/intake/index.tsx";
import * as matterPage from "../../app/routes/org/$organizationId/matters/$matterId.tsx";
import * as matterListPage from "../../app/routes/org/$organizationId/matters/index.tsx";
import { createTestMatter } from "../factories/matters.ts";
import { createTestUser } from "../factories/users.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { type Answer, callAny, type Caller } from "../support/firm-client.ts";
import { callRoute, createTeams, type TeamMember } from "../support/organization-client.ts";

/**
 * Tenant isolation, the bar (ADR 0030): every route that reads or changes tenant data, from ONE
 * table, called as each role of organization A, as a member of organization B, as an anonymous
 * visitor and with an API token of B. For B and strangers, A's ids are always a 404 (never a 403
 * that reveals them), with A's organization in the URL and with B's own organization in the URL
 * around A's object id; B's lists never carry A's rows; nothing of A changes. A's own roles get
 * what the permission map gives them, so the checks are not vacuous.
 *
 * To cover a new route, add one entry to `routes` below.
 */
type Org = { id: string; slug: string };
type World = {
  org: Org;
  matterId: string;
  matterNumber: string;
  conversationId: string;
  sessionId: string;
  fileId: string;
  noteId: string;
  invitationId: string;
  tokenId: string;
  token: string;
  memberUserId: string;
  attorneyUserId: string;
  /** Texts that exist only in this organization's data. */
  markers: string[];
};
type Role = "owner" | "admin" | "attorney" | "paralegal";
type Request = { method?: string; path: string; params: Record<string, string>; json?: unknown; form?: Record<string, string> };
type RouteCase = {
  name: string;
  module: Parameters<typeof callAny>[0];
  /** The request on `target`'s organization for `object`'s ids (the two differ in the swapped check). */
  request: (target: World, object: World) => Request;
  /** A list: the ids of the rows it answers. */
  rows?: (body: any) => string[];
  /** A's roles that succeed (with this status); the others get 403. Omitted: not checked for A's roles. */
  allowed?: { roles: Role[]; status: number };
  /** The route changes data: A's roles are only called when they lack the permission (403). */
  mutates?: boolean;
  /** The route has no object id beyond the organization: no swapped check. */
  organizationOnly?: boolean;
};

const everyone: Role[] = ["owner", "admin", "attorney", "paralegal"];
const managers: Role[] = ["owner", "admin"];
const rowsOf = (key: string) => (body: any) => ((body?.data ?? []) as Record<string, string>[]).map((row) => row[key]!);

const routes: RouteCase[] = [
  // Organization members.
  {
    name: "GET /api/organizations/{id}/member",
    module: memberRoute,
    request: (t) => ({ path: `/api/organizations/${t.org.id}/member`, params: { id: t.org.id } }),
    rows: rowsOf("userId"),
    allowed: { roles: everyone, status: 200 },
    organizationOnly: true,
  },
  {
    name: "PATCH /api/organizations/{id}/member",
    module: memberRoute,
    request: (t, o) => ({ method: "PATCH", path: `/api/organizations/${t.org.id}/member`, params: { id: t.org.id }, json: { userId: o.memberUserId, role: "attorney" } }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
  },
  {
    name: "DELETE /api/organizations/{id}/member?userId",
    module: memberRoute,
    request: (t, o) => ({ method: "DELETE", path: `/api/organizations/${t.org.id}/member?userId=${o.memberUserId}`, params: { id: t.org.id } }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
  },
  // Invitations.
  {
    name: "POST /api/organizations/invitations",
    module: inviteRoute,
    request: (t) => ({ path: "/api/organizations/invitations", params: {}, json: { organizationId: t.org.id, email: uniqueEmail("isolation"), role: "paralegal" } }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "DELETE /api/organizations/invitations/{invitationId}",
    module: cancelRoute,
    request: (_t, o) => ({ method: "DELETE", path: `/api/organizations/invitations/${o.invitationId}`, params: { invitationId: o.invitationId } }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
  },
  {
    name: "POST /api/organizations/{invitationId}/accept-invitation",
    module: acceptRoute,
    request: (_t, o) => ({ path: `/api/organizations/${o.invitationId}/accept-invitation`, params: { id: o.invitationId }, json: {} }),
    // Only the invited address's owner answers; every member of A is someone else.
    allowed: { roles: [], status: 200 },
    mutates: true,
  },
  {
    name: "POST /api/organizations/{invitationId}/decline-invitation",
    module: declineRoute,
    request: (_t, o) => ({ path: `/api/organizations/${o.invitationId}/decline-invitation`, params: { id: o.invitationId }, json: {} }),
    allowed: { roles: [], status: 200 },
    mutates: true,
  },
  {
    name: "GET /api/organizations/me/invitations",
    module: myInvitationsRoute,
    request: () => ({ path: "/api/organizations/me/invitations", params: {} }),
    rows: rowsOf("id"),
    organizationOnly: true,
  },
  // API tokens.
  {
    name: "GET /api/organizations/{id}/tokens",
    module: tokensRoute,
    request: (t) => ({ path: `/api/organizations/${t.org.id}/tokens`, params: { id: t.org.id } }),
    rows: rowsOf("id"),
    allowed: { roles: ["owner"], status: 200 },
    organizationOnly: true,
  },
  {
    name: "POST /api/organizations/{id}/tokens",
    module: tokensRoute,
    request: (t) => ({ path: `/api/organizations/${t.org.id}/tokens`, params: { id: t.org.id }, json: { tokenName: "Isolation" } }),
    allowed: { roles: ["owner"], status: 200 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "DELETE /api/organizations/{id}/tokens/{tokenId}",
    module: revokeRoute,
    request: (t, o) => ({ method: "DELETE", path: `/api/organizations/${t.org.id}/tokens/${o.tokenId}`, params: { id: t.org.id, tokenId: o.tokenId } }),
    allowed: { roles: ["owner"], status: 200 },
    mutates: true,
  },
  // The workspace API: every resource.
  ...workspaceResources.map(
    (resource): RouteCase => ({
      name: `GET /api/organizations/{id}/workspace/${resource}`,
      module: workspaceRoute,
      request: (t) => ({ path: `/api/organizations/${t.org.id}/workspace/${resource}?limit=100`, params: { id: t.org.id, resource } }),
      rows: (body) =>
        ((body?.data ?? []) as Record<string, unknown>[]).flatMap((row) => [row.id, row.conversationId, row.matterId].filter((id): id is string => typeof id === "string")),
      allowed: { roles: everyone, status: 200 },
      organizationOnly: true,
    }),
  ),
  // The activity feed, with and without an object filter.
  {
    name: "GET /api/activity?organizationId",
    module: activityRoute,
    request: (t) => ({ path: `/api/activity?organizationId=${t.org.id}&limit=100`, params: {} }),
    rows: (body) => ((body?.items ?? []) as { id: string }[]).map((item) => item.id),
    allowed: { roles: everyone, status: 200 },
    organizationOnly: true,
  },
  {
    name: "GET /api/activity?organizationId&matterId",
    module: activityRoute,
    request: (t, o) => ({ path: `/api/activity?organizationId=${t.org.id}&matterId=${o.matterId}&limit=100`, params: {} }),
    rows: (body) => ((body?.items ?? []) as { id: string }[]).map((item) => item.id),
    allowed: { roles: everyone, status: 200 },
  },
  {
    name: "GET /api/activity?organizationId&sessionId",
    module: activityRoute,
    request: (t, o) => ({ path: `/api/activity?organizationId=${t.org.id}&sessionId=${o.sessionId}&limit=100`, params: {} }),
    rows: (body) => ((body?.items ?? []) as { id: string }[]).map((item) => item.id),
    allowed: { roles: everyone, status: 200 },
  },
  // Files (the visitor's own; members' downloads are another change's, so A's roles are not checked here).
  {
    name: "GET /api/files/{fileId}",
    module: fileRoute,
    request: (_t, o) => ({ path: `/api/files/${o.fileId}`, params: { fileKey: o.fileId } }),
  },
  // The firm's matter pages and every action of the matter page.
  {
    name: "GET /org/{id}/matters",
    module: matterListPage,
    request: (t) => ({ path: `/org/${t.org.id}/matters`, params: { organizationId: t.org.id } }),
    rows: (body) => ((body?.list?.items ?? []) as { id: string }[]).map((item) => item.id),
    allowed: { roles: everyone, status: 200 },
    organizationOnly: true,
  },
  {
    name: "GET /org/{id}/matters/{matterId}",
    module: matterPage,
    request: (t, o) => ({ path: `/org/${t.org.id}/matters/${o.matterId}`, params: { organizationId: t.org.id, matterId: o.matterId } }),
    allowed: { roles: everyone, status: 200 },
  },
  ...([
    { intent: "mark-reviewed" },
    { intent: "change-status", status: "closed", title: "Closed by someone else" },
    { intent: "add-note", body: "A note from outside" },
    { intent: "rate-intake", rating: "1", comment: "From outside" },
    { intent: "assign-reviewer", reviewerId: "" },
  ] as Record<string, string>[]).map(
    (form): RouteCase => ({
      name: `POST /org/{id}/matters/{matterId} intent=${form.intent}`,
      module: matterPage,
      request: (t, o) => ({
        path: `/org/${t.org.id}/matters/${o.matterId}`,
        params: { organizationId: t.org.id, matterId: o.matterId },
        form: form.intent === "assign-reviewer" ? { ...form, reviewerId: o.attorneyUserId } : form,
      }),
      allowed: { roles: form.intent === "mark-reviewed" || form.intent === "change-status" ? ["owner", "admin", "attorney"] : everyone, status: 303 },
      mutates: true,
    }),
  ),
];

let teams: Awaited<ReturnType<typeof createTeams>>;
let worldA: World;
let worldB: World;
let roleA: Record<Role, TeamMember>;
let snapshotA: string;

async function buildWorld(org: Org, owner: TeamMember, member: { userId: string }, attorney: { userId: string }, label: string): Promise<World> {
  const matter = await createTestMatter(org, {
    clientName: `${label} Client`,
    summary: `${label}-SUMMARY: a deposit kept by a landlord after the lease ended, in Charlotte.`,
    messageText: `${label}-MESSAGE about my deposit`,
    document: true,
    reviewRequested: true,
  });
  const actor = { kind: "member" as const, organizationId: org.id, userId: owner.userId, email: owner.email, role: "owner" as const };
  const note = await addMatterNote(db, actor, { matterId: matter.matterId, body: `${label}-NOTE internal` });
  const invited = await callRoute(inviteRoute, "/api/organizations/invitations", { as: owner.as, json: { organizationId: org.id, email: uniqueEmail(label.toLowerCase()), role: "attorney" } });
  expect(invited.status).toBe(200);
  const invitation = await db.selectFrom("invitations").select("id").where("organization_id", "=", org.id).executeTakeFirstOrThrow();
  const created = await callRoute(tokensRoute, `/api/organizations/${org.id}/tokens`, { as: owner.as, json: { tokenName: `${label} CRM` }, params: { id: org.id } });
  expect(created.status).toBe(200);
  return {
    org,
    matterId: matter.matterId,
    matterNumber: matter.matterNumber,
    conversationId: matter.conversationId,
    sessionId: matter.sessionId,
    fileId: matter.fileId!,
    noteId: note.id,
    invitationId: invitation.id,
    tokenId: created.body.data.tokenId,
    token: created.body.data.token,
    memberUserId: member.userId,
    attorneyUserId: attorney.userId,
    // (Matter numbers are per organization and may coincide across firms, so they are not markers.)
    markers: [`${label}-SUMMARY`, `${label}-MESSAGE`, `${label}-NOTE`, `${label} Client`],
  };
}

/** Everything of A that no outsider may change: its matters, notes, members, invitations, tokens. */
async function snapshotOf(organizationId: string): Promise<string> {
  const tables = ["matters", "matter_notes", "memberships", "invitations", "api_tokens"] as const;
  const parts = await Promise.all(
    tables.map((table) =>
      sql<{ rows: unknown }>`select coalesce(json_agg(t order by t.id), '[]') as rows from ${sql.table(table)} t where t.organization_id = ${organizationId}`.execute(db),
    ),
  );
  return JSON.stringify(parts.map((part) => part.rows[0]?.rows));
}

beforeAll(async () => {
  teams = await createTeams();
  // The member the member routes act on: someone other than the caller (a member may always leave).
  const target = await createTestUser({ name: "Tess Target" });
  await db.insertInto("memberships").values({ organization_id: teams.firmA.id, user_id: target.userId, role: "paralegal" }).execute();
  worldA = await buildWorld(teams.firmA, teams.owner, target, teams.attorney, "ABBOTT");
  worldB = await buildWorld(teams.firmB, teams.ownerB, teams.ownerB, teams.ownerB, "BIRCH");
  roleA = { owner: teams.owner, admin: teams.admin, attorney: teams.attorney, paralegal: teams.paralegal };
  snapshotA = await snapshotOf(teams.firmA.id);
});

/** An error status, or (for a page without a session) the redirect to sign in. */
function expectRefused(answer: Answer, who: string) {
  if (answer.status === 302) expect(answer.location, who).toMatch(/^\/auth\?mode=signin/);
  else expect(answer.status, who).toBeGreaterThanOrEqual(400);
}

/** A's world with every object id replaced by one that exists nowhere. */
function ghostOf(world: World): World {
  const ghost = () => randomUUID();
  return { ...world, matterId: ghost(), conversationId: ghost(), sessionId: ghost(), fileId: ghost(), noteId: ghost(), invitationId: ghost(), tokenId: ghost(), memberUserId: ghost(), attorneyUserId: ghost(), markers: [] };
}

function call(route: RouteCase, as: Caller | null, target: World, object: World): Promise<Answer> {
  const request = route.request(target, object);
  return callAny(route.module, request.path, { as, method: request.method, json: request.json, form: request.form, params: request.params });
}

/** Ids and texts of A that must never appear in an answer to B or a stranger. */
function leaksOfA(answer: Answer, requestPath: string): string[] {
  const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
  const ids = [worldA.matterId, worldA.conversationId, worldA.sessionId, worldA.fileId, worldA.noteId, worldA.invitationId, worldA.tokenId, teams.firmA.id];
  return [...worldA.markers, ...ids.filter((id) => !requestPath.includes(id))].filter((secret) => text.includes(secret));
}

const outsiders = () =>
  [
    { who: "a member of B", as: teams.ownerB.as as Caller, denied: [404] },
    { who: "an API token of B", as: { bearer: worldB.token } as Caller, denied: [404, 401, 302] },
    { who: "an anonymous visitor", as: null, denied: [401, 404, 302] },
  ] as const;

describe.each(routes.map((route) => [route.name, route] as const))("%s", (_name, route) => {
  it("B and strangers asking for A's ids get 404 (never 403), and nothing of A", async () => {
    for (const outsider of outsiders()) {
      const answer = await call(route, outsider.as, worldA, worldA);
      const path = route.request(worldA, worldA).path;
      // A public answer (an anonymous intake page, a list of one's own invitations) may be 200 as long as it carries nothing of A.
      if (answer.status === 200 && route.name === "GET /api/organizations/me/invitations") {
        expect(leaksOfA(answer, path), outsider.who).toEqual([]);
        continue;
      }
      expect(outsider.denied as readonly number[], `${outsider.who}: status ${answer.status}`).toContain(answer.status);
      expectRefused(answer, outsider.who);
      expect(leaksOfA(answer, path), outsider.who).toEqual([]);
    }
  });

  // Routes with no object id beyond the organization have no "swapped" form; lists and A's roles likewise only where they apply.
  if (!route.organizationOnly) it("B's own organization around A's object id is a 404 too", async () => {
    for (const outsider of outsiders().filter((entry) => entry.as !== null)) {
      const answer = await call(route, outsider.as, worldB, worldA);
      const path = route.request(worldB, worldA).path;
      if (route.rows && answer.status === 200) {
        // A filtered list on B's organization: it answers B's rows only, none of A's.
        expect(route.rows(answer.body).filter((id) => [worldA.matterId, worldA.conversationId].includes(id)), outsider.who).toEqual([]);
      } else {
        // The same answer as for ids that exist nowhere: A's object is not revealed (a token of B
        // lacking a permission is refused before any lookup, for any id alike).
        const nowhere = await call(route, outsider.as, worldB, ghostOf(worldA));
        expect(answer.status, `${outsider.who}: A's id vs. an unknown id`).toBe(nowhere.status);
        expectRefused(answer, outsider.who);
        if (outsider.as === teams.ownerB.as) expect(answer.status, outsider.who).toBe(404);
      }
      expect(leaksOfA(answer, path), outsider.who).toEqual([]);
    }
  });

  if (route.rows) it("B's lists never contain A's rows, and do contain B's", async () => {
    const answer = await call(route, teams.ownerB.as, worldB, worldB);
    expect(answer.status).toBe(200);
    const rows = route.rows!(answer.body);
    const idsOfA = [worldA.matterId, worldA.conversationId, worldA.fileId, worldA.noteId, worldA.tokenId, worldA.invitationId, teams.owner.userId, teams.paralegal.userId];
    expect(rows.filter((id) => idsOfA.includes(id))).toEqual([]);
    expect(leaksOfA(answer, "")).toEqual([]);
    if (route.name !== "GET /api/organizations/me/invitations") expect(rows.length).toBeGreaterThan(0);
  });

  if (route.allowed) it("A's own roles get what the permission map gives them", async () => {
    for (const role of everyone) {
      const permitted = route.allowed!.roles.includes(role);
      if (route.mutates && permitted) continue;
      const answer = await call(route, roleA[role].as, worldA, worldA);
      const expected = permitted ? route.allowed!.status : route.allowed!.roles.length === 0 ? 404 : 403;
      expect(answer.status, `${role}`).toBe(expected);
      if (permitted && route.rows) expect(route.rows(answer.body).length, role).toBeGreaterThan(0);
    }
  });
});

describe("agreement and the visitor's side", () => {
  it("the matter list and the matter page agree for every principal", async () => {
    const principals: [string, Caller | null][] = [
      ...everyone.map((role): [string, Caller] => [role, roleA[role].as]),
      ["member of B", teams.ownerB.as],
      ["token of B", { bearer: worldB.token }],
      ["anonymous", null],
    ];
    for (const [who, as] of principals) {
      const listed = await callAny(matterListPage, `/org/${teams.firmA.id}/matters`, { as, params: { organizationId: teams.firmA.id } });
      const ids = listed.status === 200 ? ((listed.body.list.items as { id: string }[]).map((item) => item.id)) : [];
      const page = await callAny(matterPage, `/org/${teams.firmA.id}/matters/${worldA.matterId}`, { as, params: { organizationId: teams.firmA.id, matterId: worldA.matterId } });
      expect(ids.includes(worldA.matterId), who).toBe(page.status === 200);
      const api = await callAny(workspaceRoute, `/api/organizations/${teams.firmA.id}/workspace/matters`, { as, params: { id: teams.firmA.id, resource: "matters" } });
      const apiIds = api.status === 200 ? (api.body.data as { id: string }[]).map((row) => row.id) : [];
      expect(apiIds.includes(worldA.matterId), `${who} (workspace API)`).toBe(page.status === 200);
    }
  });

  it("a visitor without A's session cookie cannot resume A's intake session or read its conversation", async () => {
    const resumed = await callAny(sessionsRoute, "/api/sessions", { as: null, json: { organizationId: teams.firmA.slug, sessionId: worldA.sessionId } });
    expect(resumed.status).toBeLessThan(500);
    expect(resumed.body?.data?.sessionId).not.toBe(worldA.sessionId);
    const page = await callAny(intakePage, `/?organizationId=${teams.firmA.slug}`, { as: null });
    expect(leaksOfA(page, `/?organizationId=${teams.firmA.slug}`).filter((leak) => leak !== teams.firmA.id)).toEqual([]);
  });

  it("a visitor without A's session cannot write into A's conversation, whatever session id it names", async () => {
    const messagesOfA = async () =>
      Number((await db.selectFrom("messages").select((eb) => eb.fn.countAll<string>().as("n")).where("conversation_id", "=", worldA.conversationId).executeTakeFirstOrThrow()).n);
    const before = await messagesOfA();
    const send = (as: Caller, sessionId: string) =>
      callAny(streamRoute, "/api/agent/stream", {
        as,
        json: { messages: [{ role: "user", content: "Show me everything" }], organizationId: teams.firmA.id, sessionId, attachments: [] },
      });
    for (const [who, as] of [
      ["anonymous", null],
      ["B's visitor", { bearer: worldB.sessionId }],
      ["a member of B", teams.ownerB.as],
    ] as [string, Caller][]) {
      const withA = await send(as, worldA.sessionId);
      const withNobody = await send(as, randomUUID());
      expect(withA.status, who).toBe(withNobody.status);
      expect(withA.status, who).toBeGreaterThanOrEqual(400);
      expect(leaksOfA(withA, ""), who).toEqual([]);
    }
    expect(await messagesOfA()).toBe(before);
  });

  it("nothing of A changed after every outsider's attempt", async () => {
    expect(await snapshotOf(teams.firmA.id)).toBe(snapshotA);
  });
});
