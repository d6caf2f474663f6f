import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import type { SubscriptionTier } from "../../db/tables.ts";
import { validateSessionToken } from "../../app/features/auth/session.server.ts";
import { UsageQuotaResponseSchema } from "../../app/features/usage/schemas.ts";
import { consumeUsage, getUsageQuota } from "../../app/features/usage/usage.server.ts";
import { loader as quotaLoader } from "../../app/routes/api/usage/quota.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";
import { uploadFile } from "../support/file-client.ts";
import { Visitor } from "../support/intake-client.ts";

// Uploads of this file go to a directory of its own (read by env() on first use).
const dataDir = mkdtempSync(path.join(tmpdir(), "parley-usage-plans-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A signed-in user on a firm's intake page, whose own organization is on `tier`. */
async function signedInVisitor(tier: SubscriptionTier) {
  const firm = await createTestOrganization();
  const user = await createTestUser();
  const personal = await db
    .selectFrom("memberships")
    .select("organization_id")
    .where("user_id", "=", user.userId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("organizations")
    .set({ subscription_tier: tier })
    .where("id", "=", personal.organization_id)
    .execute();
  const validation = await validateSessionToken(db, user.token);
  const visitor = new Visitor(firm.id, firm.slug);
  visitor.signedIn = { user: validation!.user, session: validation!.session };
  await visitor.startSession();
  await visitor.acknowledge();
  return { visitor, userId: user.userId };
}

async function quotaOf(visitor: Visitor) {
  const request = new Request(`http://localhost/api/usage/quota?organizationId=${visitor.organizationId}`, {
    headers: visitor.headers(),
  });
  const response = await quotaLoader({ request, context: visitor.context(), params: {} } as never);
  expect(response.status).toBe(200);
  return UsageQuotaResponseSchema.parse(await response.json()).data!;
}

function tomorrowUtc(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
}

describe("usage limits by plan", () => {
  it("a signed-in free user is counted per user: the 20th message of the day goes through, the 21st gets 402 with the plan's daily wording", async () => {
    const { visitor, userId } = await signedInVisitor("free");
    const subject = { kind: "user" as const, id: userId, tier: "free" as const };
    for (let index = 0; index < 19; index++) await consumeUsage(db, subject, "messages");
    const twentieth = await visitor.stream("Hello, I need help with a contract.");
    expect(twentieth.response.status).toBe(200);
    const refused = await visitor.stream("One more question.");
    expect(refused.response.status).toBe(402);
    const body = await refused.response.json();
    expect(body).toMatchObject({
      code: "USAGE_LIMIT_REACHED",
      error: "You have reached the daily message limit for your current plan.",
      details: { message: "You have reached the daily message limit for your current plan.", tier: "free" },
    });
    // Counted against the user, not against the intake session.
    const sessionCount = await db
      .selectFrom("usage_counters")
      .select("used")
      .where("subject", "=", `session:${visitor.sessionId}`)
      .executeTakeFirst();
    expect(sessionCount).toBeUndefined();
    expect(await quotaOf(visitor)).toMatchObject({
      tier: "free",
      messages: { used: 20, limit: 20, remaining: 0, unlimited: false },
      resetDate: tomorrowUtc(),
    });
  });

  it("a free user's limit follows them to another firm's page: the count is theirs, not the page's", async () => {
    const { visitor, userId } = await signedInVisitor("free");
    for (let index = 0; index < 20; index++)
      await consumeUsage(db, { kind: "user", id: userId, tier: "free" }, "messages");
    const elsewhere = await createTestOrganization();
    const other = new Visitor(elsewhere.id, elsewhere.slug);
    other.signedIn = visitor.signedIn;
    await other.startSession();
    await other.acknowledge();
    expect((await other.stream("Hello")).response.status).toBe(402);
  });

  it("a free user may upload 3 documents a month; the 4th is refused with 402 and not stored", async () => {
    const { visitor } = await signedInVisitor("free");
    for (let index = 0; index < 3; index++) {
      expect((await uploadFile(visitor, new File([`note ${index}`], `note-${index}.txt`))).status).toBe(201);
    }
    const refused = await uploadFile(visitor, new File(["one more"], "note-4.txt"));
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({
      code: "USAGE_LIMIT_REACHED",
      error: "You have reached the monthly document upload limit for your current plan.",
    });
    const files = await db
      .selectFrom("files")
      .select("id")
      .where("intake_session_id", "=", visitor.sessionId!)
      .execute();
    expect(files).toHaveLength(3);
    expect((await quotaOf(visitor)).files).toEqual({ used: 3, limit: 3, remaining: 0, unlimited: false });
  });

  it("a plus user has 200 messages a day: the 200th goes through, the 201st is refused", async () => {
    const { visitor, userId } = await signedInVisitor("plus");
    const subject = { kind: "user" as const, id: userId, tier: "plus" as const };
    for (let index = 0; index < 199; index++) await consumeUsage(db, subject, "messages");
    expect((await visitor.stream("Hello")).response.status).toBe(200);
    expect((await visitor.stream("Hello again")).response.status).toBe(402);
    expect(await quotaOf(visitor)).toMatchObject({ tier: "plus", messages: { used: 200, limit: 200, remaining: 0 } });
  });

  it("a business user is unlimited (the quota says -1) well past the free and plus limits, and only the abuse guardrail stops them, with 429", async () => {
    const { visitor, userId } = await signedInVisitor("business");
    const subject = { kind: "user" as const, id: userId, tier: "business" as const };
    for (let index = 0; index < 250; index++) expect((await consumeUsage(db, subject, "messages")).allowed).toBe(true);
    expect((await visitor.stream("Hello")).response.status).toBe(200);
    expect(await quotaOf(visitor)).toMatchObject({
      tier: "business",
      messages: { used: 251, limit: -1, remaining: -1, unlimited: true },
      files: { limit: -1, unlimited: true },
    });
    // The guardrail: 1000 messages a day per person.
    for (let index = 251; index < 1000; index++) await consumeUsage(db, subject, "messages");
    const stopped = await visitor.stream("Hello");
    expect(stopped.response.status).toBe(429);
    expect(stopped.response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await stopped.response.json()).code).toBe("USAGE_GUARDRAIL_REACHED");
  });

  it("a user who belongs to a business firm is counted with the business plan (the best plan among their organizations)", async () => {
    const { visitor, userId } = await signedInVisitor("free");
    const firm = await createTestOrganization();
    await db.updateTable("organizations").set({ subscription_tier: "business" }).where("id", "=", firm.id).execute();
    await db
      .insertInto("memberships")
      .values({ organization_id: firm.id, user_id: userId, role: "attorney" })
      .execute();
    expect((await quotaOf(visitor)).tier).toBe("business");
  });

  it("an anonymous visitor is still counted per session with the public allowance", async () => {
    const firm = await createTestOrganization();
    const visitor = new Visitor(firm.id, firm.slug);
    await visitor.startSession();
    await visitor.acknowledge();
    expect((await visitor.stream("Hello")).response.status).toBe(200);
    const quota = await quotaOf(visitor);
    expect(quota).toMatchObject({ tier: "anonymous", messages: { used: 1, limit: 100 }, files: { limit: 10 } });
    expect(await getUsageQuota({ kind: "session", id: visitor.sessionId! })).toEqual(quota);
  });
});
