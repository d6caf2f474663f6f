import { uploadFromMultipart, type UploadOutcome } from "../../../features/files/upload-file.server.ts";
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

/** {success, data: {fileId, fileName, fileType, fileSize, url, storageKey}, message} or {success: false, error, message}. */
function uploadResponse(outcome: UploadOutcome): Response {
  if (!outcome.ok) {
    const { status, code, message, headers, extra } = outcome.refusal;
    return jsonFailure(status, message, { code, message, ...extra }, { headers });
  }
  return Response.json({ success: true, data: outcome.file, message: "File uploaded successfully" }, { status: 201 });
}
