import { findReadableFile } from "~/features/files/file-access.server.ts";
import { contentDisposition, parseRange } from "~/lib/file-response.server.ts";
import { getObjectStream } from "~/lib/storage.server.ts";
import type { Route } from "./+types/$fileKey";
import { getCurrentUser } from "~/lib/require-user.server.ts";
import { readIntakeCredentials } from "~/lib/intake-cookie.server.ts";

const notFound = () =>
  Response.json(
    { success: false, error: "File not found" },
    { status: 404, headers: { "Cache-Control": "private, no-store" } },
  );

/** Shown in the browser; anything else is downloaded. */
const inlineTypes = /^(image\/|video\/|audio\/|application\/pdf$|text\/plain$)/;

/**
 * GET /api/files/{fileId or storageKey}: the file, only to the visitor session that uploaded it
 * and the organization's signed-in members; anyone else gets 404. Single byte ranges are served
 * (206), so video and audio can seek.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const file = await findReadableFile(
    await readIntakeCredentials(request),
    params.fileKey,
    getCurrentUser(context)?.user.id ?? null,
  );
  if (!file) return notFound();
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(inlineTypes.test(file.contentType) ? "inline" : "attachment", file.name),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    "Accept-Ranges": "bytes",
  });
  const range = parseRange(request.headers.get("Range"), file.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await getObjectStream(file.storageKey, range ?? undefined);
  if (!object) return notFound();
  if (object.range) {
    headers.set("Content-Range", `bytes ${object.range.start}-${object.range.end}/${object.size}`);
    headers.set("Content-Length", String(object.range.end - object.range.start + 1));
    return new Response(object.stream, { status: 206, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.stream, { headers });
}
