import { readIntakeCredentials, type IntakeCredentials } from "./intake-cookie.server.ts";
import { jsonFailure } from "./json-response.server.ts";
import { type MultipartPart, multipartBoundary, readMultipart } from "./multipart.server.ts";
import { refuseCrossSite } from "./origin-check.server.ts";

/**
 * The HTTP side of the two upload routes (spec §7, ADR 0082): POST only, cross-site requests
 * refused by their Origin before the body is read (ADR 0012), the request's headers parsed, and the
 * streaming multipart reader (ADR 0078) started on the body. The files feature gets these values
 * and the parts as they arrive, never the Request; the outcome it returns becomes the spec's JSON here.
 */

/** The Content-Length the client declared, when it is a plain number. */
export function declaredLength(request: Request): number | null {
  const header = request.headers.get("Content-Length");
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

/** POST /api/files/upload: the parts of a multipart body (null when it is not multipart or has no body). */
export type MultipartUpload = {
  declaredLength: number | null;
  parts: AsyncIterable<MultipartPart> | null;
  credentials: IntakeCredentials;
};

export async function readMultipartUpload(request: Request): Promise<MultipartUpload> {
  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  return {
    declaredLength: declaredLength(request),
    // A generator: nothing is read until the feature asks for the first part.
    parts: boundary && request.body ? readMultipart(request.body, boundary) : null,
    credentials: await readIntakeCredentials(request),
  };
}

/** POST /api/files/upload-raw: the body is the file, described by its headers and query string. */
export type RawUpload = {
  declaredLength: number | null;
  /** x-filename, decoded; null when missing or blank. */
  fileName: string | null;
  /** x-file-metadata: the JSON object, or null when it is not one (or over `maxMetadataBytes`). */
  metadata: Record<string, unknown> | null;
  /** organizationId and sessionId of the query string, used when the metadata does not name them. */
  query: { organizationId: string | null; sessionId: string | null };
  body: ReadableStream<Uint8Array> | null;
  credentials: IntakeCredentials;
};

const maxMetadataBytes = 8 * 1024;

/** x-filename as sent: percent-encoded, or raw UTF-8 bytes (which arrive as Latin-1). */
function decodeFileNameHeader(value: string): string {
  if (/%[0-9A-Fa-f]{2}/.test(value)) {
    try {
      return decodeURIComponent(value);
    } catch {
      // not percent-encoding after all
    }
  }
  if (/[^\x00-\x7f]/.test(value)) {
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(value, "latin1"));
    } catch {
      // Latin-1 it is
    }
  }
  return value;
}

/** x-file-metadata: a JSON object (the client replaces non-ASCII characters with ?); absent is {}. */
function parseMetadata(header: string | null): Record<string, unknown> | null {
  if (header === null || header.trim() === "") return {};
  if (header.length > maxMetadataBytes) return null;
  try {
    const value: unknown = JSON.parse(header);
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    return value as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function readRawUpload(request: Request): Promise<RawUpload> {
  const rawName = request.headers.get("x-filename");
  const query = new URL(request.url).searchParams;
  return {
    declaredLength: declaredLength(request),
    fileName: rawName === null || rawName.trim() === "" ? null : decodeFileNameHeader(rawName),
    metadata: parseMetadata(request.headers.get("x-file-metadata")),
    query: { organizationId: query.get("organizationId"), sessionId: query.get("sessionId") },
    body: request.body,
    credentials: await readIntakeCredentials(request),
  };
}

/** What the files feature answers: the stored file, or a refusal with its status (errors.ts) and the spec's text. */
type Outcome =
  | { ok: true; file: unknown }
  | {
      ok: false;
      refusal: {
        status: number;
        code: string;
        message: string;
        headers?: Record<string, string>;
        extra?: Record<string, unknown>;
      };
    };

/** The upload routes' answer: {success, data: {fileId, fileName, fileType, fileSize, url, storageKey}, message}, or the refusal. */
export function uploadResponse(outcome: Outcome): Response {
  if (!outcome.ok) {
    const { status, code, message, headers, extra } = outcome.refusal;
    return Response.json({ success: false, error: message, code, message, ...extra }, { status, headers });
  }
  return Response.json({ success: true, data: outcome.file, message: "File uploaded successfully" }, { status: 201 });
}

/** POST only and same origin only, checked before the body is read; then `upload` reads it. */
export async function uploadAction(request: Request, upload: () => Promise<Outcome>): Promise<Response> {
  if (request.method !== "POST") return jsonFailure(405, "Method not allowed", {}, { headers: { Allow: "POST" } });
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  return uploadResponse(await upload());
}
