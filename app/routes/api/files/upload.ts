import { uploadFromMultipart, uploadResponse } from "../../../features/files/upload-file.server.ts";
import { jsonFailure } from "../../../lib/json-response.server.ts";
import { refuseCrossSite } from "../../../lib/origin-check.server.ts";
import type { Route } from "./+types/upload";

/**
 * POST /api/files/upload (multipart: file, organizationId, sessionId). The client also sends
 * X-Requested-With; cross-site requests are refused by their Origin (ADR 0012), before the body is read.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonFailure(405, "Method not allowed", {}, { headers: { Allow: "POST" } });
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  return uploadResponse(await uploadFromMultipart(request));
}

export async function loader() {
  return jsonFailure(405, "Method not allowed", {}, { headers: { Allow: "POST" } });
}
