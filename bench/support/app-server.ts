import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The production server under test, for the bench scripts: built when needed, started as a child
 * process on a free port with its own data folder and embedded PostgreSQL (fresh each run), and
 * always stopped with SIGTERM. It runs build/server.js with plain node, as `npm start` does;
 * BENCH_NODE_OPTIONS adds node flags (e.g. `--cpu-prof --cpu-prof-dir=.data/prof`) to profile it.
 * With `diagnose`, the server (and its supervised worker) loads bench/support/loop-delay.mjs, which
 * writes each second's event-loop delay, GC pauses and CPU to `loopFile` (read with `loopSeconds`).
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 40_000;

export function log(message: string) {
  process.stdout.write(`[bench] ${message}\n`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The same check `npm start` runs: build when there is none or a source is newer than it. */
export function ensureBuild(directory = root) {
  const result = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: directory, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`build check failed (exit ${result.status ?? result.signal})`);
}

/** `checkout`: another checkout's build to serve (bench:render-cpu-ab's "before"); this one by default. */
export type AppServerOptions = {
  dataDir: string;
  databasePort: number;
  env?: Record<string, string>;
  checkout?: string;
  port?: number;
  diagnose?: boolean;
};

/** One second of one server process, as bench/support/loop-delay.mjs writes it. */
export type LoopSecond = {
  pid: number;
  at: number;
  loopP50: number;
  loopP99: number;
  loopMax: number;
  cpuMs: number;
  gc: Record<string, { count: number; ms: number; maxMs: number }>;
};

export class AppServer {
  readonly output: string[] = [];
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  port = 0;

  constructor(private readonly options: AppServerOptions) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid() {
    return this.child?.pid;
  }

  /** Where the `diagnose` lines go: beside the bench's data folder, in this checkout. */
  get loopFile() {
    return path.join(root, `${this.options.dataDir}-loop.jsonl`);
  }

  /** The `diagnose` lines written between two times (ms since the epoch), each process's own. */
  loopSeconds(from: number, to: number): LoopSecond[] {
    if (!this.options.diagnose || !existsSync(this.loopFile)) return [];
    return readFileSync(this.loopFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LoopSecond)
      .filter((second) => second.at > from && second.at <= to + 1000);
  }

  async start(isInterrupted: () => boolean = () => false) {
    if (!(await portIsFree(this.options.databasePort))) {
      throw new Error(
        `port ${this.options.databasePort} (the bench's embedded PostgreSQL) is in use: is another bench running?`,
      );
    }
    const checkout = this.options.checkout ?? root;
    ensureBuild(checkout);
    // A fresh database each run: the same seed every time, and no clash with old migrations.
    rmSync(path.join(checkout, this.options.dataDir), { recursive: true, force: true });
    // BENCH_PORT pins the server's port (when several benches share a machine); else a free one.
    this.port = this.options.port ?? (Number(process.env.BENCH_PORT) || (await freePort()));
    log(
      `starting the production server on ${this.base} (DATA_DIR=${this.options.dataDir}, PostgreSQL on ${this.options.databasePort})`,
    );
    const startedAt = Date.now();
    const diagnose = this.options.diagnose
      ? ["--import", pathToFileURL(path.join(root, "bench/support/loop-delay.mjs")).href]
      : [];
    if (this.options.diagnose) rmSync(this.loopFile, { force: true });
    const child = spawn(
      process.execPath,
      [
        "--heap-growing-percent=20",
        ...diagnose,
        ...(process.env.BENCH_NODE_OPTIONS ?? "").split(" ").filter(Boolean),
        "build/server.js",
      ],
      {
        cwd: checkout,
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(this.port),
          HOST: "127.0.0.1",
          PARLEY_MODE: "all",
          DATA_DIR: this.options.dataDir,
          DATABASE_URL: "", // always the embedded PostgreSQL, whatever the shell has
          EMBEDDED_POSTGRES_PORT: String(this.options.databasePort),
          LOG_LEVEL: "warn",
          APP_URL: `http://127.0.0.1:${this.port}`,
          MAIN_HOST: "",
          FIXED_ORG_HOSTS: "",
          SEED_DEMO_ORG: "true",
          ...(this.options.diagnose ? { BENCH_LOOP_FILE: this.loopFile } : {}),
          ...this.options.env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const remember = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        if (line.trim() === "") continue;
        this.output.push(line);
        if (this.output.length > 50) this.output.shift();
      }
    };
    child.stdout?.on("data", remember);
    child.stderr?.on("data", (chunk: Buffer) => {
      remember(chunk);
      process.stderr.write(chunk.toString().replace(/^(?=.)/gm, "[server] "));
    });
    this.exited = new Promise((resolve) => child.once("exit", () => resolve()));
    this.child = child;
    await this.waitForHealth(isInterrupted);
    log(`healthy after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  }

  private async waitForHealth(isInterrupted: () => boolean) {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    let exited = false;
    void this.exited.then(() => (exited = true));
    while (Date.now() < deadline) {
      if (exited) throw new Error(`the server exited during start-up:\n${this.output.join("\n")}`);
      if (isInterrupted()) throw new Error("interrupted");
      try {
        const response = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${this.output.join("\n")}`);
  }

  /**
   * Waits until the server and its child processes (the supervised worker, PostgreSQL) have been
   * idle for a second: the understanding warm-up runs once the server is quiet (ADR 0086), and the
   * worker imports the build at start, so measuring right after the first 200 of /api/health
   * measures the start, not the running server (ADR 0094). Gives up after `maxMs`; Linux only.
   */
  async settle(maxMs = 60_000) {
    const pid = this.pid;
    if (!pid || !existsSync("/proc/stat")) return;
    const startedAt = Date.now();
    let previous = processTreeCpuSeconds(pid);
    while (Date.now() - startedAt < maxMs) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const now = processTreeCpuSeconds(pid);
      const used = now - previous;
      previous = now;
      if (used < 0.05) {
        log(`server settled after ${((Date.now() - startedAt) / 1000).toFixed(1)} s (warm-up done)`);
        return;
      }
    }
    log(`server still busy after ${maxMs / 1000} s; measuring anyway`);
  }

  async stop() {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    log("stopping the server (SIGTERM)...");
    child.kill("SIGTERM");
    const stopped = await Promise.race([
      this.exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS).unref()),
    ]);
    if (!stopped) {
      log(`the server did not exit within ${STOP_TIMEOUT_MS / 1000} s; sending SIGKILL`);
      child.kill("SIGKILL");
      await this.exited;
    }
    log(`server stopped (exit ${child.exitCode ?? child.signalCode})`);
  }
}

/** CPU seconds used so far by a process and its direct children (user + system, from /proc). */
function processTreeCpuSeconds(pid: number): number {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // fields[1] is the parent pid; utime and stime are the 12th and 13th after the name.
      if (Number(entry) === pid || Number(fields[1]) === pid) total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return total / ticks;
}
