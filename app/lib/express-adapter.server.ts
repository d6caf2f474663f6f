import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { bodyLimitFor, byteCounter } from "./body-limits.server.ts";

/**
 * Express ⇄ Fetch for the React Router handler: @react-router/express's adapter, with the one body
 * reader of ADR 0045. A request's body reaches the route through a byte counter with the route's
 * limit (body-limits.server.ts): a Content-Length over it answers 413 before anything is read; a
 * body that grows past it while it streams is cut there (nothing more is read) and the route's
 * answer is replaced by 413.
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
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find((value) => Number.isSafeInteger(value));
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
  for (const [key, value] of response.headers.entries()) res.append(key, value);
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

export function createExpressHandler<Context>(
  handleRequest: (request: Request, context: Context) => Promise<Response>,
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Context | Promise<Context>,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const url = requestUrl(req);
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const limit = hasBody ? bodyLimitFor(url.pathname) : null;
      const declared = Number(req.headers["content-length"] ?? "0");
      if (limit !== null && declared > limit) {
        req.pause();
        await send(res, tooLarge());
        return;
      }
      let exceeded = false;
      let controller: AbortController | null = new AbortController();
      res.on("finish", () => (controller = null));
      res.on("close", () => controller?.abort());
      const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: fetchHeaders(req), signal: controller.signal };
      if (hasBody) {
        const source = limit === null ? req : req.pipe(byteCounter(limit, () => (exceeded = true)));
        init.body = createReadableStreamFromReadable(source);
        init.duplex = "half";
      }
      const response = await handleRequest(new Request(url.href, init), await getLoadContext(req, res));
      if (exceeded) {
        // Nothing more is read from this connection; Connection: close ends it after the answer.
        req.unpipe();
        req.pause();
        await response.body?.cancel().catch(() => {});
        await send(res, tooLarge());
        return;
      }
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}
