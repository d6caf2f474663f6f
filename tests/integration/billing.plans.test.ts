import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "../../db/client.ts";
import { validateSessionToken } from "../../app/features/auth/session.server.ts";
import { forgetSeatPrices } from "../../app/features/billing/plan-prices.server.ts";
import type { PlanPageData } from "../../app/features/billing/plan-page.ts";
import { operatorAddress } from "../../app/features/bug-reports/submit-bug-report.server.ts";
import { env } from "../../app/lib/env.server.ts";
import { clientKeyContext, userContext } from "../../app/lib/request-context.ts";
import { loader as pricingApi } from "../../app/routes/api/pricing.ts";
import * as enterpriseRoute from "../../app/routes/billing/enterprise.tsx";
import { loader as pricingPage } from "../../app/routes/billing/pricing.tsx";
import { type FakeStripe, startFakeStripe } from "../fakes/stripe.ts";
import { createTestUser } from "../factories/users.ts";
import { latestEmailTo } from "../support/auth-client.ts";

let stripe: FakeStripe;

beforeAll(async () => {
  // Stripe's prices differ from the catalogue's, so the page shows which it read.
  stripe = await startFakeStripe({
    webhookSecret: "whsec_plans",
    prices: [
      { id: "price_seat_monthly", unitAmount: 4500, currency: "usd", interval: "month" },
      { id: "price_seat_annual", unitAmount: 47500, currency: "usd", interval: "year" },
    ],
  });
  // Before the first env() read: the application's Stripe client talks to the fake.
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_API_BASE = stripe.apiBase;
  process.env.STRIPE_PRICE_BUSINESS_MONTHLY = "price_seat_monthly";
  process.env.STRIPE_PRICE_BUSINESS_ANNUAL = "price_seat_annual";
});

afterAll(async () => {
  await stripe?.stop();
});

function context(options: { user?: Awaited<ReturnType<typeof validateSessionToken>>; clientKey?: string } = {}) {
  const value = new RouterContextProvider();
  value.set(clientKeyContext, options.clientKey ?? `plans-${crypto.randomUUID()}`);
  if (options.user) value.set(userContext, { user: options.user.user, session: options.user.session });
  return value;
}

async function pricingData(ctx = context()): Promise<PlanPageData> {
  const response = await pricingApi({
    request: new Request(new URL("/api/pricing", env().APP_URL)),
    context: ctx,
    params: {},
  } as never);
  expect(response.status).toBe(200);
  return (await response.json()) as PlanPageData;
}

describe("the plan page's prices", () => {
  it("shows Stripe's unit amounts for the configured Business Seat prices", async () => {
    forgetSeatPrices();
    expect((await pricingData()).prices).toEqual({
      monthlyCents: 4500,
      annualCents: 47500,
      currency: "usd",
      source: "stripe",
      failed: false,
    });
    expect(
      stripe.requests
        .filter((request) => request.path.startsWith("/v1/prices/"))
        .map((request) => request.path)
        .sort(),
    ).toEqual(["/v1/prices/price_seat_annual", "/v1/prices/price_seat_monthly"]);
  });

  it("tells a signed-in user their current plan; an anonymous visitor has none", async () => {
    const user = await createTestUser();
    const personal = await db
      .selectFrom("memberships")
      .select("organization_id")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("organizations")
      .set({ subscription_tier: "business" })
      .where("id", "=", personal.organization_id)
      .execute();
    const signedIn = await validateSessionToken(db, user.token);
    expect((await pricingData(context({ user: signedIn }))).currentTier).toBe("business");
    expect((await pricingData()).currentTier).toBeNull();
    const page = await pricingPage({
      request: new Request(new URL("/pricing?tab=business&interval=monthly&seats=abc&country=jp", env().APP_URL)),
      context: context(),
      params: {},
    } as never);
    expect(page.choice).toEqual({ tab: "business", interval: "monthly", seats: 2, country: "JP" });
  });

  it("when Stripe cannot be reached, the page still answers, with the catalogue's prices and the failure flagged", async () => {
    forgetSeatPrices();
    await stripe.stop();
    const warn = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect((await pricingData()).prices).toEqual({
        monthlyCents: 4000,
        annualCents: 42000,
        currency: "usd",
        source: "catalogue",
        failed: true,
      });
    } finally {
      warn.mockRestore();
    }
  });
});

type Outcome = { status: number; location: string | null; data: any };

async function contactSales(
  fields: Record<string, string>,
  options: { clientKey?: string; origin?: string } = {},
): Promise<Outcome> {
  const request = new Request(new URL("/enterprise", env().APP_URL), {
    method: "POST",
    headers: {
      Origin: options.origin ?? new URL(env().APP_URL).origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
  const result = await enterpriseRoute.action({
    request,
    context: context({ clientKey: options.clientKey }),
    params: {},
  } as never);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), data: null };
  const init = (result as { init?: ResponseInit }).init;
  return { status: init?.status ?? 200, location: null, data: (result as { data: unknown }).data };
}

const enquiry = {
  name: "Ada Counsel",
  email: "ada@counsel-llp.example",
  firm: "Counsel LLP",
  seats: "40",
  message: "We need SSO and a custom contract.",
};

describe("/enterprise", () => {
  it("e-mails the enquiry to the operator (reply-to the enquirer), logs no contact details, and shows the success state", async () => {
    const written: string[] = [];
    const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    let outcome: Outcome;
    try {
      outcome = await contactSales(enquiry);
    } finally {
      out.mockRestore();
    }
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/enterprise?sent=1");
    const mail = await latestEmailTo(operatorAddress());
    expect(mail?.subject).toBe("[Parley sales] Enterprise enquiry: Counsel LLP (40 seats)");
    expect(mail?.text).toContain("Ada Counsel");
    expect(mail?.text).toContain("We need SSO and a custom contract.");
    expect((mail as { replyTo?: string }).replyTo).toBe(enquiry.email);
    expect(written.join("")).not.toContain("ada@counsel-llp.example");
    expect(written.join("")).not.toContain("Ada Counsel");
    const page = await enterpriseRoute.loader({
      request: new Request(new URL("/enterprise?sent=1", env().APP_URL)),
      context: context(),
      params: {},
    } as never);
    expect(page.sent).toBe(true);
  });

  it("answers 400 with the form's messages for bad input, and sends nothing", async () => {
    const outcome = await contactSales({ name: "", email: "not-an-address", firm: "", seats: "zero" });
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({
      name: ["billing:enterprise.nameRequired"],
      email: ["errors:email.invalid"],
      firm: ["billing:enterprise.firmRequired"],
      seats: ["billing:enterprise.seatsInvalid"],
    });
  });

  it("refuses a post from another site, and limits a client to three enquiries an hour", async () => {
    expect((await contactSales(enquiry, { origin: "https://evil.example" })).status).toBe(403);
    const clientKey = `sales-${crypto.randomUUID()}`;
    for (let sent = 0; sent < 3; sent++) expect((await contactSales(enquiry, { clientKey })).status).toBe(302);
    const limited = await contactSales(enquiry, { clientKey });
    expect(limited.status).toBe(429);
    expect(limited.data.retryAfter).toBeGreaterThan(0);
  });
});
