import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import type { Conversation } from "../../db/tables.ts";
import { buildSystemPrompt } from "../../app/features/intake/agent/system-prompt.ts";
import { executeTool } from "../../app/features/intake/agent/tool-executor.server.ts";
import { worldSnapshot } from "../../app/features/intake/agent/run-turn.server.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { saveContact } from "../../app/features/intake/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { getIntakeOrganization } from "../../app/features/organizations/get-intake-organization.server.ts";
import * as matterPage from "../../app/routes/org/$organizationId/matters/$matterId.tsx";
import * as conflictsPage from "../../app/routes/settings/organization/conflicts.tsx";
import { callAny, type Caller } from "../support/firm-client.ts";
import { createTeams } from "../support/organization-client.ts";

/**
 * The conflict check before the story (ADR 0041): the firm imports its list, a visitor whose other
 * side closely matches a past client is held to contact details only and the firm sees the match;
 * a weak match only flags; a lawyer clears or confirms it; one firm's index never reaches another.
 */
let teams: Awaited<ReturnType<typeof createTeams>>;

beforeEach(async () => {
  teams = await createTeams();
});

const csvFile = (text: string, name = "parties.csv") => {
  const form = new FormData();
  form.set("file", new Blob([text], { type: "text/csv" }), name);
  return form;
};

const importList = (as: Caller, organizationId: string, text: string) =>
  callAny(conflictsPage, `/settings/organization/conflicts?organizationId=${organizationId}`, {
    as,
    multipart: csvFile(text),
  });

const firmList = [
  "name,aliases,role,reference",
  '"Whitfield Properties, LLC","Kyle Whitfield;Whitfield Props",client,M-2019-0042',
  "Midwest Credit Recovery,,client,M-2021-0007",
  "Halden County Bank,HCB,opposing,M-2020-0101",
].join("\n");

/** A visitor's conversation with contact details, as the interview leaves it. */
async function visitorConversation(organizationId: string, contact: Record<string, string> = {}) {
  const { session } = await createIntakeSession(organizationId);
  const conversation = await ensureConversation(db, session);
  await saveContact(db, conversation, {
    name: "Dana Reyes",
    email: "dana@example.test",
    phone: "+1 612 555 0134",
    ...contact,
  });
  return (await ensureConversation(db, session)) as Conversation;
}

async function tool(organizationId: string, conversationId: string, name: string, args: unknown) {
  const organization = (await getIntakeOrganization(organizationId))!;
  const conversation = await db
    .selectFrom("conversations")
    .selectAll()
    .where("id", "=", conversationId)
    .executeTakeFirstOrThrow();
  return executeTool(
    {
      organization,
      conversation,
      contact: (conversation.contact as never) ?? null,
      emit: () => {},
      record: async () => {},
    },
    name,
    args,
  );
}

const matterFor = (conversationId: string) =>
  db.selectFrom("matters").selectAll().where("conversation_id", "=", conversationId).executeTakeFirstOrThrow();
const matterView = (as: Caller, organizationId: string, matterId: string) =>
  callAny(matterPage, `/org/${organizationId}/matters/${matterId}`, { as, params: { organizationId, matterId } });
const decide = (as: Caller, organizationId: string, matterId: string, intent: string) =>
  callAny(matterPage, `/org/${organizationId}/matters/${matterId}`, {
    as,
    form: { intent },
    params: { organizationId, matterId },
  });

describe("the imported party list", () => {
  it("an admin imports the firm's CSV and sees the rows; a new upload replaces the imported list", async () => {
    const imported = await importList(teams.admin.as, teams.firmA.id, firmList);
    expect(imported.status).toBe(303);
    expect(imported.location).toBe(`/settings/organization/conflicts?organizationId=${teams.firmA.id}&imported=3`);
    const page = await callAny(
      conflictsPage,
      `/settings/organization/conflicts?organizationId=${teams.firmA.id}&imported=3`,
      { as: teams.admin.as },
    );
    expect(page.status).toBe(200);
    expect(page.body.imported).toBe(3);
    expect(page.body.index.items.map((item: { name: string }) => item.name)).toEqual([
      "Halden County Bank",
      "Midwest Credit Recovery",
      "Whitfield Properties, LLC",
    ]);
    expect(page.body.index.items[2]).toMatchObject({
      aliases: ["Kyle Whitfield", "Whitfield Props"],
      role: "client",
      reference: "M-2019-0042",
      source: "import",
    });

    expect((await importList(teams.owner.as, teams.firmA.id, "name\nAcme Tenants Union\n")).status).toBe(303);
    const rows = await db
      .selectFrom("party_index_entries")
      .select("name")
      .where("organization_id", "=", teams.firmA.id)
      .where("source", "=", "import")
      .execute();
    expect(rows.map((row) => row.name)).toEqual(["Acme Tenants Union"]);
  });

  it("a file with bad rows is refused with each problem's line, and nothing is imported", async () => {
    const answer = await importList(teams.owner.as, teams.firmA.id, "name,role\nAcme,client\n,client\nBoe,landlord\n");
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toEqual([
      { line: 3, message: "conflicts.import.errors.nameRequired" },
      { line: 4, message: "conflicts.import.errors.role", values: { role: "landlord" } },
    ]);
    expect(
      await db.selectFrom("party_index_entries").select("id").where("organization_id", "=", teams.firmA.id).execute(),
    ).toEqual([]);
  });

  it("a CSV over 10 MB is refused with a clear message", async () => {
    const big = `name\n${"A very long party name, repeated\n".repeat(Math.ceil((10 * 1024 * 1024) / 32) + 10)}`;
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const answer = await importList(teams.owner.as, teams.firmA.id, big);
    expect(answer.status).toBe(413);
    expect(answer.body.problems).toEqual([{ line: null, message: "conflicts.import.errors.tooLarge" }]);
  });

  it("only owners and admins manage the list; another firm's owner gets 404", async () => {
    expect((await importList(teams.attorney.as, teams.firmA.id, firmList)).status).toBe(403);
    expect(
      (
        await callAny(conflictsPage, `/settings/organization/conflicts?organizationId=${teams.firmA.id}`, {
          as: teams.paralegal.as,
        })
      ).status,
    ).toBe(403);
    expect((await importList(teams.ownerB.as, teams.firmA.id, firmList)).status).toBe(404);
    expect(
      await db.selectFrom("party_index_entries").select("id").where("organization_id", "=", teams.firmA.id).execute(),
    ).toEqual([]);
  });
});

describe("a likely conflict", () => {
  it("stops fact collection, tells the visitor nothing about the match, and shows it to the firm", async () => {
    await importList(teams.owner.as, teams.firmA.id, firmList);
    const conversation = await visitorConversation(teams.firmA.id, { opposingParty: "Kyle Whitfeld" });
    const created = await tool(teams.firmA.id, conversation.id, "create_matter", {
      service: "Tenant Rights",
      matterSummary: "My landlord is trying to evict me.",
      answers: { "What happened?": "He changed the locks." },
    });
    expect(created.ok).toBe(true);
    expect(created.ok && created.result.conflictHold).toBe(true);
    expect(JSON.stringify(created)).not.toContain("Whitfield");
    const matter = await matterFor(conversation.id);
    expect(matter).toMatchObject({ conflict_level: "likely", conflict_status: "hold", answers: {} });

    // Both providers read the hold: the openai prompt, the built-in world, and the tool refusal.
    const fresh = await db
      .selectFrom("conversations")
      .selectAll()
      .where("id", "=", conversation.id)
      .executeTakeFirstOrThrow();
    const organization = (await getIntakeOrganization(teams.firmA.id))!;
    const world = await worldSnapshot(organization, fresh);
    expect(world.conflictHold).toBe(true);
    const agentOrganization = {
      id: organization.id,
      name: organization.name,
      availableServices: ["Tenant Rights"],
      serviceQuestions: {},
      requiresPayment: false,
      consultationFee: 0,
      jurisdictionDescription: "",
      aiModel: null,
    };
    expect(buildSystemPrompt(agentOrganization, world)).toContain("Conflict check: on hold");
    expect(buildSystemPrompt(agentOrganization, { ...world, conflictHold: false })).not.toContain(
      "Conflict check: on hold",
    );
    const refused = await tool(teams.firmA.id, conversation.id, "update_matter", { answers: { "When?": "Last week" } });
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? "" : refused.error).toContain("contact details only");
    expect((await matterFor(conversation.id)).answers).toEqual({});

    const page = await matterView(teams.paralegal.as, teams.firmA.id, matter.id);
    expect(page.status).toBe(200);
    expect(page.body.triage.conflict).toMatchObject({ level: "likely", status: "hold" });
    expect(page.body.triage.conflict.matches[0]).toMatchObject({
      name: "Whitfield Properties, LLC",
      reference: "M-2019-0042",
      party: "Kyle Whitfeld",
      level: "likely",
    });
    // Recorded when the check held the interview (before the matter existed), on the firm's timeline only.
    expect(page.body.activity.map((event: { eventType: string }) => event.eventType)).toContain("conflict_hold");
    const events = await db
      .selectFrom("activity_events")
      .select(["event_type", "intake_session_id", "description", "description_key", "description_params"])
      .where("conversation_id", "=", conversation.id)
      .where("event_type", "=", "conflict_hold")
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.intake_session_id).toBeNull();
    expect(events[0]).toMatchObject({ description: null, description_key: "conflictHold", description_params: {} });
    expect(JSON.stringify(events[0])).not.toContain("Whitfield");
  });

  it("a lawyer clears it (recorded), and the visitor may go on; a paralegal may not decide", async () => {
    await importList(teams.owner.as, teams.firmA.id, firmList);
    const conversation = await visitorConversation(teams.firmA.id);
    await tool(teams.firmA.id, conversation.id, "create_matter", {
      service: "Consumer",
      matterSummary: "A debt collector keeps calling me.",
      opposingParty: "Midwest Credit Recovery Inc.",
    });
    const matter = await matterFor(conversation.id);
    expect(matter.conflict_status).toBe("hold");

    const denied = await decide(teams.paralegal.as, teams.firmA.id, matter.id, "clear-conflict");
    expect(denied.status).toBe(403);
    expect((await matterFor(conversation.id)).conflict_status).toBe("hold");
    expect((await decide(teams.ownerB.as, teams.firmA.id, matter.id, "clear-conflict")).status).toBe(404);

    const cleared = await decide(teams.attorney.as, teams.firmA.id, matter.id, "clear-conflict");
    expect(cleared.status).toBe(303);
    expect(await matterFor(conversation.id)).toMatchObject({
      conflict_status: "cleared",
      conflict_resolved_by: teams.attorney.userId,
    });
    const [event] = await db
      .selectFrom("activity_events")
      .selectAll()
      .where("matter_id", "=", matter.id)
      .where("event_type", "=", "conflict_cleared")
      .execute();
    expect(event).toMatchObject({ actor_type: "member", actor_id: teams.attorney.userId, intake_session_id: null });
    const updated = await tool(teams.firmA.id, conversation.id, "update_matter", {
      answers: { "How much do they say you owe?": "$1,200" },
    });
    expect(updated.ok).toBe(true);
    expect((await matterFor(conversation.id)).conflict_status).toBe("cleared");
    // Nothing open to decide any more.
    expect((await decide(teams.attorney.as, teams.firmA.id, matter.id, "confirm-conflict")).status).toBe(400);
  });

  it("an admin confirms it: the intake stays on hold, recorded on the timeline", async () => {
    await importList(teams.owner.as, teams.firmA.id, firmList);
    const conversation = await visitorConversation(teams.firmA.id, { opposingParty: "Whitfield Properties" });
    await tool(teams.firmA.id, conversation.id, "create_matter", {
      service: "Tenant Rights",
      matterSummary: "Eviction notice.",
    });
    const matter = await matterFor(conversation.id);
    expect((await decide(teams.admin.as, teams.firmA.id, matter.id, "confirm-conflict")).status).toBe(303);
    expect((await matterFor(conversation.id)).conflict_status).toBe("confirmed");
    expect(
      (
        await db
          .selectFrom("conversations")
          .select("conflict_hold")
          .where("id", "=", conversation.id)
          .executeTakeFirstOrThrow()
      ).conflict_hold,
    ).toBe(true);
    expect(
      await db
        .selectFrom("activity_events")
        .select("id")
        .where("matter_id", "=", matter.id)
        .where("event_type", "=", "conflict_confirmed")
        .execute(),
    ).toHaveLength(1);
  });
});

describe("a weak match", () => {
  it("is flagged for the firm without stopping the visitor", async () => {
    await importList(teams.owner.as, teams.firmA.id, firmList);
    const conversation = await visitorConversation(teams.firmA.id);
    const created = await tool(teams.firmA.id, conversation.id, "create_matter", {
      service: "Consumer",
      matterSummary: "Collection calls.",
      opposingParty: "Midwest Credit Services",
    });
    expect(created.ok && created.result.conflictHold).toBeUndefined();
    const matter = await matterFor(conversation.id);
    expect(matter).toMatchObject({ conflict_level: "weak", conflict_status: "flagged" });
    expect(
      (
        await db
          .selectFrom("conversations")
          .select("conflict_hold")
          .where("id", "=", conversation.id)
          .executeTakeFirstOrThrow()
      ).conflict_hold,
    ).toBe(false);
    expect(
      (
        await tool(teams.firmA.id, conversation.id, "update_matter", {
          answers: { "When did the calls start?": "In May" },
        })
      ).ok,
    ).toBe(true);
    const page = await matterView(teams.attorney.as, teams.firmA.id, matter.id);
    expect(page.body.triage.conflict.status).toBe("flagged");
    expect(page.body.triage.conflict.matches[0]).toMatchObject({ name: "Midwest Credit Recovery", level: "weak" });
  });

  it("a returning client or an opponent the firm already faced is not a conflict", async () => {
    await importList(teams.owner.as, teams.firmA.id, firmList);
    const conversation = await visitorConversation(teams.firmA.id, { name: "Kyle Whitfield" });
    await tool(teams.firmA.id, conversation.id, "create_matter", {
      service: "Consumer",
      matterSummary: "Bank fees.",
      opposingParty: "Halden County Bank",
    });
    expect(await matterFor(conversation.id)).toMatchObject({ conflict_level: "none", conflict_status: "none" });
  });
});

describe("party index isolation and sync", () => {
  it("one firm's list and matters never match another firm's visitors", async () => {
    await importList(teams.ownerB.as, teams.firmB.id, firmList);
    const conversation = await visitorConversation(teams.firmA.id, { opposingParty: "Whitfield Properties LLC" });
    await tool(teams.firmA.id, conversation.id, "create_matter", {
      service: "Tenant Rights",
      matterSummary: "Eviction.",
    });
    expect(await matterFor(conversation.id)).toMatchObject({ conflict_level: "none", conflict_status: "none" });
    const listed = await callAny(conflictsPage, `/settings/organization/conflicts?organizationId=${teams.firmA.id}`, {
      as: teams.owner.as,
    });
    expect(listed.body.index.items.map((item: { name: string; source: string }) => [item.name, item.source])).toEqual([
      ["Dana Reyes", "contact"],
      ["Whitfield Properties LLC", "matter"],
    ]);
  });

  it("a matter's client and other side enter the index and follow its updates, so a later visitor against that client is held", async () => {
    const first = await visitorConversation(teams.firmA.id, { name: "Maria Lopez" });
    await tool(teams.firmA.id, first.id, "create_matter", {
      service: "Family",
      matterSummary: "Custody.",
      opposingParty: "Jon Lopez",
    });
    await tool(teams.firmA.id, first.id, "update_matter", { opposingParty: "Jonathan Lopez" });
    const rows = await db
      .selectFrom("party_index_entries")
      .select(["name", "role"])
      .where("organization_id", "=", teams.firmA.id)
      .orderBy("name")
      .execute();
    expect(rows).toEqual([
      { name: "Jonathan Lopez", role: "opposing" },
      { name: "Maria Lopez", role: "client" },
    ]);
    const second = await visitorConversation(teams.firmA.id, { name: "Jonathan Lopez", opposingParty: "María López" });
    await tool(teams.firmA.id, second.id, "create_matter", { service: "Family", matterSummary: "Custody." });
    expect(await matterFor(second.id)).toMatchObject({ conflict_level: "likely", conflict_status: "hold" });
  });
});

describe("deadline triage", () => {
  it("an emergency enqueues one review e-mail to the owners, with no client details", async () => {
    const conversation = await visitorConversation(teams.firmA.id, { opposingParty: "Acme Realty" });
    await tool(teams.firmA.id, conversation.id, "create_matter", {
      service: "Tenant Rights",
      matterSummary: "Eviction hearing soon.",
    });
    const matter = await matterFor(conversation.id);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await writeKeyDates(matter.id, [
      {
        iso: inThreeDays,
        kind: "hearing",
        phrase: "friday",
        sentence: "The hearing is Friday.",
        place: "Halden County Court",
      },
    ]);
    const updated = await tool(teams.firmA.id, conversation.id, "update_matter", { urgency: "high" });
    expect(updated.ok && updated.result.deadlineNoted).toBe(inThreeDays);
    await tool(teams.firmA.id, conversation.id, "update_matter", { urgency: "high" });

    const after = await matterFor(conversation.id);
    expect(after.review_requested_at).not.toBeNull();
    expect(after.urgency).toBe("emergency");
    const jobs = await sql<{
      data: { to: string; subject: string; text: string };
    }>`select data from pgboss.job where name = 'send-email' and data->>'subject' like ${`Urgent: matter ${matter.matter_number}%`}`.execute(
      db,
    );
    const recipients = jobs.rows.map((job) => job.data.to).sort();
    // The configured owner address and every owner member, once each; never the other roles.
    expect(recipients).toEqual(["owner@firm.test", teams.owner.email.toLowerCase()].sort());
    for (const { data } of jobs.rows) {
      expect(data.text).toContain(matter.matter_number);
      expect(data.text).toContain("Tenant Rights");
      expect(data.text).toContain("Emergency");
      expect(data.text).toContain(`/org/${teams.firmA.id}/matters/${matter.id}`);
      // The phone as the visitor gave it and as digits ("555" alone can stand in the matter's random id).
      for (const detail of ["Dana", "Reyes", "dana@example.test", "612 555 0134", "6125550134", "Acme", "Halden"])
        expect(data.text + data.subject).not.toContain(detail);
    }
    const page = await matterView(teams.paralegal.as, teams.firmA.id, matter.id);
    expect(page.body.triage.keyDates[0]).toMatchObject({
      kind: "hearing",
      date: inThreeDays,
      daysUntil: 3,
      place: "Halden County Court",
    });
    expect(page.body.triage.urgency.level).toBe("emergency");
  });

  it("the firm's own limitation period is shown only when the firm configured one", async () => {
    const conversation = await visitorConversation(teams.firmA.id);
    await tool(teams.firmA.id, conversation.id, "create_matter", {
      service: "Personal Injury",
      matterSummary: "Car crash.",
      jurisdiction: { city: "St. Paul", state: "MN", country: "US" },
    });
    const matter = await matterFor(conversation.id);
    await writeKeyDates(matter.id, [
      { iso: "2025-05-14", kind: "incident", phrase: "may 14", sentence: "The crash was on May 14.", place: null },
    ]);
    expect((await matterView(teams.attorney.as, teams.firmA.id, matter.id)).body.triage.limitation).toBeNull();
    await db
      .insertInto("limitation_periods")
      .values({
        organization_id: teams.firmB.id,
        practice_area: "Personal Injury",
        state: "MN",
        period_months: 24,
        citation: "Other firm",
      })
      .execute();
    expect((await matterView(teams.attorney.as, teams.firmA.id, matter.id)).body.triage.limitation).toBeNull();
    await db
      .insertInto("limitation_periods")
      .values({
        organization_id: teams.firmA.id,
        practice_area: "personal injury",
        state: "MN",
        period_months: 72,
        citation: "Minn. Stat. § 541.05",
      })
      .execute();
    expect((await matterView(teams.attorney.as, teams.firmA.id, matter.id)).body.triage.limitation).toEqual({
      date: "2031-05-14",
      citation: "Minn. Stat. § 541.05",
      periodMonths: 72,
    });
  });

  it("a hearing a month away is not an emergency: no review is requested", async () => {
    const conversation = await visitorConversation(teams.firmA.id);
    await tool(teams.firmA.id, conversation.id, "create_matter", {
      service: "Tenant Rights",
      matterSummary: "Hearing next month.",
    });
    const matter = await matterFor(conversation.id);
    await writeKeyDates(matter.id, [
      {
        iso: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        kind: "hearing",
        phrase: "",
        sentence: "",
        place: null,
      },
    ]);
    await tool(teams.firmA.id, conversation.id, "update_matter", { urgency: "high" });
    expect((await matterFor(conversation.id)).review_requested_at).toBeNull();
  });
});

/** The understanding layer's columns, written directly (its extraction is tested on its own). */
async function writeKeyDates(matterId: string, keyDates: unknown[]) {
  await db
    .updateTable("matters")
    .set({ key_dates: JSON.stringify(keyDates) })
    .where("id", "=", matterId)
    .execute();
}
