import { describe, expect, it } from "vitest";
import { BatchedBody } from "./batched-body.server.ts";

/** Lets the event loop turn once, so what was flushed is sent. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A body and the chunks it has sent so far. */
function watchedBody() {
  const body = new BatchedBody();
  const chunks: string[] = [];
  body.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return { body, chunks };
}

/** Writes and flushes `html`, then lets the turn end. */
async function flushTurn(body: BatchedBody, html: string) {
  body.write(Buffer.from(html));
  body.flush();
  await nextTurn();
}

describe("the page's body stream", () => {
  it("passes React's flushes of one turn on as one chunk, in order, with what is left at the end", async () => {
    const { body, chunks } = watchedBody();
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
    const { body, chunks } = watchedBody();
    await flushTurn(body, "<main>shell</main>");
    await flushTurn(body, "<script>later</script>");
    expect(chunks).toEqual(["<main>shell</main>", "<script>later</script>"]);
    body.destroy();
  });

  it("sends what was flushed at once, before the rest of the page is written", async () => {
    const { body, chunks } = watchedBody();
    await flushTurn(body, "shell");
    expect(chunks).toEqual(["shell"]);
    body.destroy();
  });
});
