import { writeFileSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { generateSchemaSource } from "../db/codegen.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { migrateToLatest } from "../db/migrate.ts";

/**
 * npm run db:codegen: writes db/schema.ts from a freshly migrated embedded PostgreSQL (data in
 * .data/codegen-postgres, port CODEGEN_POSTGRES_PORT or 54339), with kysely-codegen. ADR 0075.
 */
const port = Number(process.env.CODEGEN_POSTGRES_PORT ?? 54339);
const serverUrl = (database: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
const name = "parley_codegen";

process.env.LOG_LEVEL ??= "warn";
const stop = await startEmbeddedPostgres({
  dataDir: path.resolve(".data/codegen-postgres"),
  port,
  databaseUrl: serverUrl("postgres"),
});
const admin = new pg.Client({ connectionString: serverUrl("postgres") });
try {
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: serverUrl(name), max: 1 });
  // The drop below ends this pool's last connection server-side; that is expected, not a crash.
  pool.on("error", () => {});
  const database = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(database);
    writeFileSync(path.resolve("db/schema.ts"), await generateSchemaSource(database));
  } finally {
    await database.destroy();
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  console.log("db/schema.ts written from the migrated database.");
} finally {
  await admin.end();
  await stop();
}
