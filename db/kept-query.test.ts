import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import { describe, expect, it, vi } from "vitest";
import type { Executor } from "./client.ts";
import { keptQuery } from "./kept-query.ts";
import type { Database } from "./tables.ts";

/** A Kysely whose driver only records what it is sent (no database). */
function recordingDb() {
  const sent: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async (query) => {
      sent.push(query);
      return { rows: [] };
    },
    streamQuery: () => {
      throw new Error("not used");
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db: db as Executor, sent };
}

const sessionQuery = (executor: Executor, organizationId: string, tokenHash: string, now: Date) =>
  executor
    .selectFrom("intake_sessions as s")
    .leftJoin("conversations as c", (join) =>
      join.onRef("c.intake_session_id", "=", "s.id").on("c.organization_id", "=", organizationId),
    )
    .select(["s.id"])
    .where("s.token_hash", "=", tokenHash)
    .where("s.organization_id", "=", organizationId)
    .where("s.expires_at", ">", now);

describe("a statement built and compiled once per process", () => {
  it("is built once and sends each run's own values where the arguments were", async () => {
    const { db, sent } = recordingDb();
    const build = vi.fn(sessionQuery);
    const run = keptQuery(build);
    const first = new Date("2026-11-28T03:00:00Z");
    const second = new Date("2026-11-28T04:00:00Z");
    await run(db, "org-a", "hash-a", first);
    await run(db, "org-b", "hash-b", second);
    expect(build).toHaveBeenCalledTimes(1);
    const fresh = (organizationId: string, tokenHash: string, now: Date) =>
      sessionQuery(db, organizationId, tokenHash, now).compile();
    // The same SQL and parameters as the statement built afresh for those values: one
    // organization's values never reach another's run.
    expect(sent.map(({ sql, parameters }) => ({ sql, parameters }))).toEqual([
      { sql: fresh("org-a", "hash-a", first).sql, parameters: ["org-a", "hash-a", "org-a", first] },
      { sql: fresh("org-b", "hash-b", second).sql, parameters: ["org-b", "hash-b", "org-b", second] },
    ]);
  });

  it("keeps the constants the statement itself holds", async () => {
    const { db, sent } = recordingDb();
    const run = keptQuery((executor, sessionId: string) =>
      executor
        .selectFrom("activity_events")
        .select("id")
        .where("intake_session_id", "=", sessionId)
        .where("actor_type", "=", "visitor")
        .limit(21),
    );
    await run(db, "session-1");
    await run(db, "session-2");
    expect(sent.map((query) => query.parameters)).toEqual([
      ["session-1", "visitor", 21],
      ["session-2", "visitor", 21],
    ]);
  });

  it("refuses a statement that uses an argument other than as a value", () => {
    const { db } = recordingDb();
    // `take + 1` is worked out once, from the stand-in: every later run would get that first answer.
    const derived = keptQuery((executor, take: number) =>
      executor
        .selectFrom("activity_events")
        .select("id")
        .limit(take + 1),
    );
    expect(() => derived(db, 20)).toThrow(/argument 0 is not used as a value/);
    // An argument that chooses the statement's shape: only the first run's shape would be kept.
    const shaped = keptQuery((executor, sessionId: string) =>
      sessionId
        ? executor.selectFrom("activity_events").select("id")
        : executor.selectFrom("activity_events").select("id").where("intake_session_id", "=", sessionId),
    );
    expect(() => shaped(db, "session-1")).toThrow(/argument 0 is not used as a value/);
  });
});
