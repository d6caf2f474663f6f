import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { loadIntakeOrganization } from "../../app/features/organizations/load-intake-organization.server.ts";
import { getIntakeOrganizationForTurn } from "../../app/features/organizations/get-intake-organization.server.ts";
import * as organizationRoute from "../../app/routes/api/organizations/$id.ts";
import { callRoute, createTeams } from "../support/organization-client.ts";

describe("the intake page's organization, kept between renders (ADR 0070)", () => {
  it("serves the next render without reading the row again, and shows an edit made in settings at once", async () => {
    const teams = await createTeams();
    const firm = teams.firmA;
    expect((await loadIntakeOrganization(firm.slug))?.name).toBe(firm.name);

    // A change behind the application's back (a manual SQL edit) is not seen by the next render: it is served from memory.
    await db.updateTable("organizations").set({ description: "Edited by hand" }).where("id", "=", firm.id).execute();
    expect((await loadIntakeOrganization(firm.slug))?.description).not.toBe("Edited by hand");

    // An edit through the application forgets the copy: the intake page shows it on the next render.
    const updated = await callRoute(organizationRoute, `/api/organizations/${firm.id}`, {
      as: teams.owner.as,
      method: "PUT",
      json: { name: "Abbott & Partners", introMessage: "Welcome to Abbott & Partners" },
      params: { id: firm.id },
    });
    expect(updated.status).toBe(200);
    const after = await loadIntakeOrganization(firm.slug);
    expect(after).toMatchObject({
      name: "Abbott & Partners",
      introMessage: "Welcome to Abbott & Partners",
      description: "Edited by hand",
    });
  });

  it("does not keep an unknown organization: one created a moment later opens at once", async () => {
    const teams = await createTeams();
    const slug = `late-firm-${Date.now()}`;
    expect(await loadIntakeOrganization(slug)).toBeNull();
    await db.updateTable("organizations").set({ slug }).where("id", "=", teams.firmB.id).execute();
    expect((await loadIntakeOrganization(slug))?.id).toBe(teams.firmB.id);
  });

  it("keeps a chat turn's configuration too, and a chat turn after an edit in settings runs with the edit", async () => {
    const teams = await createTeams();
    const firm = teams.firmA;
    expect((await getIntakeOrganizationForTurn(firm.slug))?.name).toBe(firm.name);

    await db.updateTable("organizations").set({ name: "Renamed by hand" }).where("id", "=", firm.id).execute();
    expect((await getIntakeOrganizationForTurn(firm.slug))?.name).toBe(firm.name);

    const updated = await callRoute(organizationRoute, `/api/organizations/${firm.id}`, {
      as: teams.owner.as,
      method: "PUT",
      json: { name: "Abbott & Turns" },
      params: { id: firm.id },
    });
    expect(updated.status).toBe(200);
    expect((await getIntakeOrganizationForTurn(firm.slug))?.name).toBe("Abbott & Turns");
    expect((await getIntakeOrganizationForTurn(firm.id))?.name).toBe("Abbott & Turns");
  });
});
