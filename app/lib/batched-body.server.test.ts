import { describe, expect, it } from "vitest";
import { BatchedBody } from "./batched-body.server.ts";

/** Lets the event loop turn once, so what was flushed is sent. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function chunksOf(body: BatchedBody): string[] {
  const chunks: string[] = [];
  body.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe("the page's body stream", () => {
  it("passes React's flushes of one turn on as one chunk, in order, with what is left at the end", async () => {
    const body = new BatchedBody();
    const chunks = chunksOf(body);
    body.write(new TextEncoder().encode("<html><body>"));
    body.write(new TextEncoder().encode("<main>Hello</main>"));
    body.flush();
    body.write(new TextEncoder().encode("<footer>"));
    body.flush();
    body.flush();
    body.write(new TextEncoder().encode("</footer></body></html>"));
    const ended = new Promise((resolve) => body.on("end", resolve));
    body.end();
    await ended;
    expect(chunks).toEqual(["<html><body><main>Hello</main><footer></footer></body></html>"]);
  });

  it("sends a flush of a later turn on its own, after what came before", async () => {
    const body = new BatchedBody();
    const chunks = chunksOf(body);
    body.write(Buffer.from("<main>shell</main>"));
    body.flush();
    await nextTurn();
    body.write(Buffer.from("<script>later</script>"));
    body.flush();
    await nextTurn();
    expect(chunks).toEqual(["<main>shell</main>", "<script>later</script>"]);
    body.destroy();
  });

  it("sends what was flushed at once, before the rest of the page is written", async () => {
    const body = new BatchedBody();
    const chunks = chunksOf(body);
    body.write(Buffer.from("shell"));
    body.flush();
    await nextTurn();
    expect(chunks).toEqual(["shell"]);
    body.destroy();
  });
});
