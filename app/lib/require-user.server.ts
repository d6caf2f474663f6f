import { redirect, type RouterContextProvider } from "react-router";
import { requireSameOrigin, throwAsStatus } from "./http-errors.server.ts";
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

/**
 * For the organization's own settings pages (`?organizationId=`): the member the page acts as, from
 * the signed-in user (else sign-in) and the page's `require` guard; a refusal becomes the page's
 * status (403 'Access Denied', 404 for another organization's page).
 */
export async function requireOrganizationPageActor<Actor>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  require: (user: { id: string; email: string }, organizationId: string | null) => Promise<Actor>,
): Promise<Actor> {
  const { user } = requirePageUser(context, request);
  try {
    return await require(user, new URL(request.url).searchParams.get("organizationId"));
  } catch (error) {
    throwAsStatus(error);
  }
}

/**
 * A post to an organization's settings page: the member it acts as (as `requireOrganizationPageActor`),
 * the form and its `intent`; a cross-site post is refused (403).
 */
export async function requireOrganizationPagePost<Actor>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  require: (user: { id: string; email: string }, organizationId: string | null) => Promise<Actor>,
): Promise<{ actor: Actor; formData: FormData; intent: string }> {
  const actor = await requireOrganizationPageActor(context, request, require);
  const formData = await request.formData();
  requireSameOrigin(request);
  return { actor, formData, intent: String(formData.get("intent") ?? "") };
}
