import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { isMissingStripeResource } from "~/lib/stripe.server.ts";
import { type BillingActor, requireBillingManager } from "./billing-access.server.ts";
import { requireStripe } from "./billing-config.server.ts";
import { syncSubscription } from "./sync-subscription.server.ts";
import type { SubscriptionView } from "./subscription-view.ts";

/**
 * POST /subscription/restore (ADR 0033): an owner or admin takes back a cancellation scheduled for
 * the end of the period. The subscription is re-read from Stripe first; if it still runs and is set
 * to cancel, Stripe is told to keep it (cancel_at_period_end=false); then the organization is synced
 * from Stripe's answer. A subscription that has already ended cannot be restored: that is a new
 * checkout (STRIPE_SUBSCRIPTION_NOT_FOUND).
 */
export async function restoreSubscription({
  actor,
  organizationId,
}: {
  actor: BillingActor;
  organizationId: string;
}): Promise<SubscriptionView> {
  const stripe = requireStripe();
  await requireBillingManager(db, actor, organizationId);
  const current = await syncSubscription(db, organizationId);
  if (!current || current.status === "canceled" || current.status === "incomplete_expired") {
    throw new DomainError("STRIPE_SUBSCRIPTION_NOT_FOUND", "errors:domain.noSubscriptionToRestore");
  }
  if (!current.cancelAtPeriodEnd) return current;
  try {
    await stripe.subscriptions.update(
      current.subscriptionId,
      { cancel_at_period_end: false },
      { idempotencyKey: `restore:${current.subscriptionId}:${Date.now()}` },
    );
  } catch (error) {
    if (isMissingStripeResource(error))
      throw new DomainError("STRIPE_SUBSCRIPTION_NOT_FOUND", "errors:domain.noSubscriptionToRestore");
    logger.warn("billing.restore.failed", { organizationId, ...describeError(error) });
    throw new DomainError("SUBSCRIPTION_SYNC_FAILED", "errors:domain.subscriptionSyncFailed");
  }
  logger.info("billing.subscription.restored", { organizationId, subscriptionId: current.subscriptionId });
  return (await syncSubscription(db, organizationId))!;
}
