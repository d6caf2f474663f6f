import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import type { StreamEvent } from "../../app/features/intake/agent/events.ts";
import { demoLawyers } from "../../app/features/lawyers/demo-lawyers.ts";
import { seedLawyers } from "../../app/features/lawyers/manage-lawyers.server.ts";
import * as lawyersPage from "../../app/routes/lawyers/index.tsx";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "../support/intake-client.ts";
import { callPage } from "../support/page-client.ts";

let firmA: Awaited<ReturnType<typeof createTestOrganization>>;
let firmB: Awaited<ReturnType<typeof createTestOrganization>>;
let mariaId: string;
let otherFirmLawyerId: string;
beforeEach(async () => {
  firmA = await createTestOrganization({ name: "Abbott & Co" });
  firmB = await createTestOrganization({ name: "Birch LLP" });
  await seedLawyers(db, firmA.id, demoLawyers);
  await seedLawyers(db, firmB.id, [
    { name: "Bruno Birch", practiceAreas: ["Family"], city: "Austin", state: "TX", email: "bruno@birch.example" },
  ]);
  mariaId = (
    await db
      .selectFrom("lawyers")
      .select("id")
      .where("organization_id", "=", firmA.id)
      .where("name", "=", "Maria Reyes")
      .executeTakeFirstOrThrow()
  ).id;
  otherFirmLawyerId = (
    await db.selectFrom("lawyers").select("id").where("organization_id", "=", firmB.id).executeTakeFirstOrThrow()
  ).id;
});

const cookiesOf = (visitor: Visitor) => [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

describe("the /lawyers page", () => {
  it("searches the organization's own directory from the query string", async () => {
    const { status, body } = await callPage(
      lawyersPage,
      `/lawyers?organizationId=${firmA.slug}&practiceArea=Family&location=Austin`,
    );
    expect(status).toBe(200);
    expect(body.results.lawyers.map((lawyer: { name: string }) => lawyer.name)).toEqual(["Maria Reyes"]);
    expect(body.organization).toEqual({
      id: firmA.id,
      slug: firmA.slug,
      name: "Abbott & Co",
      services: expect.arrayContaining(["Family"]),
    });
  });

  it("an unknown organization is 404, and a bad fee is reported and ignored (400)", async () => {
    expect((await callPage(lawyersPage, "/lawyers?organizationId=no-such-firm")).status).toBe(404);
    const bad = await callPage(lawyersPage, `/lawyers?organizationId=${firmA.slug}&maxFee=cheap`);
    expect(bad.status).toBe(400);
    expect(bad.body.invalid).toEqual(["maxFee"]);
    expect(bad.body.results.total).toBe(demoLawyers.length);
  });

  it("the contact view shows the firm's lawyer; another organization's lawyer id is 404", async () => {
    const own = await callPage(lawyersPage, `/lawyers?organizationId=${firmA.slug}&contact=${mariaId}`);
    expect(own.status).toBe(200);
    expect(own.body.contact).toMatchObject({
      name: "Maria Reyes",
      phone: "+1 (512) 555-0142",
      email: "maria.reyes@reyesfamilylaw.example",
      website: "reyesfamilylaw.example",
    });
    const foreign = await callPage(lawyersPage, `/lawyers?organizationId=${firmA.slug}&contact=${otherFirmLawyerId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.contact).toBeNull();
    expect(JSON.stringify(foreign.body)).not.toContain("Bruno Birch");
  });
});

describe("Contact Through App", () => {
  it("without a chat session, the visitor is asked to start the chat first (409) and nothing is recorded", async () => {
    const { status, body } = await callPage(lawyersPage, `/lawyers?organizationId=${firmA.slug}&contact=${mariaId}`, {
      form: { intent: "contact-through-app", lawyerId: mariaId },
    });
    expect(status).toBe(409);
    expect(body.contactError).toBe("needsChat");
    expect(
      await db
        .selectFrom("activity_events")
        .select("id")
        .where("organization_id", "=", firmA.id)
        .where("event_type", "=", "lawyer_assigned")
        .execute(),
    ).toEqual([]);
  });

  it("names the lawyer on the visitor's matter, records lawyer_assigned and returns to the chat with a message naming them", async () => {
    const visitor = new Visitor(firmA.id, firmA.slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const { status, location } = await callPage(
      lawyersPage,
      `/lawyers?organizationId=${firmA.slug}&contact=${mariaId}`,
      {
        form: { intent: "contact-through-app", lawyerId: mariaId },
        cookies: cookiesOf(visitor),
      },
    );
    expect(status).toBe(303);
    expect(location).toBe(`/?organizationId=${firmA.slug}#latest`);
    const conversation = await db
      .selectFrom("conversations")
      .select(["id", "lawyer_id", "lawyer_chosen_at"])
      .where("organization_id", "=", firmA.id)
      .executeTakeFirstOrThrow();
    expect(conversation.lawyer_id).toBe(mariaId);
    expect(conversation.lawyer_chosen_at).not.toBeNull();
    const events = await db
      .selectFrom("activity_events")
      .select(["event_type", "actor_type", "metadata", "title_key"])
      .where("conversation_id", "=", conversation.id)
      .where("event_type", "=", "lawyer_assigned")
      .execute();
    expect(events).toEqual([
      {
        event_type: "lawyer_assigned",
        actor_type: "visitor",
        metadata: { lawyerId: mariaId },
        title_key: "lawyerChosen",
      },
    ]);
    const page = (await visitor.page()) as { chat: { messages: { role: string; content: string }[] } };
    expect(page.chat.messages.at(-1)).toMatchObject({
      role: "assistant",
      content: expect.stringContaining("**Maria Reyes** of Reyes Family Law"),
    });

    // Choosing the same lawyer again records nothing new.
    await callPage(lawyersPage, `/lawyers?organizationId=${firmA.slug}`, {
      form: { intent: "contact-through-app", lawyerId: mariaId },
      cookies: cookiesOf(visitor),
    });
    expect(
      await db
        .selectFrom("activity_events")
        .select("id")
        .where("conversation_id", "=", conversation.id)
        .where("event_type", "=", "lawyer_assigned")
        .execute(),
    ).toHaveLength(1);
  });

  it("another organization's lawyer cannot be chosen: 404 and nothing changes", async () => {
    const visitor = new Visitor(firmA.id, firmA.slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const { status, body } = await callPage(lawyersPage, `/lawyers?organizationId=${firmA.slug}`, {
      form: { intent: "contact-through-app", lawyerId: otherFirmLawyerId },
      cookies: cookiesOf(visitor),
    });
    expect(status).toBe(404);
    expect(body.contactError).toBe("notFound");
    const conversation = await db
      .selectFrom("conversations")
      .select(["lawyer_id"])
      .where("organization_id", "=", firmA.id)
      .executeTakeFirstOrThrow();
    expect(conversation.lawyer_id).toBeNull();
  });

  it("a cross-site post is refused", async () => {
    const visitor = new Visitor(firmA.id, firmA.slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const { status } = await callPage(lawyersPage, `/lawyers?organizationId=${firmA.slug}`, {
      form: { intent: "contact-through-app", lawyerId: mariaId },
      cookies: cookiesOf(visitor),
      origin: "https://evil.example",
    });
    expect(status).toBe(403);
  });
});

describe("search_lawyers in the chat (built-in agent)", () => {
  it("a visitor asking to find a lawyer gets the firm's own lawyers as a results block, and the intake goes on", async () => {
    const visitor = new Visitor(firmA.id, firmA.slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const { events } = await visitor.stream("Can you find me a family lawyer in Austin, Texas?");
    const call = events.find(
      (event): event is Extract<StreamEvent, { type: "tool_call" }> =>
        event.type === "tool_call" && event.name === "search_lawyers",
    );
    expect(call?.label).toBe("Searching for lawyers...");
    const result = events.find(
      (event): event is Extract<StreamEvent, { type: "tool_result" }> =>
        event.type === "tool_result" && event.name === "search_lawyers",
    );
    expect(result?.ok).toBe(true);
    expect(result?.block?.type).toBe("lawyerSearchResults");
    const data = result?.block?.type === "lawyerSearchResults" ? result.block.data : null;
    expect(data?.matterType).toBe("Family");
    // Austin first, then the rest of Texas; never another organization's lawyer.
    expect(data?.total).toBe(2);
    expect(data?.lawyers.map((lawyer) => lawyer.name)).toEqual(["Maria Reyes", "Linh Nguyen"]);
    expect(data?.organizationSlug).toBe(firmA.slug);
    const final = events.find((event): event is Extract<StreamEvent, { type: "final" }> => event.type === "final");
    expect(final?.content).toContain(
      "Here are lawyers from Abbott & Co's directory for family matters near Austin, TX.",
    );
    expect(final?.blocks.map((block) => block.type)).toEqual(["lawyerSearchResults"]);

    // A search with nothing to find still answers, with an empty list.
    const none = await visitor.stream("Please search for a Greek-speaking attorney.");
    const empty = none.events.find(
      (event): event is Extract<StreamEvent, { type: "tool_result" }> =>
        event.type === "tool_result" && event.name === "search_lawyers",
    );
    expect(empty?.block?.type === "lawyerSearchResults" ? empty.block.data.total : -1).toBe(0);
  });
});
