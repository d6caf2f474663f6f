import { RouterContextProvider } from "react-router";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import { appOrigin, toResponse } from "./auth-client.ts";

/**
 * Calls a page's loader (GET) or action (POST, a form) through the real session middleware, as a
 * signed-in user or nobody, and answers the status, the redirect target and the JSON of the data.
 */
type PageModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

export async function callPage(
  module: PageModule,
  path: string,
  options: {
    sessionToken?: string | null;
    form?: Record<string, string>;
    cookies?: string;
    origin?: string | null;
  } = {},
): Promise<{ status: number; location: string | null; body: any }> {
  const method = options.form ? "POST" : "GET";
  const headers = new Headers();
  const cookies = [options.sessionToken ? `parley_session=${options.sessionToken}` : null, options.cookies ?? null]
    .filter(Boolean)
    .join("; ");
  if (cookies) headers.set("Cookie", cookies);
  if (method === "POST" && options.origin !== null) headers.set("Origin", options.origin ?? appOrigin);
  let body: FormData | undefined;
  if (options.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(options.form)) body.append(name, value);
  }
  const request = new Request(new URL(path, appOrigin), { method, headers, body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, "page-tests");
  const handler = method === "GET" ? module.loader : module.action;
  if (!handler) throw new Error(`No handler for ${method} ${path}`);
  const args = { request, context, params: {} };
  const response = (await (sessionMiddleware as (args: unknown, next: () => Promise<Response>) => Promise<Response>)(
    args,
    async () => {
      try {
        return toResponse(await (handler as (args: unknown) => unknown)(args));
      } catch (thrown) {
        return toResponse(thrown, true);
      }
    },
  )) as Response;
  const location = response.headers.get("Location");
  const text = await response.text();
  return { status: response.status, location, body: text ? JSON.parse(text) : null };
}
