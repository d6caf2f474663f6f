import { db } from "../db/client.ts";
import { syncSubscription } from "../app/features/billing/sync-subscription.server.ts";
import { defineWorker } from "./worker.ts";

/** Re-reads the organization's subscription from Stripe and sets tier, seats and status (ADR 0033). */
export const syncSubscriptionWorker = defineWorker("sync-subscription", async (job) => {
  await syncSubscription(db, job.data.organizationId);
});
