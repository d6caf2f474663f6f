import { type ChildProcess, fork } from "node:child_process";

/**
 * Runs the queue's workers in a child process of the web server (ADR 0053), so a worker that
 * crashes (a V8 abort, an uncaught error) never takes the web server with it. The child is the
 * same entry script as the parent (process.argv[1], with the parent's execArgv: `--import tsx`
 * under tsx, nothing for a compiled bundle), started with PARLEY_MODE=worker. A child that exits
 * unasked is started again after a pause that doubles with each quick failure (1 s up to 30 s,
 * back to 1 s once a child has run a minute). stop() asks the child to drain (SIGTERM) and waits
 * for it, then kills it if the grace period passes.
 */
export type SupervisorEvents = {
  started: (pid: number) => void;
  exited: (info: {
    pid: number;
    code: number | null;
    signal: NodeJS.Signals | null;
    restartInMs: number | null;
  }) => void;
};

export type SupervisorOptions = {
  /** The script the child runs (default: this process's entry). */
  entry?: string;
  execArgv?: string[];
  /** Extra environment for the child, over this process's. */
  env?: NodeJS.ProcessEnv;
  minRestartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A child that ran this long resets the restart delay. */
  healthyAfterMs?: number;
  on?: Partial<SupervisorEvents>;
};

export type WorkerSupervisor = {
  /** The running child's pid, or null between a crash and its restart. */
  pid(): number | null;
  /** How many times the child was started. */
  starts(): number;
  /** SIGTERM to the child, waits up to graceMs for it to exit, then SIGKILL. Never restarts after. */
  stop(graceMs: number): Promise<void>;
};

export function superviseWorker(options: SupervisorOptions = {}): WorkerSupervisor {
  const entry = options.entry ?? process.argv[1];
  if (!entry) throw new Error("No entry script to start the worker process from");
  const minDelay = options.minRestartDelayMs ?? 1_000;
  const maxDelay = options.maxRestartDelayMs ?? 30_000;
  const healthyAfter = options.healthyAfterMs ?? 60_000;
  let child: ChildProcess | null = null;
  let delay = minDelay;
  let startCount = 0;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let exited: Promise<void> = Promise.resolve();

  const start = () => {
    restartTimer = null;
    if (stopping) return;
    const startedAt = Date.now();
    const current = fork(entry, [], {
      execArgv: options.execArgv ?? process.execArgv,
      env: { ...process.env, ...options.env, PARLEY_MODE: "worker", PARLEY_SUPERVISED_WORKER: "1" },
      stdio: "inherit",
    });
    child = current;
    startCount += 1;
    exited = new Promise<void>((resolve) => {
      current.once("exit", (code, signal) => {
        if (child === current) child = null;
        let restartInMs: number | null = null;
        if (!stopping) {
          if (Date.now() - startedAt >= healthyAfter) delay = minDelay;
          restartInMs = delay;
          delay = Math.min(maxDelay, delay * 2);
          restartTimer = setTimeout(start, restartInMs);
        }
        options.on?.exited?.({ pid: current.pid ?? -1, code, signal, restartInMs });
        resolve();
      });
    });
    // A failed spawn also emits exit; the error itself only needs to be kept from throwing.
    current.on("error", () => {});
    if (current.pid !== undefined) options.on?.started?.(current.pid);
  };

  start();

  return {
    pid: () => child?.pid ?? null,
    starts: () => startCount,
    async stop(graceMs: number) {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const done = exited;
      running.kill("SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), graceMs);
      });
      if ((await Promise.race([done, timedOut])) === "timeout") {
        running.kill("SIGKILL");
        await done;
      }
      clearTimeout(timer);
    },
  };
}

/** True in the child started by superviseWorker. */
export function isSupervisedWorker(): boolean {
  return process.env.PARLEY_SUPERVISED_WORKER === "1";
}

/**
 * In the supervised child: calls onOrphaned when the parent goes away without stopping it (its
 * IPC channel closes), so a killed web server never leaves a worker behind.
 */
export function watchSupervisor(onOrphaned: () => void): void {
  if (!isSupervisedWorker() || typeof process.send !== "function") return;
  process.once("disconnect", onOrphaned);
}
