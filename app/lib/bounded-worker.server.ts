import { Worker } from "node:worker_threads";
import { projectFile } from "./project-file.server.ts";

/**
 * Runs one task module in its own worker thread with a heap cap and a deadline (ADR 0044), so work
 * on untrusted input (a document bomb) can exhaust only that thread: V8 ends a thread that passes
 * its heap limit without touching the process, and a thread past its deadline is terminated.
 *
 * The task module reads `workerData.input` and posts exactly one message: its answer.
 */
export type WorkerLimits = {
  /** V8 old-generation heap of the thread, in MB. */
  maxHeapMb: number;
  /** Milliseconds before the thread is terminated. */
  deadlineMs: number;
};

export class WorkerLimitError extends Error {
  constructor(
    readonly limit: "memory" | "deadline" | "crash",
    options?: { cause?: unknown },
  ) {
    super(`worker thread stopped: ${limit}`, options);
    this.name = "WorkerLimitError";
  }
}

const bootstrap = () => projectFile("app/lib/worker-bootstrap.mjs");

export function runBoundedWorker<Output>(
  task: URL,
  input: unknown,
  limits: WorkerLimits,
  transfer: ArrayBuffer[] = [],
): Promise<Output> {
  return new Promise<Output>((resolve, reject) => {
    // A TypeScript task starts through the bootstrap, which registers tsx; a compiled one is the
    // thread's entry itself, so production threads need neither tsx nor sources.
    const worker = new Worker(task.pathname.endsWith(".ts") ? bootstrap() : task, {
      workerData: { module: task.href, input },
      transferList: transfer,
      execArgv: [],
      // The thread's output is not the application log.
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new WorkerLimitError("deadline"))), limits.deadlineMs);
    worker.once("message", (message: Output) => settle(() => resolve(message)));
    worker.once("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(new WorkerLimitError(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "crash", { cause: error })),
      ),
    );
    worker.once("exit", () => settle(() => reject(new WorkerLimitError("crash"))));
  });
}
