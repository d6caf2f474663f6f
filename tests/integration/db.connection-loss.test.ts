import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { db, pool } from "../../db/client.ts";
import { logger } from "../../app/lib/logger.server.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

describe("a database connection cut by the server", () => {
  it("does not crash the process when the client is checked out, and the pool goes on serving", async () => {
    const warn = vi.spyOn(logger, "warn");
    const client = await pool().connect();
    try {
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      // What a restart or an administrator does: the backend of a checked-out client is terminated.
      await sql`select pg_terminate_backend(${rows[0].pid})`.execute(db);
      // Without a listener on the client this 'error' event would be an uncaught exception.
      await waitFor(
        () => warn.mock.calls.some(([event]) => event === "db.client.error"),
        hangGuard,
        "the client's error event",
      );
    } finally {
      client.release(true);
      warn.mockRestore();
    }
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});

describe("statements killed by the server (ADR 0005's debt, at the pool)", () => {
  const lockKey = 4_242_015;
  /** The backend pid of the statement waiting on the test's advisory lock. */
  const waitingBackend = () =>
    waitFor(
      async () => {
        const { rows } = await sql<{ pid: number }>`
        select pid from pg_stat_activity
        where wait_event_type = 'Lock' and query like ${"%pg_advisory_xact_lock_shared%"} and pid <> pg_backend_pid()`.execute(
          db,
        );
        return rows[0]?.pid;
      },
      hangGuard,
      "the statement to wait on the lock",
    );

  it("a read whose connection is cut while it runs is run again on a fresh connection, and answers", async () => {
    const holder = await pool().connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [lockKey]);
      const read = db
        .selectNoFrom([
          sql<string>`pg_advisory_xact_lock_shared(${lockKey})::text`.as("locked"),
          sql<number>`1`.as("one"),
        ])
        .executeTakeFirstOrThrow();
      const pid = await waitingBackend();
      await sql`select pg_terminate_backend(${pid})`.execute(db);
      await holder.query("select pg_advisory_unlock($1)", [lockKey]);
      expect(await read).toMatchObject({ one: 1 });
    } finally {
      await holder.query("select pg_advisory_unlock_all()").catch(() => {});
      holder.release();
    }
  });

  it("a write whose connection is cut while it runs is not run again: the caller gets the error, and nothing is written twice", async () => {
    const holder = await pool().connect();
    const key = `retry-test-${Date.now()}`;
    try {
      await holder.query("select pg_advisory_lock($1)", [lockKey]);
      const write = db
        .insertInto("rate_limits")
        .values({
          key: sql<string>`${key} || pg_advisory_xact_lock_shared(${lockKey})::text`,
          window_start: new Date(),
          hits: 1,
        })
        .execute();
      const outcome = write.then(
        () => "written",
        (error: { code?: string }) => error.code,
      );
      const pid = await waitingBackend();
      await sql`select pg_terminate_backend(${pid})`.execute(db);
      await holder.query("select pg_advisory_unlock($1)", [lockKey]);
      expect(await outcome).toBe("57P01");
      const rows = await db.selectFrom("rate_limits").select("key").where("key", "=", key).execute();
      expect(rows).toEqual([]);
    } finally {
      await holder.query("select pg_advisory_unlock_all()").catch(() => {});
      holder.release();
    }
  });
});
