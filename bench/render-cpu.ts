import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AppServer, log, root } from "./support/app-server.ts";
import { benchPages, median, requestPage, serverTicks, visitorCookie } from "./support/page-rounds.ts";
import { number } from "./support/env-number.ts";

/**
 * Server CPU per page render (`npm run bench:render-cpu`), the figure that stays comparable on a
 * busy machine (issue 16: ≤ 3 ms for the intake page). Starts the production server like
 * bench:ssr (own embedded PostgreSQL on BENCH_PG_PORT, 29342 by default, fresh data in
 * .data/bench-cpu), waits for its warm-up to finish (ADR 0097), warms both pages, then runs
 * BENCH_ROUNDS rounds (6) of BENCH_REQUESTS requests (200) on 2 keep-alive connections per page,
 * intake and bare page interleaved, and reads the server process's CPU time (/proc/<pid>/stat
 * utime + stime, all threads) around each round. Prints the median CPU ms per request per page and their ratio, writes
 * bench/results/render-cpu-<timestamp>.json. Linux only. Wall time is not reported: on a shared
 * machine it measures the neighbours.
 *
 * The intake page is served to a visitor with a conversation when BENCH_VISITOR=1 (a session
 * cookie from POST /api/sessions): the loader then reads the session, messages, matter and quota.
 * BENCH_VISITOR_TURNS=N (with BENCH_VISITOR=1) gives that visitor a conversation of N messages
 * first, sent through the page's form: a returning prospect with answers, contact form and matter.
 */
const settings = {
  rounds: number("BENCH_ROUNDS", 6),
  requests: number("BENCH_REQUESTS", 200),
  connections: 2,
  organization: process.env.BENCH_ORG || "your-firm",
  databasePort: number("BENCH_PG_PORT", 29342),
  visitorTurns: number("BENCH_VISITOR_TURNS", 0),
};

const server = new AppServer({ dataDir: ".data/bench-cpu", databasePort: settings.databasePort });

async function main() {
  await server.start();
  // The understanding warm-up runs once the server is quiet (ADR 0086): let it finish first, or
  // it lands in the first rounds (ADR 0097).
  await server.settle();
  const pid = server.pid!;
  const base = server.base;
  const pages = benchPages(settings.organization);
  const cookie =
    process.env.BENCH_VISITOR === "1"
      ? await visitorCookie(base, settings.organization, settings.visitorTurns)
      : undefined;
  const results: Record<keyof typeof pages, number[]> = { intake: [], bare: [] };
  log(`warm-up: ${settings.requests * 2} requests per page`);
  for (const [name, pathName] of Object.entries(pages))
    await requestPage(
      base,
      pathName,
      settings.requests * 2,
      name === "intake" ? cookie : undefined,
      settings.connections,
    );
  for (let round = 1; round <= settings.rounds; round++) {
    for (const [name, pathName] of Object.entries(pages) as [keyof typeof pages, string][]) {
      const before = serverTicks(pid);
      await requestPage(
        base,
        pathName,
        settings.requests,
        name === "intake" ? cookie : undefined,
        settings.connections,
      );
      const ms = ((serverTicks(pid) - before) * 10) / settings.requests;
      results[name].push(ms);
      log(`round ${round} ${name}: ${ms.toFixed(2)} ms CPU per request`);
    }
  }
  const intake = median(results.intake);
  const bare = median(results.bare);
  console.log(
    `\nserver CPU per request (median of ${settings.rounds} rounds × ${settings.requests}): intake ${intake.toFixed(2)} ms (goal ≤ 3 ms), bare ${bare.toFixed(2)} ms, bare/intake ${(bare / intake).toFixed(2)} (goal ≥ 0.8)`,
  );
  const directory = path.join(root, "bench/results");
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `render-cpu-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ bench: "render-cpu", visitor: cookie !== undefined, settings, results, intake, bare }, null, 2)}\n`,
  );
  log(`written ${path.relative(root, file)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => server.stop());
