// Loaded into the server under test with `--import` when a bench runs with BENCH_DIAGNOSE=1 (ADR 0135).
// Once a second it appends one JSON line to BENCH_LOOP_FILE for this process: the event loop's delay
// over that second (perf_hooks.monitorEventLoopDelay: p50, p99 and max, ms), the GC pauses in it
// (count, sum and longest, ms, by kind) and the process's CPU time (ms). A supervised worker process
// inherits the flag, so its lines carry its own pid. Plain JavaScript: the server runs with plain node.
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 2 });
  delay.enable();
  const kinds = { 1: "scavenge", 2: "markCompact", 4: "incremental", 8: "weakCallbacks" };
  let pauses = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[entry.detail?.kind] ?? String(entry.detail?.kind);
      const sum = (pauses[kind] ??= { count: 0, ms: 0, maxMs: 0 });
      sum.count++;
      sum.ms += entry.duration;
      sum.maxMs = Math.max(sum.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ["gc"] });
  let cpu = process.cpuUsage();
  const round = (ms) => Math.round(ms * 10) / 10;
  setInterval(() => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const line = {
      pid: process.pid,
      at: Date.now(),
      loopP50: round(delay.percentile(50) / 1e6),
      loopP99: round(delay.percentile(99) / 1e6),
      loopMax: round(delay.max / 1e6),
      cpuMs: round((used.user + used.system) / 1000),
      gc: Object.fromEntries(
        Object.entries(pauses).map(([kind, sum]) => [
          kind,
          { count: sum.count, ms: round(sum.ms), maxMs: round(sum.maxMs) },
        ]),
      ),
    };
    delay.reset();
    pauses = {};
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch {
      // the bench removed its file: nothing to report to
    }
  }, 1000).unref();
}
