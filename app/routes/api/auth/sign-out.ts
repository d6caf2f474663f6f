import { redirect } from "react-router";
import { isHtmlFormPost, methodNotAllowed, refuseBadMutation } from "~/lib/api-edge.server.ts";
import { signOutToken } from "~/features/auth/session.server.ts";
import { clearedSessionCookie, readSessionToken } from "~/lib/session-cookie.server.ts";
import { jsonSuccess } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/sign-out";

/**
 * POST /api/auth/sign-out: ends this browser's session on the server and clears the cookie. A plain
 * form post (no JavaScript) is redirected to the home page; other callers get JSON.
 */
export async function action({ request }: Route.ActionArgs) {
  const refused = refuseBadMutation(request);
  if (refused) return refused;
  await signOutToken(readSessionToken(request));
  const headers = { "Set-Cookie": clearedSessionCookie() };
  if (isHtmlFormPost(request)) return redirect("/", { status: 303, headers });
  return jsonSuccess({ signedOut: true }, { headers });
}

export async function loader() {
  return methodNotAllowed();
}
