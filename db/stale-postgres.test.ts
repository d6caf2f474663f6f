import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../tests/support/wait-for.ts";
import { stalePostmasterPid, stopStalePostgres } from "./stale-postgres.ts";

// Stand-ins for a postmaster: `sleep` whose command line reads "postgres -D <dataDir>".
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function dataDirWithPid(pid: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "parley-stale-pg-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  writeFileSync(path.join(dataDir, "postmaster.pid"), `${pid}\n${dataDir}\n`);
  return dataDir;
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
};
/** Running, not exited (a zombie waiting for a parent that never reaps it counts as exited). */
const alive = (pid: number) => {
  try {
    return !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
  } catch {
    return false;
  }
};

describe("a stale embedded PostgreSQL", () => {
  it("whose parent is gone is found through postmaster.pid and stopped", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "parley-stale-pg-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // A shell starts it in the background and exits at once: it is re-parented, as after a crash.
    const started = spawnSync(
      "bash",
      ["-c", `(exec -a "postgres -D ${dataDir}" sleep 300) >/dev/null 2>&1 & echo $!`],
      { encoding: "utf8" },
    );
    const pid = Number(started.stdout.trim());
    cleanups.push(() => alive(pid) && process.kill(pid, "SIGKILL"));
    writeFileSync(path.join(dataDir, "postmaster.pid"), `${pid}\n${dataDir}\n`);
    // The shell that started it has exited (spawnSync returned); wait until exec has replaced the subshell.
    await waitFor(() => commandOf(pid).startsWith("postgres -D"), 15_000, "the orphaned stand-in");

    expect(stalePostmasterPid(dataDir)).toBe(pid);
    expect(await stopStalePostgres(dataDir)).toBe(true);
    expect(alive(pid)).toBe(false);
  });

  it("owned by a running Node process (another Parley) is left alone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "parley-stale-pg-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const child: ChildProcess = spawn("bash", ["-c", `exec -a "postgres -D ${dataDir}" sleep 300`], {
      stdio: "ignore",
    });
    cleanups.push(() => child.kill("SIGKILL"));
    writeFileSync(path.join(dataDir, "postmaster.pid"), `${child.pid}\n${dataDir}\n`);
    await waitFor(() => commandOf(child.pid!).startsWith("postgres -D"), 15_000, "the stand-in");

    expect(stalePostmasterPid(dataDir)).toBeNull();
    expect(await stopStalePostgres(dataDir)).toBe(false);
    expect(alive(child.pid!)).toBe(true);
  });

  it("a pid file naming a process that is not this directory's PostgreSQL is ignored", () => {
    expect(stalePostmasterPid(dataDirWithPid(process.pid))).toBeNull();
    expect(stalePostmasterPid(dataDirWithPid(1))).toBeNull();
  });
});
