import type { NextFunction, Request, Response } from "express";

/**
 * Knows whether the HTTP server is busy, so work that may block the event loop for a few hundred
 * milliseconds at a time (the understanding layer's warm-up after listen, ADR 0086) waits until no
 * request is in flight and none has ended for `quietMs`. A health check or a first page arriving
 * while the process starts is then answered at once, not between the warm-up's steps.
 */
export type IdleTracker = {
  /** Express middleware counting requests in flight. */
  track: (req: Request, res: Response, next: NextFunction) => void;
  /** Resolves once nothing has been in flight for quietMs, or after maxWaitMs in any case (an open chat stream). */
  whenIdle: (maxWaitMs: number) => Promise<void>;
};

export function createIdleTracker(quietMs: number): IdleTracker {
  let inFlight = 0;
  let lastActivity = performance.now();
  const waiting = new Set<() => void>();
  let timer: NodeJS.Timeout | null = null;

  const check = () => {
    timer = null;
    if (waiting.size === 0 || inFlight > 0) return;
    const quietFor = performance.now() - lastActivity;
    if (quietFor >= quietMs) {
      for (const done of [...waiting]) done();
      return;
    }
    timer = setTimeout(check, quietMs - quietFor);
    timer.unref();
  };
  const schedule = () => {
    if (timer !== null) return;
    timer = setTimeout(check, quietMs);
    timer.unref();
  };

  return {
    track: (_req, res, next) => {
      inFlight += 1;
      lastActivity = performance.now();
      res.once("close", () => {
        inFlight -= 1;
        lastActivity = performance.now();
        if (inFlight === 0 && waiting.size > 0) schedule();
      });
      next();
    },
    whenIdle: (maxWaitMs) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(deadline);
          waiting.delete(done);
          resolve();
        };
        const deadline = setTimeout(done, maxWaitMs);
        deadline.unref();
        waiting.add(done);
        schedule();
      }),
  };
}
