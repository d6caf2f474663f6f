import { APIError, OpenAIError } from "openai";
import { describe, expect, it } from "vitest";
import { readModelChunks } from "./model-chunks.server.ts";

/** A response whose body sends these pieces, one read each. */
function answer(...pieces: Array<string | Uint8Array>): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(typeof piece === "string" ? encoder.encode(piece) : piece);
        controller.close();
      },
    }),
    { headers: { "x-request-id": "req_1" } },
  );
}

const chunk = (content: string) => ({
  id: "c",
  object: "chat.completion.chunk",
  choices: [{ index: 0, delta: { content } }],
});
const event = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

async function readAll(response: Response) {
  const chunks = readModelChunks(response);
  const contents: string[] = [];
  for (let batch = await chunks.next(); batch !== null; batch = await chunks.next()) {
    contents.push(...batch.map((one) => one.choices[0]!.delta.content ?? ""));
  }
  return contents;
}

describe("reading the model's streamed answer", () => {
  it("gives each event's chunk in order, across reads that split events and characters", async () => {
    const bytes = new TextEncoder().encode(
      event(chunk("¿Qué pasó?")) + event(chunk(" Cuénteme.")) + "data: [DONE]\n\n",
    );
    // Every possible cut, two bytes of "¿" and of "é" included.
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await readAll(answer(bytes.slice(0, cut), bytes.slice(cut)))).toEqual(["¿Qué pasó?", " Cuénteme."]);
    }
  });

  it("reads CRLF and CR line endings, comments, named events and data on several lines", async () => {
    const contents = await readAll(
      answer(
        ": keep-alive\r\n\r\n",
        `event: message\r\ndata: ${JSON.stringify(chunk("one"))}\r\n\r`,
        `\ndata: {"id":"c","object":"chat.completion.chunk",\rdata: "choices":[{"index":0,"delta":{"content":"two"}}]}\r\r`,
        "data: [DONE]\n\n",
      ),
    );
    expect(contents).toEqual(["one", "two"]);
  });

  it("ignores what follows [DONE] and an unfinished event at the end", async () => {
    expect(await readAll(answer(event(chunk("a")), "data: [DONE]\n\n", event(chunk("b"))))).toEqual(["a"]);
    expect(await readAll(answer(event(chunk("a")), `data: ${JSON.stringify(chunk("b"))}\n`))).toEqual(["a"]);
  });

  it("fails with the SDK's APIError, without a status, when the server reports an error mid-answer", async () => {
    const chunks = readModelChunks(
      answer(event(chunk("partial")) + event({ error: { message: "overloaded", type: "server_error" } })),
    );
    expect((await chunks.next())?.map((one) => one.choices[0]!.delta.content)).toEqual(["partial"]);
    const failure = await chunks.next().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(APIError);
    expect(failure).toMatchObject({ status: undefined, message: "overloaded", requestID: "req_1" });
  });

  it("fails with a SyntaxError when an event is not JSON", async () => {
    const chunks = readModelChunks(answer("data: {not json\n\n"));
    await expect(chunks.next()).rejects.toBeInstanceOf(SyntaxError);
  });

  it("fails when the body fails, and ends quietly once cancelled", async () => {
    const broken = new Response(
      new ReadableStream({
        pull(controller) {
          controller.error(new Error("aborted"));
        },
      }),
    );
    await expect(readModelChunks(broken).next()).rejects.toThrow("aborted");

    let cancelled = false;
    const open = new Response(
      new ReadableStream({
        cancel() {
          cancelled = true;
        },
      }),
    );
    const chunks = readModelChunks(open);
    const pending = chunks.next();
    chunks.cancel();
    expect(await pending).toBeNull();
    expect(cancelled).toBe(true);
  });

  it("refuses a response without a body, as the SDK does", () => {
    expect(() => readModelChunks(new Response(null))).toThrow(OpenAIError);
  });
});
