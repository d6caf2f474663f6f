import { describeError, logger } from "./logger.server.ts";

/**
 * A text/event-stream response: one JSON object per `data:` line, and a comment line every
 * heartbeatMs so proxies keep an idle connection open. The producer gets `send` and the
 * request's abort signal; the stream closes when it returns or the client goes away.
 */
export function eventStreamResponse<E>(
  signal: AbortSignal,
  produce: (send: (event: E) => void) => Promise<void>,
  options: { heartbeatMs?: number; headers?: HeadersInit } = {},
): Response {
  const encoder = new TextEncoder();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open || signal.aborted) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          open = false;
        }
      };
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      write(": stream open\n\n");
      heartbeat = setInterval(() => write(": heartbeat\n\n"), options.heartbeatMs ?? 15_000);
      signal.addEventListener("abort", close, { once: true });
      // A producer that throws ends the stream; its error is logged, never an unhandled rejection.
      produce((event) => write(`data: ${JSON.stringify(event)}\n\n`))
        .catch((error: unknown) => logger.error("sse.producer_failed", describeError(error)))
        .finally(close);
    },
    cancel() {
      clearInterval(heartbeat);
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
      ...options.headers,
    },
  });
}
