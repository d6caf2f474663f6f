import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A quick start that crashed (V8 aborting, kill -9) leaves its embedded PostgreSQL running without
 * a parent, holding the data directory and the port, and the next `npm start` could not start
 * (issue 15). This finds that server through the data directory's postmaster.pid and stops it.
 *
 * A server counts as stale only when all hold: the pid in postmaster.pid is alive, its command line
 * names PostgreSQL and this data directory, and its parent is no longer a Node process (it was
 * re-parented to init or a sub-reaper). A server another running Parley owns is left alone. Linux
 * only (it reads /proc); elsewhere nothing is done and start fails with its message as before.
 */
const procFile = (pid: number, name: string) => `/proc/${pid}/${name}`;

function readProc(pid: number, name: string): string | null {
  try {
    return readFileSync(procFile(pid, name), "utf8");
  } catch {
    return null;
  }
}

function parentOf(pid: number): number | null {
  const stat = readProc(pid, "stat");
  if (!stat) return null;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const parent = Number(fields[1]);
  return Number.isInteger(parent) ? parent : null;
}

export function stalePostmasterPid(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile) || !existsSync("/proc/self/stat")) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  const commandLine = readProc(pid, "cmdline")?.split("\0").join(" ");
  if (!commandLine || !commandLine.includes("postgres") || !commandLine.includes(path.resolve(dataDir))) return null;
  const parent = parentOf(pid);
  if (parent === null) return null;
  const parentProgram = path.basename((parent > 1 ? readProc(parent, "cmdline") : null)?.split("\0")[0] ?? "");
  const parentIsNode = parentProgram === "node" || parentProgram === path.basename(process.execPath);
  return parentIsNode ? null : pid;
}

/** Stops a stale server of this data directory (fast shutdown), waiting up to timeoutMs; true when one was stopped. */
export async function stopStalePostgres(dataDir: string, timeoutMs = 15_000): Promise<boolean> {
  const pid = stalePostmasterPid(dataDir);
  if (pid === null) return false;
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return false;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (readProc(pid, "stat") === null || readProc(pid, "stat")?.includes(") Z ")) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, "SIGKILL");
  return true;
}
