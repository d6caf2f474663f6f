import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { createMatter } from "../../app/features/matters/matters.server.ts";
import { createConsultationPayment } from "../../app/features/payments/consultation-payment.server.ts";
import { handleStripeWebhook } from "../../app/features/payments/stripe-webhook.server.ts";
import type { FakeStripe } from "../fakes/stripe.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { type FakeStripeSetup, startFakeStripeSetup } from "../support/fake-stripe.ts";

const webhookSecret = "whsec_parley_activity";
let setup: FakeStripeSetup;
let stripe: FakeStripe;

beforeAll(async () => {
  // Events are handed to the webhook handler directly; the fake never needs to deliver.
  setup = await startFakeStripeSetup({ webhookSecret, deliver: false });
  stripe = setup.stripe;
});

afterAll(async () => {
  await setup?.stop();
});

async function checkout() {
  const organization = await createTestOrganization({
    config: { consultationFee: 150, requiresPayment: true, paymentLink: null },
  });
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
  const payment = await createConsultationPayment(db, {
    organizationId: organization.id,
    conversationId: conversation.id,
    matterId: matter.id,
    organizationSlug: organization.slug,
    organizationName: organization.name,
    amountUsd: 150,
    description: "Initial consultation",
    paymentLink: null,
  });
  if (payment.kind !== "checkout") throw new Error(`expected a checkout session, got ${payment.kind}`);
  return { organization, session, matter, checkoutSessionId: payment.checkoutSessionId };
}

function events(organizationId: string) {
  return db
    .selectFrom("activity_events")
    .select(["event_type", "title_key", "actor_type", "matter_id", "intake_session_id"])
    .where("organization_id", "=", organizationId)
    .orderBy("event_date")
    .orderBy("id")
    .execute();
}

describe("payment activity", () => {
  it("a paid checkout records payment_completed once, on the visitor's session, however often Stripe repeats it", async () => {
    const { organization, session, matter, checkoutSessionId } = await checkout();
    await stripe.pay(checkoutSessionId, { deliver: false });
    const event = stripe.signedEvent("checkout.session.completed", checkoutSessionId);
    expect(await handleStripeWebhook(event.payload, event.signature)).toEqual({ handled: true, matterId: matter.id });
    expect(await handleStripeWebhook(event.payload, event.signature)).toEqual({ handled: true, matterId: matter.id });
    const paid = (await events(organization.id)).filter((row) => row.event_type === "payment_completed");
    expect(paid).toEqual([
      {
        event_type: "payment_completed",
        title_key: "paymentCompleted",
        actor_type: "visitor",
        matter_id: matter.id,
        intake_session_id: session.id,
      },
    ]);
  });

  it("an asynchronous payment that fails records payment_failed and leaves the matter unpaid", async () => {
    const { organization, session, matter, checkoutSessionId } = await checkout();
    const event = stripe.signedEvent("checkout.session.async_payment_failed", checkoutSessionId);
    expect(await handleStripeWebhook(event.payload, event.signature)).toEqual({ handled: true, matterId: matter.id });
    const failed = (await events(organization.id)).filter((row) => row.event_type === "payment_failed");
    expect(failed).toEqual([
      {
        event_type: "payment_failed",
        title_key: "paymentFailed",
        actor_type: "system",
        matter_id: matter.id,
        intake_session_id: session.id,
      },
    ]);
    const row = await db
      .selectFrom("matters")
      .select("payment_id")
      .where("id", "=", matter.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_id).toBeNull();
  });
});
