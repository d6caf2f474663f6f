import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { startCheckout } from "../../app/features/billing/start-checkout.server.ts";
import { getBusinessPrices } from "../../app/features/billing/get-business-prices.server.ts";
import { type FakeStripe, startFakeStripe } from "../fakes/stripe.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";

/** Stripe refuses (a price id that is not in the account): the owner is told, nothing is half-written. */
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: "whsec_failures", prices: [] });
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_failures";
  process.env.STRIPE_API_BASE = stripe.apiBase;
  process.env.STRIPE_PRICE_BUSINESS_MONTHLY = "price_missing_monthly";
  process.env.STRIPE_PRICE_BUSINESS_ANNUAL = "price_missing_annual";
  process.env.APP_URL = "http://localhost:3000";
});

afterAll(async () => {
  await stripe?.stop();
});

describe("when Stripe refuses", () => {
  it("a checkout with a price Stripe does not know is STRIPE_CHECKOUT_FAILED and the tier stays free", async () => {
    const firm = await createTestOrganization({ name: "Cedar Law" });
    const user = await createTestUser({ verified: true });
    await db
      .insertInto("memberships")
      .values({ organization_id: firm.id, user_id: user.userId, role: "owner" })
      .execute();

    await expect(
      startCheckout(
        { actor: { id: user.userId, email: user.email, emailVerified: true }, organizationId: firm.id },
        { plan: "business", interval: "monthly", seats: 1 },
      ),
    ).rejects.toMatchObject({ code: "STRIPE_CHECKOUT_FAILED", message: "errors:domain.checkoutFailed" });
    const stored = await db
      .selectFrom("organizations")
      .select(["subscription_tier", "seats"])
      .where("id", "=", firm.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ subscription_tier: "free", seats: 1 });
    expect(stripe.sessions.size).toBe(0);
  });

  it("the cart falls back to the catalogue's prices when Stripe cannot give its own", async () => {
    const prices = await getBusinessPrices();
    expect(prices).toMatchObject({
      source: "catalogue",
      monthly: { unitAmount: 4000, priceId: "price_missing_monthly" },
      annual: { unitAmount: 42000 },
    });
  });
});
