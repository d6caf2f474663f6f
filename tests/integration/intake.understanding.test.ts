import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { answerUntilContactForm, Visitor } from "../support/intake-client.ts";

/**
 * Issue 13: a long, messy first message (lower case, a helper, a company behind a first name, a
 * suburb, a date in words) ends in a matter whose other side, place, key date and urgency are right.
 */
const NARRATIVE =
  "hi, today is march 22 2026. so my landlord kyle from Whitfield Properties LLC gave me court papers last week, its an eviction and the hearing is set for april 1st at 9am at the Halden County Court. " +
  "my neighbour Bev who is helping me write this says i should get a lawyer asap. i live in brooklyn park and i paid rent every month, i want to stay in my apartment";

describe("the built-in agent understands a long first message", () => {
  it("files the other side, the place, the hearing and its urgency, and asks for none of them", async () => {
    const organization = await createTestOrganization();
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const said: string[] = [];
    const turn = async (text: string) => {
      const { response, events } = await visitor.stream(text);
      expect(response.status).toBe(200);
      for (const event of events) if (event.type === "final") said.push(event.content);
      return events;
    };

    const contactForm = await answerUntilContactForm(turn, [NARRATIVE, "Dana Reyes"]);
    expect(contactForm).toMatchObject({
      block: { data: { initialValues: { opposingParty: "Whitfield Properties LLC" } } },
    });
    expect(said.join("\n")).not.toMatch(
      /landlord's (full )?name|which state|has a lawsuit been filed|what happened\?/i,
    );

    const submitted = await visitor.submit({
      intent: "contact",
      name: "Dana Reyes",
      email: "dana@example.com",
      phone: "(612) 555-0134",
      opposingParty: "Whitfield Properties LLC",
    });
    expect(submitted.status).toBe(302);
    const matter = await db
      .selectFrom("matters")
      .selectAll()
      .where("organization_id", "=", organization.id)
      .executeTakeFirstOrThrow();
    expect(matter).toMatchObject({
      opposing_party: "Whitfield Properties LLC",
      urgency: "high",
      urgency_reason: "Hearing in 10 days: 2026-04-01, Halden County Court",
      practice_area: "eviction",
      outside_services: false,
    });
    expect(matter.jurisdiction).toMatchObject({ city: "Brooklyn Park", county: "Halden County", state: "MN" });
    expect(matter.key_dates).toContainEqual(
      expect.objectContaining({ iso: "2026-04-01T09:00", kind: "hearing", place: "Halden County Court" }),
    );
    expect(matter.parties).toContainEqual(
      expect.objectContaining({ name: "Whitfield Properties LLC", role: "opposing", aliases: ["Kyle"] }),
    );
    expect(matter.parties).toContainEqual(expect.objectContaining({ name: "Bev", role: "helper" }));
    // The summary is written for the firm, not quoted; the visitor's words stay in the transcript.
    expect(matter.summary).toMatch(
      /^Dana Reyes seeks help with a landlord-tenant \(eviction\) matter against Whitfield Properties LLC/,
    );
    expect(matter.summary.length).toBeLessThanOrEqual(1200);
    // A tenant's checklist: the lease and the rent receipts.
    const documents = (matter.checklist as { documents: { id: string }[] }).documents.map((d) => d.id);
    expect(documents).toEqual(expect.arrayContaining(["lease-agreement", "payment-receipts"]));
  });
});
