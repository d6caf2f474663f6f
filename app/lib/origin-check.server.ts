import { env } from "./env.server.ts";

/**
 * CSRF defence for state-changing requests (DESIGN §6). A browser names the page a request comes
 * from in the Origin header; it must be this application's origin (APP_URL) or the host the request
 * was sent to (an organization's own intake host). Without Origin, Sec-Fetch-Site decides; a
 * request with neither header is not from a browser page (curl, a server) and cannot ride on a
 * visitor's cookies, so it passes. "Origin: null" (sandboxed frames, some redirects) is refused.
 */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSameOriginRequest(request: Request): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    if (origin === "null") return false;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    if (parsed.origin === new URL(env().APP_URL).origin) return true;
    const target = new URL(request.url);
    return parsed.protocol === target.protocol && parsed.host === target.host;
  }
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin" || site === "none";
  return true;
}

/** A 403 JSON answer for a cross-site request, or null when the request may proceed. */
export function refuseCrossSite(request: Request): Response | null {
  if (isSameOriginRequest(request)) return null;
  return Response.json({ success: false, error: "Cross-site request refused" }, { status: 403 });
}
