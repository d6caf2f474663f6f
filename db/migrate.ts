import { type Kysely, Migrator } from "kysely";
import { logger } from "../app/lib/logger.server.ts";
import { migrations } from "./migrations/index.ts";

/** Runs every pending migration under Kysely's lock (safe when several processes start at once). */
export async function migrateToLatest(database: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db: database, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    const fields = { migration: result.migrationName, direction: result.direction };
    if (result.status === "Success") logger.info("db.migration.applied", fields);
    if (result.status === "Error") logger.error("db.migration.failed", fields);
  }
  if (error) throw error instanceof Error ? error : new Error("Migration failed");
}

// `npm run db:migrate`: start the embedded database when no DATABASE_URL is set, migrate, stop.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startDatabase } = await import("./embedded.ts");
  const { db, closeDatabase } = await import("./client.ts");
  const stopDatabase = await startDatabase();
  try {
    await migrateToLatest(db);
    logger.info("db.migrate.done");
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await closeDatabase();
    await stopDatabase();
  }
}
