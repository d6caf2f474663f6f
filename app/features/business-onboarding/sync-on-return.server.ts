import { db, type Db } from "../../../db/client.ts";
import type { SubscriptionTier } from "../../../db/tables.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { stripeConfigured } from "~/lib/stripe.server.ts";
import { syncSubscription } from "~/features/billing/sync-subscription.server.ts";
import { onboardingAvailable } from "./onboarding-access.server.ts";

/**
 * The return from checkout (`/business-onboarding?organizationId=…&sync=1&session_id=…`, spec §4):
 * the subscription is synced at once, and the page says whether the organization moved from free
 * (or none) to business or enterprise, i.e. whether the wizard now opens.
 *
 * `subscriptionSync` is the one function that reads the subscription: billing's
 * `syncSubscription` re-reads Stripe and sets the organization's tier and seats (ADR 0033), then the
 * stored tier is read back. Without Stripe configured there is nothing to re-read, and the stored
 * tier (set by an operator) is the answer.
 */
export type SubscriptionSnapshot = { tier: SubscriptionTier; seats: number; status: string };
export type SubscriptionSync = (database: Db, organizationId: string) => Promise<SubscriptionSnapshot>;

export const readStoredSubscription: SubscriptionSync = async (database, organizationId) => {
  const row = await database
    .selectFrom("organizations")
    .select(["subscription_tier", "seats"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return {
    tier: row.subscription_tier,
    seats: row.seats,
    status: onboardingAvailable(row.subscription_tier) ? "active" : "none",
  };
};

export const syncFromStripe: SubscriptionSync = async (database, organizationId) => {
  if (stripeConfigured()) await syncSubscription(database, organizationId);
  return readStoredSubscription(database, organizationId);
};

export const subscriptionSync: { run: SubscriptionSync } = { run: syncFromStripe };

export type ReturnSyncResult =
  | { synced: true; upgraded: boolean; subscription: SubscriptionSnapshot }
  | { synced: false };

/** Syncs and answers whether this return upgraded the organization (free or none → business or enterprise). */
export async function syncOnCheckoutReturn(
  organizationId: string,
  tierBefore: SubscriptionTier,
): Promise<ReturnSyncResult> {
  try {
    const subscription = await subscriptionSync.run(db, organizationId);
    const upgraded = !onboardingAvailable(tierBefore) && onboardingAvailable(subscription.tier);
    logger.info("business_onboarding.checkout_return", { organizationId, upgraded });
    return { synced: true, upgraded, subscription };
  } catch (error) {
    if (!(error instanceof DomainError)) logger.warn("business_onboarding.checkout_return_failed", { organizationId });
    return { synced: false };
  }
}
