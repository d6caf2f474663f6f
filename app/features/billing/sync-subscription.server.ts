import type Stripe from "stripe";
import type { Db, Trx } from "../../../db/client.ts";
import type { SubscriptionStatus, SubscriptionTier } from "../../../db/tables.ts";
import { DomainError } from "~/lib/errors.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { isMissingStripeResource } from "~/lib/stripe.server.ts";
import { organizationNotFound } from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";
import { requireStripe } from "./billing-config.server.ts";
import { grantingStatuses, type SubscriptionView, viewSubscription } from "./subscription-view.ts";

/**
 * Stripe's truth mirrored (ADR 0033): re-reads the organization's customer's subscriptions from
 * Stripe and SETS the cache row and the organization's tier and seats from the current one. Never
 * increments, so the same event twice, or two events out of order, end in the state Stripe has now.
 * The organization row is locked while Stripe is read, so two syncs of one organization never
 * write an older answer over a newer one. An ended subscription drops the tier to free; nothing
 * else changes: the firm keeps every matter, file and member.
 */
export async function syncSubscription(database: Db, organizationId: string): Promise<SubscriptionView | null> {
  const stripe = requireStripe();
  if (!isUuid(organizationId)) throw organizationNotFound();
  return database.transaction().execute(async (trx) => {
    const organization = await trx
      .selectFrom("organizations")
      .select(["id", "stripe_customer_id", "subscription_tier"])
      .where("id", "=", organizationId)
      .forUpdate()
      .executeTakeFirstOrThrow(organizationNotFound);
    const cached = await trx
      .selectFrom("subscriptions")
      .selectAll()
      .where("organization_id", "=", organizationId)
      .executeTakeFirst();
    if (!organization.stripe_customer_id) return cached ? viewSubscription(cached) : null;

    const subscriptions = await listCustomerSubscriptions(stripe, organization.stripe_customer_id, organizationId);
    const current = pickCurrent(subscriptions);
    if (!current) {
      if (!cached) return null;
      // Stripe no longer has any subscription for the customer: it has ended.
      return viewSubscription(await endWithoutSubscription(trx, organizationId, cached.id));
    }

    const item = current.items.data[0];
    const status = current.status as SubscriptionStatus;
    const tier: SubscriptionTier = grantingStatuses.includes(status) ? grantedTier(current) : "free";
    const seats = Math.max(item?.quantity ?? 1, 1);
    const customerId = typeof current.customer === "string" ? current.customer : current.customer.id;
    const values = {
      stripe_subscription_id: current.id,
      stripe_customer_id: customerId,
      status,
      price_id: item?.price.id ?? null,
      seats,
      tier,
      current_period_end: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      cancel_at_period_end: current.cancel_at_period_end,
      synced_at: new Date(),
      updated_at: new Date(),
    };
    const row = await trx
      .insertInto("subscriptions")
      .values({ organization_id: organizationId, ...values })
      .onConflict((conflict) => conflict.constraint("subscriptions_organization_key").doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("organizations")
      .set({ subscription_tier: tier, seats: tier === "free" ? 1 : seats, updated_at: new Date() })
      .where("id", "=", organizationId)
      .execute();
    logger.info("billing.subscription.synced", { organizationId, subscriptionId: current.id, status, tier, seats });
    return viewSubscription(row);
  });
}

async function listCustomerSubscriptions(
  stripe: Stripe,
  customerId: string,
  organizationId: string,
): Promise<Stripe.Subscription[]> {
  try {
    const page = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
    return page.data;
  } catch (error) {
    // The customer was deleted in Stripe: it has no subscriptions any more.
    if (isMissingStripeResource(error)) return [];
    logger.warn("billing.subscription.sync_failed", { organizationId, ...describeError(error) });
    throw new DomainError("SUBSCRIPTION_SYNC_FAILED", "errors:domain.subscriptionSyncFailed");
  }
}

const statusRank: Record<string, number> = {
  active: 0,
  trialing: 0,
  past_due: 1,
  unpaid: 2,
  incomplete: 3,
  paused: 4,
  canceled: 5,
  incomplete_expired: 6,
};

/** The subscription that decides the organization's state: the liveliest, then the newest. */
export function pickCurrent(subscriptions: Stripe.Subscription[]): Stripe.Subscription | null {
  const sorted = [...subscriptions].sort(
    (a, b) => (statusRank[a.status] ?? 9) - (statusRank[b.status] ?? 9) || b.created - a.created,
  );
  return sorted[0] ?? null;
}

/** Business, unless the subscription was sold as enterprise (its metadata says so). */
function grantedTier(subscription: Stripe.Subscription): SubscriptionTier {
  return subscription.metadata?.tier === "enterprise" ? "enterprise" : "business";
}

async function endWithoutSubscription(trx: Trx, organizationId: string, cacheId: string) {
  const row = await trx
    .updateTable("subscriptions")
    .set({
      status: "canceled",
      tier: "free",
      cancel_at_period_end: false,
      synced_at: new Date(),
      updated_at: new Date(),
    })
    .where("id", "=", cacheId)
    .where("organization_id", "=", organizationId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("organizations")
    .set({ subscription_tier: "free", seats: 1, updated_at: new Date() })
    .where("id", "=", organizationId)
    .execute();
  logger.info("billing.subscription.synced", { organizationId, status: "canceled", tier: "free" });
  return row;
}

/** The cached subscription of the organization, or null (no Stripe call). */
export async function getSubscription(executor: Db | Trx, organizationId: string): Promise<SubscriptionView | null> {
  if (!isUuid(organizationId)) return null;
  const row = await executor
    .selectFrom("subscriptions")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return row ? viewSubscription(row) : null;
}
