import type Stripe from "stripe";
import { env } from "~/lib/env.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { stripeClient } from "~/lib/stripe.server.ts";
import type { BillingInterval } from "./plans.ts";

/**
 * What billing needs from the configuration: the Stripe client and the Business Seat price ids
 * (STRIPE_PRICE_BUSINESS_MONTHLY / _ANNUAL). Without them every billing call is
 * BILLING_NOT_CONFIGURED and the pages say so; nothing answers 500.
 */
export type BillingConfig = { stripe: Stripe; prices: Record<BillingInterval, string> };

export function billingConfig(): BillingConfig | null {
  const stripe = stripeClient();
  const config = env();
  if (!stripe || !config.STRIPE_PRICE_BUSINESS_MONTHLY || !config.STRIPE_PRICE_BUSINESS_ANNUAL) return null;
  return {
    stripe,
    prices: { monthly: config.STRIPE_PRICE_BUSINESS_MONTHLY, annual: config.STRIPE_PRICE_BUSINESS_ANNUAL },
  };
}

export function billingConfigured(): boolean {
  return billingConfig() !== null;
}

export function requireBillingConfig(): BillingConfig {
  const config = billingConfig();
  if (!config) throw new DomainError("BILLING_NOT_CONFIGURED");
  return config;
}

/**
 * The Stripe client for calls that need no price (sync, seats, portal, restore): a server with a
 * key but no price ids still mirrors subscriptions and opens the portal; only new checkouts need them.
 */
export function requireStripe(): Stripe {
  const stripe = stripeClient();
  if (!stripe) throw new DomainError("BILLING_NOT_CONFIGURED");
  return stripe;
}

/** The app's public origin, for the URLs Stripe sends the browser back to. */
export function appOrigin(): string {
  return new URL(env().APP_URL).origin;
}

/**
 * A return URL the browser may be sent to: a same-origin path (never `//host` or another origin),
 * made absolute on APP_URL; anything else falls back. Keeps `{CHECKOUT_SESSION_ID}` as it is.
 */
export function sameOriginUrl(candidate: string | undefined | null, fallbackPath: string): string {
  const origin = appOrigin();
  if (candidate) {
    if (candidate.startsWith("/") && !candidate.startsWith("//") && !candidate.startsWith("/\\"))
      return `${origin}${candidate}`;
    try {
      const url = new URL(candidate);
      if (url.origin === origin) return `${origin}${candidate.slice(url.origin.length) || "/"}`;
    } catch {
      // not a URL: the fallback applies
    }
  }
  return `${origin}${fallbackPath}`;
}
