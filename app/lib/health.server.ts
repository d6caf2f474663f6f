import { sql } from "kysely";
import { db } from "../../db/client.ts";
import { queueIsHealthy } from "../../jobs/queue.ts";

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
