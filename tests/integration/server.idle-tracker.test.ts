import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdleTracker } from "../../server/idle-tracker.ts";

/**
 * ADR 0086: the warm-up after listen waits until the server is quiet, so a health check or a first
 * page arriving during the start is answered at once. Timers are faked: the test does not depend on
 * the machine's speed.
 */
function request(tracker: ReturnType<typeof createIdleTracker>) {
  const res = new EventEmitter();
  tracker.track({} as Request, res as unknown as Response, (() => {}) as NextFunction);
  return { end: () => res.emit("close") };
}

describe("the idle tracker that holds the warm-up back", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts the work once nothing has been in flight for the quiet time", async () => {
    const tracker = createIdleTracker(250);
    let ran = false;
    void tracker.whenIdle(10_000).then(() => (ran = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toBe(true);
  });

  it("waits while a request is in flight, and for the quiet time after it ends", async () => {
    const tracker = createIdleTracker(250);
    const health = request(tracker);
    let ran = false;
    void tracker.whenIdle(10_000).then(() => (ran = true));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ran).toBe(false);
    health.end();
    await vi.advanceTimersByTimeAsync(200);
    expect(ran).toBe(false);
    // A second request within the quiet time starts the wait again.
    const page = request(tracker);
    await vi.advanceTimersByTimeAsync(300);
    expect(ran).toBe(false);
    page.end();
    await vi.advanceTimersByTimeAsync(250);
    expect(ran).toBe(true);
  });

  it("starts the work after the longest wait even while a chat stream stays open", async () => {
    const tracker = createIdleTracker(250);
    request(tracker);
    let ran = false;
    void tracker.whenIdle(10_000).then(() => (ran = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toBe(true);
  });
});
