import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as reportBugRoute from "../../app/routes/report-bug.tsx";
import { operatorAddress } from "../../app/features/bug-reports/submit-bug-report.server.ts";
import { env } from "../../app/lib/env.server.ts";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { latestEmailTo } from "../support/auth-client.ts";

type Outcome = { status: number; location: string | null; data: any; setCookie: string | null };

/** Posts the /report-bug form the way a browser without JavaScript does. */
async function post(
  fields: Record<string, string>,
  options: { clientKey?: string; origin?: string } = {},
): Promise<Outcome> {
  const request = new Request(new URL("/report-bug", env().APP_URL), {
    method: "POST",
    headers: {
      Origin: options.origin ?? new URL(env().APP_URL).origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "User-Agent": "IntegrationTest/1.0",
    },
    body: new URLSearchParams(fields).toString(),
  });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, options.clientKey ?? `bug-${crypto.randomUUID()}`);
  let result: unknown;
  try {
    result = await reportBugRoute.action({ request, context, params: {} } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return {
      status: result.status,
      location: result.headers.get("Location"),
      data: null,
      setCookie: result.headers.get("Set-Cookie"),
    };
  const init = (result as { init?: ResponseInit; data: unknown }).init;
  return { status: init?.status ?? 200, location: null, data: (result as { data: unknown }).data, setCookie: null };
}

const good = {
  summary: "Upload button does nothing",
  details: "I chose a PDF for the lease and pressed Upload, but the page did not change.",
  pageUrl: "http://localhost:3000/?organizationId=your-firm&tab=matter",
  email: "reporter@example.com",
};

describe("/report-bug", () => {
  it("stores the report, e-mails it to the operator through send-email and confirms", async () => {
    const outcome = await post(good);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/report-bug?sent=1");
    expect(outcome.setCookie).toContain("parley-toast=");
    const row = await db
      .selectFrom("bug_reports")
      .selectAll()
      .where("summary", "=", good.summary)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      details: good.details,
      page_url: good.pageUrl,
      reply_to: good.email,
      user_agent: "IntegrationTest/1.0",
      user_id: null,
    });
    const mail = await latestEmailTo(operatorAddress());
    expect(mail?.subject).toBe(`[Parley bug] ${good.summary}`);
    expect(mail?.text).toContain(row.id);
    expect(mail?.text).toContain(good.details);
  });

  it("answers 400 with the form's messages and keeps what was typed", async () => {
    const before = await db
      .selectFrom("bug_reports")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const outcome = await post({ summary: "bad", details: "too short", email: "not-an-address" });
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({
      summary: ["workspace:reportBug.errors.summaryShort"],
      details: ["workspace:reportBug.errors.detailsShort"],
      email: ["workspace:reportBug.errors.emailInvalid"],
    });
    expect(outcome.data.result.initialValue).toMatchObject({
      summary: "bad",
      details: "too short",
      email: "not-an-address",
    });
    const after = await db
      .selectFrom("bug_reports")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("refuses a post from another site", async () => {
    expect((await post(good, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("limits a client to five reports an hour (429 with the wait)", async () => {
    const clientKey = `bug-limit-${crypto.randomUUID()}`;
    for (let sent = 0; sent < 5; sent++) expect((await post(good, { clientKey })).status).toBe(302);
    const limited = await post(good, { clientKey });
    expect(limited.status).toBe(429);
    expect(limited.data.retryAfter).toBeGreaterThan(0);
  });
});
