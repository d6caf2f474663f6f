import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { logger } from "./logger.server.ts";
import { redactPath } from "./redact-path.ts";

const requestIdPattern = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * Gives each request an id (a proxy's X-Request-Id when well formed) and logs it when it ends:
 * method, path without the query string, status and time. Nothing the visitor sent.
 */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  const incoming = req.get("x-request-id");
  const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  res.on("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info("http.request", {
      requestId,
      method: req.method,
      path: redactPath(req.path),
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      aborted: !res.writableFinished || undefined,
    });
  });
  next();
}
