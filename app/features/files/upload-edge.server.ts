import { jsonFailure } from "~/lib/json-response.server.ts";
import { refuseCrossSite } from "~/lib/origin-check.server.ts";
import { type UploadActor, type UploadOutcome, uploadResponse } from "./upload-file.server.ts";

/**
 * The HTTP side of both upload routes (spec §7): POST only, cross-site requests refused by their
 * Origin before the body is read (ADR 0012), then the actor (the signed-in user, if any, and the
 * billing texts; the route reads them from its context), the outcome as the spec's JSON. `upload` reads the body: uploadFromMultipart or
 * uploadFromRawBody, with the spec's 25 MB (the upload tests pass a small limit, ADR 0045).
 */
export async function uploadAction(
  request: Request,
  actorOf: () => Promise<UploadActor>,
  upload: (request: Request, actor: UploadActor) => Promise<UploadOutcome>,
): Promise<Response> {
  if (request.method !== "POST") return jsonFailure(405, "Method not allowed", {}, { headers: { Allow: "POST" } });
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  return uploadResponse(await upload(request, await actorOf()));
}
