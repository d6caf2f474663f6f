import { englishErrorText } from "~/lib/error-text.server.ts";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { jsonFailure } from "~/lib/json-response.server.ts";
import { refuseCrossSite } from "~/lib/origin-check.server.ts";

/**
 * Shared edges of the JSON endpoints under /api/auth and /api/organizations: POST only, same
 * origin only (CSRF), and domain errors answered as {success: false, error, code} with their status.
 */
export function refuseBadMutation(request: Request): Response | null {
  if (request.method !== "POST") return methodNotAllowed();
  return refuseCrossSite(request);
}

export function methodNotAllowed(allow = "POST"): Response {
  return jsonFailure(405, "Method not allowed", {}, { headers: { Allow: allow } });
}

/** The JSON answer (with `headers` added) for a failure a feature threw; anything but a DomainError is rethrown (a 500). */
export function domainFailure(error: unknown, headers: Record<string, string> = {}): Response {
  if (!(error instanceof DomainError)) throw error;
  const retryAfter = typeof error.details.retryAfter === "number" ? error.details.retryAfter : undefined;
  return jsonFailure(
    httpStatusOf(error),
    englishErrorText(error),
    { code: error.code, ...(retryAfter ? { retryAfter } : {}) },
    { headers: { ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}), ...headers } },
  );
}

/** True for a plain HTML form post (JavaScript off): such callers get a redirect, not JSON. */
export function isHtmlFormPost(request: Request): boolean {
  const type = request.headers.get("Content-Type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}
