import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import zlib from "node:zlib";

/**
 * The OpenAI SDK's fetch for chat turns, over node:http instead of the global fetch (undici), ADR
 * 0114. A chat stream's request to the model stays open for as long as the model thinks and then
 * answers, and one process holds thousands of them: undici's fetch kept ~33 KB of JS heap per
 * request in flight (its connection's client, the fetch's controller and state, request and response
 * objects, headers lists, several web streams and their promises), node:http ~6 KB, and with the
 * response body as one web stream, what the SDK reads, ~11 KB.
 *
 * What the SDK gets is the same: a `Response` whose body streams the model's bytes as they come, a
 * rejection named `AbortError` when its signal aborts before the answer, an error of the body's read
 * when the connection drops or the signal aborts mid-answer. A string body is sent as one write with
 * its Content-Length (never chunked) and not kept after. A redirect fails the request (an
 * OpenAI-compatible endpoint does not redirect a completion request), as `redirect: "error"` did; a
 * compressed answer is decompressed. Connections are kept alive and reused, one per request in
 * flight (HTTP/1.1). Any other body (a stream, form data) goes to the global fetch.
 */
type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};
const nullBodyStatuses = new Set([101, 204, 205, 304]);

function decoded(response: IncomingMessage): NodeJS.ReadableStream & { destroy(error?: Error): void } {
  switch (String(response.headers["content-encoding"] ?? "").toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return response.pipe(zlib.createGunzip());
    case "deflate":
      return response.pipe(zlib.createInflate());
    case "br":
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/** The response's bytes as one web stream, paused while its reader has not asked for more. */
function bodyOf(response: IncomingMessage): ReadableStream<Uint8Array> {
  const source = decoded(response);
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        controller.error(error);
      };
      source.on("data", (chunk: Buffer) => {
        if (settled) return;
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) source.pause();
      });
      source.once("end", () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      source.on("error", fail);
      if (source !== response) response.on("error", fail);
      // The connection closed before the answer ended (node:http also reports it as an error of
      // the response; this covers a decoder that would not).
      response.once("close", () => {
        if (!response.complete) fail(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      });
    },
    pull() {
      source.resume();
    },
    cancel() {
      settled = true;
      response.destroy();
    },
  });
}

function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
  return headers;
}

export function nodeHttpFetch(): Fetch {
  return (input, init = {}) => {
    const body = init.body;
    if (input instanceof Request || (body != null && typeof body !== "string" && !(body instanceof Uint8Array))) {
      return fetch(input, init);
    }
    // Nothing is sent once aborted (node:http would still write the request on a kept-alive socket).
    if (init.signal?.aborted) return Promise.reject(new DOMException("This operation was aborted", "AbortError"));
    const url = new URL(String(input));
    const agent = url.protocol === "https:" ? agents["https:"] : url.protocol === "http:" ? agents["http:"] : null;
    if (!agent) return Promise.reject(new TypeError(`unsupported protocol ${url.protocol}`));
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (body != null) headers["content-length"] = String(Buffer.byteLength(body));
    return new Promise<Response>((resolve, reject) => {
      const request = (url.protocol === "https:" ? https : http).request(
        url,
        { method: init.method ?? "GET", headers, agent, signal: init.signal ?? undefined },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400 && response.headers.location) {
            response.destroy();
            reject(new TypeError("the model's server answered with a redirect"));
            return;
          }
          const nullBody = nullBodyStatuses.has(status) || init.method === "HEAD";
          if (nullBody) response.resume();
          resolve(
            new Response(nullBody ? null : bodyOf(response), {
              status,
              statusText: response.statusMessage,
              headers: headersOf(response),
            }),
          );
        },
      );
      // After the answer has started, an error (an abort, a reset) reaches its reader through the body.
      request.on("error", reject);
      request.end(body ?? undefined);
    });
  };
}
