import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as conflictsPage from "../../app/routes/settings/organization/conflicts.tsx";
import { callAny } from "../support/firm-client.ts";
import { Visitor } from "../support/intake-client.ts";
import { createTeams } from "../support/organization-client.ts";

/**
 * The conflict check before the story, in the built-in agent's own turn (ADR 0040, 0041): when the
 * other side the visitor names closely matches one of the firm's clients, the same answer that
 * would have asked what happened says instead that the firm will be in touch, and asks for contact
 * details only; who matched is never said.
 */
describe("the built-in agent and the firm's party list", () => {
  it("a visitor whose other side is the firm's client is held before telling the story", async () => {
    const teams = await createTeams();
    const list = [
      "name,aliases,role,reference",
      '"Whitfield Properties, LLC","Kyle Whitfield",client,M-2019-0042',
    ].join("\n");
    const form = new FormData();
    form.set("file", new Blob([list], { type: "text/csv" }), "parties.csv");
    expect(
      (
        await callAny(conflictsPage, `/settings/organization/conflicts?organizationId=${teams.firmA.id}`, {
          as: teams.owner.as,
          multipart: form,
        })
      ).status,
    ).toBe(303);

    const { slug } = await db
      .selectFrom("organizations")
      .select("slug")
      .where("id", "=", teams.firmA.id)
      .executeTakeFirstOrThrow();
    const visitor = new Visitor(teams.firmA.id, slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const said: string[] = [];
    const turn = async (text: string) => {
      const { response, events } = await visitor.stream(text);
      expect(response.status).toBe(200);
      for (const event of events) if (event.type === "final") said.push(event.content);
    };
    await turn("i need help with an eviction");
    await turn("my landlord, Whitfield Properties LLC");

    const answer = said.at(-1)!;
    expect(answer).toMatch(/firm needs to check something on its side/i);
    expect(answer).not.toMatch(/what happened/i);
    // The notice thanks the visitor itself, once, first.
    expect(answer).toMatch(/^Thank you\. Before going further/);
    expect(answer).not.toMatch(/Whitfield|conflict/i);
    const conversation = await db
      .selectFrom("conversations")
      .select(["conflict_hold"])
      .where("organization_id", "=", teams.firmA.id)
      .executeTakeFirstOrThrow();
    expect(conversation.conflict_hold).toBe(true);
  });

  it("a visitor whose other side the firm does not know goes on to tell the story", async () => {
    const teams = await createTeams();
    const { slug } = await db
      .selectFrom("organizations")
      .select("slug")
      .where("id", "=", teams.firmA.id)
      .executeTakeFirstOrThrow();
    const visitor = new Visitor(teams.firmA.id, slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const said: string[] = [];
    for (const text of ["i need help with an eviction", "my landlord, Whitfield Properties LLC"]) {
      const { events } = await visitor.stream(text);
      for (const event of events) if (event.type === "final") said.push(event.content);
    }
    expect(said.at(-1)).not.toMatch(/check something on its side/i);
    const conversation = await db
      .selectFrom("conversations")
      .select(["conflict_hold"])
      .where("organization_id", "=", teams.firmA.id)
      .executeTakeFirstOrThrow();
    expect(conversation.conflict_hold).toBe(false);
  });
});
