import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { getUsageQuota } from "../../app/features/usage/usage.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "../support/intake-client.ts";

/** A visitor with a session on a new organization, and the messages its quota has counted. */
async function visitorWithSession() {
  const organization = await createTestOrganization();
  const visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  const subject = { kind: "session" as const, id: visitor.sessionId! };
  return { organization, visitor, messagesUsed: async () => (await getUsageQuota(subject)).messages.used };
}

describe("a NUL character or a lone surrogate in the intake API", () => {
  it("a chat message with either answers 400 with a clear message, spends no quota and stores nothing", async () => {
    const { organization, visitor, messagesUsed } = await visitorWithSession();
    const before = await messagesUsed();
    for (const text of ["My landlord\u0000 kept the deposit", "My landlord \ud800 kept the deposit"]) {
      const { response } = await visitor.stream(text);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        error: expect.stringContaining("cannot be stored"),
      });
    }
    expect(await messagesUsed()).toBe(before);
    const stored = await db
      .selectFrom("messages")
      .select("id")
      .where("organization_id", "=", organization.id)
      .where("role", "=", "user")
      .execute();
    expect(stored).toEqual([]);
  });

  it("a NUL in any field of a chat turn's body answers 400 INVALID_INPUT from the route itself, counting nothing", async () => {
    // The input-hygiene middleware leaves this route's body to the route (ADR 0111).
    const { organization, visitor, messagesUsed } = await visitorWithSession();
    const before = await messagesUsed();
    for (const body of [
      {
        messages: [{ role: "user", content: "Hello" }],
        organizationId: `${organization.id}\u0000`,
        sessionId: visitor.sessionId,
      },
      {
        messages: [{ role: "user", content: "Hello" }],
        organizationId: organization.id,
        sessionId: visitor.sessionId,
        attachments: [{ fileId: "a\ud800" }],
      },
    ]) {
      const { response } = await visitor.stream("", { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        code: "INVALID_INPUT",
        error: expect.stringContaining("cannot be stored"),
      });
    }
    expect(await messagesUsed()).toBe(before);
  });

  it("an organization id with a NUL answers 400 when starting a session, not a 500 from PostgreSQL", async () => {
    const organization = await createTestOrganization();
    const visitor = new Visitor(organization.id, `${organization.slug}\u0000`);
    const response = await visitor.startSession();
    expect(response.status).toBe(400);
  });
});
