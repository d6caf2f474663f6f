import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { migrations } from "../../db/migrations/index.ts";

const emptyName = `parley_test_empty_${Date.now()}`;
const adminUrl = new URL(process.env.DATABASE_URL!);
adminUrl.pathname = "/postgres";

async function withEmptyDatabase<T>(fn: (database: Kysely<any>) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${emptyName}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${emptyName}`;
  const database = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }) });
  try {
    return await fn(database);
  } finally {
    await database.destroy();
  }
}

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${emptyName} with (force)`);
  await admin.end();
});

describe("migrations", () => {
  it("apply to an empty database, then a second run changes nothing", async () => {
    await withEmptyDatabase(async (database) => {
      await migrateToLatest(database);
      const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public'`.execute(database);
      expect(tables.rows.map((row) => row.tablename)).toEqual(expect.arrayContaining(["organizations", "email_outbox"]));

      const migrator = new Migrator({ db: database, provider: { getMigrations: async () => migrations } });
      const second = await migrator.migrateToLatest();
      expect(second.error).toBeUndefined();
      expect(second.results).toEqual([]);
      const applied = await migrator.getMigrations();
      expect(applied.every((migration) => migration.executedAt instanceof Date)).toBe(true);
    });
  });

  it("run concurrently from two processes without failing (the migration lock)", async () => {
    // The per-file database is already migrated; two more runs at once must both succeed.
    await expect(Promise.all([migrateToLatest(db), migrateToLatest(db)])).resolves.toBeDefined();
  });

  it("are named by timestamp and listed in order", () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{12}_[a-z0-9_]+$/);
  });
});
