import { describe, expect, it } from "vitest";
import { readEventStream } from "./read-event-stream.ts";

function streamOf(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const events: unknown[] = [];
  for await (const event of readEventStream(stream)) events.push(event);
  return events;
}

describe("reading the chat stream", () => {
  it("yields each data line's JSON, across chunk boundaries, skipping heartbeats", async () => {
    const events = await collect(
      streamOf(
        ': stream open\n\ndata: {"type":"conn',
        'ected"}\n\n: heartbeat\n\ndata: {"type":"text","delta":"Hel',
        'lo"}\n\ndata: {"type":"complete"}\n\n',
      ),
    );
    expect(events).toEqual([{ type: "connected" }, { type: "text", delta: "Hello" }, { type: "complete" }]);
  });

  it("skips a malformed line and reads a last event without a trailing blank line", async () => {
    expect(await collect(streamOf('data: {broken\n\ndata: {"type":"final"}'))).toEqual([{ type: "final" }]);
  });

  it("keeps multi-byte characters split between chunks intact", async () => {
    const bytes = new TextEncoder().encode('data: {"type":"text","delta":"Müller – §"}\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 35));
        controller.enqueue(bytes.slice(35));
        controller.close();
      },
    });
    expect(await collect(stream)).toEqual([{ type: "text", delta: "Müller – §" }]);
  });
});
