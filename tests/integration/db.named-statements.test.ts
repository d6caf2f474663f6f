import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrl } from "../../app/lib/env.server.ts";
import { forgetNamedStatements, namingPool } from "../../db/named-statements.ts";

/**
 * The pools of `preparedDb` and `preparedCountersDb` (ADR 0111): a statement is prepared once per
 * connection and run by name after that; a migration that changes what it returns does not make
 * it fail.
 */
describe("statements prepared once per connection", () => {
  // One connection, so every statement of a test runs on the backend it inspects.
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 1 });
  const named = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: new PostgresDialect({ pool: namingPool(pool) }),
  });
  const table = `named_statements_${process.pid}`;

  beforeAll(async () => {
    forgetNamedStatements();
    await pool.query(`create table ${table} (id int primary key, label text)`);
    await pool.query(`insert into ${table} values (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    try {
      await pool.query(`drop table if exists ${table}`);
    } finally {
      await named.destroy();
      await pool.end();
    }
  });

  it("runs a statement by name after its first run, with each run's own parameters", async () => {
    const byId = (id: number) => sql<{ label: string }>`select label from ${sql.table(table)} where id = ${id}`;
    expect((await byId(1).execute(named)).rows).toEqual([{ label: "one" }]);
    expect((await byId(2).execute(named)).rows).toEqual([{ label: "two" }]);
    const prepared = await pool.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'parley\\_%'",
    );
    expect(prepared.rows.map((row) => row.statement)).toEqual([`select label from "${table}" where id = $1`]);
  });

  it("still answers once a migration changed what a prepared `select *` returns", async () => {
    const all = () => sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(named);
    expect((await all()).rows[0]).toEqual({ id: 1, label: "one" });
    await pool.query(`alter table ${table} add column note text default 'added'`);
    expect((await all()).rows[0]).toEqual({ id: 1, label: "one", note: "added" });
    expect((await all()).rows).toHaveLength(2);
  });
});
