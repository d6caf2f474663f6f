import { Kysely, PostgresDialect, sql, type Transaction } from "kysely";
import pg from "pg";
import { databaseUrl, env } from "../app/lib/env.server.ts";
import { describeError, logger } from "../app/lib/logger.server.ts";
import type { Database } from "./tables.ts";
import { retryingDialect } from "./retrying-dialect.ts";

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** A query function takes either the pool-backed db or an open transaction. */
export type Executor = Db | Trx;

// timestamptz and timestamp come back as Date (pg default); int8 counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

type Handles = { pool: pg.Pool; db: Db };

// One pool per process. Kept on globalThis so that Vite's module reloading in development does
// not open a second pool.
const holder = globalThis as typeof globalThis & { __parleyDb?: Handles };

function open(): Handles {
  const pool = new pg.Pool({
    connectionString: databaseUrl(),
    max: env().DATABASE_POOL_MAX,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: "parley",
  });
  // An idle client whose connection drops emits on the pool; one that is checked out (between two
  // queries of a transaction, say) emits on itself. Without a listener either would crash the
  // process, so every client gets one for its whole life; the query in flight, if any, still
  // rejects with the error and its caller handles it.
  pool.on("error", (error) => logger.warn("db.pool.error", describeError(error)));
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn("db.client.error", describeError(error)));
  });
  return { pool, db: new Kysely<Database>({ dialect: retryingDialect(new PostgresDialect({ pool })) }) };
}

function handles(): Handles {
  holder.__parleyDb ??= open();
  return holder.__parleyDb;
}

/** The application's Kysely instance (created on first use). */
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const instance = handles().db;
    const value = Reflect.get(instance, property, instance);
    return typeof value === "function" ? value.bind(instance) : value;
  },
});

export function pool(): pg.Pool {
  return handles().pool;
}

/** Runs fn in one transaction; rolled back when it throws. */
export function transaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}

/**
 * For counters whose loss in a crash is harmless (rate limits, usage): the transaction commits
 * without waiting for the WAL to reach the disk (synchronous_commit off for it alone). Still
 * atomic and isolated; only the last few hundred milliseconds of such counts can be lost if the
 * server crashes. Never use it for anything a visitor typed. ADR 0008.
 */
export function counterTransaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local synchronous_commit = off`.execute(trx);
    return fn(trx);
  });
}

/** Ends the pool; the next use opens a new one. */
export async function closeDatabase(): Promise<void> {
  const current = holder.__parleyDb;
  holder.__parleyDb = undefined;
  if (current) await current.db.destroy();
}
