import { type Kysely, Migrator } from "kysely";
import { logger } from "../app/lib/logger.server.ts";
import { secretsKey } from "../app/lib/secrets-key.server.ts";
import { migrations } from "./migrations/index.ts";
import { provideSecretsKey } from "./migrations/migration-keys.ts";

// The migrations that encrypt secrets at rest get the application's key from here (ADR 0087).
provideSecretsKey(secretsKey);

function migrator(database: Kysely<any>): Migrator {
  return new Migrator({ db: database, provider: { getMigrations: async () => migrations } });
}

/** Runs every pending migration under Kysely's lock (safe when several processes start at once). */
export async function migrateToLatest(database: Kysely<any>): Promise<void> {
  const { error, results } = await migrator(database).migrateToLatest();
  for (const result of results ?? []) {
    const fields = { migration: result.migrationName, direction: result.direction };
    if (result.status === "Success") logger.info("db.migration.applied", fields);
    if (result.status === "Error") logger.error("db.migration.failed", fields);
  }
  if (error) throw error instanceof Error ? error : new Error("Migration failed");
}

/** The names of this build's migrations that the database has not run yet. */
export async function pendingMigrations(database: Kysely<any>): Promise<string[]> {
  const known = await migrator(database).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

export type SchemaWait = { timeoutMs: number; intervalMs: number };

/**
 * For a process that does not migrate (PARLEY_MIGRATE=off, ADR 0054): waits until the release
 * step (`npm run db:migrate`) has brought the schema to this build's version, so a web node started
 * beside the migration never serves against an older schema. Throws after timeoutMs.
 */
export async function waitForSchema(database: Kysely<any>, { timeoutMs, intervalMs }: SchemaWait): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let logged = false;
  for (;;) {
    const pending = await pendingMigrations(database).catch(() => ["(the migrations table is not there yet)"]);
    if (pending.length === 0) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `The database schema is behind this build (${pending.length} pending migration(s), first ${pending[0]}). ` +
          "Run `npm run db:migrate` as the release step, or set PARLEY_MIGRATE=auto.",
      );
    }
    if (!logged) logger.warn("db.schema.waiting", { pending: pending.length });
    logged = true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
