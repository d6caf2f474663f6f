import "react-router";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { closeDatabase, db } from "../db/client.ts";
import { startDatabase } from "../db/embedded.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seedDemoOrganization } from "../db/seed.ts";
import { startQueue, stopQueue } from "../jobs/queue.ts";
import { startWorkers } from "../jobs/register.ts";
import { interruptAbandonedStreams } from "./features/intake/messages.server.ts";
import { warmUnderstanding } from "./features/intake/understanding/index.ts";
import { env } from "./lib/env.server.ts";
import { clientKeyFor } from "./lib/client-key.server.ts";
import { createExpressHandler } from "./lib/express-adapter.server.ts";
import { clarifyMethodNotAllowed } from "./lib/method-not-allowed.server.ts";
import { describeError, logger } from "./lib/logger.server.ts";
import { bodyLimitContext, clientKeyContext, nonceContext, requestIdContext } from "./lib/request-context.ts";

/**
 * The SSR build's entry (ADR 0001). server.ts imports this module from the build, so the React
 * Router handler, the database pool, the queue and the workers are single instances of one module
 * graph.
 */
let serverBuild: ReturnType<typeof loadServerBuild> | undefined;
const loadServerBuild = () => import("virtual:react-router/server-build");

// React Router's handler behind our Express adapter, which reads every body through one byte
// counter with a limit per route (ADR 0045).
const handleRequest = createRequestHandler(
  // Imported once in production (each import costs time under tsx); afresh in development, where
  // Vite reloads it after a change.
  () => (import.meta.env.PROD ? (serverBuild ??= import("virtual:react-router/server-build")) : import("virtual:react-router/server-build")),
  import.meta.env.PROD ? "production" : "development",
);

export const handler = createExpressHandler(
  async (request: Request, context: RouterContextProvider) => clarifyMethodNotAllowed(await handleRequest(request, context)),
  (req: ExpressRequest, res: ExpressResponse, body) => {
    const context = new RouterContextProvider();
    context.set(bodyLimitContext, body);
    context.set(nonceContext, String(res.locals.nonce ?? ""));
    context.set(requestIdContext, String(res.locals.requestId ?? ""));
    context.set(clientKeyContext, clientKeyFor(req));
    return context;
  },
);

export type Mode = "all" | "web" | "worker";

let stopDatabase: (() => Promise<void>) | undefined;

/** Database (embedded when no DATABASE_URL), migrations, demo seed, queue and, unless web-only, workers. */
export async function boot(mode: Mode): Promise<void> {
  warmInBackground();
  stopDatabase = await startDatabase();
  await migrateToLatest(db);
  if (env().SEED_DEMO_ORG) await seedDemoOrganization(db);
  // Only a web server owns streams: a worker (re)starting must not cut the web server's live ones.
  if (mode !== "worker") {
    const interrupted = await interruptAbandonedStreams(db);
    if (interrupted > 0) logger.info("intake.streams.interrupted_at_start", { count: interrupted });
  }
  await startQueue();
  if (mode !== "web") await startWorkers();
}

/**
 * Loads the understanding layer's gazetteer and lexicon (about a second) while boot waits on the
 * database, so the first intake turn does not pay it and boot (hence health) is not held up by it.
 * Every mode serves the web or runs workers, and both reach the built-in agent. A failure only costs the first turn its
 * speed, so it is logged at warn and boot goes on.
 */
function warmInBackground(): void {
  setImmediate(() => {
    try {
      warmUnderstanding();
    } catch (error) {
      logger.warn("intake.understanding.warm_failed", describeError(error));
    }
  });
}

/** Stops fetching jobs and lets running ones finish, up to timeoutMs. */
export async function drainJobs(timeoutMs: number): Promise<void> {
  await stopQueue(timeoutMs);
}

/** Closes the pool, then stops the embedded database. Call after requests and jobs are done. */
export async function closeConnections(): Promise<void> {
  await closeDatabase();
  await stopDatabase?.();
}

export { checkHealth } from "./lib/health.server.ts";

