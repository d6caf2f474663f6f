import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { generateSchemaSource } from "../../db/codegen.ts";
import { migrateToLatest } from "../../db/migrate.ts";

/** The test server, on another database of it. */
function urlOf(database: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

describe("db/schema.ts", () => {
  it("is exactly what kysely-codegen writes for a freshly migrated database (after a migration, run npm run db:codegen)", async () => {
    const name = `parley_test_codegen_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: urlOf("postgres") });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const pool = new pg.Pool({ connectionString: urlOf(name), max: 1 });
    // Dropping the database ends the pool's connection server-side: expected here.
    pool.on("error", () => {});
    const database = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrateToLatest(database);
      const generated = await generateSchemaSource(database);
      const committed = readFileSync(new URL("../../db/schema.ts", import.meta.url), "utf8");
      expect(generated).toContain("export interface DB {");
      expect(committed).toBe(generated);
    } finally {
      await database.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
