import { sql } from "kysely";
import { db } from "../../../db/client.ts";
import { queueIsHealthy } from "../../../jobs/queue.ts";

/**
 * GET /api/health and the process supervisor (server.ts): is this node able to serve? A feature, not
 * app/lib, because it asks the queue (jobs/queue.ts), which infrastructure may not import (ADR 0075).
 */
export async function checkDatabase(): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** The database answers and pg-boss is running on it. */
export async function checkHealth(): Promise<{ ok: boolean; database: boolean; queue: boolean }> {
  const [database, queue] = await Promise.all([checkDatabase(), queueIsHealthy()]);
  return { ok: database && queue, database, queue };
}
