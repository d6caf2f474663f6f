import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { demoLawyers } from "../../app/features/lawyers/demo-lawyers.ts";
import { seedLawyers } from "../../app/features/lawyers/manage-lawyers.server.ts";
import type { LawyerInput } from "../../app/features/lawyers/schemas.ts";
import { searchLawyers } from "../../app/features/lawyers/search-lawyers.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";

const base: LawyerInput = {
  name: "Base Lawyer",
  practiceAreas: ["Family"],
  city: "Austin",
  state: "TX",
  country: "US",
  languages: ["English"],
  hourlyFee: 300,
  yearsExperience: 10,
  rating: 4,
  reviewCount: 10,
};

async function firmWith(lawyers: Partial<LawyerInput>[]) {
  const organization = await createTestOrganization();
  await seedLawyers(
    db,
    organization.id,
    lawyers.map((lawyer, index) => ({
      ...base,
      name: `Lawyer ${index}`,
      email: `lawyer${index}@firm.example`,
      ...lawyer,
    })),
  );
  return organization;
}

const names = (results: { lawyers: { name: string }[] }) => results.lawyers.map((lawyer) => lawyer.name);

describe("lawyer search: filters", () => {
  it("returns every field of the spec's lawyer, with the fee in dollars per hour", async () => {
    const firm = await createTestOrganization();
    await seedLawyers(db, firm.id, demoLawyers);
    const results = await searchLawyers(
      { organizationId: firm.id },
      { practiceArea: "Family", location: "Austin, TX" },
    );
    expect(results.matterType).toBe("Family");
    expect(results.lawyers[0]).toEqual({
      id: expect.any(String),
      name: "Maria Reyes",
      firm: "Reyes Family Law",
      rating: 4.9,
      reviewCount: 212,
      location: "Austin, TX, US",
      city: "Austin",
      state: "TX",
      country: "US",
      experience: 18,
      consultationFee: 275,
      languages: ["English", "Spanish"],
      practiceAreas: ["Family", "Divorce", "Child Custody", "Adoption"],
      bio: expect.stringContaining("family lawyer"),
      phone: "+1 (512) 555-0142",
      email: "maria.reyes@reyesfamilylaw.example",
      website: "reyesfamilylaw.example",
      photoUrl: null,
    });
  });

  it("filters by practice area, case-insensitively and by part of an area's name", async () => {
    const firm = await firmWith([
      { name: "Fiona Family", practiceAreas: ["Family Law", "Divorce"] },
      { name: "Ivan Injury", practiceAreas: ["Personal Injury"] },
      { name: "Carl Criminal", practiceAreas: ["Criminal"] },
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { practiceArea: "family" }))).toEqual([
      "Fiona Family",
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { practiceArea: "Injury" }))).toEqual([
      "Ivan Injury",
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { practiceArea: "Family Law" }))).toEqual([
      "Fiona Family",
    ]);
    expect((await searchLawyers({ organizationId: firm.id }, { practiceArea: "Maritime" })).total).toBe(0);
  });

  it("filters by location: a city, a state code or a state name", async () => {
    const firm = await firmWith([
      { name: "Austin One", city: "Austin", state: "TX" },
      { name: "Dallas One", city: "Dallas", state: "TX" },
      { name: "Miami One", city: "Miami", state: "FL" },
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { location: "Miami" }))).toEqual(["Miami One"]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { location: "Texas" })).sort()).toEqual([
      "Austin One",
      "Dallas One",
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { location: "tx" })).sort()).toEqual([
      "Austin One",
      "Dallas One",
    ]);
    // The city ranks first, and the rest of its state still counts.
    expect(names(await searchLawyers({ organizationId: firm.id }, { location: "Dallas, TX" }))).toEqual([
      "Dallas One",
      "Austin One",
    ]);
    expect((await searchLawyers({ organizationId: firm.id }, { location: "Portland, OR" })).total).toBe(0);
  });

  it("filters by language and by maximum fee; a lawyer without a published fee is left out of a fee search", async () => {
    const firm = await firmWith([
      { name: "Spanish Cheap", languages: ["Spanish", "English"], hourlyFee: 150 },
      { name: "Spanish Dear", languages: ["English", "Spanish"], hourlyFee: 500 },
      { name: "English Cheap", languages: ["English"], hourlyFee: 100 },
      { name: "Spanish Unpriced", languages: ["Spanish"], hourlyFee: undefined },
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { language: "spanish", maxFee: 200 }))).toEqual([
      "Spanish Cheap",
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { maxFee: 150 })).sort()).toEqual([
      "English Cheap",
      "Spanish Cheap",
    ]);
    expect((await searchLawyers({ organizationId: firm.id }, { language: "Klingon" })).total).toBe(0);
  });

  it("free text must find every word in the name, firm, bio, areas or place, and wildcards match themselves", async () => {
    const firm = await firmWith([
      { name: "Nora Patel", firm: "Patel Immigration", bio: "Visas and green cards." },
      { name: "Omar Haddad", firm: "Haddad Law", bio: "Green energy contracts." },
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { q: "green cards" }))).toEqual(["Nora Patel"]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { q: "haddad" }))).toEqual(["Omar Haddad"]);
    expect((await searchLawyers({ organizationId: firm.id }, { q: "%" })).total).toBe(2); // no meaningful words: no text filter
    expect((await searchLawyers({ organizationId: firm.id }, { q: "100%" })).total).toBe(0);
  });

  it("leaves out deactivated lawyers, and counts every match while returning at most ten", async () => {
    const firm = await firmWith(
      Array.from({ length: 13 }, (_, index) => ({ name: `Lawyer ${String(index).padStart(2, "0")}` })),
    );
    await db
      .updateTable("lawyers")
      .set({ active: false })
      .where("organization_id", "=", firm.id)
      .where("name", "=", "Lawyer 00")
      .execute();
    const results = await searchLawyers({ organizationId: firm.id }, {});
    expect(results.total).toBe(12);
    expect(results.lawyers).toHaveLength(10);
    expect(names(results)).not.toContain("Lawyer 00");
  });
});

describe("lawyer search: ranking", () => {
  it("an exact practice area outranks a partial one, whatever the rating", async () => {
    const firm = await firmWith([
      { name: "Partial Star", practiceAreas: ["Family Mediation"], rating: 5, reviewCount: 400 },
      { name: "Exact Average", practiceAreas: ["Tax", "Family"], rating: 3.5, reviewCount: 5 },
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { practiceArea: "Family" }))).toEqual([
      "Exact Average",
      "Partial Star",
    ]);
  });

  it("the visitor's city outranks the rest of the state", async () => {
    const firm = await firmWith([
      { name: "Houston Star", city: "Houston", state: "TX", rating: 5, reviewCount: 300 },
      { name: "Austin Local", city: "Austin", state: "TX", rating: 4, reviewCount: 20 },
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { location: "Austin, Texas" }))).toEqual([
      "Austin Local",
      "Houston Star",
    ]);
  });

  it("a lawyer whose first language is the asked one ranks above one who also speaks it", async () => {
    const firm = await firmWith([
      { name: "Also Spanish", languages: ["English", "Spanish"], rating: 4.5, reviewCount: 50 },
      { name: "First Spanish", languages: ["Spanish", "English"], rating: 4.5, reviewCount: 50 },
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { language: "Spanish" }))).toEqual([
      "First Spanish",
      "Also Spanish",
    ]);
  });

  it("the rating is weighted by its review count: 4.8 from 200 reviews beats 5.0 from 2", async () => {
    const firm = await firmWith([
      { name: "Two Reviews", rating: 5, reviewCount: 2 },
      { name: "Many Reviews", rating: 4.8, reviewCount: 200 },
      { name: "Poorly Rated", rating: 2.5, reviewCount: 300 },
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, {}))).toEqual([
      "Many Reviews",
      "Two Reviews",
      "Poorly Rated",
    ]);
  });

  it("a searched word in the name or firm outranks one only in the bio", async () => {
    const firm = await firmWith([
      { name: "Bio Mention", bio: "Works with Harper on appeals.", rating: 5, reviewCount: 300 },
      { name: "Jane Harper", rating: 3, reviewCount: 3 },
    ]);
    expect(names(await searchLawyers({ organizationId: firm.id }, { q: "harper" }))).toEqual([
      "Jane Harper",
      "Bio Mention",
    ]);
  });
});

describe("lawyer search: tenant isolation", () => {
  it("one organization never sees another's lawyers", async () => {
    const firmA = await firmWith([{ name: "Only In A" }]);
    const firmB = await firmWith([{ name: "Only In B" }]);
    expect(names(await searchLawyers({ organizationId: firmA.id }, {}))).toEqual(["Only In A"]);
    expect(names(await searchLawyers({ organizationId: firmB.id }, { q: "Only" }))).toEqual(["Only In B"]);
  });
});

describe("the demo seed", () => {
  it("gives the demo organization its lawyer directory once, however often it runs", async () => {
    const { demoOrganizationSlug, seedDemoOrganization } = await import("../../db/seed.ts");
    await seedDemoOrganization(db);
    await Promise.all([seedDemoOrganization(db), seedDemoOrganization(db)]);
    const organization = await db
      .selectFrom("organizations")
      .select("id")
      .where("slug", "=", demoOrganizationSlug)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom("lawyers")
      .select(["name", "active"])
      .where("organization_id", "=", organization.id)
      .execute();
    expect(rows).toHaveLength(demoLawyers.length);
    expect(rows.every((row) => row.active)).toBe(true);
    const family = await searchLawyers({ organizationId: organization.id }, { practiceArea: "Family" });
    expect(names(family)).toEqual(["Maria Reyes", "Linh Nguyen"]);
  });
});
