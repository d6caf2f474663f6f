import { createParser } from "eventsource-parser";
import { APIError, OpenAIError } from "openai";
import type { ChatCompletionChunk } from "openai/resources/chat/completions";

/**
 * The model's streamed answer (server-sent events) read off the SDK's raw `Response` with one loop
 * of our own over eventsource-parser, instead of the SDK's `Stream` and its layers (three async
 * generators, a line decoder, an SSE decoder, a bytes-to-iterable adapter), which an open chat
 * stream held while it waited for the model (ADR 0121).
 *
 * Each event's data is read as the SDK reads it (openai `core/streaming.mjs`): `[DONE]` ends the
 * answer (what follows is read and ignored, so the connection can be reused); data that is not
 * JSON throws its `SyntaxError`; an event with an `error` (a server's mid-stream failure) throws the
 * SDK's `APIError` with no status. An unfinished event at the end of the body is dropped. A body
 * that fails (a dropped connection, an abort) fails `next`.
 */
export type ModelChunks = {
  /** The chunks of the next events the model sent (at least one), or null once the answer has ended. */
  next(): Promise<ChatCompletionChunk[] | null>;
  /** Stops reading and closes the connection (a timeout, or a turn that ended early). */
  cancel(): void;
};

export function readModelChunks(response: Response): ModelChunks {
  if (!response.body) throw new OpenAIError("Attempted to iterate over a response with no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let chunks: ChatCompletionChunk[] = [];
  let done = false;
  // An event that failed after others in the same bytes: those are given first, as the SDK yields them.
  let failure: unknown = null;
  const parser = createParser({
    onEvent({ data }) {
      if (done || failure) return;
      if (data.startsWith("[DONE]")) {
        done = true;
        return;
      }
      try {
        const parsed = JSON.parse(data);
        if (parsed?.error) throw new APIError(undefined, parsed.error, undefined, response.headers);
        chunks.push(parsed as ChatCompletionChunk);
      } catch (error) {
        failure = error;
      }
    },
  });

  return {
    async next() {
      for (;;) {
        if (chunks.length > 0) {
          const read = chunks;
          chunks = [];
          return read;
        }
        if (failure) throw failure;
        const { value, done: ended } = await reader.read();
        parser.feed(ended ? decoder.decode() : decoder.decode(value, { stream: true }));
        // The body has ended: what it held is given, then the end (a later call reads the ended body again).
        if (ended && chunks.length === 0) {
          if (failure) throw failure;
          return null;
        }
      }
    },
    cancel() {
      reader.cancel().catch(() => {});
    },
  };
}
