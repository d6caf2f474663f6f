import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuild, freePort, log, portIsFree, root } from "./support/app-server.ts";
import { number } from "./support/env-number.ts";

/**
 * `npm start` to healthy on a migrated database (`npm run bench:start`; issue 16: ≤ 3 s). Runs the
 * production server (build/server.js, plain node, mode all) on its own embedded PostgreSQL
 * (BENCH_PG_PORT, 29343 by default; data in .data/bench-start, fresh each run): once to create and
 * migrate the database (not measured), then BENCH_STARTS times (3) on the migrated database with
 * migrations automatic (the quick start) and BENCH_STARTS times with PARLEY_MIGRATE=off (a web
 * node of a multi-box install, which waits for the schema instead of migrating). For each start:
 * wall time from spawn to the first 200 of /api/health (polled every 20 ms) and the server
 * process's own CPU time by then (/proc utime + stime; the embedded PostgreSQL is a separate
 * process). Prints the medians, writes bench/results/start-<timestamp>.json. Linux only.
 */
const settings = { starts: number("BENCH_STARTS", 3), databasePort: number("BENCH_PG_PORT", 29343) };
const dataDir = ".data/bench-start";
const goalMs = 3_000;

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function startOnce(env: Record<string, string>): Promise<{ wallMs: number; cpuMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PARLEY_MODE: "all",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      EMBEDDED_POSTGRES_PORT: String(settings.databasePort),
      LOG_LEVEL: "warn",
      APP_URL: `http://127.0.0.1:${port}`,
      MAIN_HOST: "",
      FIXED_ORG_HOSTS: "",
      SEED_DEMO_ORG: "true",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  try {
    for (;;) {
      if (gone) throw new Error("the server exited during start-up");
      if (performance.now() - started > 180_000) throw new Error("not healthy within 180 s");
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) {
          const wallMs = performance.now() - started;
          return { wallMs, cpuMs: cpuMs(child.pid!) };
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!(await portIsFree(settings.databasePort))) throw new Error(`port ${settings.databasePort} is in use`);
ensureBuild();
rmSync(path.join(root, dataDir), { recursive: true, force: true });
log("first start: creates, migrates and seeds the database (not measured)");
await startOnce({});
const results: Record<string, Array<{ wallMs: number; cpuMs: number }>> = { auto: [], off: [] };
for (let round = 0; round < settings.starts; round++) {
  for (const migrate of ["auto", "off"] as const) {
    const result = await startOnce({ PARLEY_MIGRATE: migrate });
    results[migrate]!.push(result);
    log(`PARLEY_MIGRATE=${migrate}: healthy after ${Math.round(result.wallMs)} ms wall, ${result.cpuMs} ms server CPU`);
  }
}
const summary = Object.fromEntries(
  Object.entries(results).map(([mode, runs]) => [
    mode,
    { wallMs: Math.round(median(runs.map((run) => run.wallMs))), cpuMs: median(runs.map((run) => run.cpuMs)) },
  ]),
);
for (const [mode, figures] of Object.entries(summary)) {
  const verdict = figures.wallMs <= goalMs ? "met" : "MISSED";
  process.stdout.write(
    `npm start to healthy, migrated database, PARLEY_MIGRATE=${mode}: median ${figures.wallMs} ms wall (goal ${verdict}: ≤ ${goalMs} ms), ${figures.cpuMs} ms server CPU\n`,
  );
}
const loadAverage = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
mkdirSync(path.join(root, "bench/results"), { recursive: true });
const file = path.join(root, `bench/results/start-${new Date().toISOString().replaceAll(":", "-")}.json`);
writeFileSync(file, `${JSON.stringify({ settings, loadAverage, results, summary }, null, 2)}\n`);
log(`written ${path.relative(root, file)}`);
