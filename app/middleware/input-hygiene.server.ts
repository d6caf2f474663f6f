import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { bodyLimitFor } from "~/lib/body-limits.server.ts";
import { hasUnsafeText, isUnsafeText } from "~/lib/safe-text.ts";
import { getFixedTranslator, getInstance } from "./i18n.server.ts";

/**
 * Bodies that no route should see (issue 15): a page action given a body that is not a form, a
 * form or JSON body that cannot be parsed, and NUL characters or lone surrogates in any form field
 * or JSON string. All answer 400 here, before a route reads the body, instead of a 500 from
 * `request.formData()` or from PostgreSQL. The body is read from a clone, within the route's limit
 * (ADR 0045); on the routes that take attachments, a multipart body over 1 MB is left to its
 * route, which parses it once (a second parse would hold the attachment twice).
 */
const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * JSON APIs that read their body once and answer its unsafe text themselves with
 * `unsafeJsonAnswer` (the chat stream, ADR 0111): reading a clone of it here first cost every chat
 * turn a tee of the body stream and a second parse before the model was asked.
 */
const routesCheckingTheirJson = new Set(["/api/agent/stream"]);
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];
const checkedMultipartBytes = 1024 * 1024;

type Verdict = "ok" | "not-a-form" | "unreadable" | "unsafe-text";

async function inspect(request: Request, isApi: boolean): Promise<Verdict> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const length = request.headers.get("Content-Length");
  const empty = length === "0" || request.body === null;
  // APIs read JSON whatever the declared type (readJsonBody), so any non-form body is checked as JSON.
  if (isApi && !formTypes.includes(type)) {
    if (empty) return "ok";
    let parsed: unknown;
    try {
      parsed = JSON.parse(await request.clone().text());
    } catch {
      // Bad JSON is the route's to answer (each API has its own 400 message).
      return "ok";
    }
    return hasUnsafeText(parsed) ? "unsafe-text" : "ok";
  }
  if (formTypes.includes(type)) {
    if (empty) return "ok";
    // Bodies are capped at the route's limit (ADR 0045); only routes that take attachments allow
    // more than 1 MB, and there a large multipart body is parsed once, by the route.
    const limit = bodyLimitFor(new URL(request.url).pathname) ?? Infinity;
    if (
      type === "multipart/form-data" &&
      limit > checkedMultipartBytes &&
      (length === null || Number(length) > checkedMultipartBytes)
    )
      return "ok";
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      return "unreadable";
    }
    for (const [name, value] of form) {
      if (
        isUnsafeText(name) ||
        (typeof value === "string" && isUnsafeText(value)) ||
        (typeof value !== "string" && isUnsafeText(value.name))
      )
        return "unsafe-text";
    }
    return "ok";
  }
  // Page actions read forms; an empty POST (a bare button) is a form without fields.
  if (!isApi && !empty) return "not-a-form";
  return "ok";
}

/** The 400 for a JSON body with unsafe text, in the visitor's language: this middleware's, and a route's that checks its own body. */
export async function unsafeJsonAnswer(context: Readonly<RouterContextProvider>): Promise<Response> {
  const t = await getFixedTranslator(context, "common");
  return invalidJsonAnswer(t("errors.unsafeText"));
}

const invalidJsonAnswer = (message: string) =>
  Response.json({ success: false, error: message, code: "INVALID_INPUT" }, { status: 400 });

export const inputHygieneMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!bodyMethods.has(request.method.toUpperCase())) return next();
  const url = new URL(request.url);
  const isApi = url.pathname.startsWith("/api/");
  // Multipart uploads stream to disk and check their own fields (upload-file.server.ts).
  if (/^\/api\/files\/upload(-raw)?\/?$/.test(url.pathname)) return next();
  if (routesCheckingTheirJson.has(url.pathname)) return next();
  const verdict = await inspect(request, isApi);
  if (verdict === "ok") return next();
  const t = getInstance(context).getFixedT(null, "common");
  const message = verdict === "unsafe-text" ? t("errors.unsafeText") : t("errors.unreadableForm");
  if (isApi || url.pathname.endsWith(".data")) return invalidJsonAnswer(message);
  return new Response(
    `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t("errors.badRequestTitle")}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;text-align:center"><h1>${t("errors.badRequestTitle")}</h1><p>${message}</p><p><a href="/">${t("actions.goHome")}</a></p></body></html>`,
    { status: 400, headers: { "Content-Type": "text/html; charset=utf-8" } },
  );
};
