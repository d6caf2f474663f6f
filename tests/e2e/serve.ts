import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import pg from "pg";
import { e2ePort, serverLogPaths } from "./server-log.ts";

/**
 * Starts the production build for the end-to-end suite, on a database of its own: a fresh
 * embedded PostgreSQL in .data/e2e, or a fresh `parley_e2e` database on TEST_DATABASE_URL's server.
 * The server's output is also written to files that the test fixtures read (a stray error fails
 * the test that saw it).
 */
const environment: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(e2ePort),
  HOST: "127.0.0.1",
  APP_URL: `http://localhost:${e2ePort}`,
  LOG_LEVEL: "info",
  DATA_DIR: ".data/e2e",
  EMBEDDED_POSTGRES_PORT: "54331",
};
delete environment.DATABASE_URL;

rmSync(".data/e2e", { recursive: true, force: true });
mkdirSync(".data/e2e", { recursive: true });

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query("drop database if exists parley_e2e with (force)");
  await admin.query("create database parley_e2e");
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = "/parley_e2e";
  environment.DATABASE_URL = url.toString();
}

const stdoutLog = createWriteStream(serverLogPaths.stdout);
const stderrLog = createWriteStream(serverLogPaths.stderr);
const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env: environment, stdio: ["ignore", "pipe", "pipe"] });
child.stdout.on("data", (chunk) => stdoutLog.write(chunk));
child.stderr.on("data", (chunk) => {
  stderrLog.write(chunk);
  process.stderr.write(chunk);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
