import { describe, expect, it } from "vitest";
import { getUsageQuota } from "../../app/features/usage/usage.server.ts";
import { storedMessages, withFakeOpenAI } from "../support/openai-visitor.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

// A short stall limit keeps the stalled-stream case quick; production waits 20 s.
const chat = withFakeOpenAI({ env: { OPENAI_STALL_TIMEOUT_MS: "1500" } });

describe("the openai provider through the stream", () => {
  it("streams the model's text as deltas and stores the answer", async () => {
    // Like a real model: a moment before the first token, then pieces. (Text that arrives before
    // the visitor's message is committed is sent as one piece once it is.)
    chat.fake.enqueue({ text: "Thanks for reaching out. What happened?", chunkSize: 6, ttftMs: 100, chunkDelayMs: 5 });
    const { response, events } = await chat.visitor.stream("I need help with a contract.");
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    const types = events.map((event) => event.type);
    expect(types[0]).toBe("connected");
    expect(types.filter((type) => type === "text").length).toBeGreaterThan(2);
    expect(types.slice(-2)).toEqual(["final", "complete"]);
    const text = events.flatMap((event) => (event.type === "text" ? [event.delta] : [])).join("");
    expect(text).toBe("Thanks for reaching out. What happened?");
    expect(await storedMessages(chat.visitor)).toEqual([
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
      chat.fake.enqueue(...replies);
      const { events } = await chat.visitor.stream("My landlord kept my deposit.");
      const error = events.find((event) => event.type === "error");
      expect(error).toMatchObject({ type: "error", retryable: true });
      expect(error && "message" in error ? error.message : "").toContain(
        "I'm having trouble connecting to our AI service",
      );
      expect(events.at(-1)).toEqual({ type: "complete" });
      const messages = await storedMessages(chat.visitor);
      expect(messages[0]).toMatchObject({ role: "user", content: "My landlord kept my deposit." });
      expect(messages[1]).toMatchObject({ role: "assistant", status: "failed" });

      chat.fake.enqueue({ text: "I'm sorry to hear that. When did you move out?" });
      const retry = await chat.visitor.stream("My landlord kept my deposit.");
      expect(retry.events.find((event) => event.type === "final")).toMatchObject({
        content: "I'm sorry to hear that. When did you move out?",
      });
      // The retry reuses the stored message: the transcript shows it once, then the answer.
      expect((await storedMessages(chat.visitor)).map((message) => [message.role, message.status])).toEqual([
        ["user", "complete"],
        ["assistant", "complete"],
      ]);
    });
  }

  it("a visitor writing in Spanish is told of the failure in Spanish", async () => {
    chat.fake.enqueue({ status: 500 }, { status: 500 });
    const { events } = await chat.visitor.stream(
      "Hola, mi casero no me quiere devolver el depósito y ya me mudé hace dos meses. ¿Qué puedo hacer?",
    );
    const error = events.find((event) => event.type === "error");
    expect(error && "message" in error ? error.message : "").toBe(
      "Tengo problemas para conectarme con nuestro servicio de IA en este momento. Su mensaje se ha guardado; vuelva a intentarlo en un momento.",
    );
  });

  it("a failed turn that produced nothing does not use up the visitor's quota", async () => {
    chat.fake.enqueue({ status: 500 }, { status: 500 });
    await chat.visitor.stream("Hello?");
    const quota = await getUsageQuota({ kind: "session", id: chat.visitor.sessionId! });
    expect(quota.messages.used).toBe(0);
  });

  it("a visitor who disconnects mid-answer leaves the partial answer stored and marked interrupted", async () => {
    // Longer than any test run at this pace, so the visitor leaves mid-answer however slow the machine.
    const answer = "First part of a long answer that keeps going and going. ".repeat(40);
    chat.fake.enqueue({ text: answer, chunkSize: 5, chunkDelayMs: 150 });
    const controller = new AbortController();
    await chat.visitor.stream("Tell me everything.", {
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === "text") controller.abort();
      },
    });
    const assistant = await waitFor(
      async () =>
        (await storedMessages(chat.visitor)).find(
          (message) => message.role === "assistant" && message.status !== "streaming",
        ),
      hangGuard,
      "the answer to stop streaming",
    );
    expect(assistant.status).toBe("interrupted");
    expect(assistant.content.length).toBeGreaterThan(0);
    expect(assistant.content.length).toBeLessThan(answer.length);
    expect(answer.startsWith(assistant.content)).toBe(true);
  });
});
