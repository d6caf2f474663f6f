import { describe, expect, it } from "vitest";
import { MultipartError, multipartBoundary, readFieldText, readMultipart } from "./multipart.server.ts";

/** A body as the platform encodes FormData, cut into chunks of `size` bytes. */
async function encoded(form: FormData, size: number) {
  const response = new Response(form);
  const boundary = multipartBoundary(response.headers.get("Content-Type"))!;
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { boundary, bytes, stream: chunked(bytes, size) };
}

function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>, boundary: string) {
  const parts: Array<{ name: string; filename: string | null; contentType: string | null; text: string }> = [];
  for await (const part of readMultipart(stream, boundary)) {
    const chunks: Buffer[] = [];
    for await (const chunk of part.body) chunks.push(Buffer.from(chunk));
    parts.push({
      name: part.name,
      filename: part.filename,
      contentType: part.contentType,
      text: Buffer.concat(chunks).toString("utf8"),
    });
  }
  return parts;
}

describe("readMultipart", () => {
  it("reads fields and files whatever the chunk size, boundaries split across chunks included", async () => {
    const form = new FormData();
    form.append("organizationId", "firm-1");
    form.append(
      "file",
      new File(["line one\r\n--not a boundary\r\nline two"], "Résumé 2025.txt", { type: "text/plain" }),
    );
    form.append("sessionId", "abc");
    for (const size of [1, 3, 7, 64, 100_000]) {
      const { boundary, stream } = await encoded(form, size);
      expect(await collect(stream, boundary)).toEqual([
        { name: "organizationId", filename: null, contentType: null, text: "firm-1" },
        {
          name: "file",
          filename: "Résumé 2025.txt",
          contentType: "text/plain",
          text: "line one\r\n--not a boundary\r\nline two",
        },
        { name: "sessionId", filename: null, contentType: null, text: "abc" },
      ]);
    }
  });

  it("skips what a consumer leaves of a part", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(50_000).fill(65)], "a.txt"));
    form.append("after", "still read");
    const { boundary, stream } = await encoded(form, 1000);
    const seen: string[] = [];
    for await (const part of readMultipart(stream, boundary)) {
      if (part.name === "file") {
        for await (const _ of part.body) break;
      } else {
        seen.push(await readFieldText(part));
      }
    }
    expect(seen).toEqual(["still read"]);
  });

  it("a body cut off before its closing delimiter is truncated", async () => {
    const form = new FormData();
    form.append("file", new File(["0123456789".repeat(100)], "a.txt"));
    const { boundary, bytes } = await encoded(form, 10);
    const cut = bytes.slice(0, bytes.length - 30);
    await expect(collect(chunked(cut, 17), boundary)).rejects.toMatchObject({ reason: "truncated" });
    await expect(collect(chunked(new Uint8Array(0), 1), boundary)).rejects.toBeInstanceOf(MultipartError);
  });

  it("refuses parts without a form-data disposition", async () => {
    const boundary = "XyZ";
    const body = new TextEncoder().encode(`--XyZ\r\nContent-Type: text/plain\r\n\r\nhello\r\n--XyZ--\r\n`);
    await expect(collect(chunked(body, 5), boundary)).rejects.toMatchObject({ reason: "malformed" });
  });

  it("finds the boundary in the Content-Type", () => {
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("multipart/form-data; boundary=----x123")).toBe("----x123");
    expect(multipartBoundary("application/json")).toBeNull();
    expect(multipartBoundary("multipart/form-data")).toBeNull();
  });
});
