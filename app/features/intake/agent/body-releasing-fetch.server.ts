/**
 * The OpenAI SDK's fetch for chat turns (ADR 0086). undici's fetch keeps a string body, and the
 * bytes it encodes it to, referenced from the request until the response has ended; a chat
 * stream's request waits for the model's first token and then streams for as long as the answer
 * takes, so every open stream held its whole request body (the system prompt, the history and the
 * tools: about 18 KB of string and as much again in bytes, in the unread branch of a tee). This
 * fetch sends a string body as one chunk of a stream, with its Content-Length (no chunked
 * encoding), on a request undici does not clone, so the bytes are let go once written. The SDK
 * calls fetch again for a retry, which builds the stream again from its string. A redirect fails
 * the request (the model is then unavailable): an OpenAI-compatible endpoint does not redirect a
 * completion request, and a spent stream could not be sent again.
 */
type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** `inner` defaults to the global fetch, looked up at each call. */
export function bodyReleasingFetch(inner?: Fetch): Fetch {
  const send: Fetch = inner ?? ((input, init) => fetch(input, init));
  return (input, init) => {
    if (typeof init?.body !== "string") return send(input, init);
    let bytes: Uint8Array | null = new TextEncoder().encode(init.body);
    const headers = new Headers(init.headers);
    headers.set("content-length", String(bytes.byteLength));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (bytes) controller.enqueue(bytes);
        bytes = null;
        controller.close();
      },
    });
    // Without `window: null` and `redirect: "error"`, undici's fetch clones the request (a tee of the
    // body stream) and sends the clone: the original's branch of the tee keeps every byte unread.
    return send(input, { ...init, headers, body, duplex: "half", window: null, redirect: "error" } as RequestInit);
  };
}
