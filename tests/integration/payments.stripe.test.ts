import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import type { Organization } from "../../db/tables.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { intakeCookie } from "../../app/lib/intake-cookie.server.ts";
import { createMatter, viewMatter } from "../../app/features/matters/matters.server.ts";
import { createOrganization } from "../../app/features/organizations/create-organization.server.ts";
import { createConsultationPayment } from "../../app/features/payments/consultation-payment.server.ts";
import { confirmCheckoutReturn, handleStripeWebhook } from "../../app/features/payments/stripe-webhook.server.ts";
import { loader as intakeLoader } from "../../app/routes/intake/index.tsx";
import { routeContext } from "../support/intake-client.ts";
import { stripeClient } from "../../app/lib/stripe.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import type { FakeStripe } from "../fakes/stripe.ts";
import Stripe from "stripe";
import { type FakeStripeSetup, startFakeStripeSetup } from "../support/fake-stripe.ts";

const webhookSecret = "whsec_parley_test";
let setup: FakeStripeSetup;
let stripe: FakeStripe;
let webhookUrl: string;

beforeAll(async () => {
  setup = await startFakeStripeSetup({ webhookSecret });
  ({ stripe, webhookUrl } = setup);
});

afterAll(async () => {
  await setup?.stop();
});

let counter = 0;
async function firm(name = "Smith Family Law"): Promise<Organization> {
  counter += 1;
  return createOrganization(db, {
    slug: `smith-law-${counter}`,
    name,
    config: { consultationFee: 150, requiresPayment: true, paymentLink: null },
  });
}

async function matterOf(organization: Organization) {
  const { session } = await createIntakeSession(organization.id);
  const conversation = await ensureConversation(db, session);
  const { matter } = await createMatter(
    db,
    {
      organizationId: organization.id,
      conversationId: conversation.id,
      organizationSlug: organization.slug,
      paymentRequired: true,
    },
    { service: "Family", matterSummary: "Divorce with two children; the other parent has moved to another state." },
  );
  return matter;
}

function paymentInput(organization: Organization, matter: { id: string; conversation_id: string }, amountUsd = 150) {
  return {
    organizationId: organization.id,
    conversationId: matter.conversation_id,
    matterId: matter.id,
    organizationSlug: organization.slug,
    organizationName: organization.name,
    amountUsd,
    description: "Initial consultation",
    paymentLink: null,
  };
}

function row(id: string) {
  return db.selectFrom("matters").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function checkoutFor(organization: Organization) {
  const matter = await matterOf(organization);
  const result = await createConsultationPayment(db, paymentInput(organization, matter));
  if (result.kind !== "checkout") throw new Error(`expected a checkout session, got ${result.kind}`);
  return { matter, sessionId: result.checkoutSessionId, result };
}

function postWebhook(payload: string, signature: string | null) {
  return fetch(webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "stripe-signature": signature }) },
    body: payload,
  });
}

describe("consultation fee through Stripe Checkout", () => {
  it("a checkout session is created for the fee in cents and stored on the matter", async () => {
    const organization = await firm();
    const matter = await matterOf(organization);
    const result = await createConsultationPayment(db, paymentInput(organization, matter, 149.99));

    expect(result.kind).toBe("checkout");
    if (result.kind !== "checkout") return;
    const session = stripe.sessions.get(result.checkoutSessionId)!;
    expect(session.amount_total).toBe(14_999);
    expect(session.currency).toBe("usd");
    expect(session.metadata).toEqual({
      organizationId: organization.id,
      matterId: matter.id,
      matterNumber: matter.matter_number,
    });
    expect(session.client_reference_id).toBe(matter.id);
    expect(session.success_url).toBe(
      `http://parley.test/?organizationId=${organization.slug}&payment=success&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`http://parley.test/?organizationId=${organization.slug}&payment=cancelled`);
    const create = stripe.requests.find(
      (request) =>
        request.method === "POST" &&
        request.path === "/v1/checkout/sessions" &&
        request.body.client_reference_id === matter.id,
    )!;
    expect(create.idempotencyKey).toContain(matter.id);
    expect(create.body.line_items).toEqual([
      {
        quantity: "1",
        price_data: {
          currency: "usd",
          unit_amount: "14999",
          product_data: { name: "Consultation fee – Smith Family Law", description: "Initial consultation" },
        },
      },
    ]);

    expect(result.embed).toEqual({
      paymentUrl: session.url,
      amount: 149.99,
      description: "Initial consultation",
      paymentId: null,
    });
    const stored = await row(matter.id);
    expect(stored).toMatchObject({
      payment_required: true,
      payment_amount_cents: 14_999,
      payment_description: "Initial consultation",
      payment_url: `${stripe.url}/pay/${session.id}`,
      payment_id: null,
      stripe_checkout_session_id: session.id,
    });
    expect(viewMatter(stored).status).toBe("incomplete");
  });

  it("asking again for the same matter reuses its open session", async () => {
    const organization = await firm();
    const { matter, sessionId } = await checkoutFor(organization);
    const creates = () =>
      stripe.requests.filter((request) => request.method === "POST" && request.body.client_reference_id === matter.id)
        .length;
    expect(creates()).toBe(1);

    const again = await createConsultationPayment(db, paymentInput(organization, matter));
    expect(again.kind === "checkout" && again.checkoutSessionId).toBe(sessionId);
    expect(creates()).toBe(1);
    expect(
      stripe.requests.some(
        (request) => request.method === "GET" && request.path === `/v1/checkout/sessions/${sessionId}`,
      ),
    ).toBe(true);
  });

  it("an expired session is replaced by a new one, and a changed fee closes the old session", async () => {
    const organization = await firm();
    const { matter, sessionId } = await checkoutFor(organization);
    stripe.expire(sessionId);
    const renewed = await createConsultationPayment(db, paymentInput(organization, matter));
    expect(renewed.kind).toBe("checkout");
    if (renewed.kind !== "checkout") return;
    expect(renewed.checkoutSessionId).not.toBe(sessionId);
    expect((await row(matter.id)).stripe_checkout_session_id).toBe(renewed.checkoutSessionId);

    const repriced = await createConsultationPayment(db, paymentInput(organization, matter, 200));
    expect(repriced.kind === "checkout" && repriced.checkoutSessionId).not.toBe(renewed.checkoutSessionId);
    expect(stripe.sessions.get(renewed.checkoutSessionId)!.status).toBe("expired");
    expect(repriced.kind === "checkout" && repriced.embed.amount).toBe(200);
    expect((await row(matter.id)).payment_amount_cents).toBe(20_000);
  });

  it("paying marks the matter paid with the payment intent id, after Stripe is read again", async () => {
    const organization = await firm();
    const { matter, sessionId } = await checkoutFor(organization);
    const readsBefore = stripe.requests.filter(
      (request) => request.method === "GET" && request.path.endsWith(sessionId),
    ).length;

    const { session, delivery } = await stripe.pay(sessionId);
    expect(delivery?.status).toBe(200);
    expect(JSON.parse(delivery!.body)).toEqual({ received: true, handled: true });
    expect(
      stripe.requests.filter((request) => request.method === "GET" && request.path.endsWith(sessionId)).length,
    ).toBe(readsBefore + 1);

    const paid = await row(matter.id);
    expect(paid.payment_id).toBe(session.payment_intent);
    expect(paid.payment_id).toMatch(/^pi_/);
    expect(viewMatter(paid).payment).toMatchObject({ paymentId: session.payment_intent, amount: 150 });

    // Already paid: nothing new is created, the paid embed comes back.
    const requestCount = stripe.requests.length;
    const again = await createConsultationPayment(db, paymentInput(organization, matter));
    expect(again).toEqual({
      kind: "paid",
      embed: expect.objectContaining({ paymentId: session.payment_intent, amount: 150 }),
    });
    expect(stripe.requests.length).toBe(requestCount);
  });

  it("a forged, missing or tampered signature is refused and changes nothing", async () => {
    const organization = await firm();
    const { matter, sessionId } = await checkoutFor(organization);
    await stripe.pay(sessionId, { deliver: false });
    const genuine = stripe.signedEvent("checkout.session.completed", sessionId);
    const forged = stripe.signedEvent("checkout.session.completed", sessionId, {}, "whsec_not_the_secret");

    const wrongSecret = await postWebhook(forged.payload, forged.signature);
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual({ error: "Invalid signature" });
    expect((await postWebhook(genuine.payload, null)).status).toBe(400);
    const tampered = genuine.payload.replace(sessionId, `${sessionId}x`);
    expect((await postWebhook(tampered, genuine.signature)).status).toBe(400);
    await expect(handleStripeWebhook(genuine.payload, "t=1,v1=deadbeef")).rejects.toMatchObject({
      reason: "INVALID_SIGNATURE",
    });
    // Correctly signed, but dated an hour ahead: refused like an old one.
    const ahead = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({
      payload: genuine.payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) + 3600,
    });
    expect((await postWebhook(genuine.payload, ahead)).status).toBe(400);

    expect((await row(matter.id)).payment_id).toBeNull();
  });

  it("an event claiming payment for a session Stripe reports unpaid changes nothing", async () => {
    const organization = await firm();
    const { matter, sessionId } = await checkoutFor(organization);
    // Correctly signed, but its payload says paid; Stripe, read again, says the session is still open.
    const claim = stripe.signedEvent("checkout.session.completed", sessionId, {
      payment_status: "paid",
      status: "complete",
      payment_intent: "pi_claimed",
    });
    const response = await postWebhook(claim.payload, claim.signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, handled: false });
    expect((await row(matter.id)).payment_id).toBeNull();
  });

  it("event types outside the allow-list are acknowledged and ignored", async () => {
    const organization = await firm();
    const { matter, sessionId } = await checkoutFor(organization);
    await stripe.pay(sessionId, { deliver: false });
    const other = stripe.signedEvent("checkout.session.expired", sessionId);
    const response = await postWebhook(other.payload, other.signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, handled: false });
    expect((await row(matter.id)).payment_id).toBeNull();
  });

  it("a replayed event is harmless", async () => {
    const organization = await firm();
    const { matter, sessionId } = await checkoutFor(organization);
    await stripe.pay(sessionId, { deliver: false });
    const event = stripe.signedEvent("checkout.session.completed", sessionId);
    expect((await postWebhook(event.payload, event.signature)).status).toBe(200);
    const first = await row(matter.id);
    expect(first.payment_id).toMatch(/^pi_/);

    const replay = await postWebhook(event.payload, event.signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, handled: true });
    const async = stripe.signedEvent("checkout.session.async_payment_succeeded", sessionId);
    expect(await handleStripeWebhook(async.payload, async.signature)).toEqual({ handled: true, matterId: matter.id });
    const after = await row(matter.id);
    expect(after.payment_id).toBe(first.payment_id);
    expect(after.updated_at).toEqual(first.updated_at);
  });

  it("a matter of another organization is never touched", async () => {
    const firmA = await firm("Alpha Law");
    const firmB = await firm("Beta Law");
    const a = await checkoutFor(firmA);
    const b = await checkoutFor(firmB);

    // A session created elsewhere in the same Stripe account whose metadata names firm B's matter.
    const spoof = await stripeClient()!.checkout.sessions.create({
      mode: "payment",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 100, product_data: { name: "Other" } } }],
      metadata: { organizationId: firmB.id, matterId: b.matter.id },
      success_url: "http://elsewhere.test/",
    });
    const spoofPaid = await stripe.pay(spoof.id);
    expect(spoofPaid.delivery?.status).toBe(200);
    expect((await row(b.matter.id)).payment_id).toBeNull();

    // Firm A's visitor pays; the success redirect is confirmed only within firm A.
    await stripe.pay(a.sessionId, { deliver: false });
    expect(await confirmCheckoutReturn(firmB.id, a.sessionId)).toEqual({ paid: false });
    expect((await row(a.matter.id)).payment_id).toBeNull();
    expect(await confirmCheckoutReturn(firmA.id, a.sessionId, { conversationId: b.matter.conversation_id })).toEqual({
      paid: false,
    });
    expect(await confirmCheckoutReturn(firmA.id, a.sessionId, { conversationId: a.matter.conversation_id })).toEqual({
      paid: true,
      matterId: a.matter.id,
    });
    expect((await row(a.matter.id)).payment_id).toBe(stripe.sessions.get(a.sessionId)!.payment_intent);
    expect((await row(b.matter.id)).payment_id).toBeNull();
    expect((await row(b.matter.id)).stripe_checkout_session_id).toBe(b.sessionId);
  });

  it("back from a paid checkout, the visitor lands on the clean page with 'Payment received'; unpaid, without it", async () => {
    const organization = await createTestOrganization({
      config: { consultationFee: 150, requiresPayment: true, paymentLink: null },
    });
    const { session, token } = await createIntakeSession(organization.id);
    const conversation = await ensureConversation(db, session);
    const { matter } = await createMatter(
      db,
      {
        organizationId: organization.id,
        conversationId: conversation.id,
        organizationSlug: organization.slug,
        paymentRequired: true,
      },
      { service: "Family", matterSummary: "Divorce with two children; the other parent has moved to another state." },
    );
    const result = await createConsultationPayment(db, paymentInput(organization, matter));
    if (result.kind !== "checkout") throw new Error(`expected a checkout session, got ${result.kind}`);
    const cookie = (await intakeCookie(organization.id).serialize(token)).split(";")[0]!;
    const comeBack = async () => {
      const request = new Request(
        `http://localhost:3000/?organizationId=${organization.slug}&payment=success&session_id=${result.checkoutSessionId}`,
        { headers: { Cookie: cookie } },
      );
      const response = (await intakeLoader({ request, context: routeContext(), params: {} } as never).catch(
        (thrown: unknown) => thrown,
      )) as Response;
      const toasts = response.headers
        .getSetCookie()
        .filter((value) => value.startsWith("parley-toast="))
        .map(
          (value) =>
            JSON.parse(
              Buffer.from(value.split(";")[0]!.slice("parley-toast=".length), "base64url").toString("utf8"),
            ) as { title: string },
        );
      return { status: response.status, location: response.headers.get("Location"), toasts };
    };

    expect(await comeBack()).toEqual({ status: 302, location: `/?organizationId=${organization.slug}`, toasts: [] });
    await stripe.pay(result.checkoutSessionId, { deliver: false });
    expect(await comeBack()).toEqual({
      status: 302,
      location: `/?organizationId=${organization.slug}`,
      toasts: [
        { type: "success", title: "Payment received", description: "Thank you. Your consultation fee is paid." },
      ],
    });
    expect((await row(matter.id)).payment_id).not.toBeNull();
  });

  it("the success redirect with an unknown or malformed session id reveals nothing", async () => {
    const organization = await firm();
    const { sessionId } = await checkoutFor(organization);
    expect(await confirmCheckoutReturn(organization.id, "cs_test_unknown")).toEqual({ paid: false });
    expect(await confirmCheckoutReturn(organization.id, "not a session")).toEqual({ paid: false });
    expect(await confirmCheckoutReturn(organization.id, sessionId)).toEqual({ paid: false });
  });

  it("a session paid before the webhook arrives is settled when the payment is asked for again", async () => {
    const organization = await firm();
    const { matter, sessionId } = await checkoutFor(organization);
    const { session } = await stripe.pay(sessionId, { deliver: false });
    const result = await createConsultationPayment(db, paymentInput(organization, matter));
    expect(result).toEqual({ kind: "paid", embed: expect.objectContaining({ paymentId: session.payment_intent }) });
  });
});
