import { createReadableStreamFromReadable } from "@react-router/node";
import { createInstance, type i18n as I18n } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce.tsx";
import { BatchedBody } from "./lib/batched-body.server.ts";
import { isBodyTooLarge } from "./lib/body-limits.server.ts";
import { keepDocument, keptDocument, type KeptDocumentSlot, keptDocumentSlot } from "./lib/kept-documents.server.ts";
import { fallbackLanguage } from "./lib/i18n.ts";
import { describeError, logger } from "./lib/logger.server.ts";
import { nonceContext, requestIdContext } from "./lib/request-context.ts";
import { noteDatabaseUnavailable } from "./middleware/database-unavailable.server.ts";
import { getInstance } from "./middleware/i18n.server.ts";
import { redactPath } from "./lib/redact-path.ts";

export const streamTimeout = 5_000;

// Used only when the i18n middleware did not run for this request (it always does for matched routes).
const fallbackI18n: I18n = createInstance();
void fallbackI18n.use(initReactI18next).init({ lng: fallbackLanguage, resources: {}, initAsync: false });

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  let i18n: I18n;
  try {
    i18n = getInstance(loadContext);
  } catch {
    i18n = fallbackI18n;
  }

  // A visitor without a session gets the page kept from an earlier render, with this request's nonce (ADR 0125).
  const slot = nonce ? keptDocumentSlot(request, routerContext, i18n.language) : null;
  const kept = slot ? keptDocument(slot, nonce) : undefined;
  if (kept !== undefined) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(kept, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and requests without JavaScript get the whole document at once.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let abort: (() => void) | undefined;
    const timer = setTimeout(() => abort?.(), streamTimeout + 1000);

    const stream = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new BatchedBody();
          body.once("finish", () => clearTimeout(timer));
          if (slot) keepWhenComplete(body, slot, nonce, () => responseStatusCode === 200);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          stream.pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, React Router logs them via onShellError.
          if (shellRendered)
            logger.error("ssr.render.error", { requestId: loadContext.get(requestIdContext), ...describeError(error) });
        },
      },
    );
    abort = stream.abort;
  });
}

/** Keeps the page's HTML once all of it has gone through `body` and the render ended well. */
function keepWhenComplete(body: BatchedBody, slot: KeptDocumentSlot, nonce: string, succeeded: () => boolean) {
  const pieces: Buffer[] = [];
  body.on("data", (piece: Buffer) => pieces.push(piece));
  body.once("end", () => {
    if (succeeded()) keepDocument(slot, Buffer.concat(pieces).toString("utf8"), nonce);
  });
}

/** What React Router's action guard refuses: an Origin header whose host is not the request URL's. */
function hasForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null || origin === "null") return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/** Errors thrown by loaders and actions: logged with ids only (the message may quote user input). */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider },
) {
  if (request.signal.aborted) return;
  // A body cut at its route's limit: the adapter answers 413 (ADR 0045); not a fault.
  if (isBodyTooLarge(error)) return;
  // PostgreSQL unreachable: answered 503 by the database-unavailable middleware, logged as a warning.
  if (noteDatabaseUnavailable(error, context)) {
    logger.warn("db.unavailable", {
      requestId: context.get(requestIdContext),
      path: redactPath(new URL(request.url).pathname),
      ...describeError(error),
    });
    return;
  }
  // React Router's own 4xx (a POST to a page without an action is 405), and its refusal of an
  // action whose Origin is not the request's host (answered 400): the client's doing, info.
  // A single-fetch action (".data") refused that way reaches here as a bare "Bad Request".
  const refusedOrigin =
    error instanceof Error &&
    ((/Aborting the action\.$/.test(error.message) && /origin/i.test(error.message)) ||
      (error.message === "Bad Request" && hasForeignOrigin(request)));
  if ((isRouteErrorResponse(error) && error.status < 500) || refusedOrigin) {
    logger.info("route.client_error", {
      requestId: context.get(requestIdContext),
      path: redactPath(new URL(request.url).pathname),
      status: refusedOrigin ? 400 : (error as { status: number }).status,
    });
    return;
  }
  logger.error("route.error", {
    requestId: context.get(requestIdContext),
    path: redactPath(new URL(request.url).pathname),
    ...describeError(error),
  });
}
