import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as retentionPage from "../../app/routes/settings/organization/retention.tsx";
import * as matterPage from "../../app/routes/org/$organizationId/matters/$matterId.tsx";
import * as privacyPage from "../../app/routes/privacy.tsx";
import { createTestMatter } from "../factories/matters.ts";
import { callPage } from "../support/page-client.ts";
import { callAny, type Caller } from "../support/firm-client.ts";
import { createTeams } from "../support/organization-client.ts";

/** Who may set the retention policy and place a legal hold (ADR 0057), called on the server. */
let teams: Awaited<ReturnType<typeof createTeams>>;
let matter: Awaited<ReturnType<typeof createTestMatter>>;

beforeEach(async () => {
  teams = await createTeams();
  matter = await createTestMatter(teams.firmA);
});

const retentionPath = (organizationId: string) => `/settings/organization/retention?organizationId=${organizationId}`;
const viewRetention = (as: Caller, organizationId = teams.firmA.id) =>
  callAny(retentionPage, retentionPath(organizationId), { as });
const saveRetention = (as: Caller, form: Record<string, string>, organizationId = teams.firmA.id) =>
  callAny(retentionPage, retentionPath(organizationId), { as, form });
const policyOf = (organizationId: string) =>
  db
    .selectFrom("organizations")
    .select(["retention_conversation_days", "retention_closed_matter_days"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();

const matterPath = () => `/org/${teams.firmA.id}/matters/${matter.matterId}`;
const postMatter = (as: Caller, form: Record<string, string>, organizationId = teams.firmA.id) =>
  callAny(matterPage, `/org/${organizationId}/matters/${matter.matterId}`, {
    as,
    form,
    params: { organizationId, matterId: matter.matterId },
  });
const matterRow = () =>
  db
    .selectFrom("matters")
    .select(["legal_hold_at", "legal_hold_by", "kept_at"])
    .where("id", "=", matter.matterId)
    .executeTakeFirstOrThrow();

describe("the retention policy page", () => {
  it("shows owners and admins the defaults (30 and 365 days), and saves a new policy", async () => {
    const page = await viewRetention(teams.admin.as);
    expect(page.status).toBe(200);
    expect(page.body.policy).toEqual({ conversationDays: 30, closedMatterDays: 365 });
    expect(page.body.receipts).toEqual([]);
    const saved = await saveRetention(teams.owner.as, { conversationDays: "14", closedMatterDays: "730" });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(retentionPath(teams.firmA.id));
    expect(await policyOf(teams.firmA.id)).toEqual({
      retention_conversation_days: 14,
      retention_closed_matter_days: 730,
    });
    // Firm B's policy is its own.
    expect(await policyOf(teams.firmB.id)).toEqual({
      retention_conversation_days: 30,
      retention_closed_matter_days: 365,
    });
  });

  it("refuses days out of range with the field's message, and changes nothing", async () => {
    const refused = await saveRetention(teams.owner.as, { conversationDays: "0", closedMatterDays: "10" });
    expect(refused.status).toBe(400);
    expect(refused.body.result.error).toEqual({
      conversationDays: ["stewardship:retention.errors.conversationDays"],
      closedMatterDays: ["stewardship:retention.errors.closedMatterDays"],
    });
    expect(await policyOf(teams.firmA.id)).toEqual({
      retention_conversation_days: 30,
      retention_closed_matter_days: 365,
    });
  });

  it("lists the organization's own deletion receipts, and downloads them as JSON", async () => {
    const receipt = (organizationId: string, hash: string) => ({
      organization_id: organizationId,
      subject: "matter" as const,
      subject_hash: hash,
      policy: "closed-matter" as const,
      policy_days: 365,
      counts: JSON.stringify({ messages: 12, files: 2, casePdfs: 1, recordEntries: 30 }),
      bytes: 52_000,
      completed_at: new Date(),
    });
    await db
      .insertInto("deletion_receipts")
      .values([receipt(teams.firmA.id, "a".repeat(64)), receipt(teams.firmB.id, "b".repeat(64))])
      .execute();
    const page = await viewRetention(teams.owner.as);
    expect(page.body.receipts).toEqual([
      expect.objectContaining({
        subjectHash: "a".repeat(64),
        policy: "closed-matter",
        bytes: 52_000,
        counts: expect.objectContaining({ messages: 12 }),
      }),
    ]);
    const download = await callAny(retentionPage, `${retentionPath(teams.firmA.id)}&download=receipts`, {
      as: teams.admin.as,
    });
    expect(download.status).toBe(200);
    expect(download.body).toMatchObject({
      organizationId: teams.firmA.id,
      receipts: [expect.objectContaining({ subjectHash: "a".repeat(64) })],
    });
    expect(download.body.receipts).toHaveLength(1);
  });

  it("attorneys and paralegals get Access Denied (403); another organization's owner gets 404", async () => {
    expect((await viewRetention(teams.attorney.as)).status).toBe(403);
    expect((await saveRetention(teams.paralegal.as, { conversationDays: "5", closedMatterDays: "60" })).status).toBe(
      403,
    );
    expect((await viewRetention(teams.ownerB.as, teams.firmA.id)).status).toBe(404);
    expect(
      (await saveRetention(teams.ownerB.as, { conversationDays: "5", closedMatterDays: "60" }, teams.firmA.id)).status,
    ).toBe(404);
    expect(await policyOf(teams.firmA.id)).toEqual({
      retention_conversation_days: 30,
      retention_closed_matter_days: 365,
    });
  });
});

describe("a legal hold on the matter page", () => {
  it("an attorney places and lifts a hold: the timeline and the intake record say who and when", async () => {
    const placed = await postMatter(teams.attorney.as, { intent: "stewardship", change: "place-hold" });
    expect(placed.status).toBe(303);
    expect(placed.location).toBe(matterPath());
    expect(await matterRow()).toMatchObject({ legal_hold_at: expect.any(Date), legal_hold_by: teams.attorney.userId });
    const page = await callAny(matterPage, matterPath(), {
      as: teams.paralegal.as,
      params: { organizationId: teams.firmA.id, matterId: matter.matterId },
    });
    expect(page.body.stewardship).toMatchObject({ legalHoldByName: "Ada Attorney", mayChange: false });
    expect(page.body.activity.map((event: { eventType: string }) => event.eventType)).toContain("legal_hold_placed");

    expect((await postMatter(teams.attorney.as, { intent: "stewardship", change: "lift-hold" })).status).toBe(303);
    expect((await matterRow()).legal_hold_at).toBeNull();
    const record = await db
      .selectFrom("intake_records")
      .select(["actor_id", "data"])
      .where("matter_id", "=", matter.matterId)
      .where("kind", "=", "activity")
      .execute();
    const holds = record.filter((entry) => String(entry.data.eventType).startsWith("legal_hold"));
    expect(holds.map((entry) => [entry.data.eventType, entry.actor_id])).toEqual([
      ["legal_hold_placed", teams.attorney.userId],
      ["legal_hold_lifted", teams.attorney.userId],
    ]);
  });

  it("a paralegal may not place a hold (403), another organization gets 404, and nothing is recorded", async () => {
    const refused = await postMatter(teams.paralegal.as, { intent: "stewardship", change: "place-hold" });
    expect(refused.status).toBe(403);
    expect(refused.body.result.error[""]).toEqual(["firm:errors.accessDenied"]);
    expect(
      (await postMatter(teams.ownerB.as, { intent: "stewardship", change: "place-hold" }, teams.firmB.id)).status,
    ).toBe(404);
    expect((await postMatter(teams.attorney.as, { intent: "stewardship", change: "destroy" })).status).toBe(400);
    expect((await matterRow()).legal_hold_at).toBeNull();
    const events = await db
      .selectFrom("activity_events")
      .select("id")
      .where("matter_id", "=", matter.matterId)
      .where("event_type", "like", "legal_hold%")
      .execute();
    expect(events).toEqual([]);
  });
});

describe("the privacy page", () => {
  const retentionText = (body: { page: { sections: { heading: string; paragraphs: string[] }[] } }) =>
    body.page.sections.find((section) => section.heading === "How long we keep it")!.paragraphs[0];

  it("states the firm's own retention periods for its intake page, and the defaults on the generic page", async () => {
    await saveRetention(teams.owner.as, { conversationDays: "14", closedMatterDays: "730" });
    const slug = (
      await db.selectFrom("organizations").select("slug").where("id", "=", teams.firmA.id).executeTakeFirstOrThrow()
    ).slug;
    const firmPage = await callPage(privacyPage, `/privacy?organizationId=${slug}`);
    expect(firmPage.status).toBe(200);
    expect(retentionText(firmPage.body)).toContain("14 days after the last message");
    expect(retentionText(firmPage.body)).toContain("730 days after it was closed");

    const otherSlug = (
      await db.selectFrom("organizations").select("slug").where("id", "=", teams.firmB.id).executeTakeFirstOrThrow()
    ).slug;
    const otherPage = await callPage(privacyPage, `/privacy?organizationId=${otherSlug}`);
    expect(retentionText(otherPage.body)).toContain("30 days after the last message");
    expect(retentionText(otherPage.body)).toContain("365 days after it was closed");

    const generic = await callPage(privacyPage, "/privacy?organizationId=no-such-firm");
    expect(retentionText(generic.body)).toContain("30 days unless it chose otherwise");
    expect(retentionText(generic.body)).not.toContain("14 days");
  });
});
