import { db } from "../db/client.ts";
import { reconcileSubscriptions } from "../app/features/billing/reconcile-subscriptions.server.ts";
import { defineWorker } from "./worker.ts";

/** Daily (pg-boss schedule): a subscription sync for every paying organization (ADR 0033). */
export const reconcileSubscriptionsWorker = defineWorker("reconcile-subscriptions", async () => {
  await reconcileSubscriptions(db);
});

/** 03:17 UTC every day: away from the hour, when Stripe and the database are quiet. */
export const reconcileSubscriptionsCron = "17 3 * * *";
