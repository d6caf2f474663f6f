import { MultipartError, multipartBoundary, readFieldText, readMultipart } from "./multipart.server.ts";

/**
 * One text file and a few small fields from a multipart/form-data body (a real <form
 * enctype="multipart/form-data">, so it works without JavaScript), streamed with a byte limit: a
 * file over the limit is refused as soon as it passes it, never buffered whole. The file must be
 * UTF-8 text.
 */
export type TextUpload =
  | { kind: "ok"; text: string; fileName: string; fields: Map<string, string> }
  | { kind: "too-large" }
  | { kind: "missing"; fields: Map<string, string> }
  | { kind: "invalid" };

/** Room for the multipart framing and the small fields around the file. */
const framingBytes = 64 * 1024;

export async function readTextUpload(
  body: ReadableStream<Uint8Array> | null,
  headers: { contentType: string | null; contentLength: string | null },
  options: { field: string; maxBytes: number },
): Promise<TextUpload> {
  const declared = headers.contentLength === null ? null : Number(headers.contentLength);
  if (declared !== null && Number.isFinite(declared) && declared > options.maxBytes + framingBytes)
    return { kind: "too-large" };
  const boundary = multipartBoundary(headers.contentType);
  if (!boundary || !body) return { kind: "invalid" };
  const fields = new Map<string, string>();
  let file: { text: string; fileName: string } | null = null;
  try {
    for await (const part of readMultipart(body, boundary)) {
      if (part.filename === null) {
        fields.set(part.name, await readFieldText(part, 1024));
        continue;
      }
      if (part.name !== options.field || file) continue;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.body) {
        size += chunk.length;
        if (size > options.maxBytes) return { kind: "too-large" };
        chunks.push(Buffer.from(chunk));
      }
      if (size === 0 && !part.filename) continue;
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
      } catch {
        return { kind: "invalid" };
      }
      file = { text, fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof MultipartError) return { kind: "invalid" };
    throw error;
  }
  if (!file || (file.fileName === "" && file.text === "")) return { kind: "missing", fields };
  return { kind: "ok", ...file, fields };
}
