import { uploadFromRawBody, uploadLimits, uploadResponse } from "../../../features/files/upload-file.server.ts";
import { jsonFailure } from "../../../lib/json-response.server.ts";
import { refuseCrossSite } from "../../../lib/origin-check.server.ts";
import { userContext } from "../../../lib/request-context.ts";
import { getFixedTranslator } from "../../../middleware/i18n.server.ts";
import type { Route } from "./+types/upload-raw";

/**
 * POST /api/files/upload-raw: the body is the file; headers x-filename and optional
 * x-file-metadata (JSON with organizationId and sessionId, or those in the query string).
 * `uploadAction(limits)` makes the action for the spec's 25 MB or, in the upload tests, a small
 * limit that shows the cut with small bodies.
 */
export function uploadAction(limits = uploadLimits) {
  return async ({ request, context }: Route.ActionArgs) => {
    if (request.method !== "POST") return jsonFailure(405, "Method not allowed", {}, { headers: { Allow: "POST" } });
    const crossSite = refuseCrossSite(request);
    if (crossSite) return crossSite;
    const actor = { userId: context.get(userContext)?.user.id ?? null, t: await getFixedTranslator(context, "billing") };
    return uploadResponse(await uploadFromRawBody(request, actor, limits));
  };
}

export const action = uploadAction();

export async function loader() {
  return jsonFailure(405, "Method not allowed", {}, { headers: { Allow: "POST" } });
}
