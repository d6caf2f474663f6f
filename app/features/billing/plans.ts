/**
 * The plan catalogue: the one place that knows the tiers, their prices, features and limitations,
 * and which upgrades each tier is offered (spec: accounts §3 Plan/Pricing, §4 upgrade paths, §5
 * limits, §9 Business Seat). Prices here are the catalogue's; when Stripe is configured the pages
 * show Stripe's own unit amounts for the configured price ids instead. Client-safe.
 */
import type { Tier } from "~/features/usage/limits.ts";

export type { Tier };
export type BillingInterval = "monthly" | "annual";

export const tierOrder: readonly Tier[] = ["free", "plus", "business", "enterprise"];

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (tierOrder as readonly string[]).includes(value);
}

/** Business Seat, per seat: 40.00 USD a month or 420.00 USD a year. */
export const businessSeatPrice = { currency: "usd", monthly: 4000, annual: 42000 } as const;

/** Annual is presented as a saving against twelve months billed monthly: 12 % for the seat price. */
export function annualSavingPercent(monthlyCents: number, annualCents: number): number {
  if (monthlyCents <= 0) return 0;
  // 42000 against 12 x 4000 is 12.5 %: the spec presents it as 12 %, so the saving is never rounded up.
  return Math.floor((1 - annualCents / (monthlyCents * 12)) * 100);
}

export type PlanId = "free" | "business" | "enterprise";

export type Plan = {
  id: PlanId;
  tier: Tier;
  /** i18n keys under the billing namespace. */
  nameKey: string;
  /** Cents per month (per seat for business); null for contact-sales. */
  monthlyCents: number | null;
  annualCents: number | null;
  perSeat: boolean;
  contactSales: boolean;
  featureKeys: readonly string[];
  limitationKeys: readonly string[];
};

export const plans: Record<PlanId, Plan> = {
  free: {
    id: "free",
    tier: "free",
    nameKey: "billing:plans.free.name",
    monthlyCents: 0,
    annualCents: 0,
    perSeat: false,
    contactSales: false,
    featureKeys: [
      "billing:plans.free.features.messages",
      "billing:plans.free.features.uploads",
      "billing:plans.free.features.intake",
    ],
    limitationKeys: ["billing:plans.free.limitations.singleUser", "billing:plans.free.limitations.noTeam"],
  },
  business: {
    id: "business",
    tier: "business",
    nameKey: "billing:plans.business.name",
    monthlyCents: businessSeatPrice.monthly,
    annualCents: businessSeatPrice.annual,
    perSeat: true,
    contactSales: false,
    featureKeys: [
      "billing:plans.business.features.users",
      "billing:plans.business.features.team",
      "billing:plans.business.features.security",
      "billing:plans.business.features.support",
      "billing:plans.business.features.unlimited",
    ],
    limitationKeys: [],
  },
  enterprise: {
    id: "enterprise",
    tier: "enterprise",
    nameKey: "billing:plans.enterprise.name",
    monthlyCents: null,
    annualCents: null,
    perSeat: false,
    contactSales: true,
    featureKeys: [
      "billing:plans.enterprise.features.everything",
      "billing:plans.enterprise.features.sso",
      "billing:plans.enterprise.features.contract",
      "billing:plans.enterprise.features.manager",
    ],
    limitationKeys: [],
  },
};

/** Spec §4: free → free or business; plus → plus or business; business → business or enterprise; enterprise → enterprise. */
export const upgradePaths: Record<Tier, readonly Tier[]> = {
  free: ["free", "business"],
  plus: ["plus", "business"],
  business: ["business", "enterprise"],
  enterprise: ["enterprise"],
};

/** Business is recommended to free and plus users, enterprise to business users; nothing above enterprise. */
export function recommendedTier(current: Tier): Tier | null {
  if (current === "free" || current === "plus") return "business";
  if (current === "business") return "enterprise";
  return null;
}

export function isHighestTier(tier: Tier): boolean {
  return tier === "enterprise";
}

/** Billing management (portal) is for business and enterprise organizations only. */
export function canManageBilling(tier: Tier): boolean {
  return tier === "business" || tier === "enterprise";
}

/** The 8 countries of the plan page's selector (spec §2). */
export const pricingCountries = ["US", "VN", "GB", "DE", "FR", "ES", "JP", "CN"] as const;
export type PricingCountry = (typeof pricingCountries)[number];

/** Cart seats: a positive integer, minimum 1; anything non-numeric falls back to 1. */
export function parseSeats(value: unknown): number {
  const parsed = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.floor(parsed);
}
