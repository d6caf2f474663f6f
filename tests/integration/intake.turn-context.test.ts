import { describe, expect, it } from "vitest";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "../support/intake-client.ts";
import { withFakeOpenAI } from "../support/openai-visitor.ts";

/**
 * What the model reads of the conversation is asked for in the round trip of the turn's checks, by
 * the visitor's token (ADR 0098): the model gets this visitor's earlier messages, and never those
 * of another visitor.
 */
const chat = withFakeOpenAI();

type SentMessage = { role: string; content: string };

function conversationSent(index: number): SentMessage[] {
  const messages = (chat.fake.requests[index]!.body as { messages: SentMessage[] }).messages;
  return messages.filter((message) => message.role !== "system");
}

describe("the model reads the visitor's conversation", () => {
  it("the second turn sends the first message and its answer before the new message", async () => {
    chat.fake.enqueue({ text: "I am sorry to hear that. When did you move out?" });
    const first = await chat.visitor.stream("My landlord kept my deposit.");
    expect(first.events.some((event) => event.type === "final")).toBe(true);
    chat.fake.enqueue({ text: "Thank you." });
    await chat.visitor.stream("In March.");
    expect(conversationSent(0)).toEqual([{ role: "user", content: "My landlord kept my deposit." }]);
    expect(conversationSent(1)).toEqual([
      { role: "user", content: "My landlord kept my deposit." },
      { role: "assistant", content: "I am sorry to hear that. When did you move out?" },
      { role: "user", content: "In March." },
    ]);
  });

  it("another visitor's first turn starts with nothing of the first visitor's conversation", async () => {
    chat.fake.enqueue({ text: "Noted." });
    await chat.visitor.stream("My employer did not pay my overtime.");
    const organization = await createTestOrganization();
    const other = new Visitor(organization.id, organization.slug);
    await other.startSession();
    await other.acknowledge();
    chat.fake.enqueue({ text: "Hello." });
    const { response } = await other.stream("Hello, I need help with a lease.");
    expect(response.status).toBe(200);
    expect(conversationSent(1)).toEqual([{ role: "user", content: "Hello, I need help with a lease." }]);
  });
});
