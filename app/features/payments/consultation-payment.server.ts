import { createHash } from "node:crypto";
import type Stripe from "stripe";
import type { Executor } from "../../../db/client.ts";
import type { MatterRow } from "../../../db/tables.ts";
import { env } from "~/lib/env.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { stripeClient } from "~/lib/stripe.server.ts";
import { paymentEmbedOf } from "~/features/matters/matters.server.ts";
import {
  matterOfConversation,
  matterOfOrganization,
  matterUpdate,
} from "~/features/matters/conversation-matter.server.ts";
import { consultationFeeDue } from "~/features/organizations/consultation-fee.server.ts";
import type { PaymentEmbed } from "~/features/matters/schemas.ts";
import { getChargeableStripeAccount } from "~/features/business-onboarding/stripe-connect.server.ts";
import { markCheckoutSessionPaid, retrieveCheckoutSession } from "./stripe-webhook.server.ts";

/**
 * How a matter's consultation fee is collected (ADR 0009), in this order:
 * 1. Stripe configured → one hosted Checkout Session per matter, confirmed by the signed webhook
 *    (or by the success redirect), both of which re-read the session from Stripe. When the firm
 *    has connected its own Stripe account and Stripe has enabled its charges (ADR 0037), the
 *    session is a direct charge on that account (the Stripe-Account header): the fee is the firm's.
 * 2. else the organization's payment link (http/https) → the link is shown; the firm confirms
 *    such payments itself, so the matter stays "payment required" until someone records a payment id.
 * 3. else nobody can take the money → payment_required = false: a matter is never held hostage
 *    to a payment that cannot be made.
 * A matter that is already paid is returned as paid; nothing is created.
 */
export type ConsultationPaymentInput = {
  organizationId: string;
  conversationId: string;
  matterId: string;
  organizationSlug: string;
  organizationName: string;
  /** US dollars, as in the organization config's consultationFee. */
  amountUsd: number;
  description: string;
  /** The organization config's paymentLink. */
  paymentLink: string | null;
};

export type ConsultationPayment =
  | { kind: "checkout"; embed: PaymentEmbed; checkoutSessionId: string }
  | { kind: "link"; embed: PaymentEmbed }
  | { kind: "paid"; embed: PaymentEmbed }
  | { kind: "unavailable"; reason: "no_provider" | "no_fee" };

export async function createConsultationPayment(
  executor: Executor,
  input: ConsultationPaymentInput,
): Promise<ConsultationPayment> {
  if (!Number.isFinite(input.amountUsd) || input.amountUsd < 0) {
    throw new DomainError("VALIDATION_FAILED", "errors:domain.feeNegative", {
      field: "amountUsd",
    });
  }
  const matter = await getScopedMatter(executor, input);
  if (!matter) throw new DomainError("NOT_FOUND", "errors:domain.matterNotFound");
  if (matter.payment_id) return paidResult(matter);

  const amountCents = Math.round(input.amountUsd * 100);
  const description = input.description.trim().slice(0, 500);
  if (amountCents === 0) return markUnavailable(executor, matter, "no_fee");

  const stripe = stripeClient();
  if (stripe) return collectWithCheckout(executor, stripe, matter, input, { amountCents, description });

  const link = httpLink(input.paymentLink);
  if (link) {
    const row = await savePayment(executor, matter, {
      payment_url: link,
      payment_amount_cents: amountCents,
      payment_description: description,
    });
    logger.info("payments.link.offered", { organizationId: matter.organization_id, matterId: matter.id });
    return { kind: "link", embed: embedOf(row) };
  }
  return markUnavailable(executor, matter, "no_provider");
}

type Fee = { amountCents: number; description: string };

async function collectWithCheckout(
  executor: Executor,
  stripe: Stripe,
  matter: MatterRow,
  input: ConsultationPaymentInput,
  fee: Fee,
): Promise<ConsultationPayment> {
  const stripeAccount = await getChargeableStripeAccount(executor, matter.organization_id);
  const onAccount = stripeAccount ? { stripeAccount } : {};
  const previousId = matter.stripe_checkout_session_id;
  if (previousId) {
    const previous = await retrieveCheckoutSession(stripe, previousId, stripeAccount);
    if (previous) {
      if (previous.payment_status === "paid") {
        // Paid, but neither the webhook nor the redirect has been seen yet: settle it now.
        await markCheckoutSessionPaid(executor, previous, { organizationId: matter.organization_id });
        const paid = await getScopedMatter(executor, input);
        if (paid?.payment_id) return paidResult(paid);
      }
      // Complete but not paid: an asynchronous payment method is still settling, and its
      // checkout.session.async_payment_succeeded event will mark the matter paid. Never offer a
      // second session meanwhile (Stripe clears the url of a completed session).
      if (previous.status === "complete")
        return { kind: "checkout", embed: embedOf(matter), checkoutSessionId: previous.id };
      if (
        previous.status === "open" &&
        previous.url &&
        previous.amount_total === fee.amountCents &&
        previous.currency === "usd"
      ) {
        const row = await savePayment(executor, matter, {
          payment_url: previous.url,
          payment_amount_cents: fee.amountCents,
          payment_description: fee.description,
          stripe_checkout_session_id: previous.id,
        });
        return { kind: "checkout", embed: embedOf(row), checkoutSessionId: previous.id };
      }
      // Still open for another amount (the fee changed): close it, so only one session can be paid.
      if (previous.status === "open") await stripe.checkout.sessions.expire(previous.id, {}, onAccount);
    }
  }

  const params = checkoutParams(matter, input, fee);
  const session = await stripe.checkout.sessions.create(params, {
    idempotencyKey: idempotencyKey(matter.id, previousId, params, stripeAccount),
    ...onAccount,
  });
  if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
  const row = await savePayment(executor, matter, {
    payment_url: session.url,
    payment_amount_cents: fee.amountCents,
    payment_description: fee.description,
    stripe_checkout_session_id: session.id,
  });
  logger.info("payments.checkout.created", {
    organizationId: matter.organization_id,
    matterId: matter.id,
    checkoutSessionId: session.id,
    connected: stripeAccount !== null,
  });
  return { kind: "checkout", embed: embedOf(row), checkoutSessionId: session.id };
}

function checkoutParams(
  matter: MatterRow,
  input: ConsultationPaymentInput,
  fee: Fee,
): Stripe.Checkout.SessionCreateParams {
  const base = env().APP_URL.replace(/\/+$/, "");
  const organization = encodeURIComponent(input.organizationSlug);
  return {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: fee.amountCents,
          product_data: {
            name: `Consultation fee – ${input.organizationName}`.slice(0, 250),
            // Stripe refuses an empty description.
            ...(fee.description ? { description: fee.description } : {}),
          },
        },
      },
    ],
    metadata: { organizationId: matter.organization_id, matterId: matter.id, matterNumber: matter.matter_number },
    client_reference_id: matter.id,
    // {CHECKOUT_SESSION_ID} is filled in by Stripe, so it must stay unencoded.
    success_url: `${base}/?organizationId=${organization}&payment=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${base}/?organizationId=${organization}&payment=cancelled`,
  };
}

/**
 * One key per matter and attempt: the attempt is named by the session it replaces and by the
 * parameters, so a retried call returns Stripe's first answer instead of a second session, while a
 * changed fee never collides with an earlier request (Stripe refuses a key reused with other params).
 */
function idempotencyKey(
  matterId: string,
  previousSessionId: string | null,
  params: Stripe.Checkout.SessionCreateParams,
  stripeAccount: string | null,
): string {
  const digest = createHash("sha256").update(JSON.stringify({ params, stripeAccount })).digest("hex").slice(0, 16);
  return `parley-consultation:${matterId}:${previousSessionId ?? "first"}:${digest}`;
}

function getScopedMatter(
  executor: Executor,
  input: Pick<ConsultationPaymentInput, "organizationId" | "conversationId" | "matterId">,
) {
  return matterOfConversation(executor, input).selectAll().where("id", "=", input.matterId).executeTakeFirst();
}

type PaymentFields = {
  payment_url: string;
  payment_amount_cents: number;
  payment_description: string;
  stripe_checkout_session_id?: string;
};

/** Records how the fee is collected; never touches a matter that has been paid meanwhile. */
async function savePayment(executor: Executor, matter: MatterRow, fields: PaymentFields): Promise<MatterRow> {
  const row = await matterUpdate(
    executor,
    { organizationId: matter.organization_id, matterId: matter.id },
    { ...fields, payment_required: true },
  )
    .where("payment_id", "is", null)
    .returningAll()
    .executeTakeFirst();
  return row ?? (await reread(executor, matter));
}

async function markUnavailable(
  executor: Executor,
  matter: MatterRow,
  reason: "no_provider" | "no_fee",
): Promise<ConsultationPayment> {
  const row = await matterUpdate(
    executor,
    { organizationId: matter.organization_id, matterId: matter.id },
    {
      payment_required: false,
      payment_url: null,
      payment_amount_cents: null,
      payment_description: null,
    },
  )
    .where("payment_id", "is", null)
    .returningAll()
    .executeTakeFirst();
  if (!row) return paidResult(await reread(executor, matter));
  logger.info("payments.unavailable", { organizationId: matter.organization_id, matterId: matter.id, reason });
  return { kind: "unavailable", reason };
}

async function reread(executor: Executor, matter: MatterRow): Promise<MatterRow> {
  return matterOfOrganization(executor, { organizationId: matter.organization_id, matterId: matter.id })
    .selectAll()
    .executeTakeFirstOrThrow();
}

function paidResult(matter: MatterRow): ConsultationPayment {
  return { kind: "paid", embed: embedOf(matter) };
}

function embedOf(matter: MatterRow): PaymentEmbed {
  return (
    paymentEmbedOf(matter) ?? {
      paymentUrl: matter.payment_url ?? "",
      amount: (matter.payment_amount_cents ?? 0) / 100,
      description: matter.payment_description ?? "",
      paymentId: matter.payment_id,
    }
  );
}

function httpLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a matter of this organization waits for the consultation fee: only when the firm asks
 * for one and someone can take it (Stripe, or the firm's payment link). ADR 0009.
 */
export function consultationFeeRequired(config: {
  requiresPayment: boolean;
  consultationFee: number;
  paymentLink: string | null;
}): boolean {
  return consultationFeeDue(config);
}
