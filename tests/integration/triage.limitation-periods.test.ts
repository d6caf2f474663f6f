import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as matterPage from "../../app/routes/org/$organizationId/matters/$matterId.tsx";
import * as page from "../../app/routes/settings/organization/limitations.tsx";
import { createTestMatter } from "../factories/matters.ts";
import { callAny, type Caller } from "../support/firm-client.ts";
import { createTeams } from "../support/organization-client.ts";

/**
 * The firm's limitation-period table (issue 13, ADR 0049): owners and admins add, edit and delete
 * rows at /settings/organization/limitations; other roles are refused, another firm sees none of
 * them, and a matter with that practice area and state then shows "may run around …; verify".
 */
let teams: Awaited<ReturnType<typeof createTeams>>;

beforeEach(async () => {
  teams = await createTeams();
});

const path = (organizationId: string, extra = "") =>
  `/settings/organization/limitations?organizationId=${organizationId}${extra}`;
const view = (as: Caller, organizationId: string, extra = "") => callAny(page, path(organizationId, extra), { as });
const submit = (as: Caller, organizationId: string, form: Record<string, string>) =>
  callAny(page, path(organizationId), { as, form });
const injuryInMinnesota = {
  intent: "create",
  practiceArea: "Personal Injury",
  state: "mn",
  periodMonths: "72",
  citation: "Minn. Stat. § 541.05",
};
const rowsOf = (organizationId: string) =>
  db
    .selectFrom("limitation_periods")
    .select(["practice_area", "state", "period_months", "citation"])
    .where("organization_id", "=", organizationId)
    .orderBy("practice_area")
    .execute();

describe("the limitation-period editor", () => {
  it("an owner adds a row, sees it listed, edits it and deletes it", async () => {
    const added = await submit(teams.owner.as, teams.firmA.id, injuryInMinnesota);
    expect(added.status).toBe(303);
    expect(added.location).toBe(path(teams.firmA.id, "&notice=created"));
    const listed = await view(teams.owner.as, teams.firmA.id, "&notice=created");
    expect(listed.status).toBe(200);
    expect(listed.body.notice).toBe("created");
    expect(listed.body.periods).toEqual([
      expect.objectContaining({
        practiceArea: "Personal Injury",
        state: "MN",
        periodMonths: 72,
        citation: "Minn. Stat. § 541.05",
        areaKind: "service",
      }),
    ]);
    const id = listed.body.periods[0].id as string;

    const editing = await view(teams.owner.as, teams.firmA.id, `&edit=${id}`);
    expect(editing.body.editing.values).toEqual({
      practiceArea: "Personal Injury",
      state: "MN",
      periodMonths: "72",
      citation: "Minn. Stat. § 541.05",
    });
    const saved = await submit(teams.admin.as, teams.firmA.id, {
      ...injuryInMinnesota,
      intent: "update",
      periodId: id,
      periodMonths: "24",
      citation: "Minn. Stat. § 541.07",
    });
    expect(saved.status).toBe(303);
    expect(await rowsOf(teams.firmA.id)).toEqual([
      { practice_area: "Personal Injury", state: "MN", period_months: 24, citation: "Minn. Stat. § 541.07" },
    ]);

    const deleted = await submit(teams.owner.as, teams.firmA.id, { intent: "delete", periodId: id });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe(path(teams.firmA.id, "&notice=deleted"));
    expect(await rowsOf(teams.firmA.id)).toEqual([]);
  });

  it("offers the firm's services and the taxonomy's sub-areas, and refuses anything else", async () => {
    const { body } = await view(teams.admin.as, teams.firmA.id);
    expect(body.choices).toContainEqual({ value: "Family", kind: "service" });
    expect(body.choices).toContainEqual({ value: "eviction", kind: "subArea" });
    const subArea = await submit(teams.admin.as, teams.firmA.id, {
      ...injuryInMinnesota,
      practiceArea: "eviction",
      state: "TX",
      periodMonths: "24",
      citation: "Tex. Civ. Prac. & Rem. Code § 16.003",
    });
    expect(subArea.status).toBe(303);
    const unknown = await submit(teams.admin.as, teams.firmA.id, {
      ...injuryInMinnesota,
      practiceArea: "Maritime salvage",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result.error).toEqual({ practiceArea: ["limitations.errors.areaUnknown"] });
    expect(await rowsOf(teams.firmA.id)).toEqual([
      { practice_area: "eviction", state: "TX", period_months: 24, citation: "Tex. Civ. Prac. & Rem. Code § 16.003" },
    ]);
  });

  it("bad input answers 400 with each field's message and stores nothing", async () => {
    const answer = await submit(teams.owner.as, teams.firmA.id, {
      intent: "create",
      practiceArea: "",
      state: "ZZ",
      periodMonths: "601",
      citation: "x".repeat(301),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.result.error).toEqual({
      practiceArea: ["limitations.errors.areaRequired"],
      state: ["limitations.errors.state"],
      periodMonths: ["limitations.errors.period"],
      citation: ["limitations.errors.citationTooLong"],
    });
    const zero = await submit(teams.owner.as, teams.firmA.id, {
      ...injuryInMinnesota,
      periodMonths: "0",
      state: "Minnesota",
      citation: " ",
    });
    expect(zero.body.result.error).toEqual({
      state: ["limitations.errors.state"],
      periodMonths: ["limitations.errors.period"],
      citation: ["limitations.errors.citationRequired"],
    });
    expect(await rowsOf(teams.firmA.id)).toEqual([]);
  });

  it("the same practice area and state twice is a field error (409), whatever the case, on add and on edit", async () => {
    await submit(teams.owner.as, teams.firmA.id, injuryInMinnesota);
    const again = await submit(teams.owner.as, teams.firmA.id, {
      ...injuryInMinnesota,
      practiceArea: "personal injury",
      state: "MN",
      periodMonths: "24",
    });
    expect(again.status).toBe(409);
    expect(again.body.result.error).toEqual({ practiceArea: ["limitations.errors.duplicate"] });
    expect(again.body.result.initialValue).toMatchObject({ periodMonths: "24", citation: "Minn. Stat. § 541.05" });

    await submit(teams.owner.as, teams.firmA.id, { ...injuryInMinnesota, state: "WI" });
    const wisconsin = (await view(teams.owner.as, teams.firmA.id)).body.periods.find(
      (period: { state: string }) => period.state === "WI",
    );
    const clash = await submit(teams.owner.as, teams.firmA.id, {
      ...injuryInMinnesota,
      intent: "update",
      periodId: wisconsin.id,
    });
    expect(clash.status).toBe(409);
    expect((await rowsOf(teams.firmA.id)).map((row) => row.state).sort()).toEqual(["MN", "WI"]);
  });
});

describe("who may edit the table", () => {
  it("attorneys and paralegals get Access Denied (403) and change nothing", async () => {
    await submit(teams.owner.as, teams.firmA.id, injuryInMinnesota);
    const id = (await view(teams.owner.as, teams.firmA.id)).body.periods[0].id as string;
    for (const member of [teams.attorney, teams.paralegal]) {
      expect((await view(member.as, teams.firmA.id)).status).toBe(403);
      expect((await submit(member.as, teams.firmA.id, { ...injuryInMinnesota, state: "WI" })).status).toBe(403);
      expect(
        (
          await submit(member.as, teams.firmA.id, {
            ...injuryInMinnesota,
            intent: "update",
            periodId: id,
            periodMonths: "1",
          })
        ).status,
      ).toBe(403);
      expect((await submit(member.as, teams.firmA.id, { intent: "delete", periodId: id })).status).toBe(403);
    }
    expect(await rowsOf(teams.firmA.id)).toEqual([
      { practice_area: "Personal Injury", state: "MN", period_months: 72, citation: "Minn. Stat. § 541.05" },
    ]);
  });

  it("another firm neither sees nor changes a firm's rows", async () => {
    await submit(teams.owner.as, teams.firmA.id, injuryInMinnesota);
    const id = (await view(teams.owner.as, teams.firmA.id)).body.periods[0].id as string;
    expect((await view(teams.ownerB.as, teams.firmA.id)).status).toBe(404);
    expect((await submit(teams.ownerB.as, teams.firmA.id, { intent: "delete", periodId: id })).status).toBe(404);
    // Its own page lists only its own rows, and its ids do not reach the other firm's row.
    const own = await view(teams.ownerB.as, teams.firmB.id);
    expect(own.status).toBe(200);
    expect(own.body.periods).toEqual([]);
    expect((await view(teams.ownerB.as, teams.firmB.id, `&edit=${id}`)).status).toBe(404);
    expect(
      (
        await submit(teams.ownerB.as, teams.firmB.id, {
          ...injuryInMinnesota,
          intent: "update",
          periodId: id,
          periodMonths: "1",
        })
      ).status,
    ).toBe(404);
    expect((await submit(teams.ownerB.as, teams.firmB.id, { intent: "delete", periodId: id })).status).toBe(404);
    // The same area and state is free in another firm.
    expect((await submit(teams.ownerB.as, teams.firmB.id, injuryInMinnesota)).status).toBe(303);
    expect(await rowsOf(teams.firmA.id)).toEqual([
      { practice_area: "Personal Injury", state: "MN", period_months: 72, citation: "Minn. Stat. § 541.05" },
    ]);
  });
});

describe("the notice on the matter page", () => {
  const matterView = (organizationId: string, matterId: string) =>
    callAny(matterPage, `/org/${organizationId}/matters/${matterId}`, {
      as: teams.attorney.as,
      params: { organizationId, matterId },
    });

  async function injuryMatterInMinnesota(practiceArea: string | null = null) {
    const { matterId } = await createTestMatter(teams.firmA, {
      service: "Personal Injury",
      summary: "A car crash in St. Paul.",
    });
    await db
      .updateTable("matters")
      .set({
        jurisdiction: JSON.stringify({ city: "St. Paul", state: "MN", country: "US" }),
        practice_area: practiceArea,
        key_dates: JSON.stringify([
          { iso: "2025-05-14", kind: "incident", phrase: "may 14", sentence: "The crash was on May 14.", place: null },
        ]),
      } as never)
      .where("id", "=", matterId)
      .execute();
    return matterId;
  }

  it("appears once the firm added a row for the matter's service and state", async () => {
    const matterId = await injuryMatterInMinnesota();
    expect((await matterView(teams.firmA.id, matterId)).body.triage.limitation).toBeNull();
    await submit(teams.owner.as, teams.firmA.id, injuryInMinnesota);
    expect((await matterView(teams.firmA.id, matterId)).body.triage.limitation).toEqual({
      date: "2031-05-14",
      citation: "Minn. Stat. § 541.05",
      periodMonths: 72,
    });
  });

  it("a row for the matter's sub-area beats the row for its service", async () => {
    const matterId = await injuryMatterInMinnesota("personal-injury");
    await submit(teams.owner.as, teams.firmA.id, injuryInMinnesota);
    await submit(teams.owner.as, teams.firmA.id, {
      ...injuryInMinnesota,
      practiceArea: "personal-injury",
      periodMonths: "24",
      citation: "Sub-area row",
    });
    expect((await matterView(teams.firmA.id, matterId)).body.triage.limitation).toEqual({
      date: "2027-05-14",
      citation: "Sub-area row",
      periodMonths: 24,
    });
  });
});
