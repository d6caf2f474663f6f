import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { AppServer, freePort, type LoopSecond, log, root } from "./support/app-server.ts";
import { number } from "./support/env-number.ts";

/**
 * SSR load bench (`npm run bench:ssr`). Builds when needed, starts the production server on a free
 * port with its own embedded PostgreSQL in .data/bench (recreated each run, so every run starts from
 * the same migrated and seeded database), then measures on loopback:
 *   1. maximum throughput (autocannon, closed loop) of the intake page and of a bare React Router
 *      page (/keyboard-shortcuts), and their ratio. Goal: intake / bare >= 0.6.
 *   2. the intake page at a fixed 300 requests/s. Goal: p99 < 25 ms. Two runs:
 *      - "paced": requests sent evenly spaced (one every 1/rate s, open loop), latency counted from
 *        each request's scheduled time, so a slow server cannot hide its queue. The goal is judged
 *        on this run.
 *      - "autocannon": autocannon's `overallRate`. autocannon spends each connection's per-second
 *        budget in a burst at the start of every second and then idles, so the server sees bursts
 *        of up to `rate` requests, not a steady rate; its p99 is reported for comparison only.
 * Prints a table and one JSON line and writes bench/results/ssr-<timestamp>.json. Exits non-zero
 * only when the bench could not run; a missed goal is reported, not failed.
 *
 *   Before it, the same paced load on a bare node:http server answering a page of the intake
 *   page's size (bench/support/static-page.mjs, its own process, BENCH_PORT + 2 when set): the
 *   floor that the machine, the kernel and this generator set, printed for comparison only.
 *   The paced run also says where its slow requests' time went (ADR 0135): how late this process
 *   sent each request (its own event loop or CPU share), the time from the send to the answer, and
 *   this process's event-loop delay; with BENCH_DIAGNOSE=1 also the server's and its worker's
 *   event-loop delay, GC pauses and CPU per second (bench/support/loop-delay.mjs, loaded with
 *   --import). The latency judged against the goal still counts from each request's due time.
 *
 * Environment knobs: BENCH_CONNECTIONS (10), BENCH_DURATION (10 s per page), BENCH_RATE (300),
 * BENCH_RATE_DURATION (15 s), BENCH_WARMUP (3 s per page), BENCH_ORG (your-firm), BENCH_DIAGNOSE
 * (off), BENCH_PORT (a free port) and BENCH_PG_PORT (29340).
 *
 * The server, its PostgreSQL and the load generator share this machine, so the figures compare
 * runs on one machine; they are not a capacity figure. On Linux the table shows the CPU each party
 * used and warns when other processes competed.
 */

const settings = {
  connections: number("BENCH_CONNECTIONS", 10),
  durationSeconds: number("BENCH_DURATION", 10),
  rate: number("BENCH_RATE", 300),
  rateDurationSeconds: number("BENCH_RATE_DURATION", 15),
  warmupSeconds: number("BENCH_WARMUP", 3),
  organization: process.env.BENCH_ORG || "your-firm",
  // Below 32768, the range Linux hands to outgoing connections (ADR 0079).
  embeddedPostgresPort: number("BENCH_PG_PORT", 29340),
  dataDir: ".data/bench",
  diagnose: process.env.BENCH_DIAGNOSE === "1",
};
const goals = { ratio: 0.8, p99Ms: 25 };
const REQUEST_TIMEOUT_MS = 10_000;

/** CPU used during a run, in cores (1 = one CPU busy all the time); Linux only. */
type CpuShare = {
  server: number;
  postgres: number;
  bench: number;
  other: number;
  idle: number;
  /** The server process's CPU time per request (all its threads), in ms. */
  serverMsPerRequest?: number;
};

type Measurement = {
  label: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  /** Responses per status code. */
  statuses: Record<string, number>;
  errors: number;
  cpu?: CpuShare;
  /** Paced runs only: where the slow requests' time went (ADR 0135). */
  attribution?: Attribution;
};

/**
 * A paced request's latency is `sent - due` (this process's own lateness: its event loop or its
 * CPU share held the send back) plus `end - sent` (the server, the kernel, and this process reading
 * the response). `slow` counts requests over the goal; `slowSentLate` those of them sent more than
 * 5 ms late, which the load generator, not the server, made slow.
 */
type Attribution = {
  sentLateP50: number;
  sentLateP99: number;
  sentLateMax: number;
  fromSendP50: number;
  fromSendP99: number;
  fromSendMax: number;
  slow: number;
  slowSentLate: number;
  /** This process's event-loop delay during the run (monitorEventLoopDelay), ms. */
  benchLoopP99: number;
  benchLoopMax: number;
  /** With BENCH_DIAGNOSE=1: the server's (and its worker's) seconds, from bench/support/loop-delay.mjs. */
  server?: ProcessSeconds;
  worker?: ProcessSeconds;
};

type ProcessSeconds = {
  seconds: number;
  loopP99Median: number;
  loopMax: number;
  cores: number;
  gc: Record<string, { count: number; ms: number; maxMs: number }>;
};

const server = new AppServer({
  dataDir: settings.dataDir,
  databasePort: settings.embeddedPostgresPort,
  diagnose: settings.diagnose,
});
let running: { stop: () => void } | undefined;
let interrupted = false;

// --- CPU accounting from /proc (Linux), so a report shows whether something else used the CPUs.

const TICKS_PER_SECOND = 100;
const hasProc = existsSync("/proc/stat");

/** utime + stime + cutime + cstime of a process, in ticks. */
function processTicks(pid: number | "self"): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields[0] is field 3 (state)
    return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  } catch {
    return 0;
  }
}

function descendants(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const found: number[] = [];
  const queue = [...(children.get(rootPid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function machineTicks(): { busy: number; idle: number } {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
}

type CpuSnapshot = {
  at: number;
  server: number;
  postgres: number;
  bench: number;
  machine: { busy: number; idle: number };
};

function cpuSnapshot(): CpuSnapshot | undefined {
  if (!hasProc || !server.pid) return undefined;
  return {
    at: performance.now(),
    server: processTicks(server.pid),
    postgres: descendants(server.pid).reduce((sum, pid) => sum + processTicks(pid), 0),
    bench: processTicks("self"),
    machine: machineTicks(),
  };
}

function cpuShare(before: CpuSnapshot | undefined, requestsPerSecond: number): CpuShare | undefined {
  const after = cpuSnapshot();
  if (!before || !after) return undefined;
  const seconds = (after.at - before.at) / 1000;
  const cores = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100) / 100;
  const serverTicks = after.server - before.server;
  const postgresTicks = Math.max(0, after.postgres - before.postgres);
  const benchTicks = after.bench - before.bench;
  const busyTicks = after.machine.busy - before.machine.busy;
  const share: CpuShare = {
    server: cores(serverTicks),
    postgres: cores(postgresTicks),
    bench: cores(benchTicks),
    other: cores(Math.max(0, busyTicks - serverTicks - postgresTicks - benchTicks)),
    idle: cores(after.machine.idle - before.machine.idle),
  };
  if (requestsPerSecond > 0)
    share.serverMsPerRequest = Math.round(((share.server * 1000) / requestsPerSecond) * 100) / 100;
  return share;
}

/** Share of all CPUs busy over sampleMs (0..1), from os.cpus(): works on any OS. */
async function machineBusy(sampleMs: number): Promise<number> {
  const totals = () =>
    os.cpus().reduce(
      (sum, cpu) => ({
        all: sum.all + Object.values(cpu.times).reduce((a, b) => a + b, 0),
        idle: sum.idle + cpu.times.idle,
      }),
      { all: 0, idle: 0 },
    );
  const before = totals();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? Math.round((1 - (after.idle - before.idle) / all) * 100) / 100 : 0;
}

// --- the server under test

async function checkPage(url: string) {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200 || !body.includes("<html")) {
    throw new Error(`GET ${url} answered ${response.status}; expected 200 with an HTML document`);
  }
  return body.length;
}

// --- load generators

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  if (interrupted) return Promise.reject(new Error("interrupted"));
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      running = undefined;
      if (error) reject(error);
      else if (interrupted) reject(new Error("interrupted"));
      else resolve(result);
    });
    running = instance;
  });
}

function fromAutocannon(label: string, pathName: string, result: autocannon.Result): Measurement {
  return {
    label,
    path: pathName,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
    errors: result.errors,
  };
}

/**
 * Open-loop load: request i is due at start + i/rate; each is sent on a free keep-alive
 * connection (more are opened as needed) and its latency counts from when it was due.
 */
function paced(base: string, pathName: string, rate: number, seconds: number): Promise<Omit<Measurement, "label">> {
  const target = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.max(1, Math.round(rate * seconds));
  const intervalNs = 1e9 / rate;
  const latencies: number[] = [];
  const sentLate: number[] = [];
  const fromSend: number[] = [];
  let slow = 0;
  let slowSentLate = 0;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  let sent = 0;
  let finished = 0;
  let non2xx = 0;
  const statuses: Record<string, number> = {};
  let errors = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const startedNs = process.hrtime.bigint();

  return new Promise((resolve, reject) => {
    const finish = () => {
      if (finished < sent || (sent < total && !stopped)) return;
      clearTimeout(timer);
      agent.destroy();
      loop.disable();
      if (stopped) return reject(new Error("interrupted"));
      const elapsedS = Number(process.hrtime.bigint() - startedNs) / 1e9;
      for (const list of [latencies, sentLate, fromSend]) list.sort((a, b) => a - b);
      const quantileOf = (list: number[], quantile: number) =>
        Math.round((list[Math.min(list.length - 1, Math.ceil(quantile * list.length) - 1)] ?? 0) * 10) / 10;
      const at = (quantile: number) => quantileOf(latencies, quantile);
      resolve({
        attribution: {
          sentLateP50: quantileOf(sentLate, 0.5),
          sentLateP99: quantileOf(sentLate, 0.99),
          sentLateMax: quantileOf(sentLate, 1),
          fromSendP50: quantileOf(fromSend, 0.5),
          fromSendP99: quantileOf(fromSend, 0.99),
          fromSendMax: quantileOf(fromSend, 1),
          slow,
          slowSentLate,
          benchLoopP99: Math.round(loop.percentile(99) / 1e5) / 10,
          benchLoopMax: Math.round(loop.max / 1e5) / 10,
        },
        path: pathName,
        // Responses (of any status) per second; failed and timed-out requests do not count.
        requestsPerSecond: Math.round((latencies.length / elapsedS) * 10) / 10,
        p50: at(0.5),
        p90: at(0.9),
        p99: at(0.99),
        max: at(1),
        requests: finished,
        non2xx,
        statuses,
        errors,
      });
    };
    const fire = (dueNs: bigint) => {
      const sentNs = process.hrtime.bigint();
      const request = http.get({ host: target.hostname, port: target.port, path: pathName, agent }, (response) => {
        response.resume();
        response.on("end", () => {
          const endNs = process.hrtime.bigint();
          const latency = Number(endNs - dueNs) / 1e6;
          const late = Number(sentNs - dueNs) / 1e6;
          latencies.push(latency);
          sentLate.push(late);
          fromSend.push(Number(endNs - sentNs) / 1e6);
          if (latency >= goals.p99Ms) {
            slow++;
            if (late > 5) slowSentLate++;
          }
          const status = response.statusCode ?? 0;
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status < 200 || status > 299) non2xx++;
          finished++;
          finish();
        });
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error("timeout")));
      request.on("error", () => {
        errors++;
        finished++;
        finish();
      });
    };
    const tick = () => {
      if (interrupted) {
        stopped = true;
        return finish();
      }
      const now = process.hrtime.bigint();
      while (sent < total) {
        const dueNs = startedNs + BigInt(Math.round(sent * intervalNs));
        if (dueNs > now) break;
        sent++;
        fire(dueNs);
      }
      if (sent < total) timer = setTimeout(tick, 1);
      else finish();
    };
    running = {
      stop: () => {
        stopped = true;
      },
    };
    tick();
  }).finally(() => {
    running = undefined;
  }) as Promise<Omit<Measurement, "label">>;
}

async function warmUp(base: string, pathName: string) {
  log(`warm-up ${pathName} (${settings.warmupSeconds} s)`);
  await cannon({ url: base + pathName, connections: settings.connections, duration: settings.warmupSeconds });
}

async function measureThroughput(base: string, pathName: string): Promise<Measurement> {
  log(`max throughput ${pathName}: ${settings.connections} connections, ${settings.durationSeconds} s`);
  const before = cpuSnapshot();
  const result = fromAutocannon(
    `max ${pathName}`,
    pathName,
    await cannon({ url: base + pathName, connections: settings.connections, duration: settings.durationSeconds }),
  );
  return { ...result, cpu: cpuShare(before, result.requestsPerSecond) };
}

async function measurePaced(base: string, pathName: string): Promise<Measurement> {
  log(`paced ${settings.rate} requests/s ${pathName}: ${settings.rateDurationSeconds} s`);
  const before = cpuSnapshot();
  const from = Date.now();
  const result = await paced(base, pathName, settings.rate, settings.rateDurationSeconds);
  const cpu = cpuShare(before, result.requestsPerSecond);
  const seconds = server.loopSeconds(from, Date.now());
  if (result.attribution && seconds.length > 0) {
    result.attribution.server = summarizeSeconds(seconds.filter((second) => second.pid === server.pid));
    result.attribution.worker = summarizeSeconds(seconds.filter((second) => second.pid !== server.pid));
  }
  return { label: `${settings.rate}/s paced ${pathName}`, ...result, cpu };
}

/**
 * The control: the same paced load on a bare node:http server in its own process that answers with
 * a body of the intake page's size (bench/support/static-page.mjs). Its p99 is the floor that the
 * machine, the kernel and this generator set; what the intake run adds above it is the server's.
 */
async function measureFloor(bytes: number): Promise<Measurement> {
  const port = Number(process.env.BENCH_PORT) ? Number(process.env.BENCH_PORT) + 2 : await freePort();
  log(
    `paced ${settings.rate} requests/s on a static page of ${bytes} B (the floor): ${settings.rateDurationSeconds} s`,
  );
  const child = spawn(
    process.execPath,
    [path.join(root, "bench/support/static-page.mjs"), String(port), String(bytes)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.once("data", () => resolve());
      child.once("exit", (code) => reject(new Error(`the static page server exited (${code})`)));
    });
    const result = await paced(`http://127.0.0.1:${port}`, "/", settings.rate, settings.rateDurationSeconds);
    return { label: `${settings.rate}/s paced static page (floor)`, ...result };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

function summarizeSeconds(seconds: LoopSecond[]): ProcessSeconds | undefined {
  if (seconds.length === 0) return undefined;
  const p99s = seconds.map((second) => second.loopP99).sort((a, b) => a - b);
  const gc: ProcessSeconds["gc"] = {};
  for (const second of seconds) {
    for (const [kind, sum] of Object.entries(second.gc)) {
      const total = (gc[kind] ??= { count: 0, ms: 0, maxMs: 0 });
      total.count += sum.count;
      total.ms = Math.round((total.ms + sum.ms) * 10) / 10;
      total.maxMs = Math.max(total.maxMs, sum.maxMs);
    }
  }
  return {
    seconds: seconds.length,
    loopP99Median: p99s[Math.floor(p99s.length / 2)],
    loopMax: Math.max(...seconds.map((second) => second.loopMax)),
    cores: Math.round(seconds.reduce((sum, second) => sum + second.cpuMs, 0) / seconds.length / 10) / 100,
    gc,
  };
}

async function measureAutocannonRate(base: string, pathName: string): Promise<Measurement> {
  log(
    `autocannon overallRate ${settings.rate} ${pathName}: ${settings.connections} connections, ${settings.rateDurationSeconds} s`,
  );
  const before = cpuSnapshot();
  const result = fromAutocannon(
    `${settings.rate}/s autocannon ${pathName}`,
    pathName,
    // autocannon's coordinated-omission correction assumes an interval of ceil(1/rate) ms (1 ms
    // here) and adds synthetic samples accordingly: one more reason to read this run as indicative.
    await cannon({
      url: base + pathName,
      connections: settings.connections,
      overallRate: settings.rate,
      duration: settings.rateDurationSeconds,
    }),
  );
  return { ...result, cpu: cpuShare(before, result.requestsPerSecond) };
}

// --- report

function gitCommit(): string | undefined {
  const result = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) return undefined;
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout.trim() !== "";
  return result.stdout.trim() + (dirty ? "-dirty" : "");
}

function table(rows: string[][]) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join("  "),
    )
    .join("\n");
}

async function main() {
  const busyBefore = await machineBusy(2_000);
  if (busyBefore > 0.2)
    log(`warning: the machine is already ${Math.round(busyBefore * 100)}% busy; the figures will be low and noisy`);
  await server.start(() => interrupted);
  await server.settle();
  const base = server.base;

  const intakePath = `/?organizationId=${encodeURIComponent(settings.organization)}`;
  const barePath = "/keyboard-shortcuts";
  const intakeBytes = await checkPage(base + intakePath);
  const bareBytes = await checkPage(base + barePath);

  // Both pages are warmed before either is measured, so neither pays for the JIT's first minutes.
  await warmUp(base, intakePath);
  await warmUp(base, barePath);
  const intake = await measureThroughput(base, intakePath);
  const bare = await measureThroughput(base, barePath);
  const floor = await measureFloor(intakeBytes);
  const steady = await measurePaced(base, intakePath);
  const bursty = await measureAutocannonRate(base, intakePath);

  const ratio = Math.round((intake.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
  const ratioMet = ratio >= goals.ratio;
  // The same ratio from server CPU time per request, which other load on the machine skews less.
  const cpuRatio =
    intake.cpu?.serverMsPerRequest && bare.cpu?.serverMsPerRequest
      ? Math.round((bare.cpu.serverMsPerRequest / intake.cpu.serverMsPerRequest) * 100) / 100
      : undefined;
  const rateReached = steady.requestsPerSecond >= settings.rate * 0.95;
  const p99Met = steady.p99 < goals.p99Ms && steady.non2xx === 0 && steady.errors === 0 && rateReached;
  const runs = [intake, bare, floor, steady, bursty];

  const ms = (value: number) => `${value} ms`;
  const fixed = (value: number | undefined) => (value === undefined ? "-" : value.toFixed(2));
  process.stdout.write(
    `\n${table([
      ["run", "req/s", "p50", "p90", "p99", "max", "non-2xx", "errors", "cpu ms/req", "server", "pg", "bench", "other"],
      ...runs.map((row) => [
        row.label,
        String(row.requestsPerSecond),
        ms(row.p50),
        ms(row.p90),
        ms(row.p99),
        ms(row.max),
        String(row.non2xx),
        String(row.errors),
        fixed(row.cpu?.serverMsPerRequest),
        fixed(row.cpu?.server),
        fixed(row.cpu?.postgres),
        fixed(row.cpu?.bench),
        fixed(row.cpu?.other),
      ]),
    ])}\n` +
      "cpu ms/req: the server process's CPU time (all threads) per request. server, pg, bench, other: CPU cores used by\n" +
      "the Node server, its PostgreSQL, this process (the load generator) and everything else on the machine.\n\n",
  );
  const contended = runs.filter((row) => (row.cpu?.other ?? 0) > 0.15);
  const noisy = busyBefore > 0.2 || contended.length > 0;
  if (noisy) {
    log(
      `warning: other processes used the CPUs during ${contended.map((row) => `"${row.label}" (${row.cpu?.other} cores)`).join(", ") || "the start"}; ` +
        "re-run on a quiet machine before trusting these figures",
    );
  }
  for (const row of runs.filter((run) => run.non2xx > 0 || run.errors > 0)) {
    log(
      `warning: "${row.label}" had ${row.non2xx} non-2xx responses and ${row.errors} errors (statuses ${JSON.stringify(row.statuses)})`,
    );
  }
  log(`page sizes: intake ${intakeBytes} B, bare ${bareBytes} B (uncompressed; autocannon sends no Accept-Encoding)`);
  log(
    `ratio intake/bare = ${ratio} (goal >= ${goals.ratio}): ${ratioMet ? "met" : "MISSED"}` +
      (cpuRatio === undefined ? "" : `; from server CPU per request: ${cpuRatio}`),
  );
  log(
    `p99 at ${settings.rate} req/s (paced) = ${steady.p99} ms (goal < ${goals.p99Ms} ms): ${p99Met ? "met" : "MISSED"}` +
      (rateReached ? "" : ` (the server completed only ${steady.requestsPerSecond} req/s)`) +
      `; autocannon overallRate (bursts): p99 ${bursty.p99} ms`,
  );
  log(
    `the floor (the same paced load on a static page in its own process): p50 ${floor.p50} / p99 ${floor.p99} / max ${floor.max} ms; ` +
      `the intake page adds ${Math.round((steady.p99 - floor.p99) * 10) / 10} ms at p99`,
  );
  const why = steady.attribution;
  if (why) {
    log(
      `paced: sent late (this process) p50 ${why.sentLateP50} / p99 ${why.sentLateP99} / max ${why.sentLateMax} ms; ` +
        `sent → answered p50 ${why.fromSendP50} / p99 ${why.fromSendP99} / max ${why.fromSendMax} ms; ` +
        `${why.slow} requests took ${goals.p99Ms} ms or more, ${why.slowSentLate} of them sent > 5 ms late; ` +
        `this process's event-loop delay p99 ${why.benchLoopP99} / max ${why.benchLoopMax} ms`,
    );
    for (const [name, seconds] of [
      ["server", why.server],
      ["worker", why.worker],
    ] as const) {
      if (!seconds) continue;
      const gc = Object.entries(seconds.gc)
        .map(([kind, sum]) => `${kind} ${sum.count}× ${sum.ms} ms (longest ${sum.maxMs})`)
        .join(", ");
      log(
        `paced, the ${name} process (${seconds.seconds} s): event-loop delay p99 (median second) ${seconds.loopP99Median} / max ${seconds.loopMax} ms; ` +
          `${seconds.cores} cores; GC pauses: ${gc || "none"}`,
      );
    }
  }
  if (!ratioMet || !p99Met) log("a goal was missed; the bench itself ran, so the exit code stays 0");

  const timestamp = new Date().toISOString();
  const report = {
    bench: "ssr",
    timestamp,
    commit: gitCommit(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    settings,
    machine: {
      busyBefore,
      contended: noisy,
      loadAverageAfter: os.loadavg().map((value) => Math.round(value * 100) / 100),
    },
    pages: { intake: { path: intakePath, bytes: intakeBytes }, bare: { path: barePath, bytes: bareBytes } },
    throughput: { intake, bare, ratio, cpuRatio },
    fixedRate: { rate: settings.rate, paced: steady, floor, autocannon: bursty, rateReached },
    goals: {
      ratio: { target: goals.ratio, value: ratio, met: ratioMet },
      p99AtRate: { targetMs: goals.p99Ms, valueMs: steady.p99, met: p99Met },
    },
  };
  const resultsDir = path.join(root, "bench", "results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `ssr-${timestamp.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`written ${path.relative(root, file)}`);
  process.stdout.write(
    `${JSON.stringify({
      bench: "ssr",
      intakeRps: intake.requestsPerSecond,
      intakeP50: intake.p50,
      intakeP99: intake.p99,
      bareRps: bare.requestsPerSecond,
      bareP50: bare.p50,
      bareP99: bare.p99,
      ratio,
      cpuRatio,
      ratioMet,
      rate: settings.rate,
      pacedP50: steady.p50,
      pacedP99: steady.p99,
      floorP99: floor.p99,
      pacedSentLateP99: steady.attribution?.sentLateP99,
      pacedFromSendP99: steady.attribution?.fromSendP99,
      pacedSlow: steady.attribution?.slow,
      pacedSlowSentLate: steady.attribution?.slowSentLate,
      autocannonRateP50: bursty.p50,
      autocannonRateP99: bursty.p99,
      p99Met,
      contended: noisy,
    })}\n`,
  );
}

async function interrupt(signal: NodeJS.Signals) {
  if (interrupted) return;
  interrupted = true;
  log(`${signal}: stopping`);
  running?.stop();
  await server.stop().catch(() => {});
  process.exit(130);
}
process.on("SIGINT", () => void interrupt("SIGINT"));
process.on("SIGTERM", () => void interrupt("SIGTERM"));

let exitCode = 0;
try {
  await main();
} catch (error) {
  if (!interrupted) {
    console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  }
} finally {
  await server.stop().catch((error) => {
    console.error(`[bench] could not stop the server: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  });
}
if (!interrupted) process.exit(exitCode);
