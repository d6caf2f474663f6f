import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as listPage from "../../app/routes/org/$organizationId/matters/index.tsx";
import * as chooserPage from "../../app/routes/matters/index.tsx";
import { createTestMatter } from "../factories/matters.ts";
import { callAny } from "../support/firm-client.ts";
import { createTeams } from "../support/organization-client.ts";

/** The firm's matter list: filters, search, the review queue and paging, for members only. */
let teams: Awaited<ReturnType<typeof createTeams>>;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  teams = await createTeams();
  const made = {
    family: await createTestMatter(teams.firmA, {
      service: "Family",
      clientName: "Dana Reyes",
      urgency: "high",
      reviewRequested: true,
      summary: "Custody of two children after a separation in Charlotte, with school schedules at stake.",
    }),
    employment: await createTestMatter(teams.firmA, {
      service: "Employment",
      clientName: "Sam O'Neil",
      urgency: "low",
      payment: "paid",
      summary: "Fired two days after reporting 100% unpaid overtime to HR.",
    }),
    injury: await createTestMatter(teams.firmA, {
      service: "Personal Injury",
      clientName: "Lee Park",
      urgency: "emergency",
      payment: "pending",
      reviewRequested: true,
      summary: "Rear-ended at a red light; neck pain and a totaled car.",
    }),
    other: await createTestMatter(teams.firmB, {
      service: "Family",
      clientName: "Dana Reyes",
      reviewRequested: true,
      summary: "Another firm's custody matter with a similar story.",
    }),
  };
  for (const [name, matter] of Object.entries(made)) numbers[name] = matter.matterNumber;
  await db.updateTable("matters").set({ status: "closed" }).where("id", "=", made.employment.matterId).execute();
  await db
    .updateTable("matters")
    .set({ reviewed_at: new Date(), reviewed_by: teams.attorney.userId })
    .where("id", "=", made.family.matterId)
    .execute();
});

async function list(query = "", as = teams.paralegal.as) {
  const answer = await callAny(listPage, `/org/${teams.firmA.id}/matters${query}`, {
    as,
    params: { organizationId: teams.firmA.id },
  });
  expect(answer.status).toBe(200);
  return answer.body as {
    query: Record<string, unknown>;
    list: {
      items: { matterNumber: string; paymentState: string }[];
      total: number;
      reviewQueueCount: number;
      pageCount: number;
    };
  };
}
const listed = async (query: string) => (await list(query)).list.items.map((item) => item.matterNumber).sort();

describe("the matter list", () => {
  it("shows the organization's matters newest first, never another firm's, with the review queue count", async () => {
    const page = await list();
    expect(page.list.items.map((item) => item.matterNumber)).toEqual([
      numbers.injury,
      numbers.employment,
      numbers.family,
    ]);
    expect(page.list.total).toBe(3);
    // The family matter was reviewed, so only the injury matter waits for review.
    expect(page.list.reviewQueueCount).toBe(1);
  });

  it("filters by status, service, urgency, review and payment state", async () => {
    expect(await listed("?status=closed")).toEqual([numbers.employment]);
    expect(await listed("?status=active")).toEqual([numbers.family, numbers.injury].sort());
    expect(await listed("?status=draft")).toEqual([]);
    expect(await listed("?service=Family")).toEqual([numbers.family]);
    expect(await listed("?urgency=emergency")).toEqual([numbers.injury]);
    expect(await listed("?review=requested")).toEqual([numbers.injury]);
    expect(await listed("?review=reviewed")).toEqual([numbers.family]);
    expect(await listed("?payment=paid")).toEqual([numbers.employment]);
    expect(await listed("?payment=pending")).toEqual([numbers.injury]);
    expect(await listed("?payment=not-required")).toEqual([numbers.family]);
    expect(await listed("?service=Family&urgency=low")).toEqual([]);
  });

  it("searches the matter number, the contact's name and the summary text (wildcards taken literally)", async () => {
    expect(await listed(`?q=${numbers.injury}`)).toEqual([numbers.injury]);
    expect(await listed("?q=reyes")).toEqual([numbers.family]);
    expect(await listed("?q=O'Neil")).toEqual([numbers.employment]);
    expect(await listed("?q=totaled")).toEqual([numbers.injury]);
    expect(await listed("?q=100%25")).toEqual([numbers.employment]);
    expect(await listed("?q=%25")).toEqual([numbers.employment]);
    expect(await listed("?q=_")).toEqual([]);
  });

  it("unknown filter values are ignored rather than failing the page", async () => {
    const page = await list("?status=archived&urgency=whenever&payment=maybe&page=-3");
    expect(page.list.total).toBe(3);
    expect(page.query).toMatchObject({ page: 1 });
  });

  it("pages by 20", async () => {
    const firm = teams.firmB;
    for (let index = 0; index < 21; index++) await createTestMatter(firm, { service: "Civil" });
    const read = (query: string) =>
      callAny(listPage, `/org/${firm.id}/matters${query}`, {
        as: teams.ownerB.as,
        params: { organizationId: firm.id },
      });
    const first = await read("?service=Civil");
    expect(first.body.list).toMatchObject({ total: 21, pageCount: 2, page: 1 });
    expect(first.body.list.items).toHaveLength(20);
    const second = await read("?service=Civil&page=2");
    expect(second.body.list.items).toHaveLength(1);
    expect(first.body.list.items.map((item: { id: string }) => item.id)).not.toContain(second.body.list.items[0].id);
  });

  it("another firm's member, an outsider and a stranger's URL get 404; signed out goes to sign-in", async () => {
    for (const person of [teams.ownerB, teams.outsider]) {
      const answer = await callAny(listPage, `/org/${teams.firmA.id}/matters`, {
        as: person.as,
        params: { organizationId: teams.firmA.id },
      });
      expect(answer.status).toBe(404);
    }
    expect(
      (await callAny(listPage, "/org/nope/matters", { as: teams.owner.as, params: { organizationId: "nope" } })).status,
    ).toBe(404);
    expect(
      (
        await callAny(listPage, `/org/${teams.firmA.id}/matters`, {
          as: null,
          params: { organizationId: teams.firmA.id },
        })
      ).status,
    ).toBe(302);
  });

  it("/matters goes straight to the member's firm", async () => {
    const answer = await callAny(chooserPage, "/matters", { as: teams.attorney.as });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/org/${teams.firmA.id}/matters`);
  });
});
