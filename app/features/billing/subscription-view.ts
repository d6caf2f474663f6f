import type { SubscriptionRow, SubscriptionStatus, SubscriptionTier } from "../../../db/tables.ts";
import { usageLimits } from "~/features/usage/limits.ts";

/**
 * The subscription cache as the spec's §3 names it (subscriptionId, stripeCustomerId, status,
 * priceId, seats, currentPeriodEnd, cancelAtPeriodEnd, limits) plus the tier it grants. Client-safe.
 */
export type SubscriptionView = {
  subscriptionId: string;
  stripeCustomerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  seats: number;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  tier: SubscriptionTier;
  limits: { aiQueries: number; documentAnalysis: number; customBranding: boolean };
};

/** Statuses under which the subscription still grants its tier (past_due and unpaid with a banner). */
export const grantingStatuses: readonly SubscriptionStatus[] = ["active", "trialing", "past_due", "unpaid"];

/** Statuses an owner or admin is warned about (with cancel_at_period_end). */
export const alertStatuses: readonly SubscriptionStatus[] = ["past_due", "unpaid", "incomplete"];

export function viewSubscription(row: SubscriptionRow): SubscriptionView {
  const limits = usageLimits[row.tier];
  return {
    subscriptionId: row.stripe_subscription_id,
    stripeCustomerId: row.stripe_customer_id,
    status: row.status,
    priceId: row.price_id,
    seats: row.seats,
    currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end).toISOString() : null,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    tier: row.tier,
    limits: {
      aiQueries: limits.messages.limit,
      documentAnalysis: limits.files.limit,
      customBranding: row.tier === "business" || row.tier === "enterprise",
    },
  };
}
