import { createHash } from "node:crypto";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";

/**
 * A pool whose statements PostgreSQL parses and plans once per connection (ADR 0111): each SQL text
 * is sent as a named prepared statement (its name a hash of the text), so the next run of the same
 * text on that connection skips the parse and the plan. Planning is most of the cost of a short
 * statement with CTEs: the chat turn's check (turn-check.server.ts) took 0.8 ms to plan and 0.5 ms
 * to run.
 *
 * For fixed-shape statements on the hot path, outside transactions, only (`preparedDb`,
 * `preparedCountersDb` in db/client.ts): a prepared statement lives as long as its connection, so
 * texts that vary (IN lists, multi-row inserts) would pile up in every backend. At most
 * `maxNamedTexts` texts are named per process; later ones run unnamed, as on the plain pools.
 *
 * A migration that changes what a prepared statement returns (a column added to a table that a
 * `select *` reads) makes PostgreSQL refuse to run it ("cached plan must not change result type")
 * before anything is executed: that text is then run unnamed, now and from then on in this
 * process.
 */
export const maxNamedTexts = 100;

const names = new Map<string, string>();
const unnamed = new Set<string>();

function nameOf(text: string): string | undefined {
  if (unnamed.has(text)) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < maxNamedTexts) {
    name = `parley_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/** PostgreSQL refused a prepared statement whose result changed since it was planned. */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string }).code === "0A000" && /cached plan must not change result type/.test(String(error));
}

/** Kysely's view of a pg pool (PostgresDialect's `pool`), naming every statement; `end` is left to the pool's owner. */
export function namingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per pg client, so Kysely (which keeps its connection per client object) reuses its own.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = {
          query: ((text: unknown, values: readonly unknown[]) =>
            // A cursor (Kysely's streamQuery) goes through as it is.
            typeof text === "string"
              ? runNamed(client, text, values)
              : client.query(text as never)) as PostgresPoolClient["query"],
          release: () => client.release(),
        };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: async () => {},
  };
}

async function runNamed(client: pg.PoolClient, text: string, values: readonly unknown[]) {
  const name = nameOf(text);
  if (name === undefined) return client.query(text, [...values]) as Promise<PostgresQueryResult<unknown>>;
  try {
    return (await client.query({ name, text, values: [...values] })) as PostgresQueryResult<unknown>;
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    unnamed.add(text);
    return client.query(text, [...values]) as Promise<PostgresQueryResult<unknown>>;
  }
}

/** For tests: forgets which texts were named or refused. */
export function forgetNamedStatements() {
  names.clear();
  unnamed.clear();
}
