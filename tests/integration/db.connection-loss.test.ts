import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { db, pool } from "../../db/client.ts";
import { logger } from "../../app/lib/logger.server.ts";
import { waitFor } from "../support/wait-for.ts";

describe("a database connection cut by the server", () => {
  it("does not crash the process when the client is checked out, and the pool goes on serving", async () => {
    const warn = vi.spyOn(logger, "warn");
    const client = await pool().connect();
    try {
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      // What a restart or an administrator does: the backend of a checked-out client is terminated.
      await sql`select pg_terminate_backend(${rows[0].pid})`.execute(db);
      // Without a listener on the client this 'error' event would be an uncaught exception.
      await waitFor(() => warn.mock.calls.some(([event]) => event === "db.client.error"), 15_000, "the client's error event");
    } finally {
      client.release(true);
      warn.mockRestore();
    }
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
