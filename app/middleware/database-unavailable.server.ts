import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { isDatabaseUnavailable } from "~/lib/database-unavailable.server.ts";
import { logger } from "~/lib/logger.server.ts";
import { requestIdContext } from "~/lib/request-context.ts";
import { getInstance } from "./i18n.server.ts";
import { redactPath } from "~/lib/redact-path.ts";

/**
 * PostgreSQL down answers 503 with a clear page or JSON, never a 500 (issue 15). An error that
 * reaches here (a middleware's query) is mapped directly; one a loader or action threw has already
 * been turned into a 500 by React Router, so handleError (entry.server.tsx) marks the request and
 * the 500 is replaced here.
 */
const databaseUnavailableContext = createContext<boolean>(false);

/** Called by handleError: true when the error meant the database was unreachable. */
export function noteDatabaseUnavailable(error: unknown, context: Readonly<RouterContextProvider>): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  (context as RouterContextProvider).set(databaseUnavailableContext, true);
  return true;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function unavailable(request: Request, context: Readonly<RouterContextProvider>): Response {
  const t = getInstance(context).getFixedT(null, "common");
  const title = t("errors.unavailableTitle");
  const body = t("errors.unavailableBody");
  const headers = { "Retry-After": "30", "Cache-Control": "no-store" };
  const url = new URL(request.url);
  const wantsJson =
    url.pathname.startsWith("/api/") || (request.headers.get("Accept") ?? "").includes("application/json");
  if (wantsJson)
    return Response.json({ success: false, error: body, code: "SERVICE_UNAVAILABLE" }, { status: 503, headers });
  const language = getInstance(context).language;
  const page =
    `<!DOCTYPE html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;text-align:center">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(t("actions.tryAgain"))}</a></p></body></html>`;
  return new Response(page, { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.warn("db.unavailable", {
      requestId: context.get(requestIdContext),
      path: redactPath(new URL(request.url).pathname),
    });
    return unavailable(request, context);
  }
  if (response.status >= 500 && context.get(databaseUnavailableContext)) {
    await response.body?.cancel().catch(() => {});
    return unavailable(request, context);
  }
  return response;
};
