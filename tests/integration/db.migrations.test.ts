import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { migrateToLatest, pendingMigrations, waitForSchema } from "../../db/migrate.ts";
import { migrations } from "../../db/migrations/index.ts";

const emptyNames: string[] = [];
const adminUrl = new URL(process.env.DATABASE_URL!);
adminUrl.pathname = "/postgres";

async function withEmptyDatabase<T>(fn: (database: Kysely<any>) => Promise<T>): Promise<T> {
  const emptyName = `parley_test_empty_${Date.now()}_${emptyNames.length}`;
  emptyNames.push(emptyName);
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${emptyName}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${emptyName}`;
  const database = new Kysely<any>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }),
  });
  try {
    return await fn(database);
  } finally {
    await database.destroy();
  }
}

afterAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  for (const emptyName of emptyNames) await admin.query(`drop database if exists ${emptyName} with (force)`);
  await admin.end();
});

describe("migrations", () => {
  it("apply to an empty database, then a second run changes nothing", async () => {
    await withEmptyDatabase(async (database) => {
      await migrateToLatest(database);
      const tables = await sql<{
        tablename: string;
      }>`select tablename from pg_tables where schemaname = 'public'`.execute(database);
      expect(tables.rows.map((row) => row.tablename)).toEqual(
        expect.arrayContaining(["organizations", "email_outbox"]),
      );

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

  it("a process that does not migrate (PARLEY_MIGRATE=off) waits until the release step has migrated", async () => {
    await withEmptyDatabase(async (database) => {
      expect(await pendingMigrations(database)).toEqual(Object.keys(migrations));
      let ready = false;
      const waiting = waitForSchema(database, { timeoutMs: 10 * 60_000, intervalMs: 20 }).then(() => (ready = true));
      // The schema is still empty: the wait has checked at least once and is still waiting.
      await expect(pendingMigrations(database)).resolves.not.toEqual([]);
      expect(ready).toBe(false);

      await migrateToLatest(database);
      await waiting;
      expect(ready).toBe(true);
      expect(await pendingMigrations(database)).toEqual([]);
    });
  });

  it("a process that does not migrate gives up with a message naming the release step", async () => {
    await withEmptyDatabase(async (database) => {
      await expect(waitForSchema(database, { timeoutMs: 0, intervalMs: 20 })).rejects.toThrow(/npm run db:migrate/);
    });
  });

  it("are named by timestamp and listed in order", () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{12}_[a-z0-9_]+$/);
  });
});
