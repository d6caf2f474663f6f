import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { seedLawyers } from "../../app/features/lawyers/manage-lawyers.server.ts";
import { searchLawyers } from "../../app/features/lawyers/search-lawyers.server.ts";
import * as page from "../../app/routes/settings/organization/lawyers.tsx";
import { createTeams } from "../support/organization-client.ts";
import { callPage } from "../support/page-client.ts";

let teams: Awaited<ReturnType<typeof createTeams>>;
let lawyerA: string;
let lawyerB: string;
beforeEach(async () => {
  teams = await createTeams();
  await seedLawyers(db, teams.firmA.id, [
    { name: "Alma Abbott", practiceAreas: ["Family"], email: "alma@abbott.example" },
  ]);
  await seedLawyers(db, teams.firmB.id, [
    { name: "Bruno Birch", practiceAreas: ["Criminal"], email: "bruno@birch.example" },
  ]);
  lawyerA = (
    await db.selectFrom("lawyers").select("id").where("organization_id", "=", teams.firmA.id).executeTakeFirstOrThrow()
  ).id;
  lawyerB = (
    await db.selectFrom("lawyers").select("id").where("organization_id", "=", teams.firmB.id).executeTakeFirstOrThrow()
  ).id;
});

const path = (extra = "") => `/settings/organization/lawyers?organizationId=${teams.firmA.id}${extra}`;
const newLawyer = {
  intent: "create",
  name: "Nina Novak",
  firm: "Novak Law",
  practiceAreas: "Employment, Wage and Hour",
  city: "Denver",
  state: "CO",
  country: "US",
  languages: "English, Polish",
  hourlyFee: "310",
  yearsExperience: "8",
  rating: "4.6",
  reviewCount: "41",
  phone: "+1 (303) 555-0100",
  email: "nina@novak.example",
  website: "novak.example",
  bio: "Employment lawyer.",
};

describe("managing the lawyer directory: who may", () => {
  it("owners and admins see the directory; nobody signed in is sent to sign-in", async () => {
    for (const person of [teams.owner, teams.admin]) {
      const { status, body } = await callPage(page, path(), { sessionToken: person.token });
      expect(status).toBe(200);
      expect(body.lawyers.map((lawyer: { name: string }) => lawyer.name)).toEqual(["Alma Abbott"]);
    }
    const anonymous = await callPage(page, path());
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth\?mode=signin&redirectTo=/);
    const anonymousPost = await callPage(page, path(), { form: newLawyer });
    expect(anonymousPost.status).toBe(302);
    expect(
      await db
        .selectFrom("lawyers")
        .select("id")
        .where("organization_id", "=", teams.firmA.id)
        .where("name", "=", "Nina Novak")
        .execute(),
    ).toEqual([]);
  });

  it("attorneys and paralegals get Access Denied (403) and change nothing", async () => {
    for (const person of [teams.attorney, teams.paralegal]) {
      expect((await callPage(page, path(), { sessionToken: person.token })).status).toBe(403);
      expect((await callPage(page, path(), { sessionToken: person.token, form: newLawyer })).status).toBe(403);
      expect(
        (
          await callPage(page, path(), {
            sessionToken: person.token,
            form: { intent: "deactivate", lawyerId: lawyerA },
          })
        ).status,
      ).toBe(403);
    }
    expect(
      await db
        .selectFrom("lawyers")
        .select("id")
        .where("organization_id", "=", teams.firmA.id)
        .where("name", "=", "Nina Novak")
        .execute(),
    ).toEqual([]);
    expect(
      (await db.selectFrom("lawyers").select("active").where("id", "=", lawyerA).executeTakeFirstOrThrow()).active,
    ).toBe(true);
  });

  it("another organization's owner and an outsider get 404 for the organization", async () => {
    for (const person of [teams.ownerB, teams.outsider]) {
      expect((await callPage(page, path(), { sessionToken: person.token })).status).toBe(404);
      expect((await callPage(page, path(), { sessionToken: person.token, form: newLawyer })).status).toBe(404);
    }
  });
});

describe("managing the lawyer directory: what it does", () => {
  it("an owner adds a lawyer who can then be found by visitors, with every field stored", async () => {
    const { status, location } = await callPage(page, path(), { sessionToken: teams.owner.token, form: newLawyer });
    expect(status).toBe(303);
    expect(location).toBe(path("&notice=created"));
    const results = await searchLawyers(
      { organizationId: teams.firmA.id },
      { practiceArea: "Employment", language: "Polish" },
    );
    expect(results.lawyers).toEqual([
      expect.objectContaining({
        name: "Nina Novak",
        firm: "Novak Law",
        practiceAreas: ["Employment", "Wage and Hour"],
        location: "Denver, CO, US",
        languages: ["English", "Polish"],
        consultationFee: 310,
        experience: 8,
        rating: 4.6,
        reviewCount: 41,
        phone: "+1 (303) 555-0100",
        email: "nina@novak.example",
        website: "novak.example",
      }),
    ]);
  });

  it("invalid input answers 400 with the field errors and keeps what was typed", async () => {
    const { status, body } = await callPage(page, path(), {
      sessionToken: teams.admin.token,
      form: {
        ...newLawyer,
        name: "",
        practiceAreas: " , ",
        rating: "7",
        email: "not-an-email",
        website: "javascript:alert(1)",
        phone: "12",
      },
    });
    expect(status).toBe(400);
    expect(body.result.error).toMatchObject({
      name: ["lawyers:form.errors.required"],
      practiceAreas: ["lawyers:form.errors.practiceAreasRequired"],
      rating: ["lawyers:form.errors.ratingRange"],
      email: ["lawyers:form.errors.email"],
      website: ["lawyers:form.errors.website"],
      phone: ["lawyers:form.errors.phoneDigits"],
    });
    expect(body.result.initialValue).toMatchObject({ firm: "Novak Law", city: "Denver" });
  });

  it("the same name and e-mail twice is a 409 with a message", async () => {
    await callPage(page, path(), { sessionToken: teams.owner.token, form: newLawyer });
    const again = await callPage(page, path(), { sessionToken: teams.owner.token, form: newLawyer });
    expect(again.status).toBe(409);
    expect(again.body.result.error[""]).toEqual(["lawyers:form.errors.duplicate"]);
  });

  it("an admin edits a lawyer, and deactivating hides them from searches until reactivated", async () => {
    const edit = await callPage(page, path(), {
      sessionToken: teams.admin.token,
      form: {
        ...newLawyer,
        intent: "update",
        lawyerId: lawyerA,
        name: "Alma Abbott-Reed",
        email: "alma@abbott.example",
      },
    });
    expect(edit.status).toBe(303);
    const form = await callPage(page, path(`&edit=${lawyerA}`), { sessionToken: teams.admin.token });
    expect(form.body.editing.values).toMatchObject({
      name: "Alma Abbott-Reed",
      practiceAreas: "Employment, Wage and Hour",
      hourlyFee: "310",
    });

    expect(
      (
        await callPage(page, path(), {
          sessionToken: teams.admin.token,
          form: { intent: "deactivate", lawyerId: lawyerA },
        })
      ).location,
    ).toBe(path("&notice=deactivated"));
    expect((await searchLawyers({ organizationId: teams.firmA.id }, {})).total).toBe(0);
    const listed = await callPage(page, path(), { sessionToken: teams.admin.token });
    expect(listed.body.lawyers).toEqual([expect.objectContaining({ name: "Alma Abbott-Reed", active: false })]);
    await callPage(page, path(), { sessionToken: teams.admin.token, form: { intent: "activate", lawyerId: lawyerA } });
    expect((await searchLawyers({ organizationId: teams.firmA.id }, {})).total).toBe(1);
  });

  it("another organization's lawyer id is 404 for edit, update and deactivate, and stays unchanged", async () => {
    expect((await callPage(page, path(`&edit=${lawyerB}`), { sessionToken: teams.owner.token })).status).toBe(404);
    expect((await callPage(page, path(`&edit=not-a-uuid`), { sessionToken: teams.owner.token })).status).toBe(404);
    expect(
      (
        await callPage(page, path(), {
          sessionToken: teams.owner.token,
          form: { ...newLawyer, intent: "update", lawyerId: lawyerB },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callPage(page, path(), {
          sessionToken: teams.owner.token,
          form: { intent: "deactivate", lawyerId: lawyerB },
        })
      ).status,
    ).toBe(404);
    const untouched = await db
      .selectFrom("lawyers")
      .select(["name", "active"])
      .where("id", "=", lawyerB)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ name: "Bruno Birch", active: true });
  });

  it("a cross-site form post is refused", async () => {
    const refused = await callPage(page, path(), {
      sessionToken: teams.owner.token,
      form: newLawyer,
      origin: "https://evil.example",
    });
    expect(refused.status).toBe(403);
    expect(
      await db
        .selectFrom("lawyers")
        .select("id")
        .where("organization_id", "=", teams.firmA.id)
        .where("name", "=", "Nina Novak")
        .execute(),
    ).toEqual([]);
  });
});
