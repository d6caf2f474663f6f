import { db } from "../../db/client.ts";

/**
 * Stores `hits` for `key` in this one-minute rate-limit window and the next, so the request a test
 * makes next counts the same whichever of the two it falls in, however slow the machine.
 */
export async function storeHitsInThisMinuteAndNext(key: string, hits: number): Promise<void> {
  const window = Math.floor(Date.now() / 60_000) * 60_000;
  await db
    .insertInto("rate_limits")
    .values([window, window + 60_000].map((start) => ({ key, window_start: new Date(start), hits })))
    .execute();
}
