import type { MiddlewareFunction } from "react-router";
import { bodyLimitContext } from "~/lib/request-context.ts";
import { getInstance } from "./i18n.server.ts";

/**
 * A body cut at its route's limit (ADR 0045) answers 413 in the visitor's language: a page for a
 * form (the no-JavaScript composer with a 30 MB attachment), JSON for the API. Whatever the route
 * made of its truncated body is discarded. The express adapter answers 413 itself for requests
 * that do not reach this middleware.
 */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const bodyLimitMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const body = context.get(bodyLimitContext);
  // Content-Length already over the limit: no route runs.
  if (!body.exceeded()) {
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await next();
    } catch (error) {
      failure = error;
    }
    if (!body.exceeded()) {
      if (response) return response;
      throw failure;
    }
    await response?.body?.cancel().catch(() => {});
  }
  const t = getInstance(context).getFixedT(null, "common");
  const megabytes = Math.max(1, Math.round((body.limit ?? 0) / 1024 / 1024));
  const message = t("errors.tooLargeBody", { megabytes });
  const url = new URL(request.url);
  const headers = { Connection: "close", "Cache-Control": "no-store" };
  if (url.pathname.startsWith("/api/") || url.pathname.endsWith(".data")) {
    return Response.json({ success: false, error: message, code: "PAYLOAD_TOO_LARGE" }, { status: 413, headers });
  }
  const title = t("errors.tooLargeTitle");
  return new Response(
    `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;text-align:center"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
      `<p><a href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(t("actions.tryAgain"))}</a></p></body></html>`,
    { status: 413, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } },
  );
};
