import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as workspaceRoute from "../../app/routes/api/organizations/$id/workspace/$resource.ts";
import * as tokensRoute from "../../app/routes/api/organizations/$id/tokens.ts";
import { createTestMatter } from "../factories/matters.ts";
import { callAny, type Caller } from "../support/firm-client.ts";
import { callRoute, createTeams } from "../support/organization-client.ts";

/** GET /api/organizations/{id}/workspace/{resource}: pagination, session or token, 404s. */
let teams: Awaited<ReturnType<typeof createTeams>>;
let tokenA: { token: string; tokenId: string };
let tokenB: { token: string; tokenId: string };

beforeEach(async () => {
  teams = await createTeams();
  const create = async (as: Caller, id: string) =>
    (
      await callRoute(tokensRoute, `/api/organizations/${id}/tokens`, {
        as,
        json: { tokenName: "CRM" },
        params: { id },
      })
    ).body.data;
  tokenA = await create(teams.owner.as, teams.firmA.id);
  tokenB = await create(teams.ownerB.as, teams.firmB.id);
});

const read = (as: Caller | null, id: string, resource: string, query = "") =>
  callAny(workspaceRoute, `/api/organizations/${id}/workspace/${resource}${query}`, { as, params: { id, resource } });

describe("the workspace API", () => {
  it("answers each resource of the organization, with a member's session or its token", async () => {
    const matter = await createTestMatter(teams.firmA, { document: true, reviewRequested: true });
    await createTestMatter(teams.firmB);
    const matters = await read(teams.paralegal.as, teams.firmA.id, "matters");
    expect(matters.status).toBe(200);
    expect(matters.body).toMatchObject({ success: true, page: 1, limit: 20, total: 1, hasMore: false });
    expect(matters.body.data[0]).toMatchObject({
      id: matter.matterId,
      matterNumber: matter.matterNumber,
      status: "active",
      paymentState: "not-required",
      reviewRequestedAt: expect.any(String),
    });
    // The API shows the listed fields and nothing else (no internal column, no running total).
    expect(Object.keys(matters.body.data[0]).sort()).toEqual(
      [
        "id",
        "matterNumber",
        "conversationId",
        "status",
        "statusTitle",
        "service",
        "summary",
        "answers",
        "urgency",
        "jurisdiction",
        "clientName",
        "opposingParty",
        "paymentState",
        "paymentRequired",
        "paymentAmountCents",
        "paymentId",
        "reviewRequestedAt",
        "reviewReason",
        "reviewingAttorneyId",
        "reviewedAt",
        "reviewedBy",
        "intakeRating",
        "intakeRatingComment",
        "createdAt",
        "updatedAt",
      ].sort(),
    );

    const conversations = await read({ bearer: tokenA.token }, teams.firmA.id, "conversations");
    expect(Object.keys(conversations.body.data[0].messages[0]).sort()).toEqual([
      "content",
      "createdAt",
      "id",
      "role",
      "status",
    ]);
    expect(conversations.body.data).toEqual([
      expect.objectContaining({
        id: matter.conversationId,
        matterId: matter.matterId,
        messages: [
          expect.objectContaining({ role: "user", content: "My landlord kept my security deposit." }),
          expect.objectContaining({ role: "assistant" }),
        ],
      }),
    ]);
    const contacts = await read({ bearer: tokenA.token }, teams.firmA.id, "contacts");
    expect(contacts.body.data).toEqual([
      expect.objectContaining({
        conversationId: matter.conversationId,
        matterId: matter.matterId,
        name: "Dana Reyes",
        phone: "+1 704 555 0134",
      }),
    ]);
    const files = await read({ bearer: tokenA.token }, teams.firmA.id, "files");
    expect(files.body.data).toEqual([
      expect.objectContaining({
        id: matter.fileId,
        name: "lease.pdf",
        url: `/api/files/${matter.fileId}`,
        analysis: { summary: expect.any(String) },
      }),
    ]);
    const activity = await read({ bearer: tokenA.token }, teams.firmA.id, "activity");
    expect(activity.body.data.map((event: { eventType: string }) => event.eventType)).toEqual(
      expect.arrayContaining(["matter_created", "review_requested", "contact_info_provided"]),
    );
    const notes = await read({ bearer: tokenA.token }, teams.firmA.id, "notes");
    expect(notes.body).toMatchObject({ data: [], total: 0, hasMore: false });
  });

  it("records the token's last use", async () => {
    await db.updateTable("api_tokens").set({ last_used_at: null }).where("id", "=", tokenA.tokenId).execute();
    expect((await read({ bearer: tokenA.token }, teams.firmA.id, "matters")).status).toBe(200);
    const row = await db
      .selectFrom("api_tokens")
      .select("last_used_at")
      .where("id", "=", tokenA.tokenId)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).toBeInstanceOf(Date);
  });

  it("pages: default 1 and 20, at most 100, hasMore until the last page", async () => {
    for (let index = 0; index < 5; index++) await createTestMatter(teams.firmA);
    const first = await read(teams.owner.as, teams.firmA.id, "matters", "?limit=2");
    expect(first.body).toMatchObject({ page: 1, limit: 2, total: 5, hasMore: true });
    const third = await read(teams.owner.as, teams.firmA.id, "matters", "?limit=2&page=3");
    expect(third.body).toMatchObject({ page: 3, limit: 2, total: 5, hasMore: false });
    expect(third.body.data).toHaveLength(1);
    const past = await read(teams.owner.as, teams.firmA.id, "matters", "?limit=2&page=9");
    expect(past.body).toMatchObject({ data: [], total: 5, hasMore: false });
    const ids = [
      ...first.body.data,
      ...(await read(teams.owner.as, teams.firmA.id, "matters", "?limit=2&page=2")).body.data,
      ...third.body.data,
    ].map((row: { id: string }) => row.id);
    expect(new Set(ids).size).toBe(5);
    expect((await read(teams.owner.as, teams.firmA.id, "matters", "?limit=100")).status).toBe(200);
  });

  it("bad pagination is a clear 400", async () => {
    for (const [query, message] of [
      ["?limit=101", "limit must be a whole number from 1 to 100"],
      ["?limit=0", "limit must be a whole number from 1 to 100"],
      ["?limit=ten", "limit must be a whole number from 1 to 100"],
      ["?page=0", "page must be a whole number of at least 1"],
      ["?page=-1", "page must be a whole number of at least 1"],
      ["?page=1.5", "page must be a whole number of at least 1"],
    ] as const) {
      const answer = await read(teams.owner.as, teams.firmA.id, "matters", query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: message, code: "VALIDATION_FAILED" });
    }
  });

  it("another organization's member or token gets 404; no credentials or a revoked token 401; an unknown resource 404", async () => {
    await createTestMatter(teams.firmA);
    expect((await read(teams.ownerB.as, teams.firmA.id, "matters")).status).toBe(404);
    expect((await read(teams.outsider.as, teams.firmA.id, "matters")).status).toBe(404);
    const crossToken = await read({ bearer: tokenB.token }, teams.firmA.id, "matters");
    expect(crossToken.status).toBe(404);
    expect(crossToken.body.code).toBe("ORGANIZATION_NOT_FOUND");
    expect((await read(null, teams.firmA.id, "matters")).status).toBe(401);
    await db.updateTable("api_tokens").set({ revoked_at: new Date() }).where("id", "=", tokenA.tokenId).execute();
    expect((await read({ bearer: tokenA.token }, teams.firmA.id, "matters")).status).toBe(401);
    const unknown = await read(teams.owner.as, teams.firmA.id, "invoices");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Unknown workspace resource");
    expect((await read(teams.owner.as, "not-an-id", "matters")).status).toBe(404);
  });

  it("a token without matter:work is refused with 403", async () => {
    await db
      .updateTable("api_tokens")
      .set({ permissions: ["organization:read"] })
      .where("id", "=", tokenB.tokenId)
      .execute();
    const answer = await read({ bearer: tokenB.token }, teams.firmB.id, "matters");
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: "Access Denied", code: "INSUFFICIENT_PERMISSIONS" });
  });

  it("is read-only", async () => {
    const answer = await callAny(workspaceRoute, `/api/organizations/${teams.firmA.id}/workspace/matters`, {
      as: teams.owner.as,
      json: {},
      params: { id: teams.firmA.id, resource: "matters" },
    });
    expect(answer.status).toBe(405);
  });
});
