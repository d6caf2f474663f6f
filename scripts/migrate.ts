import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * `npm run db:migrate`, the release step (ADR 0054): runs compiled as build/migrate.js with plain
 * `node`. Starts the embedded database when no DATABASE_URL is set, applies pending migrations,
 * seeds the demo organization when SEED_DEMO_ORG, and exits (non-zero on failure).
 */
type Runtime = typeof import("../app/request-handler.ts");

const runtime = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as Runtime;
try {
  await runtime.migrate();
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
}
