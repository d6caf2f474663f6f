import { uploadFromMultipart } from "~/features/files/upload-file.server.ts";
import { methodNotAllowed } from "~/lib/api-edge.server.ts";
import { readMultipartUpload, uploadAction } from "~/lib/upload-request.server.ts";
import { uploadActorOf } from "~/middleware/upload-actor.server.ts";
import type { Route } from "./+types/upload";

/**
 * POST /api/files/upload (multipart: file, organizationId, sessionId). The client also sends
 * X-Requested-With; cross-site requests are refused by their Origin (ADR 0012), before the body is read.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return uploadAction(request, async () =>
    uploadFromMultipart(await readMultipartUpload(request), await uploadActorOf(context)),
  );
}

export async function loader() {
  return methodNotAllowed();
}
