import type { ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";

/**
 * A page's HTML from React to the socket without two stream conversions (ADR 0108). React writes
 * a Node stream; a `Response` needs a web `ReadableStream`, which our Express adapter then read
 * back into Node writes: per page a web stream, a pump, a reader and a promise per chunk.
 *
 * `webBodyOf(readable)` gives the `Response` a web stream that reads nothing until someone reads
 * it (`highWaterMark: 0`, attached on the first `pull`), and remembers the Node stream behind it.
 * The adapter asks `takeNodeBody(response.body)` and, when it is that untouched stream, writes the
 * Node stream to the response itself (`writeNodeBody`). A middleware that reads or wraps the body
 * sees an ordinary web stream, and the adapter then sends what it reads, as before.
 */
const nodeBodies = new WeakMap<ReadableStream<Uint8Array>, Readable>();

export function webBodyOf(readable: Readable): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        nodeBodies.delete(stream);
        reader ??= createReadableStreamFromReadable(readable).getReader() as ReadableStreamDefaultReader<Uint8Array>;
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        nodeBodies.delete(stream);
        if (reader) return reader.cancel(reason);
        readable.destroy();
      },
    },
    { highWaterMark: 0 },
  );
  nodeBodies.set(stream, readable);
  return stream;
}

/** The Node stream behind `body` when nothing has read it yet; from then on it is the caller's. */
export function takeNodeBody(body: ReadableStream<Uint8Array> | null): Readable | undefined {
  if (!body || body.locked) return undefined;
  const readable = nodeBodies.get(body);
  nodeBodies.delete(body);
  return readable;
}

/**
 * Writes `readable` to the response as @react-router/node's `writeReadableStreamToWritable` writes
 * a web stream: each chunk at once, `flush()` after each (the compression middleware would
 * otherwise hold a streamed part back), waiting for `drain`, then `end()`. A response closed
 * early (the visitor left) destroys the source, which aborts React's render.
 */
export function writeNodeBody(readable: Readable, res: ServerResponse & { flush?: () => void }): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off("close", left);
      readable.off("data", write);
    };
    const left = () => {
      done();
      readable.destroy();
      resolve();
    };
    const write = (chunk: Buffer) => {
      const more = res.write(chunk);
      res.flush?.();
      if (!more) {
        readable.pause();
        res.once("drain", () => readable.resume());
      }
    };
    res.once("close", left);
    readable.on("data", write);
    readable.once("end", () => {
      done();
      res.end();
      resolve();
    });
    readable.once("error", (error) => {
      done();
      res.destroy(error);
      reject(error);
    });
  });
}
