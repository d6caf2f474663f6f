import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { demoOrganizationSlug, seedDemoOrganization } from "../../db/seed.ts";
import { getPublicOrganization } from "../../app/features/organizations/get-public-organization.server.ts";

describe("demo seed", () => {
  it("creates the demo organization once, however often it runs", async () => {
    await seedDemoOrganization(db);
    await Promise.all([seedDemoOrganization(db), seedDemoOrganization(db)]);
    const rows = await db.selectFrom("organizations").select("id").where("slug", "=", demoOrganizationSlug).execute();
    expect(rows).toHaveLength(1);
  });

  it("gives the demo organization the spec's default configuration", async () => {
    await seedDemoOrganization(db);
    const organization = await getPublicOrganization(db, demoOrganizationSlug);
    expect(organization?.name).toBe("Your Firm");
    expect(organization?.config.availableServices).toEqual([
      "Family",
      "Business",
      "Contract Review",
      "Intellectual Property",
      "Employment",
      "Personal Injury",
      "Criminal",
      "Civil",
      "General Consultation",
    ]);
    expect(organization?.config.jurisdiction.type).toBe("national");
    expect(organization?.config.jurisdiction.supportedCountries).toEqual(["US"]);
    const row = await db
      .selectFrom("organizations")
      .select("config")
      .where("slug", "=", demoOrganizationSlug)
      .executeTakeFirstOrThrow();
    const config = row.config as {
      serviceQuestions: Record<string, string[]>;
      voice: { enabled: boolean; provider: string };
    };
    for (const service of organization!.config.availableServices)
      expect(config.serviceQuestions[service]).toHaveLength(4);
    expect(config.voice).toMatchObject({ enabled: false, provider: "cloudflare" });
  });

  it("an organization is found by its id as well as its slug, and unknown keys find nothing", async () => {
    await seedDemoOrganization(db);
    const bySlug = await getPublicOrganization(db, demoOrganizationSlug);
    expect(await getPublicOrganization(db, bySlug!.id)).toEqual(bySlug);
    expect(await getPublicOrganization(db, "no-such-firm")).toBeNull();
    expect(await getPublicOrganization(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
