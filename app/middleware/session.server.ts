import type { MiddlewareFunction } from "react-router";
import { db } from "../../db/client.ts";
import { clearedSessionCookie, readSessionToken, sessionCookie, sessionCookieName, validateSessionToken } from "../features/auth/session.server.ts";
import { setsCookie } from "../lib/cookies.server.ts";
import { pendingTwoFactorContext, userContext } from "../lib/request-context.ts";

/**
 * Loads the signed-in user for every request into userContext. When the session was renewed the
 * cookie is refreshed; when the token no longer opens a session (expired, revoked) the cookie is
 * cleared. A response that sets the session cookie itself (sign-in, sign-out) is left alone.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = readSessionToken(request);
  if (!token) {
    context.set(userContext, null);
    return next();
  }
  const validation = await validateSessionToken(db, token);
  // A user with two-factor on whose session has not yet given a code is signed out for every page
  // but /auth/two-factor, which reads pendingTwoFactorContext.
  const pending = validation !== null && validation.user.twoFactorEnabled && !validation.session.twoFactorVerified;
  context.set(userContext, validation && !pending ? { user: validation.user, session: validation.session } : null);
  context.set(pendingTwoFactorContext, validation && pending ? { user: validation.user, session: validation.session } : null);
  const response = await next();
  if (validation && !validation.renewed) return response;
  if (setsCookie(response, sessionCookieName())) return response;
  const cookie = validation ? sessionCookie(token, validation.session.expiresAt) : clearedSessionCookie();
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // Immutable headers (a Response from fetch or Response.redirect): copy it.
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
};
