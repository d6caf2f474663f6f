import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { createMatter } from "../../app/features/matters/matters.server.ts";
import { createOrganization } from "../../app/features/organizations/create-organization.server.ts";
import { createConsultationPayment } from "../../app/features/payments/consultation-payment.server.ts";
import { confirmCheckoutReturn } from "../../app/features/payments/stripe-webhook.server.ts";
import type { FakeStripe } from "../fakes/stripe.ts";
import { type FakeStripeSetup, startFakeStripeSetup } from "../support/fake-stripe.ts";

/**
 * ADR 0037: once a firm has connected its Stripe account and Stripe enabled its charges, the
 * consultation fee is a direct charge on that account (Stripe-Account header), and the Connect
 * webhook and the success redirect read the session on that account.
 */
const webhookSecret = "whsec_connected_test";
let setup: FakeStripeSetup;
let stripe: FakeStripe;

beforeAll(async () => {
  setup = await startFakeStripeSetup({ webhookSecret });
  stripe = setup.stripe;
});

afterAll(async () => {
  await setup?.stop();
});

let counter = 0;
async function firmWithAccount(chargesEnabled: boolean) {
  counter += 1;
  const organization = await createOrganization(db, {
    slug: `connected-law-${counter}`,
    name: "Connected Law",
    config: { consultationFee: 150, requiresPayment: true, paymentLink: null },
  });
  const created = stripe.connect.api(
    "POST",
    "/v1/accounts",
    { type: "standard", metadata: { organizationId: organization.id } },
    null,
  )!;
  const accountId = (created.response as { id: string }).id;
  if (chargesEnabled) stripe.connect.complete(accountId);
  await db
    .insertInto("business_onboarding")
    .values({
      organization_id: organization.id,
      stripe_account_id: accountId,
      stripe_charges_enabled: chargesEnabled,
      stripe_details_submitted: chargesEnabled,
    })
    .execute();
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
    { service: "Family", matterSummary: "Custody schedule after a move to another state." },
  );
  const input = {
    organizationId: organization.id,
    conversationId: conversation.id,
    matterId: matter.id,
    organizationSlug: organization.slug,
    organizationName: organization.name,
    amountUsd: 150,
    description: "Initial consultation",
    paymentLink: null,
  };
  return { organization, accountId, matter, input, conversationId: conversation.id };
}

describe("the consultation fee on the firm's connected account", () => {
  it("is charged on the connected account, and the Connect webhook marks the matter paid", async () => {
    const { accountId, matter, input } = await firmWithAccount(true);
    const result = await createConsultationPayment(db, input);
    if (result.kind !== "checkout") throw new Error(`expected checkout, got ${result.kind}`);
    const create = stripe.requests.find(
      (request) => request.path === "/v1/checkout/sessions" && request.body.client_reference_id === matter.id,
    )!;
    expect(create.stripeAccount).toBe(accountId);
    expect(stripe.sessionAccounts.get(result.checkoutSessionId)).toBe(accountId);

    // Asked again, the open session is found on the same account (not created twice).
    const again = await createConsultationPayment(db, input);
    expect(again).toMatchObject({ kind: "checkout", checkoutSessionId: result.checkoutSessionId });

    const { delivery } = await stripe.pay(result.checkoutSessionId);
    expect(delivery?.status).toBe(200);
    const paid = await db
      .selectFrom("matters")
      .select(["payment_id"])
      .where("id", "=", matter.id)
      .executeTakeFirstOrThrow();
    expect(paid.payment_id).toMatch(/^pi_/);
  });

  it("the success redirect reads the session on the connected account", async () => {
    const { organization, matter, input, conversationId } = await firmWithAccount(true);
    const result = await createConsultationPayment(db, input);
    if (result.kind !== "checkout") throw new Error(`expected checkout, got ${result.kind}`);
    await stripe.pay(result.checkoutSessionId, { deliver: false });
    expect(await confirmCheckoutReturn(organization.id, result.checkoutSessionId, { conversationId })).toEqual({
      paid: true,
      matterId: matter.id,
    });
  });

  it("an account whose charges Stripe has not enabled is not used", async () => {
    const { matter, input } = await firmWithAccount(false);
    const result = await createConsultationPayment(db, input);
    expect(result.kind).toBe("checkout");
    const create = stripe.requests.find(
      (request) => request.path === "/v1/checkout/sessions" && request.body.client_reference_id === matter.id,
    )!;
    expect(create.stripeAccount).toBeNull();
  });
});
