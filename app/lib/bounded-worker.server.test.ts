import { describe, expect, it } from "vitest";
import { rejectionOf } from "../../tests/support/rejection.ts";
import { runBoundedWorker, WorkerLimitError } from "./bounded-worker.server.ts";

const task = new URL("../../tests/fixtures/worker-task.ts", import.meta.url);
const limits = { maxHeapMb: 32, deadlineMs: 120_000 };

const limitOf = async (promise: Promise<unknown>) => (await rejectionOf(promise, WorkerLimitError)).limit;

describe("runBoundedWorker", () => {
  it("answers with the task's message", async () => {
    expect(await runBoundedWorker(task, { mode: "echo", text: "hello" }, limits)).toEqual({ echoed: "hello" });
  });

  it("a task that outgrows its heap ends with a memory error; this process carries on", async () => {
    expect(await limitOf(runBoundedWorker(task, { mode: "greedy" }, limits))).toBe("memory");
    expect(await runBoundedWorker(task, { mode: "echo", text: "still here" }, limits)).toEqual({
      echoed: "still here",
    });
  });

  it("a task that never answers is stopped at its deadline", async () => {
    expect(await limitOf(runBoundedWorker(task, { mode: "silent" }, { maxHeapMb: 32, deadlineMs: 50 }))).toBe(
      "deadline",
    );
  });

  it("a task that throws ends with a crash error", async () => {
    expect(await limitOf(runBoundedWorker(task, { mode: "throw" }, limits))).toBe("crash");
  });
});
