import { expireCookie, hostCookieName, readCookie, serializeCookie } from "./cookies.server.ts";

/**
 * The session cookie (ADR 0004): `__Host-parley_session` (Secure) in production over https, else
 * `parley_session`. It holds the random session token; the database keeps only its hash
 * (app/features/auth/session.server.ts). Reading and writing it is the edge's work.
 */

// 20 random bytes in lowercase base32 without padding.
const sessionTokenPattern = /^[a-z2-7]{32}$/;

/** True for a string shaped like a session token (anything else never reaches the database). */
export function isSessionTokenShape(token: string): boolean {
  return sessionTokenPattern.test(token);
}

export function sessionCookieName(): string {
  return hostCookieName("parley_session");
}

/** The session token the request's cookie carries, or null when missing or malformed. */
export function readSessionToken(request: Request): string | null {
  const token = readCookie(request, sessionCookieName());
  return token && isSessionTokenShape(token) ? token : null;
}

export function sessionCookie(token: string, expiresAt: Date): string {
  return serializeCookie(sessionCookieName(), token, {
    expires: expiresAt,
    maxAgeSeconds: (expiresAt.getTime() - Date.now()) / 1000,
  });
}

export function clearedSessionCookie(): string {
  return expireCookie(sessionCookieName());
}
