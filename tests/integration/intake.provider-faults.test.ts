import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { getUsageQuota } from "../../app/features/usage/usage.server.ts";
import { startFakeOpenAI } from "../fakes/openai.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "../support/intake-client.ts";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let visitor: Visitor;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // A short stall limit keeps the stalled-stream case quick; production waits 20 s.
  process.env.OPENAI_STALL_TIMEOUT_MS = "1500";
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_API_KEY = "sk-test";
});

afterAll(async () => {
  await fake?.stop();
});

beforeEach(async () => {
  fake.reset();
  const organization = await createTestOrganization();
  visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  await visitor.acknowledge();
});

async function storedMessages() {
  return db
    .selectFrom("messages")
    .select(["role", "content", "status", "error_code"])
    .where(
      "conversation_id",
      "in",
      db.selectFrom("conversations").select("id").where("intake_session_id", "=", visitor.sessionId!),
    )
    .orderBy("seq")
    .execute();
}

describe("the openai provider through the stream", () => {
  it("streams the model's text as deltas and stores the answer", async () => {
    // Like a real model: a moment before the first token, then pieces. (Text that arrives before
    // the visitor's message is committed is sent as one piece once it is.)
    fake.enqueue({ text: "Thanks for reaching out. What happened?", chunkSize: 6, ttftMs: 100, chunkDelayMs: 5 });
    const { response, events } = await visitor.stream("I need help with a contract.");
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const types = events.map((event) => event.type);
    expect(types[0]).toBe("connected");
    expect(types.filter((type) => type === "text").length).toBeGreaterThan(2);
    expect(types.slice(-2)).toEqual(["final", "complete"]);
    const text = events.flatMap((event) => (event.type === "text" ? [event.delta] : [])).join("");
    expect(text).toBe("Thanks for reaching out. What happened?");
    expect(await storedMessages()).toEqual([
      { role: "user", content: "I need help with a contract.", status: "complete", error_code: null },
      { role: "assistant", content: "Thanks for reaching out. What happened?", status: "complete", error_code: null },
    ]);
  });

  // The SDK retries an error status once (maxRetries 1); a stream that broke after it began is not retried.
  for (const [fault, replies] of [
    ["a 500 from the model", [{ status: 500 }, { status: 500 }]],
    ["a 429 from the model", [{ status: 429 }, { status: 429 }]],
    ["a socket dropped mid-answer", [{ dropAfterChunks: 2 }]],
    ["an answer that stalls mid-stream", [{ stallAfterChunks: 2 }]],
  ] as const) {
    it(`${fault} ends in a friendly, retryable error with the visitor's message kept`, async () => {
      fake.enqueue(...replies);
      const { events } = await visitor.stream("My landlord kept my deposit.");
      const error = events.find((event) => event.type === "error");
      expect(error).toMatchObject({ type: "error", retryable: true });
      expect(error && "message" in error ? error.message : "").toContain(
        "I'm having trouble connecting to our AI service",
      );
      expect(events.at(-1)).toEqual({ type: "complete" });
      const messages = await storedMessages();
      expect(messages[0]).toMatchObject({ role: "user", content: "My landlord kept my deposit." });
      expect(messages[1]).toMatchObject({ role: "assistant", status: "failed" });

      fake.enqueue({ text: "I'm sorry to hear that. When did you move out?" });
      const retry = await visitor.stream("My landlord kept my deposit.");
      expect(retry.events.find((event) => event.type === "final")).toMatchObject({
        content: "I'm sorry to hear that. When did you move out?",
      });
      // The retry reuses the stored message: the transcript shows it once, then the answer.
      expect((await storedMessages()).map((message) => [message.role, message.status])).toEqual([
        ["user", "complete"],
        ["assistant", "complete"],
      ]);
    });
  }

  it("a failed turn that produced nothing does not use up the visitor's quota", async () => {
    fake.enqueue({ status: 500 }, { status: 500 });
    await visitor.stream("Hello?");
    const quota = await getUsageQuota({ kind: "session", id: visitor.sessionId! });
    expect(quota.messages.used).toBe(0);
  });

  it("a visitor who disconnects mid-answer leaves the partial answer stored and marked interrupted", async () => {
    fake.enqueue({ text: "First part of a long answer that keeps going and going.", chunkSize: 5, chunkDelayMs: 150 });
    const controller = new AbortController();
    const streaming = visitor.stream("Tell me everything.", { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    controller.abort();
    await streaming;
    let assistant: { status: string; content: string } | undefined;
    for (let attempt = 0; attempt < 50; attempt++) {
      assistant = (await storedMessages()).find((message) => message.role === "assistant");
      if (assistant?.status === "interrupted") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(assistant?.status).toBe("interrupted");
    expect(assistant?.content.length).toBeGreaterThan(0);
    expect("First part of a long answer that keeps going and going.".startsWith(assistant!.content)).toBe(true);
  });
});
