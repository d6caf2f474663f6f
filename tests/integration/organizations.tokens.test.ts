import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { authenticateOrganization } from "../../app/features/members/organization-access.server.ts";
import * as memberRoute from "../../app/routes/api/organizations/$id/member.ts";
import * as tokensRoute from "../../app/routes/api/organizations/$id/tokens.ts";
import * as revokeRoute from "../../app/routes/api/organizations/$id/tokens/$tokenId.ts";
import * as inviteRoute from "../../app/routes/api/organizations/invitations.ts";
import { hashToken } from "../../app/lib/tokens.server.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { type As, callRoute, createTeams } from "../support/organization-client.ts";
import { readBearerSecret } from "../../app/lib/organization-credentials.server.ts";

let teams: Awaited<ReturnType<typeof createTeams>>;
beforeEach(async () => {
  teams = await createTeams();
});

const tokensPath = (id: string) => `/api/organizations/${id}/tokens`;
const createToken = (as: As, id: string, body: unknown = { tokenName: "Zapier" }) =>
  callRoute(tokensRoute, tokensPath(id), { as, json: body, params: { id } });
const listTokens = (as: As, id: string) => callRoute(tokensRoute, tokensPath(id), { as, params: { id } });
const revoke = (as: As, id: string, tokenId: string) =>
  callRoute(revokeRoute, `${tokensPath(id)}/${tokenId}`, { as, method: "DELETE", params: { id, tokenId } });
const listMembers = (as: As, id: string) =>
  callRoute(memberRoute, `/api/organizations/${id}/member`, { as, params: { id } });

describe("API tokens", () => {
  it("the secret is shown once, with the parley_pat_ prefix; only its hash is stored", async () => {
    const created = await createToken(teams.owner.as, teams.firmA.id);
    expect(created.status).toBe(200);
    const { token, tokenId } = created.body.data;
    expect(token).toMatch(/^parley_pat_[a-z2-7]{32}$/);
    const row = await db.selectFrom("api_tokens").selectAll().where("id", "=", tokenId).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.token_prefix).toBe(token.slice(0, 17));
    const everyColumn = await sql<{ row: string }>`select row_to_json(t)::text as row from api_tokens t`.execute(db);
    expect(everyColumn.rows.some((entry) => entry.row.includes(token))).toBe(false);

    const listed = await listTokens(teams.owner.as, teams.firmA.id);
    expect(listed.body.data).toEqual([
      {
        id: tokenId,
        tokenName: "Zapier",
        name: "Zapier",
        tokenPrefix: token.slice(0, 17),
        permissions: expect.any(Array),
        createdAt: expect.any(Number),
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it("'Token name is required'", async () => {
    for (const body of [{}, { tokenName: "" }, { tokenName: "   " }]) {
      const answer = await createToken(teams.owner.as, teams.firmA.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("Token name is required");
    }
  });

  it("only the owner sees, creates and revokes tokens", async () => {
    const { tokenId } = (await createToken(teams.owner.as, teams.firmA.id)).body.data;
    for (const person of [teams.admin, teams.attorney, teams.paralegal]) {
      expect((await listTokens(person.as, teams.firmA.id)).status).toBe(403);
      expect((await createToken(person.as, teams.firmA.id)).body.code).toBe("INSUFFICIENT_PERMISSIONS");
      expect((await revoke(person.as, teams.firmA.id, tokenId)).status).toBe(403);
    }
    expect((await revoke(teams.owner.as, teams.firmA.id, tokenId)).status).toBe(200);
    expect((await listTokens(teams.owner.as, teams.firmA.id)).body.data).toEqual([]);
    expect((await revoke(teams.owner.as, teams.firmA.id, tokenId)).status).toBe(404);
  });

  it("a token opens its own organization (Bearer), records its last use, and cannot manage tokens or members", async () => {
    const { token, tokenId } = (await createToken(teams.owner.as, teams.firmA.id)).body.data;
    const bearer = { bearer: token };
    const members = await listMembers(bearer, teams.firmA.id);
    expect(members.status).toBe(200);
    expect(members.body.data).toHaveLength(4);
    const row = await db
      .selectFrom("api_tokens")
      .select("last_used_at")
      .where("id", "=", tokenId)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).toBeInstanceOf(Date);
    expect((await listTokens(bearer, teams.firmA.id)).status).toBe(403);
    const invite = await callRoute(inviteRoute, "/api/organizations/invitations", {
      as: bearer,
      json: { organizationId: teams.firmA.id, email: uniqueEmail() },
    });
    expect(invite.status).toBe(403);

    const request = new Request("http://localhost:3000/x", { headers: { Authorization: `Bearer ${token}` } });
    await expect(
      authenticateOrganization({ bearer: readBearerSecret(request), user: null }, teams.firmA.id),
    ).resolves.toMatchObject({
      kind: "token",
      organizationId: teams.firmA.id,
      tokenId,
    });
  });

  it("a revoked or unknown token is 401", async () => {
    const { token, tokenId } = (await createToken(teams.owner.as, teams.firmA.id)).body.data;
    await revoke(teams.owner.as, teams.firmA.id, tokenId);
    expect((await listMembers({ bearer: token }, teams.firmA.id)).status).toBe(401);
    expect((await listMembers({ bearer: "parley_pat_unknownunknownunknownunknown12" }, teams.firmA.id)).status).toBe(
      401,
    );
  });
});

describe("another organization's rows are 404, never 403", () => {
  it("a member or a token of organization B gets 404 on A's members, invitations and tokens", async () => {
    const { tokenId: tokenOfA } = (await createToken(teams.owner.as, teams.firmA.id)).body.data;
    const { token: tokenOfB } = (await createToken(teams.ownerB.as, teams.firmB.id)).body.data;
    for (const as of [teams.ownerB.as, { bearer: tokenOfB }]) {
      expect((await listMembers(as, teams.firmA.id)).status).toBe(404);
      expect((await listTokens(as, teams.firmA.id)).status).toBe(404);
      expect((await createToken(as, teams.firmA.id)).status).toBe(404);
      expect((await revoke(as, teams.firmA.id, tokenOfA)).status).toBe(404);
      const invite = await callRoute(inviteRoute, "/api/organizations/invitations", {
        as,
        json: { organizationId: teams.firmA.id, email: uniqueEmail() },
      });
      expect(invite.status).toBe(404);
      expect(invite.body.code).toBe("ORGANIZATION_NOT_FOUND");
    }
    // A's token asked through B's URL is a 404 too: B's owner cannot revoke it.
    expect((await revoke(teams.ownerB.as, teams.firmB.id, tokenOfA)).status).toBe(404);
    const row = await db
      .selectFrom("api_tokens")
      .select("revoked_at")
      .where("id", "=", tokenOfA)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
  });
});
