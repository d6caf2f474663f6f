import { env } from "./env.server.ts";

/**
 * Plain cookies for secrets that must not be re-encoded (session tokens, OAuth state). Secure,
 * and eligible for the `__Host-` prefix, in production when APP_URL is https.
 */
export function secureCookies(): boolean {
  const config = env();
  return config.NODE_ENV === "production" && config.APP_URL.startsWith("https:");
}

/** `__Host-<name>` when cookies are Secure (no Domain, Path=/: bound to this exact host), else `<name>`. */
export function hostCookieName(name: string): string {
  return secureCookies() ? `__Host-${name}` : name;
}

export type CookieOptions = { maxAgeSeconds?: number; expires?: Date; sameSite?: "Lax" | "Strict" };

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "HttpOnly", `SameSite=${options.sameSite ?? "Lax"}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}

export function expireCookie(name: string): string {
  return serializeCookie(name, "", { maxAgeSeconds: 0, expires: new Date(0) });
}

/** The value of a cookie the request carries, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/** True when the response already sets (or clears) this cookie. */
export function setsCookie(response: Response, name: string): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));
}
