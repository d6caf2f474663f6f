import { describeError, logger } from "~/lib/logger.server.ts";
import { billingConfig } from "./billing-config.server.ts";
import { type BillingInterval, businessSeatPrice } from "./plans.ts";

export type SeatPrice = { priceId: string | null; productId: string | null; unitAmount: number; currency: string };
export type BusinessPrices = { monthly: SeatPrice; annual: SeatPrice; source: "stripe" | "catalogue" };

/**
 * The Business Seat prices the cart shows: Stripe's own unit amounts for the configured price ids
 * when billing is configured (what the customer will be charged), else the catalogue's 4000 / 42000
 * cents. A Stripe that does not answer falls back to the catalogue for display only; Checkout still
 * charges Stripe's price.
 */
export async function getBusinessPrices(): Promise<BusinessPrices> {
  const catalogue: BusinessPrices = {
    monthly: {
      priceId: null,
      productId: null,
      unitAmount: businessSeatPrice.monthly,
      currency: businessSeatPrice.currency,
    },
    annual: {
      priceId: null,
      productId: null,
      unitAmount: businessSeatPrice.annual,
      currency: businessSeatPrice.currency,
    },
    source: "catalogue",
  };
  const config = billingConfig();
  if (!config) return catalogue;
  try {
    const read = async (interval: BillingInterval): Promise<SeatPrice> => {
      const price = await config.stripe.prices.retrieve(config.prices[interval]);
      const productId = typeof price.product === "string" ? price.product : price.product.id;
      return {
        priceId: price.id,
        productId,
        unitAmount: price.unit_amount ?? catalogue[interval].unitAmount,
        currency: price.currency,
      };
    };
    const [monthly, annual] = await Promise.all([read("monthly"), read("annual")]);
    return { monthly, annual, source: "stripe" };
  } catch (error) {
    logger.warn("billing.prices.unavailable", describeError(error));
    return {
      ...catalogue,
      monthly: { ...catalogue.monthly, priceId: config.prices.monthly },
      annual: { ...catalogue.annual, priceId: config.prices.annual },
    };
  }
}
