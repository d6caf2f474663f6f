import type { UploadedFile } from "../../app/features/files/shared-file.ts";
import { loader as fileLoader } from "../../app/routes/api/files/$fileKey.ts";
import { readMultipartUpload, readRawUpload, uploadAction as uploadEdge } from "../../app/lib/upload-request.server.ts";
import { uploadActorOf } from "../../app/middleware/upload-actor.server.ts";
import {
  uploadFromMultipart,
  uploadFromRawBody,
  type UploadLimits,
} from "../../app/features/files/upload-file.server.ts";
import { action as rawAction } from "../../app/routes/api/files/upload-raw.ts";
import { action as uploadAction } from "../../app/routes/api/files/upload.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import { routeContext, type Visitor } from "./intake-client.ts";

/**
 * Calls the files API's route modules with real Requests, as a browser would (the visitor's
 * cookies included), like tests/support/intake-client.ts does for the intake API.
 */
const origin = "http://localhost:3000";

export type UploadBody = {
  success: boolean;
  data?: UploadedFile;
  message?: string;
  error?: string;
  code?: string;
};

async function call(fn: (args: never) => unknown, request: Request, visitor?: Visitor): Promise<Response> {
  return (await fn({
    request,
    context: visitor ? visitor.context() : routeContext(),
    params: {},
  } as never)) as Response;
}

/** The upload routes' action with `limits` in place of the spec's 25 MB (what the route modules do, with their default). */
type EdgeArgs = { request: Request; context: Parameters<typeof uploadActorOf>[0] };
const multipartActionWithin =
  (limits: UploadLimits) =>
  ({ request, context }: EdgeArgs) =>
    uploadEdge(request, async () =>
      uploadFromMultipart(await readMultipartUpload(request), await uploadActorOf(context), limits),
    );
const rawActionWithin =
  (limits: UploadLimits) =>
  ({ request, context }: EdgeArgs) =>
    uploadEdge(request, async () =>
      uploadFromRawBody(await readRawUpload(request), await uploadActorOf(context), limits),
    );

/** POST /api/files/upload with a FormData body (fields in the order given). */
export async function uploadForm(
  visitor: Visitor,
  fields: Record<string, string | Blob>,
  headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest" },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return call(
    uploadAction,
    new Request(`${origin}/api/files/upload`, { method: "POST", headers: visitor.headers(headers), body: form }),
    visitor,
  );
}

/** The usual multipart upload: organizationId and sessionId, then the file (as the composer sends it). */
export function uploadFile(visitor: Visitor, file: File): Promise<Response> {
  return uploadForm(visitor, { organizationId: visitor.organizationId, sessionId: visitor.sessionId ?? "", file });
}

/** POST /api/files/upload with a hand-made (streamed) body; `limits` replaces the spec's 25 MB. */
export async function uploadStream(
  visitor: Visitor,
  body: ReadableStream<Uint8Array>,
  contentType: string,
  headers: Record<string, string> = {},
  limits?: UploadLimits,
): Promise<Response> {
  const request = new Request(`${origin}/api/files/upload`, {
    method: "POST",
    headers: visitor.headers({ "Content-Type": contentType, "X-Requested-With": "XMLHttpRequest", ...headers }),
    body,
    duplex: "half",
  } as RequestInit);
  return call(limits ? multipartActionWithin(limits) : uploadAction, request);
}

/** POST /api/files/upload-raw; `limits` replaces the spec's 25 MB. */
export async function uploadRaw(
  visitor: Visitor,
  body: BodyInit | ReadableStream<Uint8Array> | null,
  options: {
    filename?: string;
    metadata?: string | Record<string, unknown>;
    headers?: Record<string, string>;
    query?: string;
    limits?: UploadLimits;
  } = {},
): Promise<Response> {
  const metadata = options.metadata ?? { organizationId: visitor.organizationId, sessionId: visitor.sessionId };
  const headers: Record<string, string> = {
    ...(options.filename !== undefined ? { "x-filename": options.filename } : {}),
    ...options.headers,
  };
  headers["x-file-metadata"] = typeof metadata === "string" ? metadata : JSON.stringify(metadata);
  const request = new Request(`${origin}/api/files/upload-raw${options.query ?? ""}`, {
    method: "POST",
    headers: visitor.headers(headers),
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return call(options.limits ? rawActionWithin(options.limits) : rawAction, request);
}

/** GET /api/files/{key} as this visitor (or with no credentials at all). */
export async function download(
  visitor: Visitor | null,
  key: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const request = new Request(`${origin}/api/files/${key}`, {
    headers: visitor ? visitor.headers(headers) : new Headers(headers),
  });
  // Through the session middleware, as the browser reaches it: a member is signed in by their cookie.
  const args = { request, context: routeContext(), params: { fileKey: key } };
  type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<Response>;
  return (sessionMiddleware as Middleware)(args, async () => (await fileLoader(args as never)) as Response);
}

/**
 * A body of `size` generated bytes (after `prefix`, before `suffix`), made as it is read: nothing
 * is held in memory. `pulled()` tells how many bytes the reader actually took.
 */
export function generatedBody(
  size: number,
  options: { prefix?: Uint8Array; suffix?: Uint8Array; chunkSize?: number; fill?: number } = {},
) {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  let produced = 0;
  let pulled = 0;
  let stage: "prefix" | "body" | "suffix" | "done" = options.prefix ? "prefix" : "body";
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stage === "prefix") {
          controller.enqueue(options.prefix!);
          pulled += options.prefix!.length;
          stage = "body";
          return;
        }
        if (stage === "body") {
          const length = Math.min(chunkSize, size - produced);
          if (length > 0) {
            controller.enqueue(new Uint8Array(length).fill(options.fill ?? 0x41));
            produced += length;
            pulled += length;
            return;
          }
          stage = options.suffix ? "suffix" : "done";
        }
        if (stage === "suffix") {
          controller.enqueue(options.suffix!);
          pulled += options.suffix!.length;
          stage = "done";
          return;
        }
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

/** The multipart framing around one file part (the fields come first when given). */
export function multipartFraming(
  boundary: string,
  file: { name: string; type: string },
  fields: Record<string, string> = {},
) {
  const encoder = new TextEncoder();
  const head =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    prefix: encoder.encode(head),
    suffix: encoder.encode(`\r\n--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
