import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as layout from "../../app/routes/org/$organizationId/layout.tsx";
import * as matterList from "../../app/routes/org/$organizationId/matters/index.tsx";
import * as matterPage from "../../app/routes/org/$organizationId/matters/$matterId.tsx";
import * as dashboard from "../../app/routes/org/$organizationId/dashboard.tsx";
import * as letterSettings from "../../app/routes/settings/organization/non-engagement.tsx";
import { createTestMatter } from "../factories/matters.ts";
import { callAny, type Caller } from "../support/firm-client.ts";
import { createTeams } from "../support/organization-client.ts";

/** Accept or decline (issue 19, ADR 0058): role rules, the timeline, the letter, first response, the shell's counts. */
let teams: Awaited<ReturnType<typeof createTeams>>;
let matter: Awaited<ReturnType<typeof createTestMatter>>;

beforeEach(async () => {
  teams = await createTeams();
  matter = await createTestMatter(teams.firmA, {
    reviewRequested: true,
    messageText: "My landlord kept my security deposit.",
  });
});

const pagePath = (organizationId = teams.firmA.id) => `/org/${organizationId}/matters/${matter.matterId}`;
const params = (organizationId = teams.firmA.id) => ({ organizationId, matterId: matter.matterId });
const post = (as: Caller, form: Record<string, string>) =>
  callAny(matterPage, pagePath(), { as, form, params: params() });
const view = (as: Caller) => callAny(matterPage, pagePath(), { as, params: params() });
const matterRow = () =>
  db.selectFrom("matters").selectAll().where("id", "=", matter.matterId).executeTakeFirstOrThrow();
const events = (type: string) =>
  db
    .selectFrom("activity_events")
    .selectAll()
    .where("matter_id", "=", matter.matterId)
    .where("event_type", "=", type)
    .execute();
const prospectAddress = async () => {
  const row = await db
    .selectFrom("conversations")
    .select("contact")
    .where("id", "=", matter.conversationId)
    .executeTakeFirstOrThrow();
  return (row.contact as Record<string, string>).email!;
};
/** The letters about this matter (matter numbers repeat across the tests' firms: the job's key names the matter). */
const letters = async () =>
  (
    await sql<{
      data: { to: string; subject: string; text: string; replyTo?: string };
    }>`select data from pgboss.job where name = 'send-email' and singleton_key = ${`non-engagement:${matter.matterId}`}`.execute(
      db,
    )
  ).rows.map((row) => row.data);

describe("accept or decline", () => {
  it("a paralegal may neither accept nor decline (403), and nothing changes", async () => {
    expect((await post(teams.paralegal.as, { intent: "accept-matter" })).status).toBe(403);
    expect((await post(teams.paralegal.as, { intent: "decline-matter", reason: "Outside our practice" })).status).toBe(
      403,
    );
    expect(await matterRow()).toMatchObject({ decision: null, decided_at: null });
    expect(await letters()).toEqual([]);
    expect((await view(teams.paralegal.as)).body.allowed).not.toContain("decline-matter");
  });

  it("an attorney accepts the prospect: the matter becomes active, with the decision in the record and the timeline", async () => {
    await db.updateTable("matters").set({ status: "draft" }).where("id", "=", matter.matterId).execute();
    const answer = await post(teams.attorney.as, { intent: "accept-matter" });
    expect(answer.status).toBe(303);
    const row = await matterRow();
    expect(row).toMatchObject({ status: "active", decision: "accepted", decided_by: teams.attorney.userId });
    expect(row.first_response_at).not.toBeNull();
    const [event] = await events("matter_accepted");
    expect(event).toMatchObject({ actor_type: "member", actor_id: teams.attorney.userId, intake_session_id: null });
    expect(await letters()).toEqual([]);
    // A decision is final.
    const again = await post(teams.owner.as, { intent: "decline-matter", reason: "Changed our mind" });
    expect(again.status).toBe(409);
    expect(again.body.result.error[""]).toEqual(["firm:errors.alreadyDecided"]);
    expect((await matterRow()).decision).toBe("accepted");
  });

  it("declining needs a reason", async () => {
    const answer = await post(teams.admin.as, { intent: "decline-matter", reason: "   " });
    expect(answer.status).toBe(400);
    expect(answer.body.result.error.reason).toEqual(["firm:errors.declineReasonRequired"]);
    expect((await matterRow()).decision).toBeNull();
  });

  it("an admin declines with a reason: the matter closes and the prospect alone receives the firm's letter, without the reason", async () => {
    await db
      .updateTable("organizations")
      .set({
        non_engagement_letter:
          "Dear {{clientName}},\n{{firmName}} cannot act for you on {{matterNumber}}. Deadlines may apply: see another lawyer soon.",
      })
      .where("id", "=", teams.firmA.id)
      .execute();
    const answer = await post(teams.admin.as, {
      intent: "decline-matter",
      reason: "Conflict with an existing client, Acme",
    });
    expect(answer.status).toBe(303);
    const row = await matterRow();
    expect(row).toMatchObject({
      status: "closed",
      decision: "declined",
      decided_by: teams.admin.userId,
      decline_reason: "Conflict with an existing client, Acme",
    });
    expect(row.non_engagement_sent_at).not.toBeNull();
    const sent = await letters();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(await prospectAddress());
    expect(sent[0]!.text).toBe(
      `Dear Dana Reyes,\nAbbott & Co cannot act for you on ${matter.matterNumber}. Deadlines may apply: see another lawyer soon.`,
    );
    expect(sent[0]!.replyTo).toBe("owner@firm.test");
    expect(sent[0]!.text).not.toContain("Conflict with an existing client");
    const [event] = await events("matter_declined");
    expect(event).toMatchObject({ actor_type: "member", actor_id: teams.admin.userId, intake_session_id: null });
    // Stored as a key and parameters, translated when shown (ADR 0082): no English, no client content.
    expect(event).toMatchObject({ description: null, description_key: "declinedLetterSent", description_params: {} });
    expect(JSON.stringify(event)).not.toContain("Acme");
    // The prospect was told the firm does not act for them: the matter cannot be reopened.
    const reopen = await post(teams.owner.as, { intent: "change-status", status: "active", title: "Reopen" });
    expect(reopen.status).toBe(409);
    expect(reopen.body.result.error[""]).toEqual(["firm:errors.alreadyDecided"]);
    expect(await matterRow()).toMatchObject({ status: "closed", decision: "declined" });
  });

  it("without a template of its own, the firm sends the default wording: no representation, deadlines, other counsel", async () => {
    expect((await post(teams.owner.as, { intent: "decline-matter", reason: "Outside our practice" })).status).toBe(303);
    const [letter] = await letters();
    expect(letter!.text).toContain("Dear Dana Reyes");
    expect(letter!.text).toContain("Abbott & Co does not represent you");
    expect(letter!.text).toContain("deadlines");
    expect(letter!.text).toContain("seek advice from another lawyer promptly");
    expect(letter!.text).not.toContain("{{");
  });

  it("another firm's owner gets a 404 for the matter and cannot decide it", async () => {
    expect(
      (
        await callAny(matterPage, pagePath(), {
          as: teams.ownerB.as,
          form: { intent: "decline-matter", reason: "x" },
          params: params(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callAny(matterPage, pagePath(teams.firmB.id), {
          as: teams.ownerB.as,
          form: { intent: "accept-matter" },
          params: params(teams.firmB.id),
        })
      ).status,
    ).toBe(404);
    expect((await matterRow()).decision).toBeNull();
    expect(await letters()).toEqual([]);
  });
});

describe("first open and first response", () => {
  it("the first member to open the matter is recorded once; the list and the shell stop calling it new", async () => {
    const shell = () =>
      callAny(layout, `/org/${teams.firmA.id}/matters`, {
        as: teams.owner.as,
        params: { organizationId: teams.firmA.id },
      });
    const list = () =>
      callAny(matterList, `/org/${teams.firmA.id}/matters`, {
        as: teams.owner.as,
        params: { organizationId: teams.firmA.id },
      });
    expect((await shell()).body.counts).toEqual({ unopened: 1, awaitingReview: 1 });
    expect((await list()).body.list.items[0]).toMatchObject({ unopened: true, firstResponseAt: null });

    expect((await view(teams.paralegal.as)).status).toBe(200);
    const opened = await matterRow();
    expect(opened.first_opened_by).toBe(teams.paralegal.userId);
    expect(opened.first_response_at).toEqual(opened.first_opened_at);

    await view(teams.attorney.as);
    expect((await post(teams.attorney.as, { intent: "add-note", body: "Call back tomorrow." })).status).toBe(303);
    const later = await matterRow();
    expect(later.first_opened_by).toBe(teams.paralegal.userId);
    expect(later.first_response_at).toEqual(opened.first_response_at);

    expect((await shell()).body.counts.unopened).toBe(0);
    expect((await list()).body.list.items[0]).toMatchObject({
      unopened: false,
      firstResponseAt: opened.first_response_at!.toISOString(),
    });
    // Another firm's shell counts none of A's matters.
    const shellB = await callAny(layout, `/org/${teams.firmB.id}/matters`, {
      as: teams.ownerB.as,
      params: { organizationId: teams.firmB.id },
    });
    expect(shellB.body.counts).toEqual({ unopened: 0, awaitingReview: 0 });
  });

  it("the dashboard counts this week's matters, decisions and the median first response", async () => {
    await view(teams.attorney.as);
    await post(teams.attorney.as, { intent: "decline-matter", reason: "Outside our practice" });
    const answer = await callAny(dashboard, `/org/${teams.firmA.id}/dashboard`, {
      as: teams.paralegal.as,
      params: { organizationId: teams.firmA.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.weeks).toHaveLength(8);
    expect(answer.body.weeks[0]).toMatchObject({
      intakesStarted: 1,
      mattersCreated: 1,
      reviewed: 0,
      accepted: 0,
      declined: 1,
      awaitingFirstResponse: 0,
    });
    expect(answer.body.weeks[0].medianFirstResponseSeconds).toBeGreaterThanOrEqual(0);
    const other = await callAny(dashboard, `/org/${teams.firmB.id}/dashboard`, {
      as: teams.ownerB.as,
      params: { organizationId: teams.firmB.id },
    });
    expect(other.body.weeks[0]).toMatchObject({ intakesStarted: 0, mattersCreated: 0, declined: 0 });
    expect(
      (
        await callAny(dashboard, `/org/${teams.firmA.id}/dashboard`, {
          as: teams.ownerB.as,
          params: { organizationId: teams.firmA.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe("the non-engagement letter settings", () => {
  it("an admin saves the firm's letter and goes back to the default; a paralegal may not", async () => {
    const path = "/settings/organization/non-engagement";
    expect((await callAny(letterSettings, path, { as: teams.paralegal.as })).status).toBe(403);
    expect(
      (await callAny(letterSettings, path, { as: teams.paralegal.as, form: { intent: "save", letter: "Hi" } })).status,
    ).toBe(403);
    const page = await callAny(letterSettings, path, { as: teams.admin.as });
    expect(page.status).toBe(200);
    expect(page.body.letter).toBeNull();
    expect(
      (await callAny(letterSettings, path, { as: teams.admin.as, form: { intent: "save", letter: "" } })).status,
    ).toBe(400);
    expect(
      (
        await callAny(letterSettings, path, {
          as: teams.admin.as,
          form: { intent: "save", letter: "We cannot act for you." },
        })
      ).status,
    ).toBe(303);
    expect((await callAny(letterSettings, path, { as: teams.admin.as })).body.letter).toBe("We cannot act for you.");
    expect((await callAny(letterSettings, path, { as: teams.admin.as, form: { intent: "reset" } })).status).toBe(303);
    expect((await callAny(letterSettings, path, { as: teams.admin.as })).body.letter).toBeNull();
    // Firm B's letter is its own.
    expect(
      (
        await db
          .selectFrom("organizations")
          .select("non_engagement_letter")
          .where("id", "=", teams.firmB.id)
          .executeTakeFirstOrThrow()
      ).non_engagement_letter,
    ).toBeNull();
  });
});
