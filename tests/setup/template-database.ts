import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { startEmbeddedPostgres } from "../../db/embedded.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { databaseUrlFor, embeddedTestPort, templateDatabaseName, testServerUrl } from "./test-database.ts";

/**
 * Once per test run: a PostgreSQL server (TEST_DATABASE_URL / DATABASE_URL, else an embedded one
 * in .data/test-postgres) and a freshly migrated template database. Each test file then works in
 * its own copy of the template (tests/setup/file-database.ts).
 */
export default async function setup() {
  process.env.LOG_LEVEL ??= "silent";
  let stop: (() => Promise<void>) | undefined;
  if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) {
    stop = await startEmbeddedPostgres({
      dataDir: path.resolve(`.data/test-postgres-${embeddedTestPort}`),
      port: embeddedTestPort,
      databaseUrl: databaseUrlFor("postgres"),
    });
  }

  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabaseName} with (force)`);
  await admin.query(`create database ${templateDatabaseName}`);
  const template = new Kysely<any>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: databaseUrlFor(templateDatabaseName), max: 1 }),
    }),
  });
  await migrateToLatest(template);
  await template.destroy();

  return async () => {
    // Drop what crashed files left behind.
    const leftovers = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'parley_test_%'",
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await stop?.();
  };
}
