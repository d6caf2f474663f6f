import { readFileSync } from "node:fs";
import http from "node:http";
import { AppServer, log } from "./support/app-server.ts";

/**
 * Upload memory bench (`npm run bench:upload`). Starts the production server with its own embedded
 * PostgreSQL in .data/bench-upload, opens an intake session, then streams, one at a time:
 *   1. a 200 MB raw upload (refused at 25 MB: the server must stop reading, not buffer),
 *   2. a 24 MB multipart upload (accepted: streamed to disk, not held in memory),
 * while sampling the server process's resident memory from /proc every 20 ms. Prints the bytes the
 * server read before answering and the RSS growth over the idle baseline for each, and one JSON line.
 * These figures replace the memory assertions the integration suite used to make with forced GCs
 * (they depended on GC timing and on the machine being quiet). Linux only (reads /proc).
 */
const MB = 1024 * 1024;
const port = Number(process.env.BENCH_PG_PORT);
// Below 32768, the range Linux hands to outgoing connections (ADR 0079).
const server = new AppServer({ dataDir: ".data/bench-upload", databasePort: port > 0 ? port : 29344 });

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Streams `size` bytes (after `prefix`, before `suffix`) and reports how many the server took. */
function post(
  path: string,
  headers: Record<string, string>,
  size: number,
  prefix = "",
  suffix = "",
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.base);
    const request = http.request(url, { method: "POST", headers: { ...headers, "Transfer-Encoding": "chunked" } });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, sent }));
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    request.write(prefix);
    const pump = () => {
      while (!answered && sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", pump);
      }
      if (!answered) request.end(suffix);
    };
    pump();
  });
}

async function measure(label: string, run: () => Promise<{ status: number; sent: number }>) {
  const pid = server.pid!;
  const baseline = rssMb(pid);
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  try {
    const result = await run();
    peak = Math.max(peak, rssMb(pid));
    const row = {
      label,
      status: result.status,
      sentMb: +(result.sent / MB).toFixed(1),
      baselineRssMb: +baseline.toFixed(1),
      peakGrowthMb: +(peak - baseline).toFixed(1),
    };
    log(
      `${label}: HTTP ${row.status}, client sent ${row.sentMb} MB, server RSS ${row.baselineRssMb} MB + peak ${row.peakGrowthMb} MB`,
    );
    return row;
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  await server.start();
  try {
    const session = await fetch(`${server.base}/api/sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.base },
      body: JSON.stringify({ organizationId: "your-firm" }),
    });
    const cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { data } = (await session.json()) as { data: { sessionId: string } };
    const organizationId = "your-firm"; // the upload routes take the slug as well as the id
    const common = { Cookie: cookie, Origin: server.base, "X-Requested-With": "XMLHttpRequest" };
    const metadata = JSON.stringify({ organizationId, sessionId: data.sessionId });
    const rows = [
      await measure("200 MB raw upload (refused at 25 MB)", () =>
        post("/api/files/upload-raw", { ...common, "x-filename": "huge.mp4", "x-file-metadata": metadata }, 200 * MB),
      ),
      await measure("24 MB multipart upload (accepted)", () => {
        const boundary = "----parleyBench";
        const fields = [
          ["organizationId", organizationId],
          ["sessionId", data.sessionId],
        ]
          .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join("");
        const prefix = `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.txt"\r\nContent-Type: text/plain\r\n\r\n`;
        return post(
          "/api/files/upload",
          { ...common, "Content-Type": `multipart/form-data; boundary=${boundary}` },
          24 * MB,
          prefix,
          `\r\n--${boundary}--\r\n`,
        );
      }),
    ];
    console.log(JSON.stringify({ bench: "upload-memory", rows }));
  } finally {
    await server.stop();
  }
}

await main();
