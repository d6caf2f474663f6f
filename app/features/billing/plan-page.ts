import { type BillingInterval, isTier, type PricingCountry, pricingCountries, type Tier } from "./plans.ts";

/**
 * What the plan page shows (ADR 0035), from its query string: the tab, the billing period, the
 * seats for Business and the country. Anything unknown falls back to the default. Client-safe.
 */
export type PlanTab = "personal" | "business";
export type PlanChoice = { tab: PlanTab; interval: BillingInterval; seats: number; country: PricingCountry };

export const defaultChoice: PlanChoice = { tab: "personal", interval: "annual", seats: 1, country: "US" };

export function parsePlanChoice(params: URLSearchParams): PlanChoice {
  const tab = params.get("tab") === "business" ? "business" : "personal";
  const interval = params.get("interval") === "monthly" ? "monthly" : "annual";
  const seatsValue = Number.parseInt(params.get("seats") ?? "", 10);
  const seats =
    Number.isFinite(seatsValue) && seatsValue >= 1 ? Math.min(seatsValue, 10_000) : tab === "business" ? 2 : 1;
  const countryValue = (params.get("country") ?? "").toUpperCase();
  const country = (pricingCountries as readonly string[]).includes(countryValue)
    ? (countryValue as PricingCountry)
    : "US";
  return { tab, interval, seats, country };
}

/** The plan page's own address for a choice (the links that work without JavaScript). */
export function planHref(choice: PlanChoice, change: Partial<PlanChoice> = {}): string {
  const next = { ...choice, ...change };
  const params = new URLSearchParams({
    tab: next.tab,
    interval: next.interval,
    seats: String(next.seats),
    country: next.country,
  });
  return `/pricing?${params.toString()}`;
}

/** The Business Seat's prices as the plan page shows them (read by plan-prices.server.ts). */
export type SeatPrices = {
  monthlyCents: number;
  annualCents: number;
  currency: string;
  source: "stripe" | "catalogue";
  failed: boolean;
};

/** The data the plan page and the #pricing modal render (GET /pricing and GET /api/pricing). */
export type PlanPageData = {
  prices: SeatPrices;
  currentTier: Tier | null;
};

export function currentTierOf(value: unknown): Tier | null {
  return isTier(value) ? value : null;
}
