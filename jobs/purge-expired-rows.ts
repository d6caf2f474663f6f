import { db } from "../db/client.ts";
import { purgeExpiredRows } from "../app/features/housekeeping/purge-expired-rows.server.ts";
import { defineWorker } from "./worker.ts";

/** Nightly (pg-boss schedule): deletes expired sessions, tokens, share links, invitations, old counters and delivered e-mails (ADR 0046). */
export const purgeExpiredRowsWorker = defineWorker("purge-expired-rows", async () => {
  await purgeExpiredRows(db);
});

/** 02:43 UTC every night: quiet hours, and away from the 03:17 subscription reconcile. */
export const purgeExpiredRowsCron = "43 2 * * *";
