import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ViteDevServer } from "vite";
import { createIdleTracker } from "./server/idle-tracker.ts";
import {
  isSupervisedWorker,
  superviseWorker,
  type WorkerSupervisor,
  watchSupervisor,
} from "./server/worker-supervisor.ts";

/**
 * The process entry (ADR 0001, 0054). In production it runs compiled, as build/server.js with plain
 * `node` (`npm run build` bundles it); in development `npm run dev` runs this file through tsx.
 * Loads the application module (the SSR build in production, Vite's module graph in development),
 * takes the environment, the logger and the middleware from it (one of each per process), boots
 * the database, migrations, queue and workers, serves HTTP, warms the understanding layer once it
 * listens, and shuts down gracefully on SIGTERM/SIGINT.
 */
type Runtime = typeof import("./app/request-handler.ts");

const SHUTDOWN_GRACE_MS = 20_000;
/** The warm-up after listen waits for this much quiet (no request in flight), at most WARM_MAX_WAIT_MS (ADR 0086). */
const WARM_QUIET_MS = 250;
const WARM_MAX_WAIT_MS = 10_000;
/** The SSR build, written by `npm run build`; paths are relative to the working directory. */
const SERVER_BUILD = path.resolve("build/server/index.js");
const production = process.env.NODE_ENV === "production";

// --- the application module
let vite: ViteDevServer | undefined;
let runtime: Runtime;
if (production) {
  runtime = (await import(pathToFileURL(SERVER_BUILD).href)) as Runtime;
} else {
  vite = await (await import("vite")).createServer({ server: { middlewareMode: true } });
  runtime = (await vite.ssrLoadModule("./app/request-handler.ts")) as Runtime;
}
const { describeError, logger } = runtime;

let config: ReturnType<Runtime["env"]>;
try {
  config = runtime.env();
} catch (error) {
  if (error instanceof runtime.InvalidEnvironmentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const mode = config.PARLEY_MODE;
// The quick start (mode all) runs its workers in a supervised child process (ADR 0053): the web
// server boots as "web" and forks the worker once the database and migrations are ready.
const superviseWorkers = production && mode === "all" && config.PARLEY_WORKERS === "process";
const bootMode = superviseWorkers ? "web" : mode;

// --- HTTP
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.TRUST_PROXY);
const idle = createIdleTracker(WARM_QUIET_MS);
app.use(idle.track);
app.use(runtime.requestLog);
app.use(runtime.securityHeaders);
app.use(runtime.refuseUnsafeUrls);
app.use(
  compression({
    // Server-sent events must reach the client as they are written, never buffered.
    filter: (req, res) =>
      !String(res.getHeader("Content-Type") ?? "").includes("text/event-stream") && compression.filter(req, res),
  }),
);

let handler: RequestHandler;
if (vite) {
  const viteServer = vite;
  app.use(viteServer.middlewares);
  // Each request loads the module afresh, so route and feature changes apply without a restart.
  handler = async (req, res, next) => {
    try {
      const fresh = (await viteServer.ssrLoadModule("./app/request-handler.ts")) as Runtime;
      await fresh.handler(req, res, next);
    } catch (error) {
      viteServer.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
} else {
  handler = runtime.handler;
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  // Only paths that name a file can be static (/favicon.svg); pages skip the disk lookup.
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
}

// --- boot
try {
  await runtime.boot(bootMode);
} catch (error) {
  logger.error("server.boot.failed", describeError(error));
  console.error(error instanceof Error ? error.message : error);
  await runtime.closeConnections().catch(() => {});
  process.exit(1);
}

if (mode === "worker") {
  // A worker answers only its health check, for container orchestrators.
  app.get("/api/health", async (_req, res) => {
    const result = await runtime.checkHealth();
    res.status(result.ok ? 200 : 503).json({ status: result.ok ? "ok" : "unavailable" });
  });
} else {
  app.all("*splat", handler);
}

let stopping = false;
let workers: WorkerSupervisor | null = null;
// Forked once this process listens (ADR 0086): the child imports the whole build too, and its start
// should not hold up the web server's.
function startWorkerProcess() {
  if (!superviseWorkers || stopping) return;
  workers = superviseWorker({
    // The child uses this process's database: the embedded one is started (and stopped) here.
    env: runtime.usesEmbeddedDatabase() ? { DATABASE_URL: runtime.embeddedDatabaseUrl() } : {},
    on: {
      started: (pid) => logger.info("worker.process.started", { pid }),
      exited: ({ pid, code, signal, restartInMs }) => {
        // Asked to stop: info. Anything else is a crash, restarted after restartInMs.
        if (restartInMs === null) logger.info("worker.process.exited", { pid, code, signal });
        else logger.error("worker.process.crashed", { pid, code, signal, restartInMs });
      },
    },
  });
}

// A supervised worker serves no HTTP (its parent does) and stops when its parent goes away.
watchSupervisor(() => void shutdown("orphaned"));
if (isSupervisedWorker()) logger.info("worker.process.ready", { pid: process.pid });

const server: Server | null = isSupervisedWorker()
  ? null
  : app.listen(config.PORT, config.HOST, () => {
      const base = new URL(config.APP_URL);
      const url = `${base.protocol}//${base.hostname}:${config.PORT}/?organizationId=${config.DEFAULT_ORG_SLUG}`;
      logger.info("server.listening", { port: config.PORT, mode, production });
      if (mode !== "worker") process.stdout.write(`\nParley is ready. Intake page: ${url}\n\n`);
      startWorkerProcess();
      // The warm-up blocks the event loop in steps of a few hundred ms: it waits until the first
      // requests (health checks, pages) are answered.
      void idle.whenIdle(WARM_MAX_WAIT_MS).then(() => (stopping ? undefined : runtime.warm()));
    });
if (server) server.keepAliveTimeout = 65_000;

// --- shutdown
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("server.stopping", { signal });
  setTimeout(() => {
    logger.error("server.shutdown.timeout");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS + 10_000).unref();

  // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
  const httpClosed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server?.closeIdleConnections();
  const forceClose = setTimeout(() => server?.closeAllConnections(), SHUTDOWN_GRACE_MS);
  try {
    // The worker process drains its jobs while requests finish; the database stops after both.
    await Promise.all([httpClosed, runtime.drainJobs(SHUTDOWN_GRACE_MS), workers?.stop(SHUTDOWN_GRACE_MS)]);
    clearTimeout(forceClose);
    await runtime.closeConnections();
    logger.info("server.stopped");
    process.exit(0);
  } catch (error) {
    logger.error("server.shutdown.failed", describeError(error));
    process.exit(1);
  }
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("unhandledRejection", (reason) => logger.error("process.unhandledRejection", describeError(reason)));
