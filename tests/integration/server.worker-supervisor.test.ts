import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { superviseWorker, type WorkerSupervisor } from "../../server/worker-supervisor.ts";
import { waitFor } from "../support/wait-for.ts";

/**
 * ADR 0053: the quick start's workers run in a child process that server.ts supervises. A child
 * that dies is started again and the parent (the web server) is untouched; stop() drains the
 * child with SIGTERM and kills one that does not exit within the grace period.
 */
const entry = path.resolve("tests/fixtures/supervised-worker.ts");

function startedPids(dir: string): number[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith("started-"))
    .map((name) => Number(name.slice("started-".length)));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Each test starts Node processes under tsx: on a busy machine that alone can take many seconds.
describe("the worker process supervisor", { timeout: 180_000 }, () => {
  it("starts the worker in its own process, starts it again after a crash, and drains it on stop", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "parley-supervisor-"));
    const crashes: Array<{ code: number | null; signal: string | null; restartInMs: number | null }> = [];
    let supervisor: WorkerSupervisor | null = null;
    try {
      supervisor = superviseWorker({
        entry,
        execArgv: ["--import", "tsx"],
        env: { SUPERVISOR_TEST_DIR: dir, DATABASE_URL: "postgres://u:p@127.0.0.1:1/parley" },
        minRestartDelayMs: 10,
        on: { exited: (info) => crashes.push(info) },
      });
      const [first] = await waitFor(
        () => startedPids(dir).length === 1 && startedPids(dir),
        90_000,
        "the worker to start",
      );
      expect(first).not.toBe(process.pid);
      // The child runs as a worker, knows it is supervised, and is given the parent's database.
      expect(readFileSync(path.join(dir, `started-${first}`), "utf8")).toBe(
        "worker true postgres://u:p@127.0.0.1:1/parley",
      );

      // The worker dies the hardest way (as a V8 abort would): it is started again; this process lives on.
      process.kill(first!, "SIGKILL");
      const second = await waitFor(
        () => startedPids(dir).find((pid) => pid !== first),
        90_000,
        "the worker to restart",
      );
      expect(crashes[0]).toMatchObject({ signal: "SIGKILL", restartInMs: 10 });
      expect(supervisor.pid()).toBe(second);
      expect(supervisor.starts()).toBe(2);

      // Stop: SIGTERM, the worker drains and exits; nothing is started again.
      await supervisor.stop(30_000);
      expect(existsSync(path.join(dir, `drained-${second}`))).toBe(true);
      expect(isAlive(second!)).toBe(false);
      expect(crashes.at(-1)).toMatchObject({ code: 0, restartInMs: null });
      expect(supervisor.pid()).toBeNull();
      expect(startedPids(dir)).toHaveLength(2);
    } finally {
      await supervisor?.stop(1_000);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("kills a worker that does not exit within the grace period", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "parley-supervisor-"));
    let supervisor: WorkerSupervisor | null = null;
    try {
      supervisor = superviseWorker({
        entry,
        execArgv: ["--import", "tsx"],
        env: { SUPERVISOR_TEST_DIR: dir, IGNORE_SIGTERM: "1" },
      });
      const [pid] = await waitFor(
        () => startedPids(dir).length === 1 && startedPids(dir),
        90_000,
        "the worker to start",
      );
      await supervisor.stop(200);
      expect(isAlive(pid!)).toBe(false);
      expect(existsSync(path.join(dir, `drained-${pid}`))).toBe(false);
    } finally {
      await supervisor?.stop(1_000);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
