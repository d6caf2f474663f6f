import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { getIntakeSession, getIntakeVisitor } from "../../app/features/conversations/intake-sessions.server.ts";
import { readIntakeCredentials } from "../../app/lib/intake-cookie.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "../support/intake-client.ts";

const origin = "http://localhost:3000";

/** The credentials of one page view (GET: with its memo) or of a form post (no memo). */
function credentialsOf(visitor: Visitor, method = "GET") {
  return readIntakeCredentials(
    new Request(`${origin}/?organizationId=${visitor.slug}`, { method, headers: visitor.headers() }),
  );
}

describe("the visitor's session and conversation, read in one statement (ADR 0097)", () => {
  it("finds the session before a conversation exists, then the conversation once the visitor starts one", async () => {
    const organization = await createTestOrganization();
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();

    const before = await getIntakeVisitor(await credentialsOf(visitor), organization.id);
    expect(before?.session.id).toBe(visitor.sessionId);
    expect(before?.conversation).toBeNull();

    await visitor.acknowledge();
    const after = await getIntakeVisitor(await credentialsOf(visitor), organization.id);
    expect(after?.session.id).toBe(visitor.sessionId);
    expect(after?.conversation?.intake_session_id).toBe(visitor.sessionId);
    expect(after?.conversation?.organization_id).toBe(organization.id);
    // The conversation's own columns, not the session's of the same name.
    const stored = await db
      .selectFrom("conversations")
      .selectAll()
      .where("intake_session_id", "=", visitor.sessionId)
      .executeTakeFirstOrThrow();
    expect(after?.conversation).toEqual(stored);
    expect(after?.conversation?.disclaimer_acknowledged_at).toBeInstanceOf(Date);
    expect(after?.session.created_at).toBeInstanceOf(Date);
  });

  it("answers null for another organization's session, an expired session and no cookie", async () => {
    const organization = await createTestOrganization();
    const other = await createTestOrganization();
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const credentials = await credentialsOf(visitor);
    // The same token presented to another organization opens nothing there.
    const token = credentials.cookies.get(organization.id);
    expect(token).toBeTruthy();
    const elsewhere = { cookies: new Map([[other.id, token!]]), bearer: null, reads: null };
    expect(await getIntakeVisitor(elsewhere, other.id)).toBeNull();
    expect(await getIntakeVisitor({ cookies: new Map(), bearer: null, reads: null }, organization.id)).toBeNull();

    await db
      .updateTable("intake_sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", visitor.sessionId!)
      .execute();
    expect(await getIntakeVisitor(await credentialsOf(visitor, "POST"), organization.id)).toBeNull();
  });

  it("gives a page view's other reads of the session the same answer, and still writes a stale last-seen time", async () => {
    const organization = await createTestOrganization();
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    const stale = new Date(Date.now() - 60 * 60 * 1000);
    await db.updateTable("intake_sessions").set({ last_seen_at: stale }).where("id", "=", visitor.sessionId!).execute();

    const credentials = await credentialsOf(visitor);
    const [read, session] = await Promise.all([
      getIntakeVisitor(credentials, organization.id),
      getIntakeSession(credentials, organization.id),
    ]);
    // The same object: the session was read once for the page view.
    expect(session?.session).toBe(read?.session);
    expect(read!.session.last_seen_at.getTime()).toBeGreaterThan(stale.getTime());
    const row = await db
      .selectFrom("intake_sessions")
      .select("last_seen_at")
      .where("id", "=", visitor.sessionId!)
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at.getTime()).toBeGreaterThan(stale.getTime());
  });
});
