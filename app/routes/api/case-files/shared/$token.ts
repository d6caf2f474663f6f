import { findSharedCaseFile } from "~/features/case-pdf/share-case-file.server.ts";
import { contentDisposition } from "~/lib/file-response.server.ts";
import { getObjectStream } from "~/lib/storage.server.ts";
import type { Route } from "./+types/$token";

const noStore = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/**
 * GET /api/case-files/shared/{token}: the case-file PDF behind a Share Matter link (ADR 0020),
 * the latest version, for 7 days. An unknown link is 404, an expired one 410.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const shared = await findSharedCaseFile(params.token);
  if (shared === "expired") {
    return Response.json(
      { success: false, error: "This link has expired. Please ask for a new copy from the chat." },
      { status: 410, headers: noStore },
    );
  }
  const object = shared ? await getObjectStream(shared.storageKey) : null;
  if (!shared || !object)
    return Response.json({ success: false, error: "File not found" }, { status: 404, headers: noStore });
  return new Response(object.stream, {
    headers: {
      ...noStore,
      "Content-Type": "application/pdf",
      "Content-Length": String(object.size),
      "Content-Disposition": contentDisposition("inline", shared.name),
    },
  });
}
