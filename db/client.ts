import { Kysely, PostgresDialect, sql, type Transaction } from "kysely";
import pg from "pg";
import { databaseUrl, env } from "../app/lib/env.server.ts";
import { describeError, logger } from "../app/lib/logger.server.ts";
import type { Database } from "./tables.ts";
import { namingPool } from "./named-statements.ts";
import { retryingDialect } from "./retrying-dialect.ts";

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** A query function takes either the pool-backed db or an open transaction. */
export type Executor = Db | Trx;

// timestamptz and timestamp come back as Date (pg default); int8 counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

type Handles = { pool: pg.Pool; db: Db; countersPool: pg.Pool; counters: Db; prepared: Db; preparedCounters: Db };

// One pool per process. Kept on globalThis so that Vite's module reloading in development does
// not open a second pool.
const holder = globalThis as typeof globalThis & { __parleyDb?: Handles };

function open(): Handles {
  const pool = watched(
    new pg.Pool({
      connectionString: databaseUrl(),
      max: env().DATABASE_POOL_MAX,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: "parley",
    }),
  );
  // The counters' connections commit without waiting for the WAL to reach the disk (ADR 0008, 0074).
  const countersPool = watched(
    new pg.Pool({
      connectionString: databaseUrl(),
      max: Math.max(2, Math.ceil(env().DATABASE_POOL_MAX / 2)),
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: "parley",
      options: "-c synchronous_commit=off",
    }),
  );
  return {
    pool,
    db: new Kysely<Database>({ dialect: retryingDialect(new PostgresDialect({ pool })) }),
    countersPool,
    counters: new Kysely<Database>({ dialect: retryingDialect(new PostgresDialect({ pool: countersPool })) }),
    prepared: new Kysely<Database>({ dialect: retryingDialect(new PostgresDialect({ pool: namingPool(pool) })) }),
    preparedCounters: new Kysely<Database>({
      dialect: retryingDialect(new PostgresDialect({ pool: namingPool(countersPool) })),
    }),
  };
}

function watched(pool: pg.Pool): pg.Pool {
  // An idle client whose connection drops emits on the pool; one that is checked out (between two
  // queries of a transaction, say) emits on itself. Without a listener either would crash the
  // process, so every client gets one for its whole life; the query in flight, if any, still
  // rejects with the error and its caller handles it.
  pool.on("error", (error) => logger.warn("db.pool.error", describeError(error)));
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn("db.client.error", describeError(error)));
  });
  return pool;
}

function handles(): Handles {
  holder.__parleyDb ??= open();
  return holder.__parleyDb;
}

function lazily(instance: () => Db): Db {
  return new Proxy({} as Db, {
    get(_target, property) {
      const current = instance();
      const value = Reflect.get(current, property, current);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
}

/** The application's Kysely instance (created on first use). */
export const db: Db = lazily(() => handles().db);

/**
 * For counters whose loss in a crash is harmless (rate limits, usage), and nothing else: single
 * statements on connections with `synchronous_commit = off`, so a counter is one round trip that
 * commits without waiting for the WAL to reach the disk. Each statement is still atomic; only the
 * last few hundred milliseconds of counts can be lost if the server crashes. Never use it for
 * anything a visitor typed. ADR 0008, 0074.
 */
export const countersDb: Db = lazily(() => handles().counters);

/**
 * The same pools, with every statement prepared once per connection (db/named-statements.ts, ADR
 * 0111): for the few fixed-shape statements on the path to a chat turn's model call, outside
 * transactions. `preparedCountersDb` is `countersDb`'s pool (synchronous_commit off).
 */
export const preparedDb: Db = lazily(() => handles().prepared);
export const preparedCountersDb: Db = lazily(() => handles().preparedCounters);

export function pool(): pg.Pool {
  return handles().pool;
}

/** Runs fn in one transaction; rolled back when it throws. */
export function transaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}

/** Ends the pools; the next use opens new ones. */
export async function closeDatabase(): Promise<void> {
  const current = holder.__parleyDb;
  holder.__parleyDb = undefined;
  if (current) await Promise.all([current.db.destroy(), current.counters.destroy()]);
}
