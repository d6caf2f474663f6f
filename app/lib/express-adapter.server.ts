import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { BodyTooLargeError, bodyLimitFor, byteCounter } from "./body-limits.server.ts";

/**
 * Express ⇄ Fetch for the React Router handler: @react-router/express's adapter, with the one body
 * reader of ADR 0045. A request's body reaches the route through a byte counter with the route's
 * limit (body-limits.server.ts): with a Content-Length over it nothing is read and no route runs;
 * a body that grows past it while it streams is cut there (nothing more is read) and the route's
 * answer is discarded. Either way the answer is 413: the body-limit middleware's page or JSON in
 * the visitor's language, or this adapter's JSON when the request did not reach it.
 */
const tooLarge = () =>
  Response.json(
    { success: false, error: "The request body is too large.", code: "PAYLOAD_TOO_LARGE" },
    { status: 413, headers: { Connection: "close" } },
  );

function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  return headers;
}

function requestUrl(req: ExpressRequest): URL {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel().catch(() => {});
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The route's header replaces the security middleware's of the same name (a file's own CSP or
  // Referrer-Policy, say), so none is sent twice; only Set-Cookie may repeat.
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") res.append(key, value);
    else res.setHeader(key, value);
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/** The most an answered request's unread body is drained before its connection is cut. */
const drainCapBytes = 26 * 1024 * 1024;

/**
 * A route may answer without reading the body (a refusal, a page given JSON). A client that
 * writes its whole body before reading the answer would then wait forever on a full socket, so
 * the rest is read and discarded, up to the route's limit (26 MB where the route streams an
 * upload itself); past that the connection is cut.
 */
function drainUnreadBody(req: ExpressRequest, limit: number | null) {
  if (req.complete || req.destroyed) return;
  const cap = limit ?? drainCapBytes;
  let drained = 0;
  req.unpipe();
  // The web stream the route was given (unread) would pause the request again as its queue fills.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > cap) req.destroy();
  });
  req.resume();
}

/** `limitFor` is the route table of body-limits.server.ts; a test passes smaller limits to show the cut with small bodies. */
export function createExpressHandler<Context>(
  handleRequest: (request: Request, context: Context) => Promise<Response>,
  getLoadContext: (
    req: ExpressRequest,
    res: ExpressResponse,
    body: { exceeded: () => boolean; limit: number | null },
  ) => Context | Promise<Context>,
  limitFor: (pathname: string) => number | null = bodyLimitFor,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const url = requestUrl(req);
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const limit = hasBody ? limitFor(url.pathname) : null;
      const declared = Number(req.headers["content-length"] ?? "0");
      // Content-Length already over the limit: nothing is read; the body-limit middleware answers
      // 413 before any route runs.
      let exceeded = limit !== null && declared > limit;
      let controller: AbortController | null = new AbortController();
      res.on("finish", () => (controller = null));
      res.on("close", () => controller?.abort());
      const init: RequestInit & { duplex?: "half" } = {
        method: req.method,
        headers: fetchHeaders(req),
        signal: controller.signal,
      };
      if (hasBody && exceeded) {
        req.pause();
        init.body = new ReadableStream({ start: (controller) => controller.error(new BodyTooLargeError(limit!)) });
        init.duplex = "half";
      } else if (hasBody) {
        const source = limit === null ? req : req.pipe(byteCounter(limit, () => (exceeded = true)));
        init.body = createReadableStreamFromReadable(source);
        init.duplex = "half";
      }
      const context = await getLoadContext(req, res, { exceeded: () => exceeded, limit });
      const response = await handleRequest(new Request(url.href, init), context);
      if (exceeded) {
        // Nothing more is read from this connection; Connection: close ends it after the answer.
        req.unpipe();
        req.pause();
        // The body-limit middleware answered 413 in the visitor's language; anything else is replaced.
        if (response.status === 413) {
          response.headers.set("Connection", "close");
          await send(res, response);
          return;
        }
        await response.body?.cancel().catch(() => {});
        await send(res, tooLarge());
        return;
      }
      await send(res, response);
      drainUnreadBody(req, limit);
    } catch (error) {
      next(error);
    }
  };
}
