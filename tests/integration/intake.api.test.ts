import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { consumeUsage, getUsageQuota } from "../../app/features/usage/usage.server.ts";
import { UsageQuotaResponseSchema } from "../../app/features/usage/schemas.ts";
import { loader as quotaLoader } from "../../app/routes/api/usage/quota.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { routeContext, Visitor } from "../support/intake-client.ts";

async function newVisitor() {
  const organization = await createTestOrganization();
  const visitor = new Visitor(organization.id, organization.slug);
  return { organization, visitor };
}

describe("intake sessions", () => {
  it("a new visitor gets a session and an HttpOnly cookie; coming back resumes the same session", async () => {
    const { visitor } = await newVisitor();
    const first = await visitor.startSession();
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({
      success: true,
      data: { sessionId: expect.any(String), sessionToken: expect.any(String) },
    });
    expect(first.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    const again = await visitor.startSession();
    expect((await again.json()).data.sessionId).toBe(body.data.sessionId);
  });

  it("only the token's hash is stored", async () => {
    const { visitor } = await newVisitor();
    const { data } = await (await visitor.startSession()).json();
    const rows = await db.selectFrom("intake_sessions").select("token_hash").where("id", "=", data.sessionId).execute();
    expect(rows[0]!.token_hash).not.toContain(data.sessionToken);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("an unknown organization gets 404, a bad body 400", async () => {
    const visitor = new Visitor("x", "no-such-firm");
    expect((await visitor.startSession()).status).toBe(404);
  });
});

describe("the stream endpoint refuses bad requests clearly", () => {
  it("a body that is not JSON, or misses fields, gets 400 with a message", async () => {
    const { visitor } = await newVisitor();
    await visitor.startSession();
    await visitor.acknowledge();
    const missing = await visitor.stream("", { body: { organizationId: visitor.organizationId } });
    expect(missing.response.status).toBe(400);
    expect(await missing.response.json()).toMatchObject({ success: false, error: expect.any(String) });
    const empty = await visitor.stream("   ");
    expect(empty.response.status).toBe(400);
    expect((await empty.response.json()).error).toBe("Message is empty");
  });

  it("sending before accepting the notice is refused with 428", async () => {
    const { visitor } = await newVisitor();
    await visitor.startSession();
    const { response } = await visitor.stream("hello");
    expect(response.status).toBe(428);
  });

  it("a session of organization A cannot write to organization B's conversation (403), nor read it", async () => {
    const a = await newVisitor();
    const b = await newVisitor();
    await a.visitor.startSession();
    await a.visitor.acknowledge();
    await b.visitor.startSession();
    await b.visitor.acknowledge();
    // A's cookies, B's organization and session id.
    const intruder = new Visitor(b.organization.id, b.organization.slug);
    intruder.cookies = new Map(a.visitor.cookies);
    intruder.sessionId = b.visitor.sessionId;
    const { response } = await intruder.stream("hello");
    expect(response.status).toBe(403);
    // A's session id presented to B with A's cookies: still 403.
    intruder.sessionId = a.visitor.sessionId;
    expect((await intruder.stream("hello")).response.status).toBe(403);
    // And B's page shows A's visitor nothing of B's conversation.
    const page = (await intruder.page()) as { chat: { messages: unknown[]; acknowledged: boolean } };
    expect(page.chat).toMatchObject({ messages: [], acknowledged: false });
  });
});

describe("usage quota", () => {
  it("is counted atomically: 150 concurrent requests against a limit of 100 allow exactly 100", async () => {
    const { visitor } = await newVisitor();
    await visitor.startSession();
    const subject = { kind: "session" as const, id: visitor.sessionId! };
    const results = await Promise.all(Array.from({ length: 150 }, () => consumeUsage(db, subject, "messages")));
    expect(results.filter((result) => result.allowed)).toHaveLength(100);
    const quota = await getUsageQuota(subject);
    expect(quota.messages).toEqual({ used: 100, limit: 100, remaining: 0, unlimited: false });
  });

  it("a visitor over the limit gets 402 with the spec's message before the model runs", async () => {
    const { visitor } = await newVisitor();
    await visitor.startSession();
    await visitor.acknowledge();
    const subject = { kind: "session" as const, id: visitor.sessionId! };
    for (let index = 0; index < 100; index++) await consumeUsage(db, subject, "messages");
    const { response } = await visitor.stream("one more");
    expect(response.status).toBe(402);
    const body = await response.json();
    expect(body.details.message).toBe(body.error);
    const stored = await db
      .selectFrom("messages")
      .select("id")
      .where("organization_id", "=", visitor.organizationId)
      .execute();
    expect(stored).toEqual([]);
  });

  it("GET /api/usage/quota answers the schema's shape for the visitor, and requires the organization id", async () => {
    const { visitor } = await newVisitor();
    await visitor.startSession();
    const request = new Request(`http://localhost/api/usage/quota?organizationId=${visitor.slug}`, {
      headers: visitor.headers(),
    });
    const response = await quotaLoader({ request, context: routeContext(), params: {} } as never);
    const body = UsageQuotaResponseSchema.parse(await response.json());
    expect(body.data).toMatchObject({
      tier: "anonymous",
      messages: { used: 0, limit: 100, unlimited: false },
      files: { limit: 10 },
    });
    const missing = await quotaLoader({
      request: new Request("http://localhost/api/usage/quota"),
      context: routeContext(),
      params: {},
    } as never);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ success: false, data: null, error: "Organization ID is required" });
  });
});

describe("the contact form on the server", () => {
  it("refuses invalid details with the spec's messages and keeps the visitor's input; stores valid ones formatted", async () => {
    const { organization, visitor } = await newVisitor();
    await visitor.startSession();
    await visitor.acknowledge();
    const refused = await visitor.submit({
      intent: "contact",
      name: "D",
      email: "dana@",
      phone: "555-01",
      location: "X",
    });
    expect(refused.status).toBe(400);
    const { result } = (await refused.json()) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(result.error).toMatchObject({
      name: ["errors:contact.nameMin"],
      email: ["errors:email.invalid"],
      phone: ["errors:phone.tooShort"],
      location: ["errors:contact.locationMin"],
    });
    expect(result.initialValue).toMatchObject({ name: "D", email: "dana@" });
    const before = await db
      .selectFrom("conversations")
      .select("contact")
      .where("organization_id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(before.contact).toBeNull();

    const accepted = await visitor.submit({
      intent: "contact",
      name: "Dana Reyes",
      email: "dana@example.com",
      phone: "704-555-0134",
      unknownField: "ignored",
    });
    expect(accepted.status).toBe(302);
    const after = await db
      .selectFrom("conversations")
      .select("contact")
      .where("organization_id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(after.contact).toEqual({ name: "Dana Reyes", email: "dana@example.com", phone: "+1 (704) 555-0134" });
  });

  it("takes the phone widget's country code: a French number under +33 is stored as the firm dials it, and is no US number", async () => {
    const { organization, visitor } = await newVisitor();
    await visitor.startSession();
    await visitor.acknowledge();
    const asUs = await visitor.submit({
      intent: "contact",
      name: "Dana Reyes",
      email: "dana@example.com",
      phone: "06 12 34 56 78",
    });
    expect(asUs.status).toBe(400);
    expect(((await asUs.json()) as { result: { error: Record<string, string[]> } }).result.error).toEqual({
      phone: ["errors:phone.invalid"],
    });
    const unknownCountry = await visitor.submit({
      intent: "contact",
      name: "Dana Reyes",
      email: "dana@example.com",
      phoneCountry: "CA",
      phone: "06 12 34 56 78",
    });
    expect(unknownCountry.status).toBe(400);

    const accepted = await visitor.submit({
      intent: "contact",
      name: "Dana Reyes",
      email: "dana@example.com",
      phoneCountry: "FR",
      phone: "06 12 34 56 78",
    });
    expect(accepted.status).toBe(302);
    const after = await db
      .selectFrom("conversations")
      .select("contact")
      .where("organization_id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(after.contact).toEqual({ name: "Dana Reyes", email: "dana@example.com", phone: "+33 6 12 34 56 78" });
  });
});
