import type { MiddlewareFunction } from "react-router";
import { db } from "../../db/client.ts";
import { validateSessionToken } from "~/features/auth/session.server.ts";
import {
  clearedSessionCookie,
  readSessionToken,
  sessionCookie,
  sessionCookieName,
} from "~/lib/session-cookie.server.ts";
import { setsCookie } from "~/lib/cookies.server.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import {
  pendingTwoFactorContext,
  requestIdContext,
  sessionReadFailedContext,
  userContext,
} from "~/lib/request-context.ts";

/**
 * Loads the signed-in user for every request into userContext. When the session was renewed the
 * cookie is refreshed; when the token no longer opens a session (expired, revoked) the cookie is
 * cleared. A response that sets the session cookie itself (sign-in, sign-out) is left alone.
 * When reading the session fails (a database error) on a view of the intake workspace, the page is
 * still served, to a visitor, with sessionReadFailedContext set (its profile area says 'Failed to
 * load session', chat §8) and the cookie untouched. Every other request (a form post, an API call,
 * a settings page that would send the user to sign in) fails as before, so nothing a signed-in user
 * does is ever handled as anonymous.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = readSessionToken(request);
  if (!token) {
    context.set(userContext, null);
    return next();
  }
  let validation: Awaited<ReturnType<typeof validateSessionToken>>;
  try {
    validation = await validateSessionToken(db, token);
  } catch (error) {
    if (!isWorkspaceView(request)) throw error;
    logger.error("auth.session.read_failed", { requestId: context.get(requestIdContext), ...describeError(error) });
    context.set(userContext, null);
    context.set(pendingTwoFactorContext, null);
    context.set(sessionReadFailedContext, true);
    return next();
  }
  // A user with two-factor on whose session has not yet given a code is signed out for every page
  // but /auth/two-factor, which reads pendingTwoFactorContext.
  const pending = validation !== null && validation.user.twoFactorEnabled && !validation.session.twoFactorVerified;
  context.set(userContext, validation && !pending ? { user: validation.user, session: validation.session } : null);
  context.set(
    pendingTwoFactorContext,
    validation && pending ? { user: validation.user, session: validation.session } : null,
  );
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

/** A GET or HEAD of the intake workspace (the index route, on every host): the page with the profile area. */
function isWorkspaceView(request: Request): boolean {
  return (request.method === "GET" || request.method === "HEAD") && new URL(request.url).pathname === "/";
}
