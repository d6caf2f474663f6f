import { redirect, type RouterContextProvider } from "react-router";
import { jsonFailure } from "./json-response.server.ts";
import { userContext } from "./request-context.ts";

/**
 * The request's signed-in user and session (loaded by the session middleware), or null; undefined
 * when there is no router context at all (a loader called directly), so callers that can read the
 * session cookie themselves still do.
 */
export function getCurrentUser(context: Readonly<RouterContextProvider>): ReturnType<typeof readUser>;
export function getCurrentUser(
  context: Readonly<RouterContextProvider> | undefined,
): ReturnType<typeof readUser> | undefined;
export function getCurrentUser(context: Readonly<RouterContextProvider> | undefined) {
  return context ? readUser(context) : undefined;
}

function readUser(context: Readonly<RouterContextProvider>) {
  return context.get(userContext);
}

/** For JSON endpoints: the signed-in user, else a 401 answer is thrown. */
export function requireApiUser(context: Readonly<RouterContextProvider>) {
  const current = context.get(userContext);
  if (!current) throw jsonFailure(401, "Sign-in required");
  return current;
}

/** For pages: the signed-in user, else a redirect to sign-in that comes back here. */
export function requirePageUser(context: Readonly<RouterContextProvider>, request: Request) {
  const current = context.get(userContext);
  if (!current) {
    const url = new URL(request.url);
    throw redirect(`/auth?mode=signin&redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return current;
}
