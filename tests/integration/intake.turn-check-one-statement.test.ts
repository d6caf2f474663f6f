import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { db, preparedCountersDb } from "../../db/client.ts";
import type { SubscriptionTier } from "../../db/tables.ts";
import { checkTurn } from "../../app/features/intake/turn-check.server.ts";
import { prepareTurn } from "../../app/features/intake/prepare-turn.server.ts";
import { periodStart } from "../../app/features/usage/limits.ts";
import { rateLimits } from "../../app/lib/rate-limit.server.ts";
import { hashToken } from "../../app/lib/tokens.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";

/**
 * A chat turn's checks are one statement (ADR 0098, 0137), a signed-in user's plan and quota
 * included: it refuses what the separate checks refused (a session of another organization, an
 * unknown or expired session, another session than the token's, a quota reached) and then counts
 * nothing, and it counts a signed-in user on the best plan among their organizations.
 */
/** A session as POST /api/sessions makes it: 30 days, seen now (a turn does not write it again). */
async function visitorSession(organizationId: string, expiresInMinutes = 30 * 24 * 60) {
  const token = `t${randomUUID().replaceAll("-", "")}`;
  const id = randomUUID();
  await db
    .insertInto("intake_sessions")
    .values({
      id,
      organization_id: organizationId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + expiresInMinutes * 60_000),
      last_seen_at: new Date(),
    })
    .execute();
  await db
    .insertInto("conversations")
    .values({ organization_id: organizationId, intake_session_id: id, disclaimer_acknowledged_at: new Date() })
    .execute();
  return { id, token };
}

async function userOn(tier: SubscriptionTier) {
  const user = await createTestUser();
  await db
    .updateTable("organizations")
    .set({ subscription_tier: tier })
    .where("id", "in", db.selectFrom("memberships").select("organization_id").where("user_id", "=", user.userId))
    .execute();
  return user.userId;
}

const check = (input: { organizationId: string; token: string; sessionId?: string; userId: string | null }) =>
  checkTurn(preparedCountersDb, { ...input, rateLimit: rateLimits.chatMessage });

async function usedBy(subject: string) {
  const rows = await db.selectFrom("usage_counters").select("used").where("subject", "=", subject).execute();
  return rows.reduce((sum, row) => sum + row.used, 0);
}

async function hitsOf(sessionId: string) {
  const rows = await db.selectFrom("rate_limits").select("hits").where("key", "=", `chat:${sessionId}`).execute();
  return rows.reduce((sum, row) => sum + row.hits, 0);
}

describe("a chat turn's checks in one statement", () => {
  it("refuses a session of another organization, an unknown, an expired or another session, and counts nothing", async () => {
    const firm = await createTestOrganization();
    const other = await createTestOrganization();
    const userId = await userOn("free");
    const theirs = await visitorSession(other.id);
    const expired = await visitorSession(firm.id, -1);
    const mine = await visitorSession(firm.id);
    const second = await visitorSession(firm.id);
    for (const actor of [null, userId]) {
      // Another organization's session (and its conversation) on this firm's page.
      expect(await check({ organizationId: firm.id, token: theirs.token, userId: actor })).toBeNull();
      // No session behind the token.
      expect(await check({ organizationId: firm.id, token: "t-unknown", userId: actor })).toBeNull();
      expect(await check({ organizationId: firm.id, token: expired.token, userId: actor })).toBeNull();
      // The page names another session than the token's.
      expect(
        await check({ organizationId: firm.id, token: mine.token, sessionId: second.id, userId: actor }),
      ).toBeNull();
    }
    for (const session of [theirs, expired, mine, second]) {
      expect(await hitsOf(session.id)).toBe(0);
      expect(await usedBy(`session:${session.id}`)).toBe(0);
    }
    expect(await usedBy(`user:${userId}`)).toBe(0);
  });

  it("takes an anonymous visitor's unit on the session and a signed-in user's on the user, with the plan read in it", async () => {
    const firm = await createTestOrganization();
    const anonymous = await visitorSession(firm.id);
    const visitor = await check({ organizationId: firm.id, token: anonymous.token, userId: null });
    expect(visitor?.subject).toEqual({ kind: "session", id: anonymous.id });
    expect(visitor?.usage).toMatchObject({ allowed: true, used: 1, limit: 100 });
    expect(visitor?.conversation?.intake_session_id).toBe(anonymous.id);

    // A user in a free and a plus organization is counted on plus, the best of their plans.
    const userId = await userOn("free");
    const plus = await createTestOrganization();
    await db.updateTable("organizations").set({ subscription_tier: "plus" }).where("id", "=", plus.id).execute();
    await db
      .insertInto("memberships")
      .values({ organization_id: plus.id, user_id: userId, role: "paralegal" })
      .execute();
    const signedIn = await visitorSession(firm.id);
    const turn = await check({ organizationId: firm.id, token: signedIn.token, userId });
    expect(turn?.subject).toEqual({ kind: "user", id: userId, tier: "plus" });
    expect(turn?.usage).toMatchObject({ allowed: true, used: 1, limit: 200 });
    expect(await usedBy(`user:${userId}`)).toBe(1);
    expect(await usedBy(`session:${signedIn.id}`)).toBe(0);
    expect(await hitsOf(signedIn.id)).toBe(1);
  });

  it("refuses a unit over the plan's limit and leaves the count at the limit", async () => {
    const firm = await createTestOrganization();
    const userId = await userOn("free");
    await db
      .insertInto("usage_counters")
      .values({ subject: `user:${userId}`, metric: "messages", period_start: periodStart("day", new Date()), used: 20 })
      .execute();
    const session = await visitorSession(firm.id);
    const turn = await check({ organizationId: firm.id, token: session.token, userId });
    expect(turn?.subject).toEqual({ kind: "user", id: userId, tier: "free" });
    expect(turn?.usage).toMatchObject({ allowed: false, used: 20, limit: 20, reason: "planMessagesDaily" });
    expect(await usedBy(`user:${userId}`)).toBe(20);

    const visitor = await visitorSession(firm.id);
    await db
      .insertInto("usage_counters")
      .values({
        subject: `session:${visitor.id}`,
        metric: "messages",
        period_start: periodStart("month", new Date()),
        used: 100,
      })
      .execute();
    const anonymous = await check({ organizationId: firm.id, token: visitor.token, userId: null });
    expect(anonymous?.usage).toMatchObject({ allowed: false, used: 100, limit: 100 });
    expect(await usedBy(`session:${visitor.id}`)).toBe(100);
  });
});

describe("the round trips before a chat turn's model call", () => {
  it("are one statement for a returning visitor, anonymous or signed in (the plan and quota in it)", async () => {
    const firm = await createTestOrganization();
    const userId = await userOn("plus");
    const anonymous = await visitorSession(firm.id);
    const signedIn = await visitorSession(firm.id);
    const t = (key: string) => key;
    const statementsOf = async (session: { id: string; token: string }, actorId: string | null) => {
      const query = vi.spyOn(pg.Client.prototype, "query");
      try {
        const prepared = await prepareTurn(
          { cookies: new Map(), bearer: session.token, reads: null },
          { organizationId: firm.id, sessionId: session.id },
          { userId: actorId, t },
        );
        expect(prepared.ok).toBe(true);
        if (prepared.ok) await prepared.turn.sessionSeen;
        return query.mock.calls.length;
      } finally {
        query.mockRestore();
      }
    };
    // Warm: the organization is kept per process once read (ADR 0094).
    await statementsOf(await visitorSession(firm.id), null);
    expect(await statementsOf(anonymous, null)).toBe(1);
    expect(await statementsOf(signedIn, userId)).toBe(1);
    expect(await usedBy(`user:${userId}`)).toBe(1);
  });
});
