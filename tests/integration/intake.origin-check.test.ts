import { describe, expect, it } from "vitest";
import { action as sessionsAction } from "../../app/routes/api/sessions.ts";
import { action as streamAction } from "../../app/routes/api/agent/stream.ts";
import { action as intakeAction } from "../../app/routes/intake/index.tsx";
import { db } from "../../db/client.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { routeContext, Visitor } from "../support/intake-client.ts";

const origin = "http://localhost:3000";

async function call(
  action: typeof sessionsAction | typeof streamAction,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const request = new Request(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return (await action({ request, context: routeContext(), params: {} } as never)) as Response;
}

describe("the intake API refuses a page on another site", () => {
  it("POST /api/sessions with a foreign Origin answers 403 and starts nothing; the app's own Origin works", async () => {
    const organization = await createTestOrganization();
    const foreign = await call(
      sessionsAction,
      "/api/sessions",
      { organizationId: organization.slug },
      { Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("Set-Cookie")).toBeNull();
    const own = await call(sessionsAction, "/api/sessions", { organizationId: organization.slug }, { Origin: origin });
    expect(own.status).toBe(200);
  });

  it("POST /api/agent/stream with a foreign Origin or Sec-Fetch-Site: cross-site answers 403 before any turn", async () => {
    const organization = await createTestOrganization();
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    const body = {
      organizationId: organization.id,
      sessionId: visitor.sessionId,
      messages: [{ role: "user", content: "My landlord kept my deposit" }],
    };
    for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Array<
      Record<string, string>
    >) {
      const response = await call(streamAction, "/api/agent/stream", body, {
        ...Object.fromEntries(visitor.headers()),
        ...headers,
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("Content-Type")).toContain("application/json");
    }
  });

  it("the no-JavaScript composer refuses a cross-site POST without Origin (Sec-Fetch-Site: cross-site) and stores nothing", async () => {
    const organization = await createTestOrganization();
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    const form = new FormData();
    form.append("intent", "send");
    form.append("message", "Posted from another site");
    const request = new Request(`${origin}/?organizationId=${organization.slug}`, {
      method: "POST",
      headers: visitor.headers({ "Sec-Fetch-Site": "cross-site" }),
      body: form,
    });
    const refused = await Promise.resolve(intakeAction({ request, context: routeContext(), params: {} } as never)).then(
      () => null,
      (thrown: unknown) => thrown as { init?: { status?: number } },
    );
    expect(refused?.init?.status).toBe(403);
    const stored = await db
      .selectFrom("messages")
      .select("id")
      .where("organization_id", "=", organization.id)
      .where("content", "=", "Posted from another site")
      .execute();
    expect(stored).toEqual([]);
  });
});
