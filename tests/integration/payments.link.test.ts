import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import type { Organization } from "../../db/tables.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { createMatter, viewMatter } from "../../app/features/matters/matters.server.ts";
import { createOrganization } from "../../app/features/organizations/create-organization.server.ts";
import { createConsultationPayment } from "../../app/features/payments/consultation-payment.server.ts";
import { confirmCheckoutReturn } from "../../app/features/payments/stripe-webhook.server.ts";
import { stripeConfigured } from "../../app/lib/stripe.server.ts";
import { action as stripeWebhookAction } from "../../app/routes/api/payments/stripe-webhook.ts";

beforeAll(() => {
  // Before the first env() read: no Stripe in this file, whatever the shell has.
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_API_BASE;
});

let counter = 0;
async function matterWithFirm(paymentLink: string | null) {
  counter += 1;
  const organization = await createOrganization(db, {
    slug: `link-law-${counter}`,
    name: "Link Law",
    config: { consultationFee: 75, requiresPayment: true, paymentLink },
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
    {
      service: "Employment",
      matterSummary: "Dismissed after reporting unpaid overtime; the employer withholds the final paycheck.",
    },
  );
  return { organization, matter };
}

function input(
  organization: Organization,
  matter: { id: string; conversation_id: string },
  paymentLink: string | null,
  amountUsd = 75,
) {
  return {
    organizationId: organization.id,
    conversationId: matter.conversation_id,
    matterId: matter.id,
    organizationSlug: organization.slug,
    organizationName: organization.name,
    amountUsd,
    description: "Initial consultation",
    paymentLink,
  };
}

function row(id: string) {
  return db.selectFrom("matters").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("consultation fee without Stripe", () => {
  it("the firm's payment link is offered, and the matter stays payment-required until the firm confirms it", async () => {
    expect(stripeConfigured()).toBe(false);
    const link = "https://pay.example.test/smith-law/consultation";
    const { organization, matter } = await matterWithFirm(link);
    const result = await createConsultationPayment(db, input(organization, matter, link));
    expect(result).toEqual({
      kind: "link",
      embed: { paymentUrl: link, amount: 75, description: "Initial consultation", paymentId: null },
    });

    const stored = await row(matter.id);
    expect(stored).toMatchObject({
      payment_required: true,
      payment_url: link,
      payment_amount_cents: 7_500,
      payment_id: null,
      stripe_checkout_session_id: null,
    });
    const view = viewMatter(stored);
    expect(view.paymentRequired).toBe(true);
    expect(view.status).toBe("incomplete");
  });

  it("with neither Stripe nor a payment link, no payment is required", async () => {
    const { organization, matter } = await matterWithFirm(null);
    expect(await createConsultationPayment(db, input(organization, matter, null))).toEqual({
      kind: "unavailable",
      reason: "no_provider",
    });
    const stored = await row(matter.id);
    expect(stored).toMatchObject({ payment_required: false, payment_url: null, payment_amount_cents: null });
    expect(viewMatter(stored).payment).toBeNull();
  });

  it("a payment link that is not http or https is not offered", async () => {
    const { organization, matter } = await matterWithFirm("ftp://files.example.test/pay");
    expect(
      await createConsultationPayment(db, input(organization, matter, "ftp://files.example.test/pay")),
    ).toMatchObject({ kind: "unavailable" });
    expect((await row(matter.id)).payment_required).toBe(false);
  });

  it("a zero fee requires no payment, and a negative one is refused", async () => {
    const link = "https://pay.example.test/free";
    const { organization, matter } = await matterWithFirm(link);
    expect(await createConsultationPayment(db, input(organization, matter, link, 0))).toEqual({
      kind: "unavailable",
      reason: "no_fee",
    });
    expect((await row(matter.id)).payment_required).toBe(false);
    await expect(createConsultationPayment(db, input(organization, matter, link, -5))).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });
  });

  it("a matter of another organization cannot be given a payment", async () => {
    const link = "https://pay.example.test/a";
    const a = await matterWithFirm(link);
    const b = await matterWithFirm(link);
    await expect(createConsultationPayment(db, input(a.organization, b.matter, link))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await row(b.matter.id)).payment_url).toBeNull();
  });

  it("the webhook answers 503 and the success redirect confirms nothing", async () => {
    const response = await stripeWebhookAction({
      request: new Request("http://localhost/api/payments/stripe-webhook", {
        method: "POST",
        headers: { "stripe-signature": "t=1,v1=00" },
        body: "{}",
      }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Payments are not configured" });
    const { organization } = await matterWithFirm(null);
    expect(await confirmCheckoutReturn(organization.id, "cs_test_anything")).toEqual({ paid: false });
  });
});
