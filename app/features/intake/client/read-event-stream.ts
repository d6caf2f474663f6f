/**
 * Reads a text/event-stream body and yields each `data:` line's JSON. Comment lines (heartbeats)
 * and malformed lines are skipped. Client-safe (also used by tests and the bench).
 */
export async function* readEventStream<E = unknown>(body: ReadableStream<Uint8Array>): AsyncGenerator<E> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let boundary = buffer.indexOf("\n\n");
      while (boundary !== -1) {
        const frame = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const event = parseFrame<E>(frame);
        if (event !== undefined) yield event;
        boundary = buffer.indexOf("\n\n");
      }
    }
    const last = parseFrame<E>(buffer);
    if (last !== undefined) yield last;
  } finally {
    reader.releaseLock();
  }
}

function parseFrame<E>(frame: string): E | undefined {
  const data = frame
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).trimStart())
    .join("\n");
  if (data === "") return undefined;
  try {
    return JSON.parse(data) as E;
  } catch {
    return undefined;
  }
}
