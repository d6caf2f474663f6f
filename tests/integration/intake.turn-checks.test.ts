import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "../support/intake-client.ts";
import { storeHitsInThisMinuteAndNext } from "../support/rate-limit-hits.ts";

/**
 * The checks before a chat turn's model call run as one statement with the counters (ADR 0098):
 * the counters are keyed by the session the visitor's token opens, and taken only when that
 * session is valid and is the one the page names.
 */
async function acknowledgedVisitor() {
  const organization = await createTestOrganization();
  const visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  await visitor.acknowledge();
  return visitor;
}

async function countsOf(sessionId: string) {
  const [rate, usage] = await Promise.all([
    db.selectFrom("rate_limits").select("hits").where("key", "=", `chat:${sessionId}`).execute(),
    db.selectFrom("usage_counters").select("used").where("subject", "=", `session:${sessionId}`).execute(),
  ]);
  return { hits: rate.reduce((sum, row) => sum + row.hits, 0), used: usage.reduce((sum, row) => sum + row.used, 0) };
}

describe("a chat turn's checks and counters", () => {
  it("a turn counts one message and one hit for the token's session; the next turn counts the second", async () => {
    const visitor = await acknowledgedVisitor();
    const first = await visitor.stream("My landlord kept my deposit.");
    expect(first.response.status).toBe(200);
    expect(first.events.some((event) => event.type === "final")).toBe(true);
    expect(await countsOf(visitor.sessionId!)).toEqual({ hits: 1, used: 1 });
    const second = await visitor.stream("It was 1200 dollars.");
    expect(second.events.some((event) => event.type === "final")).toBe(true);
    expect(await countsOf(visitor.sessionId!)).toEqual({ hits: 2, used: 2 });
    const stored = await db
      .selectFrom("messages")
      .select(["role", "content"])
      .where("organization_id", "=", visitor.organizationId)
      .where("role", "=", "user")
      .orderBy("seq")
      .execute();
    expect(stored.map((row) => row.content)).toEqual(["My landlord kept my deposit.", "It was 1200 dollars."]);
  });

  it("naming another session than the token's is refused with 403 and counts nothing for either", async () => {
    const visitor = await acknowledgedVisitor();
    const other = await acknowledgedVisitor();
    const intruder = new Visitor(visitor.organizationId, visitor.slug);
    intruder.cookies = new Map(visitor.cookies);
    intruder.sessionId = other.sessionId;
    const { response } = await intruder.stream("hello");
    expect(response.status).toBe(403);
    expect(await countsOf(visitor.sessionId!)).toEqual({ hits: 0, used: 0 });
    expect(await countsOf(other.sessionId!)).toEqual({ hits: 0, used: 0 });
  });

  it("an expired session is refused with 403, counts nothing and stores nothing", async () => {
    const visitor = await acknowledgedVisitor();
    await db
      .updateTable("intake_sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", visitor.sessionId!)
      .execute();
    const { response } = await visitor.stream("hello");
    expect(response.status).toBe(403);
    expect(await countsOf(visitor.sessionId!)).toEqual({ hits: 0, used: 0 });
    const messages = await db
      .selectFrom("messages")
      .select("id")
      .where("organization_id", "=", visitor.organizationId)
      .execute();
    expect(messages).toEqual([]);
  });

  it("the 31st message in a minute gets 429 with Retry-After and gives its unit of quota back", async () => {
    const visitor = await acknowledgedVisitor();
    // 30 hits in this minute's window and the next one's, so the turn is the 31st whenever it runs.
    await storeHitsInThisMinuteAndNext(`chat:${visitor.sessionId}`, 30);
    const { response } = await visitor.stream("hello");
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await countsOf(visitor.sessionId!)).used).toBe(0);
  });

  it("a session seen long ago has its last-seen time written by a turn", async () => {
    const visitor = await acknowledgedVisitor();
    const longAgo = new Date(Date.now() - 3_600_000);
    await db
      .updateTable("intake_sessions")
      .set({ last_seen_at: longAgo })
      .where("id", "=", visitor.sessionId!)
      .execute();
    const { response } = await visitor.stream("hello");
    expect(response.status).toBe(200);
    const session = await db
      .selectFrom("intake_sessions")
      .select("last_seen_at")
      .where("id", "=", visitor.sessionId!)
      .executeTakeFirstOrThrow();
    expect(session.last_seen_at.getTime()).toBeGreaterThan(longAgo.getTime());
  });
});
