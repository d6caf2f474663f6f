import { db } from "../../../../db/client.ts";
import { fileOrganization, getVisitorFile } from "../../../features/files/intake-files.server.ts";
import { getIntakeSession } from "../../../features/intake/intake-sessions.server.ts";
import { getObjectStream } from "../../../lib/storage.server.ts";
import type { Route } from "./+types/$fileKey";

const notFound = () => Response.json({ success: false, error: "File not found" }, { status: 404 });

/** GET /api/files/{fileId or storageKey}: only to the visitor session that uploaded it; anyone else gets 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const key = params.fileKey;
  const organizationId = await fileOrganization(db, key);
  if (!organizationId) return notFound();
  const current = await getIntakeSession(request, organizationId);
  if (!current) return notFound();
  const file = await getVisitorFile(db, key, organizationId, current.session.id);
  if (!file) return notFound();
  const object = await getObjectStream(file.storage_key);
  if (!object) return notFound();
  return new Response(object.stream, {
    headers: {
      "Content-Type": file.content_type,
      "Content-Length": String(object.size),
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
