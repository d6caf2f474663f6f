import { env } from "~/lib/env.server.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { stripeClient } from "~/lib/stripe.server.ts";
import type { SeatPrices } from "./plan-page.ts";
import { businessSeatPrice } from "./plans.ts";

const catalogue: SeatPrices = {
  monthlyCents: businessSeatPrice.monthly,
  annualCents: businessSeatPrice.annual,
  currency: businessSeatPrice.currency,
  source: "catalogue",
  failed: false,
};

/** Prices change rarely: a good answer from Stripe is kept for five minutes per process. */
const cacheMs = 5 * 60_000;
let cached: { prices: SeatPrices; at: number } | null = null;

/**
 * The Business Seat's prices as the plan page shows them (ADR 0035): Stripe's own unit amounts for
 * the configured price ids when Stripe is configured, else the catalogue's. When Stripe cannot be
 * read the catalogue is shown with `failed` set ('Failed to load pricing information', Retry):
 * the page never fails because Stripe is down.
 */
export async function getSeatPrices(now: number = Date.now()): Promise<SeatPrices> {
  const stripe = stripeClient();
  const { STRIPE_PRICE_BUSINESS_MONTHLY: monthlyId, STRIPE_PRICE_BUSINESS_ANNUAL: annualId } = env();
  if (!stripe || !monthlyId || !annualId) return catalogue;
  if (cached && now - cached.at < cacheMs) return cached.prices;
  try {
    const [monthly, annual] = await Promise.all([stripe.prices.retrieve(monthlyId), stripe.prices.retrieve(annualId)]);
    if (monthly.unit_amount === null || annual.unit_amount === null || monthly.currency !== annual.currency) {
      logger.warn("billing.prices_unusable", { monthlyId, annualId });
      return { ...catalogue, failed: true };
    }
    const prices: SeatPrices = {
      monthlyCents: monthly.unit_amount,
      annualCents: annual.unit_amount,
      currency: monthly.currency,
      source: "stripe",
      failed: false,
    };
    cached = { prices, at: now };
    return prices;
  } catch (error) {
    logger.warn("billing.prices_unavailable", describeError(error));
    return { ...catalogue, failed: true };
  }
}

/** Forgets the cached answer (tests; a Retry after a failure never hits the cache anyway). */
export function forgetSeatPrices() {
  cached = null;
}
