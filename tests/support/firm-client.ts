import { RouterContextProvider } from "react-router";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { i18nextMiddleware } from "../../app/middleware/i18n.server.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import { appOrigin, toResponse } from "./auth-client.ts";
import type { As } from "./organization-client.ts";

/**
 * Calls any route module (a page's loader or action, or a JSON resource route) with a real
 * Request through the root's middleware (locale, session), as a member (session cookie), an API
 * token (Bearer), a visitor (intake cookie) or nobody. Answers the status, the redirect target and
 * the body (JSON when it is JSON: a page loader's data, an API answer).
 */
type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
export type Caller = (NonNullable<As> & { cookie?: string }) | null;

export type Answer = { status: number; location: string | null; body: any };

export async function callAny(
  module: RouteModule,
  path: string,
  options: {
    as: Caller;
    method?: string;
    form?: Record<string, string>;
    multipart?: FormData;
    json?: unknown;
    params?: Record<string, string>;
    origin?: string | null;
  },
): Promise<Answer> {
  const method = options.method ?? (options.form || options.multipart || options.json !== undefined ? "POST" : "GET");
  const headers = new Headers();
  const cookies = [
    options.as?.sessionToken ? `parley_session=${options.as.sessionToken}` : null,
    options.as?.cookie ?? null,
  ].filter(Boolean);
  if (cookies.length) headers.set("Cookie", cookies.join("; "));
  if (options.as?.bearer) headers.set("Authorization", `Bearer ${options.as.bearer}`);
  if (method !== "GET" && options.origin !== null && !options.as?.bearer)
    headers.set("Origin", options.origin ?? appOrigin);
  let body: BodyInit | undefined;
  if (options.form) body = new URLSearchParams(options.form);
  else if (options.multipart) body = options.multipart;
  else if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  const request = new Request(new URL(path, appOrigin), { method, headers, body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, "firm-tests");
  const handler = method === "GET" ? module.loader : module.action;
  if (!handler) throw new Error(`No handler for ${method} ${path}`);
  const args = { request, context, params: options.params ?? {} };
  type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<Response>;
  const response = (await (i18nextMiddleware as Middleware)(args, () =>
    (sessionMiddleware as Middleware)(args, async () => {
      try {
        return toResponse(await (handler as (args: unknown) => unknown)(args));
      } catch (thrown) {
        return toResponse(thrown, true);
      }
    }),
  )) as Response;
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, location: response.headers.get("Location"), body: parsed };
}
