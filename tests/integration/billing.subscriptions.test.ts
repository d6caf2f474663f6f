import { sql } from "kysely";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import type { BillingActor } from "../../app/features/billing/billing-access.server.ts";
import { getCart } from "../../app/features/billing/get-cart.server.ts";
import { listBillingAlerts } from "../../app/features/billing/list-billing-alerts.server.ts";
import { openBillingPortal } from "../../app/features/billing/open-billing-portal.server.ts";
import { restoreSubscription } from "../../app/features/billing/restore-subscription.server.ts";
import { startCheckout } from "../../app/features/billing/start-checkout.server.ts";
import { ensurePersonalOrganization } from "../../app/features/organizations/ensure-personal-organization.server.ts";
import { respondToInvitation } from "../../app/features/invitations/respond-to-invitation.server.ts";
import { removeMember } from "../../app/features/members/remove-member.server.ts";
import { DomainError } from "../../app/lib/errors.ts";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { hashToken } from "../../app/lib/tokens.server.ts";
import { i18nextMiddleware } from "../../app/middleware/i18n.server.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import { action as syncAction } from "../../app/routes/api/subscription/sync.ts";
import { action as upgradeAction } from "../../app/routes/subscription/upgrade.ts";
import { queue, send } from "../../jobs/queue.ts";
import { startWorkers } from "../../jobs/register.ts";
import { type FakeStripe, fakeBusinessPrices } from "../fakes/stripe.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";
import { type FakeStripeSetup, startFakeStripeSetup } from "../support/fake-stripe.ts";

const webhookSecret = "whsec_billing_test";
const appOrigin = "http://localhost:3000";
let setup: FakeStripeSetup;
let stripe: FakeStripe;

beforeAll(async () => {
  setup = await startFakeStripeSetup({
    webhookSecret,
    appUrl: appOrigin,
    env: {
      STRIPE_PRICE_BUSINESS_MONTHLY: fakeBusinessPrices.monthly,
      STRIPE_PRICE_BUSINESS_ANNUAL: fakeBusinessPrices.annual,
    },
  });
  stripe = setup.stripe;
  await startWorkers();
});

afterAll(async () => {
  await setup?.stop();
});

type Member = Awaited<ReturnType<typeof createTestUser>> & { actor: BillingActor };

async function person(options: { verified?: boolean } = {}): Promise<Member> {
  const user = await createTestUser({ verified: options.verified ?? true });
  return { ...user, actor: { id: user.userId, email: user.email, emailVerified: options.verified ?? true } };
}

async function join(organizationId: string, member: Member, role: "owner" | "admin" | "attorney" | "paralegal") {
  await db
    .insertInto("memberships")
    .values({ organization_id: organizationId, user_id: member.userId, role })
    .execute();
}

/** A firm with its owner (verified e-mail). */
async function firmWithOwner() {
  const firm = await createTestOrganization({ name: "Abbott & Co" });
  const owner = await person();
  await join(firm.id, owner, "owner");
  return { firm, owner };
}

function organization(id: string) {
  return db
    .selectFrom("organizations")
    .select(["subscription_tier", "seats", "stripe_customer_id"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

function cached(id: string) {
  return db.selectFrom("subscriptions").selectAll().where("organization_id", "=", id).executeTakeFirst();
}

/** No sync job of this organization is waiting or running: every event sent so far has been applied. */
async function syncsSettled(organizationId: string) {
  const { rows } = await sql<{ count: string }>`
    select count(*)::text as count from pgboss.job
    where name in ('sync-subscription', 'sync-seats') and state in ('created', 'retry', 'active')
      and data->>'organizationId' = ${organizationId}`.execute(db);
  return rows[0]!.count === "0";
}

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error("expected a refusal");
}

/** The customer pays on the hosted checkout page (a real form post), as the browser would. */
async function payOnCheckoutPage(url: string): Promise<string> {
  const response = await fetch(url, { method: "POST", redirect: "manual" });
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}

/** A firm that bought Business seats through Checkout, with the webhooks applied. */
async function subscribedFirm(seats = 1) {
  const { firm, owner } = await firmWithOwner();
  const checkout = await startCheckout(
    { actor: owner.actor, organizationId: firm.id },
    { plan: "business", interval: "annual", seats },
  );
  await payOnCheckoutPage(checkout.url);
  await waitFor(
    async () => (await organization(firm.id)).subscription_tier === "business",
    hangGuard,
    "the business tier",
  );
  await waitFor(() => syncsSettled(firm.id), hangGuard, "the syncs");
  const subscriptionId = (await cached(firm.id))!.stripe_subscription_id;
  return { firm, owner, subscriptionId };
}

/** Calls a route action with a JSON body through the real locale and session middleware. */
async function callJson(
  action: (args: never) => unknown,
  path: string,
  sessionToken: string,
  json: unknown,
  method = "POST",
) {
  const request = new Request(new URL(path, appOrigin), {
    method,
    headers: { Cookie: `parley_session=${sessionToken}`, Origin: appOrigin, "Content-Type": "application/json" },
    body: JSON.stringify(json),
  });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, "billing-tests");
  const args = { request, context, params: {} };
  const run = (middleware: unknown, next: () => Promise<Response>) =>
    (middleware as (args: unknown, next: () => Promise<Response>) => Promise<Response>)(args, next);
  const response = await run(i18nextMiddleware, () =>
    run(sessionMiddleware, async () => (await (action as (args: unknown) => unknown)(args)) as Response),
  );
  return { status: response.status, body: (await response.json()) as any };
}

describe("checkout for Business seats", () => {
  it("an owner's checkout is a subscription for the seats asked, with the organization's customer and an idempotency key", async () => {
    const { firm, owner } = await firmWithOwner();
    const checkout = await startCheckout(
      { actor: owner.actor, organizationId: firm.id },
      { plan: "business", interval: "annual", seats: 3 },
    );

    const session = stripe.sessions.get(checkout.sessionId)!;
    expect(session.mode).toBe("subscription");
    expect(session.client_reference_id).toBe(firm.id);
    expect(session.amount_total).toBe(3 * 42_000);
    const stored = await organization(firm.id);
    expect(stored.stripe_customer_id).toMatch(/^cus_/);
    expect(session.customer).toBe(stored.stripe_customer_id);
    expect(session.success_url).toBe(
      `${appOrigin}/business-onboarding?organizationId=${firm.id}&sync=1&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`${appOrigin}/settings/account?organizationId=${firm.id}&cancelled=1`);
    const create = stripe.requests.find(
      (request) => request.path === "/v1/checkout/sessions" && request.body.client_reference_id === firm.id,
    )!;
    expect(create.body.line_items).toEqual([{ price: fakeBusinessPrices.annual, quantity: "3" }]);
    expect(create.idempotencyKey).toMatch(new RegExp(`^checkout:${firm.id}:`));
    // Nothing about the plan is written before Stripe says it is paid.
    expect(stored.subscription_tier).toBe("free");
  });

  it("a second checkout reuses the organization's Stripe customer", async () => {
    const { firm, owner } = await firmWithOwner();
    const first = await startCheckout(
      { actor: owner.actor, organizationId: firm.id },
      { plan: "business", interval: "monthly", seats: 1 },
    );
    const second = await startCheckout(
      { actor: owner.actor, organizationId: firm.id },
      { plan: "business", interval: "annual", seats: 2 },
    );
    const customers = [...stripe.customers.values()].filter((customer) => customer.metadata.organizationId === firm.id);
    expect(customers).toHaveLength(1);
    expect(stripe.sessions.get(first.sessionId)!.customer).toBe(customers[0]!.id);
    expect(stripe.sessions.get(second.sessionId)!.customer).toBe(customers[0]!.id);
  });

  it("a double-clicked Continue gets the same checkout session back", async () => {
    const { firm, owner } = await firmWithOwner();
    const input = { plan: "business", interval: "annual" as const, seats: 2 };
    const first = await startCheckout({ actor: owner.actor, organizationId: firm.id }, input);
    const again = await startCheckout({ actor: owner.actor, organizationId: firm.id }, input);
    expect(again.sessionId).toBe(first.sessionId);
  });

  it("the quantity is never below the member count", async () => {
    const { firm, owner } = await firmWithOwner();
    await join(firm.id, await person(), "attorney");
    await join(firm.id, await person(), "paralegal");
    const checkout = await startCheckout(
      { actor: owner.actor, organizationId: firm.id },
      { plan: "business", interval: "monthly", seats: 1 },
    );
    expect(checkout.quantity).toBe(3);
    expect(stripe.sessions.get(checkout.sessionId)!.amount_total).toBe(3 * 4_000);
  });

  it("refuses members without the role, outsiders, unverified e-mails, bad seats and other plans, and asks Stripe nothing", async () => {
    const { firm, owner } = await firmWithOwner();
    const attorney = await person();
    await join(firm.id, attorney, "attorney");
    const unverifiedAdmin = await person({ verified: false });
    await join(firm.id, unverifiedAdmin, "admin");
    const outsider = await person();
    const before = stripe.requests.length;
    const input = { plan: "business", interval: "annual" as const, seats: 2 };

    expect(await refusal(() => startCheckout({ actor: attorney.actor, organizationId: firm.id }, input))).toBe(
      "INSUFFICIENT_PERMISSIONS",
    );
    expect(await refusal(() => startCheckout({ actor: outsider.actor, organizationId: firm.id }, input))).toBe(
      "ORGANIZATION_NOT_FOUND",
    );
    expect(await refusal(() => startCheckout({ actor: unverifiedAdmin.actor, organizationId: firm.id }, input))).toBe(
      "EMAIL_VERIFICATION_REQUIRED",
    );
    expect(
      await refusal(() => startCheckout({ actor: owner.actor, organizationId: firm.id }, { ...input, seats: "three" })),
    ).toBe("INVALID_SEAT_COUNT");
    expect(
      await refusal(() => startCheckout({ actor: owner.actor, organizationId: firm.id }, { ...input, seats: 0 })),
    ).toBe("INVALID_SEAT_COUNT");
    expect(
      await refusal(() =>
        startCheckout({ actor: owner.actor, organizationId: firm.id }, { ...input, plan: "enterprise" }),
      ),
    ).toBe("INVALID_PLAN_TYPE");
    expect(stripe.requests.length).toBe(before);
  });

  it("Business is for a firm: a personal organization is not offered in the cart, and its checkout is refused", async () => {
    const owner = await person();
    const personal = await ensurePersonalOrganization(db, owner.userId);
    const { firm } = await firmWithOwner();
    await join(firm.id, owner, "owner");
    const cart = await getCart(owner.userId, { organizationId: personal.id });
    expect(cart.organizations.map((candidate) => candidate.id)).toEqual([firm.id]);
    expect(cart.selected?.id).toBe(firm.id);
    const before = stripe.requests.length;
    const input = { plan: "business", interval: "annual" as const, seats: 1 };
    expect(await refusal(() => startCheckout({ actor: owner.actor, organizationId: personal.id }, input))).toBe(
      "INVALID_ORGANIZATION_ID",
    );
    expect(stripe.requests.length).toBe(before);
  });

  it("the JSON call answers the checkout url, and an organization already on Business gets its billing portal instead", async () => {
    const { firm, owner } = await subscribedFirm();
    const other = await firmWithOwner();
    const fresh = await callJson(upgradeAction, "/subscription/upgrade", other.owner.token, {
      plan: "business",
      referenceId: other.firm.id,
      annual: true,
      seats: 2,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));

    expect(
      await refusal(() =>
        startCheckout(
          { actor: owner.actor, organizationId: firm.id },
          { plan: "business", interval: "annual", seats: 2 },
        ),
      ),
    ).toBe("SUBSCRIPTION_ALREADY_ACTIVE");
    const again = await callJson(upgradeAction, "/subscription/upgrade", owner.token, {
      plan: "business",
      referenceId: firm.id,
      annual: true,
      seats: 2,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "SUBSCRIPTION_ALREADY_ACTIVE", title: "Subscription Active" });
    expect(again.body.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
  });
});

describe("subscriptions mirrored from Stripe", () => {
  it("paying on the checkout page makes the organization Business with the seats bought", async () => {
    const { firm, owner } = await firmWithOwner();
    const checkout = await startCheckout(
      { actor: owner.actor, organizationId: firm.id },
      { plan: "business", interval: "annual", seats: 3 },
    );
    const location = await payOnCheckoutPage(checkout.url);
    expect(location).toBe(
      `${appOrigin}/business-onboarding?organizationId=${firm.id}&sync=1&session_id=${checkout.sessionId}`,
    );

    await waitFor(async () => (await organization(firm.id)).seats === 3, hangGuard, "three seats");
    expect((await organization(firm.id)).subscription_tier).toBe("business");
    expect(await cached(firm.id)).toMatchObject({
      status: "active",
      seats: 3,
      tier: "business",
      price_id: fakeBusinessPrices.annual,
      cancel_at_period_end: false,
    });
    const delivered = stripe.deliveries.filter((delivery) => delivery.status === 200).map((delivery) => delivery.type);
    expect(delivered).toEqual(expect.arrayContaining(["checkout.session.completed", "customer.subscription.created"]));
  });

  it("a webhook with a bad signature is refused with 400 and nothing is recorded", async () => {
    const { subscriptionId } = await subscribedFirm();
    const signed = stripe.eventFor(
      "customer.subscription.updated",
      stripe.subscriptionSnapshot(subscriptionId),
      "whsec_someone_else",
    );
    const delivery = await stripe.deliver(signed);
    expect(delivery.status).toBe(400);
    const recorded = await db
      .selectFrom("stripe_webhook_events")
      .select("id")
      .where("event_id", "=", String(signed.event.id))
      .execute();
    expect(recorded).toHaveLength(0);
  });

  it("the same event twice is applied once", async () => {
    const { firm, subscriptionId } = await subscribedFirm();
    stripe.changeSubscription(subscriptionId, { quantity: 4 });
    const signed = stripe.eventFor("customer.subscription.updated", stripe.subscriptionSnapshot(subscriptionId));
    const first = await stripe.deliver(signed);
    const second = await stripe.deliver(signed);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(JSON.parse(first.body)).toMatchObject({ handled: true });
    expect(JSON.parse(second.body)).toMatchObject({ handled: false });
    await waitFor(async () => (await organization(firm.id)).seats === 4, hangGuard, "four seats");
    const recorded = await db
      .selectFrom("stripe_webhook_events")
      .select("event_type")
      .where("event_id", "=", String(signed.event.id))
      .execute();
    expect(recorded).toEqual([{ event_type: "customer.subscription.updated" }]);
  });

  it("two events out of order end in Stripe's current state", async () => {
    const { firm, subscriptionId } = await subscribedFirm();
    stripe.changeSubscription(subscriptionId, { quantity: 2 });
    const older = stripe.eventFor("customer.subscription.updated", stripe.subscriptionSnapshot(subscriptionId));
    stripe.changeSubscription(subscriptionId, { quantity: 5, cancel_at_period_end: true });
    const newer = stripe.eventFor("customer.subscription.updated", stripe.subscriptionSnapshot(subscriptionId));

    await stripe.deliver(newer);
    await waitFor(async () => (await organization(firm.id)).seats === 5, hangGuard, "five seats");
    await stripe.deliver(older);
    await waitFor(() => syncsSettled(firm.id), hangGuard, "the syncs");
    expect(await organization(firm.id)).toMatchObject({ subscription_tier: "business", seats: 5 });
    expect(await cached(firm.id)).toMatchObject({ seats: 5, cancel_at_period_end: true });
  });

  it("a subscription that ends drops the organization to Free and keeps its members", async () => {
    const { firm, subscriptionId } = await subscribedFirm();
    stripe.changeSubscription(subscriptionId, { status: "canceled" });
    await stripe.deliver(stripe.eventFor("customer.subscription.deleted", stripe.subscriptionSnapshot(subscriptionId)));
    await waitFor(async () => (await organization(firm.id)).subscription_tier === "free", hangGuard, "the free tier");
    expect(await cached(firm.id)).toMatchObject({ status: "canceled", tier: "free" });
    const members = await db
      .selectFrom("memberships")
      .select("user_id")
      .where("organization_id", "=", firm.id)
      .execute();
    expect(members).toHaveLength(1);
  });

  it("a failed invoice shows as past due and keeps the plan", async () => {
    const { firm, subscriptionId } = await subscribedFirm();
    stripe.changeSubscription(subscriptionId, { status: "past_due" });
    const customer = stripe.subscriptions.get(subscriptionId)!.customer;
    await stripe.deliver(
      stripe.eventFor("invoice.payment_failed", {
        id: "in_failed_1",
        object: "invoice",
        customer,
        subscription: subscriptionId,
      }),
    );
    await waitFor(async () => (await cached(firm.id))?.status === "past_due", hangGuard, "past due");
    expect((await organization(firm.id)).subscription_tier).toBe("business");
    // The owner is warned; a paralegal of the firm is not.
    const owner = (
      await db
        .selectFrom("memberships")
        .select("user_id")
        .where("organization_id", "=", firm.id)
        .where("role", "=", "owner")
        .executeTakeFirstOrThrow()
    ).user_id;
    expect(await listBillingAlerts(owner)).toMatchObject([{ organizationId: firm.id, status: "past_due" }]);
    const paralegal = await person();
    await join(firm.id, paralegal, "paralegal");
    expect(await listBillingAlerts(paralegal.userId)).toEqual([]);
  });

  it("restore keeps a plan that was set to cancel at the end of the period", async () => {
    const { firm, owner, subscriptionId } = await subscribedFirm();
    stripe.changeSubscription(subscriptionId, { cancel_at_period_end: true });
    await stripe.deliver(stripe.eventFor("customer.subscription.updated", stripe.subscriptionSnapshot(subscriptionId)));
    await waitFor(
      async () => (await cached(firm.id))?.cancel_at_period_end === true,
      hangGuard,
      "the scheduled cancellation",
    );
    expect(await listBillingAlerts(owner.userId)).toMatchObject([{ organizationId: firm.id, cancelAtPeriodEnd: true }]);

    const restored = await restoreSubscription({ actor: owner.actor, organizationId: firm.id });
    expect(restored).toMatchObject({ subscriptionId, cancelAtPeriodEnd: false, status: "active" });
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
    expect(await listBillingAlerts(owner.userId)).toEqual([]);
  });

  it("a member added to a business organization raises the quantity, with prorations, and leaving lowers it", async () => {
    const { firm, owner, subscriptionId } = await subscribedFirm(1);
    const invitee = await person();
    const token = "invitation-token-billing";
    const invitation = await db
      .insertInto("invitations")
      .values({
        organization_id: firm.id,
        email: invitee.email,
        role: "attorney",
        invited_by: owner.userId,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    await respondToInvitation(
      db,
      { id: invitee.userId, email: invitee.email, emailVerified: true },
      invitation.id,
      "accept",
    );
    await waitFor(async () => (await organization(firm.id)).seats === 2, hangGuard, "two seats");
    expect(stripe.subscriptions.get(subscriptionId)!.items.data[0]!.quantity).toBe(2);
    const update = stripe.requests
      .filter((request) => request.method === "POST" && request.path === `/v1/subscriptions/${subscriptionId}`)
      .at(-1)!;
    expect(update.body).toMatchObject({ proration_behavior: "create_prorations", items: [{ quantity: "2" }] });

    await removeMember(
      { kind: "member", organizationId: firm.id, userId: owner.userId, email: owner.email, role: "owner" },
      invitee.userId,
    );
    await waitFor(async () => (await organization(firm.id)).seats === 1, hangGuard, "one seat");
    expect(stripe.subscriptions.get(subscriptionId)!.items.data[0]!.quantity).toBe(1);
  });

  it("the daily reconcile repairs a webhook that never arrived", async () => {
    const { firm, subscriptionId } = await subscribedFirm(2);
    stripe.changeSubscription(subscriptionId, { quantity: 7 });
    const schedules = await queue().getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain("reconcile-subscriptions");

    await send("reconcile-subscriptions", {});
    await waitFor(async () => (await organization(firm.id)).seats === 7, hangGuard, "seven seats");
    expect((await cached(firm.id))!.seats).toBe(7);
  });
});

describe("the calls of an organization's billing", () => {
  it("/api/subscription/sync answers {success, subscription} for owners and refuses other members", async () => {
    const { firm, owner, subscriptionId } = await subscribedFirm(2);
    stripe.changeSubscription(subscriptionId, { quantity: 6 });
    const synced = await callJson(syncAction, "/api/subscription/sync", owner.token, { organizationId: firm.id });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({
      success: true,
      subscription: { subscriptionId, status: "active", seats: 6, tier: "business", cancelAtPeriodEnd: false },
    });
    expect((await organization(firm.id)).seats).toBe(6);

    const paralegal = await person();
    await join(firm.id, paralegal, "paralegal");
    const refused = await callJson(syncAction, "/api/subscription/sync", paralegal.token, { organizationId: firm.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: "INSUFFICIENT_PERMISSIONS", title: "Access Denied" });
    const outsider = await person();
    const hidden = await callJson(syncAction, "/api/subscription/sync", outsider.token, { organizationId: firm.id });
    expect(hidden.status).toBe(404);
    const put = await callJson(syncAction, "/api/subscription/sync", owner.token, { organizationId: firm.id }, "PUT");
    expect(put.status).toBe(405);
    expect(put.body).toMatchObject({ success: false, error: "Method not allowed" });
  });

  it("Manage Billing opens the Stripe portal for a business organization, not for a free one", async () => {
    const { firm, owner } = await subscribedFirm();
    const portal = await openBillingPortal(
      { actor: owner.actor, organizationId: firm.id },
      { returnUrl: "/settings/account" },
    );
    const page = await fetch(portal.url);
    expect(await page.text()).toContain("Billing portal");
    const session = [...stripe.portalSessions.values()].at(-1)!;
    expect(session.return_url).toBe(`${appOrigin}/settings/account`);

    const free = await firmWithOwner();
    expect(await refusal(() => openBillingPortal({ actor: free.owner.actor, organizationId: free.firm.id }))).toBe(
      "STRIPE_SUBSCRIPTION_NOT_FOUND",
    );
  });
});
