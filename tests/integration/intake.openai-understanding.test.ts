import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import type { Visitor } from "../support/intake-client.ts";
import { withFakeOpenAI } from "../support/openai-visitor.ts";

/**
 * Issue 13 through the openai provider: the visitor's language reaches the model's instructions,
 * and the model's structured tool arguments (parties with roles, key dates, jurisdiction, urgency)
 * reach the matter after the checks. The real SDK talks to the local fake (tests/fakes/openai.ts).
 */
const chat = withFakeOpenAI();

function conversationQuery() {
  return db.selectFrom("conversations").where("intake_session_id", "=", chat.visitor.sessionId!);
}

async function storedMatter() {
  return db
    .selectFrom("matters")
    .select(["opposing_party", "jurisdiction", "urgency", "parties", "key_dates", "summary"])
    .where("conversation_id", "in", conversationQuery().select("id"))
    .executeTakeFirstOrThrow();
}

function finalText(events: Awaited<ReturnType<Visitor["stream"]>>["events"]): string {
  const final = events.find((event) => event.type === "final");
  return final && "content" in final ? final.content : "";
}

const spanishStory =
  "Hola, mi casero Kyle Whitfield de Whitfield Properties LLC me quiere desalojar. Tengo una audiencia en la corte el 1 de abril a las 9am en Brooklyn Park. Mi vecina Bev me está ayudando a escribir esto.";

describe("the visitor's language reaches the model", () => {
  it("after a Spanish message the system prompt requires Spanish, and a later 'ok' does not switch back", async () => {
    const first = await chat.visitor.stream(spanishStory);
    expect(chat.fake.systemPrompts().at(-1)).toContain(
      "The visitor writes in Spanish (es). Write every message to the visitor in Spanish (es)",
    );
    // The firm's record is still asked for in English.
    expect(chat.fake.systemPrompts().at(-1)).toContain("The firm's record stays in English (en)");
    // The fake follows its instructions as a model would: the visitor reads Spanish.
    expect(finalText(first.events)).toContain("no un abogado");
    expect((await conversationQuery().select("visitor_language").executeTakeFirstOrThrow()).visitor_language).toBe(
      "es",
    );

    await chat.visitor.stream("ok");
    expect(chat.fake.systemPrompts().at(-1)).toContain("The visitor writes in Spanish (es)");
    expect((await conversationQuery().select("visitor_language").executeTakeFirstOrThrow()).visitor_language).toBe(
      "es",
    );

    // A clear message in another language is followed.
    await chat.visitor.stream("Sorry, can we continue in English? My landlord wants me out by Friday.");
    expect(chat.fake.systemPrompts().at(-1)).toContain("The visitor writes in English (en)");
    expect((await conversationQuery().select("visitor_language").executeTakeFirstOrThrow()).visitor_language).toBe(
      "en",
    );
  });

  it("a first message too short to tell is answered in the page's language", async () => {
    await chat.visitor.stream("ok");
    expect(chat.fake.systemPrompts().at(-1)).toContain("The visitor writes in English (en)");
    expect(
      (await conversationQuery().select("visitor_language").executeTakeFirstOrThrow()).visitor_language,
    ).toBeNull();
  });
});

describe("the model's structured tool arguments reach the matter", () => {
  it("opposing party, jurisdiction with county, key dates and urgency are recorded; invalid dates are dropped", async () => {
    chat.fake.enqueue(
      {
        toolCalls: [
          {
            name: "create_matter",
            arguments: {
              service: "General Consultation",
              matterSummary:
                "Tenant in Brooklyn Park, MN, faces eviction by Whitfield Properties LLC (manager Kyle Whitfield). Hearing on 2026-04-01 at 9am.",
              answers: {},
              urgency: "high",
              urgencyReason: "Hearing in 10 days: 2026-04-01",
              jurisdiction: { city: "Brooklyn Park", county: "Hennepin", state: "MN", country: "US" },
              // The model wrongly puts the helper in opposingParty; the parties say who is who.
              opposingParty: "Bev",
              parties: [
                {
                  name: "Kyle Whitfield",
                  role: "opposing",
                  kind: "person",
                  description: "landlord",
                  aliases: ["Kyle"],
                },
                {
                  name: "Whitfield Properties LLC",
                  role: "opposing",
                  kind: "company",
                  description: "landlord's company",
                  aliases: [],
                },
                {
                  name: "Bev",
                  role: "helper",
                  kind: "person",
                  description: "neighbour helping write this",
                  aliases: [],
                },
              ],
              keyDates: [
                {
                  iso: "2026-04-01T09:00",
                  kind: "hearing",
                  phrase: "el 1 de abril a las 9am",
                  sentence: "Tengo una audiencia en la corte el 1 de abril a las 9am",
                  place: "Hennepin County Court",
                },
                { iso: "2026-02-30", kind: "response_deadline", phrase: "30 de febrero", sentence: "" },
                { iso: "1 de abril", kind: "hearing", phrase: "1 de abril", sentence: "" },
              ],
            },
          },
        ],
      },
      { text: "Gracias. He creado su expediente." },
    );
    const { events } = await chat.visitor.stream(spanishStory);
    expect(events.find((event) => event.type === "tool_result")).toMatchObject({ name: "create_matter", ok: true });

    const matter = await storedMatter();
    expect(matter.opposing_party).toBe("Whitfield Properties LLC");
    expect(matter.jurisdiction).toEqual({ city: "Brooklyn Park", county: "Hennepin", state: "MN", country: "US" });
    expect(matter.urgency).toBe("high");
    expect(matter.key_dates).toEqual([
      {
        iso: "2026-04-01T09:00",
        kind: "hearing",
        phrase: "el 1 de abril a las 9am",
        sentence: "Tengo una audiencia en la corte el 1 de abril a las 9am",
        place: "Hennepin County Court",
      },
    ]);
    expect(matter.parties.map((party) => [party.name, party.role])).toEqual([
      ["Kyle Whitfield", "opposing"],
      ["Whitfield Properties LLC", "opposing"],
      ["Bev", "helper"],
    ]);
    // The model is told what was recorded, so it knows the bad dates were dropped.
    const toolMessage = chat.fake.requests
      .at(-1)!
      .body.messages.find((message: { role: string }) => message.role === "tool");
    expect(JSON.parse(toolMessage.content).result.recorded).toEqual({
      opposingParty: "Whitfield Properties LLC",
      parties: 3,
      keyDates: ["2026-04-01T09:00"],
    });
  });

  it("a helper or a relative never becomes the opposing party, on create or on update", async () => {
    chat.fake.enqueue(
      {
        toolCalls: [
          {
            name: "create_matter",
            arguments: {
              service: "General Consultation",
              matterSummary:
                "The visitor's mother is owed money by a collection agency not yet named; her son Tom helps her.",
              opposingParty: "Tom",
              parties: [
                { name: "Tom", role: "family", kind: "person", description: "son" },
                { name: "Rosa Díaz", role: "client", kind: "person" },
              ],
            },
          },
        ],
      },
      { text: "I've noted that. Who is the collection agency?" },
    );
    await chat.visitor.stream(
      "My son Tom is helping me. A collection agency keeps calling me about a debt I don't owe.",
    );
    expect((await storedMatter()).opposing_party).toBeNull();

    chat.fake.enqueue(
      {
        toolCalls: [
          {
            name: "update_matter",
            arguments: {
              parties: [
                {
                  name: "Midwest Recovery Services",
                  role: "opposing",
                  kind: "agency",
                  description: "collection agency",
                },
              ],
            },
          },
        ],
      },
      { text: "Thanks, I've added Midwest Recovery Services." },
    );
    await chat.visitor.stream("It's Midwest Recovery Services.");
    expect((await storedMatter()).opposing_party).toBe("Midwest Recovery Services");

    // A later call that names the son as the other side changes nothing.
    chat.fake.enqueue(
      { toolCalls: [{ name: "update_matter", arguments: { opposingParty: "tom" } }] },
      { text: "Noted." },
    );
    await chat.visitor.stream("Tom will call you tomorrow.");
    const matter = await storedMatter();
    expect(matter.opposing_party).toBe("Midwest Recovery Services");
    expect(matter.parties.map((party) => [party.name, party.role])).toEqual([
      ["Tom", "family"],
      ["Rosa Díaz", "client"],
      ["Midwest Recovery Services", "opposing"],
    ]);
  });

  it("a tool call with arguments that break the schema is refused with a reason the model can act on", async () => {
    chat.fake.enqueue(
      {
        toolCalls: [
          {
            name: "create_matter",
            arguments: {
              service: "General Consultation",
              matterSummary: "A dispute with a neighbour about a fence.",
              urgency: "extreme",
            },
          },
        ],
      },
      { text: "Let me try that again." },
    );
    const { events } = await chat.visitor.stream("My neighbour built a fence on my land.");
    expect(events.find((event) => event.type === "tool_result")).toMatchObject({
      name: "create_matter",
      ok: false,
      error: expect.stringContaining("urgency"),
    });
    expect(
      await db
        .selectFrom("matters")
        .select("id")
        .where("conversation_id", "in", conversationQuery().select("id"))
        .execute(),
    ).toEqual([]);
  });
});
