import "react-router";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { closeDatabase, db } from "../db/client.ts";
import { startDatabase } from "../db/embedded.ts";
import { migrateToLatest, waitForSchema } from "../db/migrate.ts";
import { seedDemoOrganization } from "../db/seed.ts";
import { startQueue, stopQueue } from "../jobs/queue.ts";
import { startWorkers } from "../jobs/register.ts";
import { interruptAbandonedStreams } from "./features/conversations/messages.server.ts";
import { detectLanguage } from "./features/intake/language/detect-language.server.ts";
import { warmUnderstandingInSteps } from "./features/intake/understanding/index.ts";
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
// React Router derives its routes and static handler again on every request when it is given a
// function (development, where Vite reloads the build after a change), and once when given the
// build itself (production; ADR 0055).
const serverBuild = import.meta.env.PROD
  ? await import("virtual:react-router/server-build")
  : () => import("virtual:react-router/server-build");

// React Router's handler behind our Express adapter, which reads every body through one byte
// counter with a limit per route (ADR 0045).
const handleRequest = createRequestHandler(serverBuild, import.meta.env.PROD ? "production" : "development");

export const handler = createExpressHandler(
  async (request: Request, context: RouterContextProvider) =>
    clarifyMethodNotAllowed(await handleRequest(request, context)),
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

/** How long a process that does not migrate waits for the release step's schema. */
const SCHEMA_WAIT = { timeoutMs: 5 * 60_000, intervalMs: 2_000 };

let stopDatabase: (() => Promise<void>) | undefined;

/**
 * Database (embedded when no DATABASE_URL), then either migrations and the demo seed
 * (PARLEY_MIGRATE=auto, the quick start) or a wait for the release step's schema (off, ADR 0054),
 * then the queue and, unless web-only, the workers.
 */
export async function boot(mode: Mode): Promise<void> {
  stopDatabase = await startDatabase();
  if (env().PARLEY_MIGRATE === "auto") await migrateAndSeed();
  else await waitForSchema(db, SCHEMA_WAIT);
  // Only a web server owns streams: a worker (re)starting must not cut the web server's live ones.
  if (mode !== "worker") {
    const interrupted = await interruptAbandonedStreams(db);
    if (interrupted > 0) logger.info("intake.streams.interrupted_at_start", { count: interrupted });
  }
  await startQueue();
  if (mode !== "web") await startWorkers();
}

async function migrateAndSeed(): Promise<void> {
  await migrateToLatest(db);
  if (env().SEED_DEMO_ORG) await seedDemoOrganization(db);
}

/**
 * The release step (`npm run db:migrate`): starts the embedded database when no DATABASE_URL is
 * set, migrates, seeds the demo organization when SEED_DEMO_ORG, and closes everything.
 */
export async function migrate(): Promise<void> {
  const stop = await startDatabase();
  try {
    await migrateAndSeed();
    logger.info("db.migrate.done");
  } finally {
    await closeDatabase();
    await stop();
  }
}

/**
 * Loads the understanding layer's gazetteer and lexicon (about a second) in steps that yield to the
 * event loop. server.ts calls it once it listens, so start-up (hence health) does not wait for it
 * and the first intake turn rarely pays it (ADR 0055). A failure only costs the first turn its
 * speed, so it is logged at warn.
 */
export async function warm(): Promise<void> {
  try {
    await warmUnderstandingInSteps();
    // The language detector's profiles, loaded on first use (ADR 0086).
    detectLanguage("Good morning, I would like to ask about my lease.");
  } catch (error) {
    logger.warn("intake.understanding.warm_failed", describeError(error));
  }
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

export { checkHealth } from "./features/health/check-health.server.ts";

// What server.ts needs besides the handler comes from this module too, so the process has one env
// cache and one logger (ADR 0054).
export { embeddedDatabaseUrl, env, InvalidEnvironmentError, usesEmbeddedDatabase } from "./lib/env.server.ts";
export { describeError, logger } from "./lib/logger.server.ts";
export { requestLog } from "./lib/request-log.server.ts";
export { securityHeaders } from "./lib/security-headers.server.ts";
export { refuseUnsafeUrls } from "./lib/url-hygiene.server.ts";
