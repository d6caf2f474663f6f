import { describe, expect, it } from "vitest";
import { startQueue, stopQueue } from "../../jobs/queue.ts";
import { loader as healthLoader } from "../../app/routes/api/health.ts";

describe("/api/health", () => {
  it("answers 200 while the database and the queue work, and 503 when the queue is down", async () => {
    await startQueue();
    const up = await healthLoader();
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: "ok", database: "up", queue: "up" });

    await stopQueue(5_000);
    const down = await healthLoader();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: "up", queue: "down" });
  });
});
