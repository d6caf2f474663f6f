import { randomBytes, randomUUID } from "node:crypto";
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import http from "node:http";
import { Readable } from "node:stream";
import { hashToken } from "../app/lib/tokens.server.ts";
import { readEventStream } from "../app/features/intake/client/read-event-stream.ts";
import type { StreamEvent } from "../app/features/intake/agent/events.ts";
import { startFakeOpenAI } from "../tests/fakes/openai.ts";
import { AppServer, log, root } from "./support/app-server.ts";
import { number } from "./support/env-number.ts";

/**
 * Chat stream bench (`npm run bench:stream`). Starts the production server with the openai
 * provider pointed at the local OpenAI-compatible fake (in this process), then measures:
 *   1. the app's own time before the first token reaches the client: client time to first `text`
 *      event minus the fake's own time to first chunk, per turn, sequentially. Goal: p95 ≤ 5 ms.
 *   2. how many concurrent open streams one server process holds under 1 GiB RSS: streams whose
 *      model answer has not started yet are opened in batches while the server's RSS is sampled.
 *      Goal: ≥ 10,000.
 * Visitor sessions are created directly in the bench's database (one per turn, so the per-session
 * rate limit does not interfere). Writes bench/results/stream-<timestamp>.json.
 *
 * Knobs: BENCH_SAMPLES (300), BENCH_STREAMS (10000), BENCH_BATCH (250), BENCH_PG_PORT (29341),
 * BENCH_CHECKOUT (another checkout's build to serve, e.g. a start commit's `git archive` built on
 * its own, so two builds are compared under the same bench and fake: ADR 0123),
 * BENCH_SEEN_AGO_MINUTES (0: each visitor session last seen that long ago; over 5, every turn is
 * one after a pause, which writes the session's last-seen time),
 * BENCH_SIGNED_IN (1: every turn is a signed-in user's, on a business plan, with the user's session
 * cookie beside the visitor's token: the session middleware's read, and the user's plan and quota
 * taken in the turn's check statement, ADR 0137),
 * BENCH_HEAP_SNAPSHOT (1: a heap snapshot of the server with every stream open; see heapSnapshot;
 * two of them, with few and many streams, compared by bench/support/heap-diff.ts, ADR 0094).
 * Measuring starts once the server has settled (its warm-up done, AppServer.settle).
 */
const settings = {
  samples: number("BENCH_SAMPLES", 300),
  streams: number("BENCH_STREAMS", 10_000),
  batch: number("BENCH_BATCH", 250),
  databasePort: number("BENCH_PG_PORT", 29341),
  seenAgoMinutes: number("BENCH_SEEN_AGO_MINUTES", 0),
  signedIn: process.env.BENCH_SIGNED_IN === "1",
};
/** The signed-in user's session cookie (BENCH_SIGNED_IN=1), set by createSessions. */
let userCookie: string | null = null;
const goals = { overheadP95Ms: 5, streams: 10_000, rssBytes: 1024 ** 3 };
// Node's http client: no cap on sockets per host, no timeouts (streams stay open on purpose).
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

let interrupted = false;
const fake = await startFakeOpenAI();
const server = new AppServer({
  dataDir: ".data/bench-stream",
  databasePort: settings.databasePort,
  checkout: process.env.BENCH_CHECKOUT || undefined,
  env: {
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: "sk-bench",
    OPENAI_TIMEOUT_MS: "600000",
    OPENAI_STALL_TIMEOUT_MS: "600000",
  },
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

/** CPU seconds (user + system) the process has used, from /proc (clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * Visitor sessions that have accepted the notice, with their bearer tokens: as POST /api/sessions
 * makes them (30 days, seen now unless BENCH_SEEN_AGO_MINUTES), so a turn does not renew them (a
 * session that is half gone is renewed, a write that happens once in 15 days of a real session).
 */
async function createSessions(count: number): Promise<Array<{ sessionId: string; token: string }>> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${settings.databasePort}/parley`,
  });
  await client.connect();
  try {
    const organization = await client.query<{ id: string }>("select id from organizations where slug = 'your-firm'");
    const organizationId = organization.rows[0]!.id;
    if (settings.signedIn) userCookie = await createSignedInUser(client);
    const sessions: Array<{ sessionId: string; token: string }> = [];
    for (let start = 0; start < count; start += 500) {
      const batch = Array.from({ length: Math.min(500, count - start) }, () => ({
        sessionId: randomUUID(),
        token: `bench${randomUUID().replaceAll("-", "")}`,
      }));
      await client.query(
        `insert into intake_sessions (id, organization_id, token_hash, expires_at, last_seen_at)
         select unnest($1::uuid[]), $2, unnest($3::text[]), now() + interval '30 days', now() - make_interval(mins => $4)`,
        [batch.map((s) => s.sessionId), organizationId, batch.map((s) => hashToken(s.token)), settings.seenAgoMinutes],
      );
      await client.query(
        `insert into conversations (organization_id, intake_session_id, disclaimer_acknowledged_at)
         select $2, unnest($1::uuid[]), now()`,
        [batch.map((s) => s.sessionId), organizationId],
      );
      sessions.push(...batch);
    }
    return sessions;
  } finally {
    await client.end();
  }
}

/**
 * A signed-in user (onboarded, owner of a personal organization on the business plan, so 1,000
 * messages a day) and a session of theirs as sign-in makes it (seven days, seen now): its cookie.
 */
async function createSignedInUser(client: pg.Client): Promise<string> {
  const user = await client.query<{ id: string }>(
    `insert into users (email, name, onboarding_completed) values ($1, 'Bench User', true) returning id`,
    [`bench-${randomUUID()}@example.com`],
  );
  const userId = user.rows[0]!.id;
  const personal = await client.query<{ id: string }>(
    `insert into organizations (slug, name, is_personal, subscription_tier) values ($1, 'Bench', true, 'business') returning id`,
    [`bench-${randomUUID()}`],
  );
  await client.query(`insert into memberships (organization_id, user_id, role) values ($1, $2, 'owner')`, [
    personal.rows[0]!.id,
    userId,
  ]);
  // A session token has the shape sign-in gives it: 32 characters of base32 (a-z, 2-7).
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const token = [...randomBytes(32)].map((byte) => alphabet[byte % 32]).join("");
  await client.query(
    `insert into user_sessions (id, user_id, expires_at, last_seen_at) values ($1, $2, now() + interval '7 days' - interval '1 minute', now())`,
    [hashToken(token), userId],
  );
  return `parley_session=${token}`;
}

type StreamResponse = { status: number; body: ReadableStream<Uint8Array>; text: () => Promise<string> };

function openStream(
  session: { sessionId: string; token: string },
  text: string,
  signal?: AbortSignal,
): Promise<StreamResponse> {
  const payload = JSON.stringify({
    messages: [{ role: "user", content: text }],
    organizationId: "your-firm",
    sessionId: session.sessionId,
    attachments: [],
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.base}/api/agent/stream`,
      {
        method: "POST",
        agent,
        signal,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
          Authorization: `Bearer ${session.token}`,
          ...(userCookie ? { Cookie: userCookie, Origin: server.base } : {}),
        },
      },
      (response) => {
        const body = Readable.toWeb(response) as ReadableStream<Uint8Array>;
        resolve({ status: response.statusCode ?? 0, body, text: async () => new Response(body).text() });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

async function measureOverhead(sessions: Array<{ sessionId: string; token: string }>) {
  const overheads: number[] = [];
  const totals: number[] = [];
  const toConnected: number[] = [];
  const toModel: number[] = [];
  const fromModel: number[] = [];
  const warmup = 20;
  // The server's CPU over the measured turns (user + system, incl. its garbage collection): less
  // moved by other processes on a shared machine than the wall time (ADR 0114).
  let cpuAtWarmup = 0;
  for (let index = 0; index < sessions.length; index++) {
    if (interrupted) throw new Error("interrupted");
    if (index === warmup) cpuAtWarmup = cpuSecondsOf(server.pid!);
    fake.enqueue({ text: "Thank you for reaching out. What happened?", chunkSize: 8, ttftMs: 20 });
    const requestsBefore = fake.requests.length;
    const sent = performance.now();
    const response = await openStream(sessions[index]!, `bench turn ${index}`);
    if (response.status !== 200) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
    let firstText: number | null = null;
    let connected = 0;
    for await (const event of readEventStream<StreamEvent>(response.body)) {
      if (event.type === "connected") connected = performance.now();
      if (event.type === "text" && firstText === null) firstText = performance.now();
      if (event.type === "error") throw new Error(`stream error: ${event.message}`);
    }
    const record = fake.requests[requestsBefore];
    if (firstText === null || !record?.firstChunkAt) throw new Error("no text arrived");
    const modelTtft = record.firstChunkAt - record.receivedAt;
    if (index >= warmup) {
      overheads.push(firstText - sent - modelTtft);
      totals.push(firstText - sent);
      toConnected.push(connected - sent);
      toModel.push(record.receivedAt - sent);
      fromModel.push(firstText - record.firstChunkAt);
    }
  }
  const cpuMsPerTurn =
    Math.round(((cpuSecondsOf(server.pid!) - cpuAtWarmup) * 1e5) / Math.max(1, overheads.length)) / 100;
  return {
    samples: overheads.length,
    cpuMsPerTurn,
    p50: percentile(overheads, 50),
    p95: percentile(overheads, 95),
    p99: percentile(overheads, 99),
    clientTtftP50: percentile(totals, 50),
    // Where the time goes: until the turn is stored (connected); before the model is asked (the
    // checks, the reads, the request's building); after the model's first chunk until the client
    // has the text (the SSE path, and the wait for the visitor's message to be committed).
    connectedP50: percentile(toConnected, 50),
    modelRequestP50: percentile(toModel, 50),
    modelRequestP95: percentile(toModel, 95),
    afterFirstChunkP50: percentile(fromModel, 50),
    afterFirstChunkP95: percentile(fromModel, 95),
  };
}

async function measureConcurrency(sessions: Array<{ sessionId: string; token: string }>) {
  const controller = new AbortController();
  const open: Array<Promise<void>> = [];
  let connected = 0;
  let failed = 0;
  const samples: Array<{ streams: number; rssMb: number }> = [];
  const pid = server.pid!;
  samples.push({ streams: 0, rssMb: Math.round(rssOf(pid) / 1024 ** 2) });
  // The server's CPU while the streams open (their turns, and the collections a bigger heap needs).
  const cpuAtStart = cpuSecondsOf(pid);
  for (let start = 0; start < sessions.length; start += settings.batch) {
    if (interrupted) break;
    const batch = sessions.slice(start, start + settings.batch);
    const ready: Array<Promise<void>> = [];
    for (const session of batch) {
      // The model takes its time: the stream stays open, waiting for the first token.
      fake.enqueue({ text: "Still thinking.", ttftMs: 3_600_000 });
      let markReady: () => void = () => {};
      ready.push(new Promise<void>((resolve) => (markReady = resolve)));
      open.push(
        (async () => {
          try {
            const response = await openStream(session, "hold this stream open", controller.signal);
            if (response.status !== 200) {
              failed++;
              markReady();
              return;
            }
            for await (const event of readEventStream<StreamEvent>(response.body)) {
              if (event.type === "connected") {
                connected++;
                markReady();
              }
            }
          } catch {
            // aborted at the end
          } finally {
            markReady();
          }
        })(),
      );
    }
    await Promise.all(ready);
    const rss = rssOf(pid);
    samples.push({ streams: connected, rssMb: Math.round(rss / 1024 ** 2) });
    log(`${connected} streams open (${failed} refused), server RSS ${Math.round(rss / 1024 ** 2)} MiB`);
    if (rss > goals.rssBytes) break;
  }
  const cpuSeconds = Math.round((cpuSecondsOf(pid) - cpuAtStart) * 100) / 100;
  log(
    `server CPU while opening them: ${cpuSeconds} s (${Math.round((cpuSeconds * 1e5) / Math.max(1, connected)) / 100} ms per stream)`,
  );
  // Let the server settle, then sample once more before closing everything.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const finalRss = rssOf(pid);
  if (process.env.BENCH_HEAP_SNAPSHOT === "1") await heapSnapshot(pid);
  controller.abort();
  await Promise.allSettled(open);
  return { connected, failed, peakRssMb: Math.round(finalRss / 1024 ** 2), cpuSeconds, samples };
}

function lastBytes(file: string, size: number, count: number): string {
  const handle = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(count);
    readSync(handle, buffer, 0, count, size - count);
    return buffer.toString();
  } finally {
    closeSync(handle);
  }
}

/**
 * With BENCH_HEAP_SNAPSHOT=1 (the server started with BENCH_NODE_OPTIONS="--heapsnapshot-signal=SIGUSR2
 * --diagnostic-dir=.data/heap"): a heap snapshot of the server while every stream is open, summed
 * per constructor by bench/support/heap-summary.ts, to see what each open stream holds.
 */
async function heapSnapshot(pid: number) {
  const folder = path.join(root, ".data/heap");
  mkdirSync(folder, { recursive: true });
  const before = new Set(readdirSync(folder));
  process.kill(pid, "SIGUSR2");
  log("heap snapshot requested; waiting for it to be written...");
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const written = readdirSync(folder).find((name) => !before.has(name) && name.endsWith(".heapsnapshot"));
    if (!written) continue;
    // The snapshot is JSON: it is complete when it ends with its closing bracket.
    const file = path.join(folder, written);
    const size = statSync(file).size;
    if (size > 2 && lastBytes(file, size, 2) === "]}") {
      log(`heap snapshot: .data/heap/${written} (${Math.round(size / 1024 ** 2)} MiB)`);
      return;
    }
  }
}

async function main() {
  await server.start(() => interrupted);
  await server.settle();
  const sessions = await createSessions(settings.samples + settings.streams);
  log(`created ${sessions.length} visitor sessions`);
  log(`measuring the app's time to first token over ${settings.samples} turns...`);
  const overhead = await measureOverhead(sessions.slice(0, settings.samples));
  log(
    `overhead p50 ${overhead.p50} ms, p95 ${overhead.p95} ms, p99 ${overhead.p99} ms (goal p95 ≤ ${goals.overheadP95Ms} ms)`,
  );
  log(
    `  of which: before the model is asked p50 ${overhead.modelRequestP50} / p95 ${overhead.modelRequestP95} ms, ` +
      `from its first chunk to the client p50 ${overhead.afterFirstChunkP50} / p95 ${overhead.afterFirstChunkP95} ms ` +
      `(turn stored, \`connected\`, at p50 ${overhead.connectedP50} ms)`,
  );
  log(`  server CPU per whole turn (its answer and writes included): ${overhead.cpuMsPerTurn} ms`);
  log(`opening up to ${settings.streams} concurrent streams in batches of ${settings.batch}...`);
  const concurrency = await measureConcurrency(sessions.slice(settings.samples));
  const result = {
    bench: "stream",
    timestamp: new Date().toISOString(),
    overhead,
    concurrency,
    goals: {
      overheadMet: overhead.p95 <= goals.overheadP95Ms,
      streamsMet: concurrency.connected >= goals.streams && concurrency.peakRssMb * 1024 ** 2 < goals.rssBytes,
    },
  };
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(
    path.join(root, `bench/results/stream-${result.timestamp.replace(/[:.]/g, "-")}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  process.stdout.write(
    `\nfirst token, app overhead: p50 ${overhead.p50} ms, p95 ${overhead.p95} ms, p99 ${overhead.p99} ms ` +
      `(${result.goals.overheadMet ? "goal met" : "goal MISSED"}: p95 ≤ ${goals.overheadP95Ms} ms)\n` +
      `  before the model is asked: p50 ${overhead.modelRequestP50} ms, p95 ${overhead.modelRequestP95} ms; ` +
      `its first chunk to the client: p50 ${overhead.afterFirstChunkP50} ms, p95 ${overhead.afterFirstChunkP95} ms\n` +
      `concurrent streams: ${concurrency.connected} open at ${concurrency.peakRssMb} MiB RSS ` +
      `(${result.goals.streamsMet ? "goal met" : "goal MISSED"}: ≥ ${goals.streams} under 1024 MiB)\n` +
      `${JSON.stringify(result.goals)}\n`,
  );
}

process.on("SIGINT", () => {
  interrupted = true;
});
let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await server.stop().catch(() => {});
  await fake.stop().catch(() => {});
}
process.exit(exitCode);
