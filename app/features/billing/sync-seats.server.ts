import type { Db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { isMissingStripeResource } from "~/lib/stripe.server.ts";
import { countMembers } from "./billing-access.server.ts";
import { requireStripe } from "./billing-config.server.ts";
import { grantingStatuses } from "./subscription-view.ts";
import { syncSubscription } from "./sync-subscription.server.ts";

/**
 * Seats follow members (ADR 0033): the business subscription's quantity is SET to the member count
 * (never below 1), with prorations as Stripe makes them, then the organization is synced from
 * Stripe's answer. An organization without a running subscription has nothing to change.
 * `changeKey` makes Stripe apply one change once (the job id: a retried job does not double it).
 */
export async function syncSeats(
  database: Db,
  organizationId: string,
  changeKey: string,
): Promise<{ changed: boolean; quantity: number | null }> {
  const stripe = requireStripe();
  const subscription = await syncSubscription(database, organizationId);
  if (!subscription || !grantingStatuses.includes(subscription.status) || subscription.tier !== "business")
    return { changed: false, quantity: null };
  const quantity = Math.max(await countMembers(database, organizationId), 1);
  if (quantity === subscription.seats) return { changed: false, quantity };
  try {
    const current = await stripe.subscriptions.retrieve(subscription.subscriptionId);
    const item = current.items.data[0];
    if (!item) return { changed: false, quantity: null };
    await stripe.subscriptions.update(
      current.id,
      { items: [{ id: item.id, quantity }], proration_behavior: "create_prorations" },
      { idempotencyKey: `seats:${current.id}:${quantity}:${changeKey}` },
    );
  } catch (error) {
    if (isMissingStripeResource(error)) throw new DomainError("STRIPE_SUBSCRIPTION_NOT_FOUND");
    logger.warn("billing.seats.failed", { organizationId, ...describeError(error) });
    throw new DomainError("SUBSCRIPTION_SYNC_FAILED", "errors:domain.subscriptionSyncFailed");
  }
  await syncSubscription(database, organizationId);
  logger.info("billing.seats.updated", { organizationId, subscriptionId: subscription.subscriptionId, quantity });
  return { changed: true, quantity };
}
