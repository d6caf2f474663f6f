import { StringDecoder } from "node:string_decoder";
import { APIError, OpenAIError } from "openai";
import type { ChatCompletionChunk } from "openai/resources/chat/completions";

/**
 * The model's streamed answer (server-sent events) read off the SDK's raw `Response` with one loop
 * of our own, instead of the SDK's `Stream` and its layers (three async generators, a line decoder,
 * an SSE decoder, a bytes-to-iterable adapter), which an open chat stream held while it waited for
 * the model (ADR 0121).
 *
 * The events are read as the SDK reads them (openai `core/streaming.mjs`): lines end with LF, CRLF
 * or CR; a blank line ends an event; `:` lines are comments; `data:` lines of one event are joined
 * with LF; `[DONE]` ends the answer (what follows is read and ignored, so the connection can be
 * reused); an event's data that is not JSON throws its `SyntaxError`; an event with an `error`
 * (a server's mid-stream failure) throws the SDK's `APIError` with no status; an unfinished event at
 * the end of the body is dropped. A body that fails (a dropped connection, an abort) fails `next`.
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
  const decoder = new StringDecoder("utf8");
  let text = "";
  let data: string[] = [];
  let named = false;
  let done = false;
  // An event that failed after others in the same bytes: those are given first, as the SDK yields them.
  let failure: unknown = null;

  /** Ends the event a blank line closes; its chunk, if it has one. */
  function dispatch(chunks: ChatCompletionChunk[]) {
    if (!named && data.length === 0) return;
    const payload = data.join("\n");
    data = [];
    named = false;
    if (done) return;
    if (payload.startsWith("[DONE]")) {
      done = true;
      return;
    }
    const parsed = JSON.parse(payload);
    if (parsed?.error) throw new APIError(undefined, parsed.error, undefined, response.headers);
    chunks.push(parsed as ChatCompletionChunk);
  }

  function readLine(line: string, chunks: ChatCompletionChunk[]) {
    if (line === "") return dispatch(chunks);
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") named = true;
  }

  /** Reads the whole lines of `text`; a CR at its end waits for the next bytes (it may be a CRLF's half). */
  function readLines(chunks: ChatCompletionChunk[], ended: boolean) {
    let start = 0;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code !== 10 && code !== 13) continue;
      if (code === 13 && index + 1 === text.length && !ended) break;
      readLine(text.slice(start, index), chunks);
      if (code === 13 && text.charCodeAt(index + 1) === 10) index++;
      start = index + 1;
    }
    text = text.slice(start);
  }

  return {
    async next() {
      if (failure) throw failure;
      const chunks: ChatCompletionChunk[] = [];
      while (chunks.length === 0) {
        const { value, done: ended } = await reader.read();
        text += ended ? decoder.end() : decoder.write(value);
        try {
          readLines(chunks, ended);
        } catch (error) {
          if (chunks.length === 0) throw error;
          failure = error;
        }
        if (ended) return chunks.length > 0 ? chunks : null;
      }
      return chunks;
    },
    cancel() {
      reader.cancel().catch(() => {});
    },
  };
}
