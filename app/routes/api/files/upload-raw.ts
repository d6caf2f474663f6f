import { uploadFromRawBody } from "~/features/files/upload-file.server.ts";
import { methodNotAllowed } from "~/lib/api-edge.server.ts";
import { readRawUpload, uploadAction } from "~/lib/upload-request.server.ts";
import { uploadActorOf } from "~/middleware/upload-actor.server.ts";
import type { Route } from "./+types/upload-raw";

/**
 * POST /api/files/upload-raw: the body is the file; headers x-filename and optional
 * x-file-metadata (JSON with organizationId and sessionId, or those in the query string).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return uploadAction(request, async () =>
    uploadFromRawBody(await readRawUpload(request), await uploadActorOf(context)),
  );
}

export async function loader() {
  return methodNotAllowed();
}
