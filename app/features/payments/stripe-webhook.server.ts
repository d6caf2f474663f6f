import Stripe from "stripe";
import { db, type Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { isMissingStripeResource, stripeClient, stripeWebhookSecret } from "~/lib/stripe.server.ts";
import { getChargeableStripeAccount } from "~/features/business-onboarding/stripe-connect.server.ts";
import {
  inTransaction,
  recordActivity,
  recordMatterStatusChange,
  recordPaymentFailed,
} from "~/features/activity/record-activity.server.ts";
import { refreshCasePdf } from "~/features/case-pdf/refresh-case-pdf.server.ts";
import { viewMatter } from "~/features/matters/matter-view.ts";
import { matterOfOrganization, matterUpdate } from "~/features/matters/conversation-matter.server.ts";
import { isSubscriptionEvent, receiveSubscriptionEvent } from "~/features/billing/receive-subscription-event.server.ts";
import { isUuid } from "~/lib/ids.ts";

/**
 * Stripe tells us a consultation fee was paid (STYLE principle 7): the signature is verified, only
 * the allow-listed event types are looked at, only the session id is kept from the payload, and the
 * session is read again from Stripe before anything is written. The write is idempotent, so
 * Stripe's retries and replayed deliveries change nothing.
 */
export class StripeWebhookError extends DomainError {
  constructor(readonly reason: "NOT_CONFIGURED" | "INVALID_SIGNATURE") {
    super(
      reason === "INVALID_SIGNATURE" ? "VALIDATION_FAILED" : "INTERNAL_ERROR",
      reason === "INVALID_SIGNATURE" ? "Invalid signature" : "Payments are not configured",
    );
    this.name = "StripeWebhookError";
  }
}

/** Stripe's default: a signature more than five minutes old, or dated ahead, is refused. */
const signatureToleranceSeconds = 300;

const paidEventTypes = new Set<string>(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export type WebhookOutcome = { handled: boolean; matterId?: string };

export async function handleStripeWebhook(rawBody: string, signatureHeader: string | null): Promise<WebhookOutcome> {
  const stripe = stripeClient();
  const secret = stripeWebhookSecret();
  if (!stripe || !secret) throw new StripeWebhookError("NOT_CONFIGURED");
  if (!signatureHeader) throw new StripeWebhookError("INVALID_SIGNATURE");

  // Stripe's SDK refuses a signature older than its tolerance, but not one dated in the future: a
  // header signed "an hour from now" would stay replayable for an hour longer than Stripe intends.
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signatureHeader)?.[1]);
  if (!Number.isFinite(signedAt) || signedAt > Date.now() / 1000 + signatureToleranceSeconds)
    throw new StripeWebhookError("INVALID_SIGNATURE");

  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(rawBody, signatureHeader, secret, signatureToleranceSeconds);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError) {
      throw new StripeWebhookError("INVALID_SIGNATURE");
    }
    throw error;
  }

  // Subscriptions (ADR 0033): keep the event id, enqueue a sync; the job re-reads Stripe.
  if (isSubscriptionEvent(event)) return { handled: (await receiveSubscriptionEvent(db, event)).handled };
  if (event.type === "checkout.session.async_payment_failed") return handlePaymentFailed(stripe, event);
  if (!paidEventTypes.has(event.type)) {
    logger.info("payments.webhook.ignored", { eventId: event.id, eventType: event.type });
    return { handled: false };
  }
  const sessionId = (event.data.object as { id?: unknown }).id;
  if (typeof sessionId !== "string" || !isCheckoutSessionId(sessionId)) return { handled: false };

  // Events of a connected account (a Connect endpoint) name it in event.account (ADR 0037).
  const session = await retrieveCheckoutSession(stripe, sessionId, accountOf(event));
  if (!session) {
    logger.warn("payments.webhook.unknown_session", { eventId: event.id, checkoutSessionId: sessionId });
    return { handled: false };
  }
  const result = await markCheckoutSessionPaid(db, session);
  logger.info("payments.webhook.processed", {
    eventId: event.id,
    eventType: event.type,
    checkoutSessionId: sessionId,
    paid: result.paid,
    changed: result.changed,
  });
  return result.paid ? { handled: true, matterId: result.matterId } : { handled: false };
}

/**
 * The visitor is back from Checkout (success_url carries the session id): read the session from
 * Stripe and mark the matter paid if it is, so 'Payment received' shows even before the webhook
 * lands. Only a matter of this organization (and, when given, of this conversation) that holds this
 * session is considered; the query string itself is never trusted.
 */
export async function confirmCheckoutReturn(
  organizationId: string,
  sessionId: string,
  options: { conversationId?: string } = {},
): Promise<{ paid: boolean; matterId?: string }> {
  const stripe = stripeClient();
  if (!stripe || !isCheckoutSessionId(sessionId) || !isUuid(organizationId)) return { paid: false };
  if (options.conversationId !== undefined && !isUuid(options.conversationId)) return { paid: false };
  let query = db
    .selectFrom("matters")
    .select(["id", "payment_id"])
    .where("organization_id", "=", organizationId)
    .where("stripe_checkout_session_id", "=", sessionId);
  if (options.conversationId) query = query.where("conversation_id", "=", options.conversationId);
  const matter = await query.executeTakeFirst();
  if (!matter) return { paid: false };
  if (matter.payment_id) return { paid: true, matterId: matter.id };

  const session = await retrieveCheckoutSession(
    stripe,
    sessionId,
    await getChargeableStripeAccount(db, organizationId),
  );
  if (!session) return { paid: false };
  const result = await markCheckoutSessionPaid(db, session, { organizationId, matterId: matter.id });
  return result.paid ? { paid: true, matterId: result.matterId } : { paid: false };
}

/**
 * Marks the matter that holds this (freshly retrieved) session paid when Stripe says it is paid.
 * The matter is found by its stored session id and must match the session's metadata; the payment
 * id is the PaymentIntent's (the session's id when there is none). An already paid matter is left
 * as it is.
 */
export async function markCheckoutSessionPaid(
  executor: Executor,
  session: Stripe.Checkout.Session,
  expected: { organizationId?: string; matterId?: string } = {},
): Promise<{ paid: boolean; changed: boolean; matterId?: string }> {
  if (session.payment_status !== "paid") return { paid: false, changed: false };
  const organizationId = session.metadata?.organizationId;
  const matterId = session.metadata?.matterId;
  if (!organizationId || !matterId || !isUuid(organizationId) || !isUuid(matterId))
    return { paid: false, changed: false };
  if (expected.organizationId !== undefined && expected.organizationId !== organizationId)
    return { paid: false, changed: false };
  if (expected.matterId !== undefined && expected.matterId !== matterId) return { paid: false, changed: false };

  const paymentId = paymentIdOf(session);
  const updated = await inTransaction(executor, async (trx) => {
    const row = await matterUpdate(trx, { organizationId, matterId }, { payment_id: paymentId })
      .where("stripe_checkout_session_id", "=", session.id)
      .where("payment_id", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const scope = { organizationId, conversationId: row.conversation_id, matterId };
    await recordActivity(trx, {
      ...scope,
      eventType: "payment_completed",
      title: { key: "paymentCompleted" },
      description: { key: "paymentCompleted" },
      actorType: "visitor",
    });
    await recordMatterStatusChange(
      trx,
      scope,
      viewMatter({ ...row, payment_id: null }).status,
      viewMatter(row).status,
      "system",
    );
    await refreshCasePdf(trx, { organizationId, matterId });
    return row;
  });
  if (updated) {
    logger.info("payments.checkout.paid", { organizationId, matterId, checkoutSessionId: session.id });
    return { paid: true, changed: true, matterId };
  }
  const current = await matterOfOrganization(executor, { organizationId, matterId })
    .select(["payment_id"])
    .where("stripe_checkout_session_id", "=", session.id)
    .executeTakeFirst();
  if (current?.payment_id) return { paid: true, changed: false, matterId };
  // Paid, but no matter holds this session (e.g. one replaced after its fee changed): the firm must
  // reconcile it from the Stripe dashboard, where the metadata names the matter.
  logger.warn("payments.checkout.unmatched", { organizationId, matterId, checkoutSessionId: session.id });
  return { paid: false, changed: false };
}

/** An asynchronous payment (e.g. a bank debit) failed: the timeline shows it; nothing else changes. */
async function handlePaymentFailed(stripe: Stripe, event: Stripe.Event): Promise<WebhookOutcome> {
  const sessionId = (event.data.object as { id?: unknown }).id;
  if (typeof sessionId !== "string" || !isCheckoutSessionId(sessionId)) return { handled: false };
  const session = await retrieveCheckoutSession(stripe, sessionId, accountOf(event));
  const organizationId = session?.metadata?.organizationId;
  const matterId = session?.metadata?.matterId;
  if (
    !session ||
    session.payment_status === "paid" ||
    !organizationId ||
    !matterId ||
    !isUuid(organizationId) ||
    !isUuid(matterId)
  ) {
    return { handled: false };
  }
  const matter = await matterOfOrganization(db, { organizationId, matterId })
    .select(["id", "conversation_id"])
    .where("stripe_checkout_session_id", "=", session.id)
    .where("payment_id", "is", null)
    .executeTakeFirst();
  if (!matter) return { handled: false };
  await recordPaymentFailed(db, { organizationId, matterId, conversationId: matter.conversation_id });
  logger.info("payments.webhook.failed", { eventId: event.id, checkoutSessionId: sessionId });
  return { handled: true, matterId };
}

function paymentIdOf(session: Stripe.Checkout.Session): string {
  const intent = session.payment_intent;
  if (typeof intent === "string" && intent) return intent;
  if (intent && typeof intent === "object" && intent.id) return intent.id;
  return session.id;
}

/** The session as Stripe has it now, or null when Stripe does not know it (another account or mode). */
export async function retrieveCheckoutSession(
  stripe: Stripe,
  id: string,
  stripeAccount: string | null = null,
): Promise<Stripe.Checkout.Session | null> {
  try {
    // A session on a firm's connected account (ADR 0037) is read with its Stripe-Account header.
    return await stripe.checkout.sessions.retrieve(id, {}, stripeAccount ? { stripeAccount } : {});
  } catch (error) {
    if (isMissingStripeResource(error)) return null;
    throw error;
  }
}

function accountOf(event: Stripe.Event): string | null {
  return typeof event.account === "string" && /^acct_[A-Za-z0-9]{1,250}$/.test(event.account) ? event.account : null;
}

function isCheckoutSessionId(value: string): boolean {
  return /^cs_[A-Za-z0-9_]{1,250}$/.test(value);
}
