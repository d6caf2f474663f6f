import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AppServer, log, root } from "./support/app-server.ts";
import { benchPages, median, requestPage, serverTicks, visitorCookie } from "./support/page-rounds.ts";
import { number } from "./support/env-number.ts";

/**
 * Server CPU per page render, before and after a change, measured at once
 * (`BENCH_BEFORE=/path/to/checkout npm run bench:render-cpu-ab`). On a shared machine two runs
 * of bench:render-cpu minutes apart see different neighbours, and their rounds spread by more
 * than a change of half a millisecond (ADR 0097, 0103). This bench serves both builds at the same
 * time, each with its own embedded PostgreSQL (BENCH_PG_PORT, 29344 by default, and the next port)
 * and data folder (.data/bench-ab in each checkout), waits for both warm-ups, then runs
 * BENCH_ROUNDS rounds (10) of BENCH_REQUESTS requests (200) per page and build, the two builds
 * back to back in each round and their order alternated, and prints per page the medians and the
 * median of the paired differences (after − before). BENCH_VISITOR=1 serves the intake page to a
 * visitor with a session, as bench:render-cpu does, and BENCH_VISITOR_TURNS=N gives that visitor
 * a conversation of N messages first.
 *
 * "Before" is another checkout with its own build and node_modules, e.g. for commit X:
 *   git archive X | tar -x -C /tmp/before && ln -s "$PWD/node_modules" /tmp/before/node_modules
 * (its build is made when missing or older than its sources, as `npm start` does). "After" is this
 * checkout. Writes bench/results/render-cpu-ab-<timestamp>.json. Linux only.
 */
const settings = {
  rounds: number("BENCH_ROUNDS", 10),
  requests: number("BENCH_REQUESTS", 200),
  organization: process.env.BENCH_ORG || "your-firm",
  databasePort: number("BENCH_PG_PORT", 29344),
  visitor: process.env.BENCH_VISITOR === "1",
  visitorTurns: number("BENCH_VISITOR_TURNS", 0),
};
const beforeCheckout = path.resolve(process.env.BENCH_BEFORE ?? "");

const sides = ["before", "after"] as const;
type Side = (typeof sides)[number];
const servers: Record<Side, AppServer> = {
  before: new AppServer({ dataDir: ".data/bench-ab", databasePort: settings.databasePort, checkout: beforeCheckout }),
  after: new AppServer({ dataDir: ".data/bench-ab", databasePort: settings.databasePort + 1 }),
};

async function main() {
  if (!process.env.BENCH_BEFORE || !existsSync(path.join(beforeCheckout, "package.json")))
    throw new Error("BENCH_BEFORE must name another checkout of the app (see bench/render-cpu-ab.ts)");
  for (const side of sides) await servers[side].start();
  await Promise.all(sides.map((side) => servers[side].settle()));
  const pages = benchPages(settings.organization);
  const cookies: Record<Side, string | undefined> = { before: undefined, after: undefined };
  for (const side of sides)
    if (settings.visitor)
      cookies[side] = await visitorCookie(servers[side].base, settings.organization, settings.visitorTurns);
  const fetchPage = (side: Side, name: keyof typeof pages, count: number) =>
    requestPage(servers[side].base, pages[name], count, name === "intake" ? cookies[side] : undefined);

  log(`warm-up: ${settings.requests * 2} requests per page and build`);
  for (const side of sides)
    for (const name of ["intake", "bare"] as const) await fetchPage(side, name, settings.requests * 2);
  const results = {
    intake: { before: [] as number[], after: [] as number[] },
    bare: { before: [] as number[], after: [] as number[] },
  };
  for (let round = 1; round <= settings.rounds; round++) {
    const order = round % 2 ? sides : ([...sides].reverse() as Side[]);
    for (const name of ["intake", "bare"] as const)
      for (const side of order) {
        const pid = servers[side].pid!;
        const ticks = serverTicks(pid);
        await fetchPage(side, name, settings.requests);
        results[name][side].push(((serverTicks(pid) - ticks) * 10) / settings.requests);
      }
    log(`round ${round} of ${settings.rounds} done`);
  }

  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const summary = Object.fromEntries(
    (["intake", "bare"] as const).map((name) => {
      const { before, after } = results[name];
      return [
        name,
        {
          before: median(before),
          after: median(after),
          pairedDifference: median(after.map((value, index) => value - before[index]!)),
        },
      ];
    }),
  );
  console.log(
    `\nserver CPU per request, ${settings.visitor ? "visitor with a session" : "new visitor"} (${settings.rounds} rounds × ${settings.requests}, load ${load}):`,
  );
  for (const [name, figures] of Object.entries(summary))
    console.log(
      `  ${name}: before ${figures.before.toFixed(2)} ms, after ${figures.after.toFixed(2)} ms, median paired difference ${figures.pairedDifference >= 0 ? "+" : ""}${figures.pairedDifference.toFixed(2)} ms`,
    );
  const directory = path.join(root, "bench/results");
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `render-cpu-ab-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ bench: "render-cpu-ab", before: beforeCheckout, settings, load, results, summary }, null, 2)}\n`,
  );
  log(`written ${path.relative(root, file)}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => Promise.all(sides.map((side) => servers[side].stop())));
