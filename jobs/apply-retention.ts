import { db } from "../db/client.ts";
import { applyRetentionPolicies } from "../app/features/retention/apply-retention.server.ts";
import { defineWorker } from "./worker.ts";

/** Nightly (pg-boss schedule): each organization's retention policy, with holds and receipts (ADR 0057). */
export const applyRetentionWorker = defineWorker("apply-retention", async () => {
  await applyRetentionPolicies(db);
});

/** 03:51 UTC every night: after the 02:43 housekeeping and the 03:17 subscription reconcile. */
export const applyRetentionCron = "51 3 * * *";
