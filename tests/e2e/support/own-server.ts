import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import pg from "pg";
import { e2eDatabaseUrl } from "./database.ts";

/**
 * A production build of Parley of a spec's own (build/server.js with plain node, as serve.ts starts
 * the suite's servers), on a database of its own in the e2e cluster. A spec that breaks its
 * database on purpose (holds a table's lock, cancels or cuts the app's queries) breaks only this
 * one: the suite's shared servers and the other specs never wait on it.
 */
export type OwnServer = {
  /** The app's address, for page.goto. */
  baseUrl: string;
  /** A connection to the server's database, for breaking it as an administrator or a migration would. */
  admin: pg.Client;
  /** The app's output on stderr so far (JSON log lines). */
  stderr: () => string;
  /** Takes the table's ACCESS EXCLUSIVE lock in a transaction of another connection (as a migration would); release() rolls it back. */
  holdTable: (table: string) => Promise<{ release: () => Promise<void> }>;
  stop: () => Promise<void>;
};

export async function startOwnServer(name: string): Promise<OwnServer> {
  const database = `parley_e2e_own_${name.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;
  const clusterUrl = new URL(e2eDatabaseUrl("builtin"));
  const maintenance = new pg.Client({ connectionString: withDatabase(clusterUrl, "postgres") });
  await maintenance.connect();
  try {
    await maintenance.query(`drop database if exists ${database} with (force)`);
    await maintenance.query(`create database ${database}`);
  } finally {
    await maintenance.end();
  }
  const databaseUrl = withDatabase(clusterUrl, database);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = `.data/e2e-own-${database}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: baseUrl,
    LOG_LEVEL: "info",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Only pages are asked of it: no job runs, so no worker process.
    PARLEY_MODE: "web",
    STRIPE_SECRET_KEY: "",
    OPENAI_API_KEY: "",
  };
  const child = spawn(process.execPath, ["--heap-growing-percent=20", "build/server.js"], {
    env: environment,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const stop = async () => {
    await stopChild(child);
    const cleanup = new pg.Client({ connectionString: withDatabase(clusterUrl, "postgres") });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists ${database} with (force)`);
    } finally {
      await cleanup.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const admin = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitUntilHealthy(baseUrl, child, () => stderr);
    await admin.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    admin,
    stderr: () => stderr,
    holdTable: async (table) => {
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query(`lock table ${table} in access exclusive mode`);
      } catch (error) {
        await holder.end();
        throw error;
      }
      return {
        release: async () => {
          await holder.query("rollback").catch(() => {});
          await holder.end();
        },
      };
    },
    stop: async () => {
      await admin.end().catch(() => {});
      await stop();
    },
  };
}

function withDatabase(url: URL, database: string): string {
  const copy = new URL(url);
  copy.pathname = `/${database}`;
  return copy.toString();
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (!address || typeof address === "string") throw new Error("No free port");
  return address.port;
}

/** Polls /api/health until the server answers 200 (it migrates its fresh database first), or fails when it exits. */
async function waitUntilHealthy(baseUrl: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited before it was ready:\n${stderr()}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy:\n${stderr()}`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

/** Backends of this database waiting on a lock of the table (not the admin connection itself). */
export async function waitingOnLock(admin: pg.Client, table: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and query like $1 and pid <> pg_backend_pid()`,
    [`%"${table}"%`],
  );
  return rows.map((row) => row.pid);
}

/** Log lines of the app's stderr that are not the expected ones (by their JSON `msg`/`event` and level). */
export function unexpectedLines(stderr: string, expected: RegExp[]): string[] {
  return stderr
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        if ((JSON.parse(line) as { level?: string }).level === "warn") return false;
      } catch {
        /* not JSON: a stray console.error or a stack */
      }
      return !expected.some((pattern) => pattern.test(line));
    });
}
