import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { englishErrorText, englishMessage } from "./error-text.server.ts";
import { DomainError, httpStatusOf } from "./errors.ts";
import { jsonFailure, jsonSuccess, parseJsonRequest, readJsonBody } from "./json-response.server.ts";
import { refuseCrossSite } from "./origin-check.server.ts";
import type { SignedInUser } from "./request-context.ts";
import { requireApiUser } from "./require-user.server.ts";

/**
 * The edges of the JSON API (/api/auth, /api/organizations, /api/onboarding, /api/subscription):
 * allowed methods, the Origin check (CSRF) on every state-changing call, JSON bodies parsed with
 * the shared schemas, and {success, data} / {success: false, error, code} answers with the error
 * catalogue's status and English text (ADR 0082). Features never see the request: routes read it
 * here and hand the features values (ADR 0096):
 * - guard: `requireApiCaller` for a signed-in user's call, `refuseMutation` for one a token may make;
 * - answer: `answer`/`answerBody` (members, invitations, tokens, accounts), `answerOrganization`/
 *   `answerOrganizationBody` (organizations: 64 KiB bodies, the failing `field`), `answerPrivately`
 *   for the GETs of an organization's private data.
 */

/** POST only, same origin only: the answer that refuses the call, or null when it may proceed. */
export function refuseBadMutation(request: Request): Response | null {
  return refuseMutation(request, ["POST"]);
}

/** The methods a route allows, and the Origin check: the answer that refuses the call, or null. */
export function refuseMutation(request: Request, allowed: readonly string[]): Response | null {
  if (!allowed.includes(request.method.toUpperCase())) return methodNotAllowed(allowed.join(", "));
  return refuseCrossSite(request);
}

export function methodNotAllowed(allow = "POST"): Response {
  return jsonFailure(405, "Method not allowed", {}, { headers: { Allow: allow } });
}

/**
 * The guard of a signed-in user's call: the methods it allows and the Origin check (405, cross-site
 * 403), then the signed-in user and session (401 without one). A refusal is thrown, as the answer.
 */
export function requireApiCaller(
  request: Request,
  context: Readonly<RouterContextProvider>,
  allowed: readonly string[] = ["POST"],
) {
  const refused = refuseMutation(request, allowed);
  if (refused) throw refused;
  return requireApiUser(context);
}

/** The 401 of a call that needs a signed-in user. */
export function signInRequired(): Response {
  return jsonFailure(401, "Sign-in required");
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

/** The headers of an organization's private data (a member's session or an API token): never cached, per caller. */
export const privateHeaders = { "Cache-Control": "private, no-store", Vary: "Cookie, Authorization" };

/**
 * A GET of an organization's private data (the workspace listings, the intake record's files): the
 * response `run` builds, or the domain error it threw; every answer carries `privateHeaders`.
 */
export async function answerPrivately(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return domainFailure(error, privateHeaders);
  }
}

/** The 404 of a private GET whose last segment names nothing it serves ("Unknown workspace resource"). */
export function unknownPrivatePart(error: string): Response {
  return jsonFailure(404, error, { code: "NOT_FOUND" }, { headers: privateHeaders });
}

/** True for a plain HTML form post (JavaScript off): such callers get a redirect, not JSON. */
export function isHtmlFormPost(request: Request): boolean {
  const type = request.headers.get("Content-Type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** Runs a use case and answers its result, or the domain error it threw. */
export async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return jsonSuccess(await run());
  } catch (error) {
    return domainFailure(error);
  }
}

/**
 * A signed-in user's POST whose JSON body (`maxBytes` at most; null when unreadable) the use case
 * reads itself: 401 without a user, then the method and Origin checks, then `answer` of the use case.
 */
export async function answerUserPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  maxBytes: number,
  run: (user: SignedInUser, body: unknown) => Promise<unknown>,
): Promise<Response> {
  const { user } = requireApiUser(context);
  const refused = refuseMutation(request, ["POST"]);
  if (refused) return refused;
  const body = await readJsonBody(request, maxBytes);
  return answer(() => run(user, body));
}

/**
 * A member, invitation or token call with a JSON body (16 KiB at most): the body parsed with its
 * schema (a 400 naming the first issue), then `answer` of the use case given the parsed input.
 */
export async function answerBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  run: (input: z.infer<S>) => Promise<unknown>,
): Promise<Response> {
  const parsed = await parseJsonRequest(request, schema, { maxBytes: 16 * 1024 });
  return "response" in parsed ? parsed.response : answer(() => run(parsed.data));
}

/**
 * An organization call with a JSON body (64 KiB at most, its schema's message keys answered in
 * English): the body parsed with its schema, then `answerOrganization` of the use case.
 */
export async function answerOrganizationBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  run: (input: z.infer<S>) => Promise<unknown>,
  init: ResponseInit = {},
): Promise<Response> {
  const parsed = await parseJsonRequest(request, schema, { maxBytes: 64 * 1024, message: englishMessage });
  return "response" in parsed ? parsed.response : answerOrganization(() => run(parsed.data), init);
}

/** Like `answer`, for the organization calls: a failure also names the `field` it concerns. */
export async function answerOrganization(run: () => Promise<unknown>, init: ResponseInit = {}): Promise<Response> {
  try {
    return jsonSuccess(await run(), init);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = typeof error.details.field === "string" ? error.details.field : undefined;
    return jsonFailure(httpStatusOf(error), englishErrorText(error), {
      code: error.code,
      ...(field ? { field } : {}),
    });
  }
}
