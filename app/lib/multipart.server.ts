/**
 * A streaming multipart/form-data reader (RFC 7578) over a web ReadableStream. Parts are yielded
 * one at a time and a part's body is itself streamed, so a file of any size passes through with
 * one chunk in memory. A body that ends before the closing delimiter is "truncated"; anything that
 * does not follow the grammar is "malformed".
 *
 * The stream is released (not cancelled) when reading stops early: cancelling an HTTP request's
 * body destroys the connection before the answer can be sent.
 */
export class MultipartError extends Error {
  constructor(
    readonly reason: "truncated" | "malformed" | "limit",
    message: string,
  ) {
    super(message);
    this.name = "MultipartError";
  }
}

export type MultipartPart = {
  /** The form field's name. */
  name: string;
  /** The file name the client sent (a file part), else null. */
  filename: string | null;
  contentType: string | null;
  /** The part's bytes. Read it to the end, or leave it: the next part skips what is left. */
  body: AsyncIterable<Uint8Array>;
};

export type MultipartLimits = { maxParts?: number; maxHeaderBytes?: number };

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

class Cursor {
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  get data(): Buffer {
    return this.buffer;
  }

  consume(count: number) {
    this.buffer = this.buffer.subarray(count);
  }

  unshift(bytes: Buffer) {
    this.buffer = Buffer.concat([bytes, this.buffer]);
  }

  /** Reads one more chunk; false at the end of the stream. */
  async fill(): Promise<boolean> {
    if (this.ended) return false;
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await this.reader.read();
    } catch {
      // The client went away mid-body (the connection was reset or aborted).
      throw new MultipartError("truncated", "The upload was cut off before it ended");
    }
    const { done, value } = result;
    if (done) {
      this.ended = true;
      return false;
    }
    const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    return true;
  }

  /** Makes at least `count` bytes available; false if the stream ends first. */
  async want(count: number): Promise<boolean> {
    while (this.buffer.length < count) if (!(await this.fill())) return false;
    return true;
  }

  release() {
    this.reader.releaseLock();
  }
}

function parseHeaders(block: Buffer): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.toString("utf8").split("\r\n")) {
    if (line === "") continue;
    const colon = line.indexOf(":");
    if (colon <= 0) throw new MultipartError("malformed", "A part header is malformed");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Parameters of a header value: `form-data; name="file"; filename="a.pdf"`. */
function headerParameters(value: string): Map<string, string> {
  const parameters = new Map<string, string>();
  const pattern = /;\s*([^=;\s]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    let raw = match[2]!.trim();
    if (raw.startsWith('"')) raw = raw.slice(1, -1).replace(/\\(.)/g, "$1");
    parameters.set(match[1]!.toLowerCase(), raw);
  }
  return parameters;
}

/** RFC 5987 `filename*=UTF-8''%E2%82%AC.pdf`. */
function extendedValue(value: string | undefined): string | null {
  const match = value ? /^([\w-]+)'[^']*'(.*)$/.exec(value) : null;
  if (!match) return null;
  try {
    return match[1]!.toLowerCase() === "utf-8" ? decodeURIComponent(match[2]!) : unescape(match[2]!);
  } catch {
    return null;
  }
}

/** Reads the parts of a multipart/form-data body, in order. */
export async function* readMultipart(
  stream: ReadableStream<Uint8Array>,
  boundary: string,
  limits: MultipartLimits = {},
): AsyncGenerator<MultipartPart> {
  const maxParts = limits.maxParts ?? 20;
  const maxHeaderBytes = limits.maxHeaderBytes ?? 16 * 1024;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const cursor = new Cursor(stream.getReader());
  // The first delimiter may start the body without a preceding CRLF.
  cursor.unshift(CRLF);

  /** Streams the bytes up to the next delimiter, then consumes the delimiter. */
  async function* untilDelimiter(): AsyncGenerator<Uint8Array> {
    for (;;) {
      const index = cursor.data.indexOf(delimiter);
      if (index >= 0) {
        const chunk = cursor.data.subarray(0, index);
        cursor.consume(index + delimiter.length);
        if (chunk.length > 0) yield chunk;
        return;
      }
      const safe = cursor.data.length - (delimiter.length - 1);
      if (safe > 0) {
        const chunk = cursor.data.subarray(0, safe);
        cursor.consume(safe);
        yield chunk;
      }
      if (!(await cursor.fill())) throw new MultipartError("truncated", "The upload was cut off before it ended");
    }
  }

  try {
    // Preamble (ignored), then the first delimiter.
    for await (const _ of untilDelimiter()) {
      // discard
    }
    for (let count = 0; ; count++) {
      // After a delimiter: "--" closes the body; otherwise optional padding and CRLF open a part.
      if (!(await cursor.want(2))) throw new MultipartError("truncated", "The upload was cut off before it ended");
      if (cursor.data[0] === 0x2d && cursor.data[1] === 0x2d) return;
      let lineEnd = cursor.data.indexOf(CRLF);
      while (lineEnd < 0) {
        if (cursor.data.length > 256) throw new MultipartError("malformed", "A multipart delimiter is malformed");
        if (!(await cursor.fill())) throw new MultipartError("truncated", "The upload was cut off before it ended");
        lineEnd = cursor.data.indexOf(CRLF);
      }
      if (!/^[ \t]*$/.test(cursor.data.subarray(0, lineEnd).toString("latin1"))) {
        throw new MultipartError("malformed", "A multipart delimiter is malformed");
      }
      cursor.consume(lineEnd + 2);
      if (count >= maxParts) throw new MultipartError("limit", "The upload has too many parts");

      // Headers, up to an empty line (a part without headers starts with that empty line).
      let headers: Map<string, string>;
      if (!(await cursor.want(2))) throw new MultipartError("truncated", "The upload was cut off before it ended");
      if (cursor.data[0] === 0x0d && cursor.data[1] === 0x0a) {
        cursor.consume(2);
        headers = new Map();
      } else {
        let end = cursor.data.indexOf(HEADER_END);
        while (end < 0) {
          if (cursor.data.length > maxHeaderBytes) throw new MultipartError("limit", "A part's headers are too large");
          if (!(await cursor.fill())) throw new MultipartError("truncated", "The upload was cut off before it ended");
          end = cursor.data.indexOf(HEADER_END);
        }
        if (end > maxHeaderBytes) throw new MultipartError("limit", "A part's headers are too large");
        headers = parseHeaders(cursor.data.subarray(0, end));
        cursor.consume(end + HEADER_END.length);
      }

      const disposition = headers.get("content-disposition") ?? "";
      if (!/^form-data\b/i.test(disposition))
        throw new MultipartError("malformed", "A part has no form-data Content-Disposition");
      const parameters = headerParameters(disposition);
      const name = parameters.get("name");
      if (name === undefined) throw new MultipartError("malformed", "A part has no field name");
      const filename = extendedValue(parameters.get("filename*")) ?? parameters.get("filename") ?? null;

      const inner = untilDelimiter();
      // A consumer that stops early (break, a thrown limit) must not end the scan mid-part.
      const body: AsyncIterable<Uint8Array> = {
        [Symbol.asyncIterator]: () => ({
          next: () => inner.next(),
          return: async () => ({ done: true, value: undefined }),
        }),
      };
      yield { name, filename, contentType: headers.get("content-type") ?? null, body };
      // Whatever the consumer left of this part is skipped.
      for await (const _ of inner) {
        // discard
      }
    }
  } finally {
    cursor.release();
  }
}

/** A text field's value, at most `maxBytes` long (UTF-8). */
export async function readFieldText(part: MultipartPart, maxBytes = 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.body) {
    size += chunk.length;
    if (size > maxBytes) throw new MultipartError("limit", `The field ${part.name} is too long`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString("utf8");
}
