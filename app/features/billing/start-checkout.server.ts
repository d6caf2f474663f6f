import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { db, type Db } from "../../../db/client.ts";
import type { Organization } from "../../../db/tables.ts";
import { DomainError } from "~/lib/errors.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { isMissingStripeResource } from "~/lib/stripe.server.ts";
import { type BillingActor, countMembers, requireBillingManager } from "./billing-access.server.ts";
import { requireBillingConfig, sameOriginUrl } from "./billing-config.server.ts";
import type { BillingInterval } from "./plans.ts";
import { canManageBilling, isTier } from "./plans.ts";
import { seatCount } from "./schemas.ts";

export type StartCheckoutInput = {
  plan: string;
  interval: BillingInterval;
  seats: unknown;
  successUrl?: string;
  cancelUrl?: string;
};

/**
 * Continue in the cart: a Stripe Checkout Session in subscription mode for Business seats. Only an
 * owner or admin with a verified e-mail may start it; an organization already on business or
 * enterprise gets SUBSCRIPTION_ALREADY_ACTIVE (the edge opens the portal instead). The
 * organization's Stripe customer is created once (an idempotency key on the organization id) and
 * reused; the quantity is the seats asked for, never below the member count. Nothing about the
 * tier is written here: the webhook and the sync do that from Stripe's answer (ADR 0033).
 */
export async function startCheckout(
  { actor, organizationId }: { actor: BillingActor; organizationId: string },
  input: StartCheckoutInput,
  now = new Date(),
): Promise<{ url: string; sessionId: string; quantity: number }> {
  const { stripe, prices } = requireBillingConfig();
  if (input.plan !== "business") {
    throw new DomainError(
      "INVALID_PLAN_TYPE",
      isTier(input.plan) ? "errors:domain.planNotForSale" : "errors:domain.unknownPlan",
    );
  }
  const seats = seatCount(input.seats);
  if (seats === null) throw new DomainError("INVALID_SEAT_COUNT");
  const { organization } = await requireBillingManager(db, actor, organizationId);
  // Business seats are for a firm's organization, whose intake page the business onboarding sets up.
  if (organization.is_personal) throw new DomainError("INVALID_ORGANIZATION_ID", "errors:domain.businessNeedsFirm");
  if (!actor.emailVerified) {
    throw new DomainError("EMAIL_VERIFICATION_REQUIRED", "errors:domain.verifyEmailBeforeUpgrade");
  }
  if (canManageBilling(organization.subscription_tier)) {
    throw new DomainError("SUBSCRIPTION_ALREADY_ACTIVE");
  }
  const quantity = Math.max(seats, await countMembers(db, organization.id));
  const price = prices[input.interval];

  const customerId = await ensureCustomer(db, stripe, organization, actor);
  const successUrl = sameOriginUrl(
    input.successUrl,
    `/business-onboarding?organizationId=${organization.id}&sync=1&session_id={CHECKOUT_SESSION_ID}`,
  );
  const cancelUrl = sameOriginUrl(input.cancelUrl, `/settings/account?organizationId=${organization.id}&cancelled=1`);
  // A double-clicked Continue (or a retried request) gets the same session back, for ten minutes.
  const window = Math.floor(now.getTime() / 600_000);
  const idempotencyKey = `checkout:${organization.id}:${digest([actor.id, price, quantity, successUrl, cancelUrl, window])}`;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer: customerId,
        client_reference_id: organization.id,
        line_items: [{ price, quantity }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { organizationId: organization.id },
        subscription_data: { metadata: { organizationId: organization.id, tier: "business" } },
      },
      { idempotencyKey },
    );
  } catch (error) {
    logger.warn("billing.checkout.failed", { organizationId: organization.id, ...describeError(error) });
    throw new DomainError("STRIPE_CHECKOUT_FAILED", "errors:domain.checkoutFailed");
  }
  if (!session.url) throw new DomainError("STRIPE_CHECKOUT_FAILED", "errors:domain.checkoutFailed");
  logger.info("billing.checkout.created", { organizationId: organization.id, checkoutSessionId: session.id, quantity });
  return { url: session.url, sessionId: session.id, quantity };
}

/**
 * The organization's Stripe customer: the stored one while Stripe still knows it, else a new one
 * (created with an idempotency key, so two clicks at once make one customer) stored on the
 * organization. The customer id is the only billing field written outside the sync: it names who
 * pays, not what they have.
 */
export async function ensureCustomer(
  database: Db,
  stripe: Stripe,
  organization: Organization,
  actor: BillingActor,
): Promise<string> {
  try {
    if (organization.stripe_customer_id) {
      try {
        const existing = await stripe.customers.retrieve(organization.stripe_customer_id);
        if (!("deleted" in existing && existing.deleted)) return existing.id;
      } catch (error) {
        if (!isMissingStripeResource(error)) throw error;
      }
    }
    const attempt = organization.stripe_customer_id ? `:${organization.stripe_customer_id}` : "";
    const customer = await stripe.customers.create(
      { name: organization.name, email: actor.email, metadata: { organizationId: organization.id } },
      { idempotencyKey: `customer:${organization.id}${attempt}` },
    );
    const stored = await database
      .updateTable("organizations")
      .set({ stripe_customer_id: customer.id, updated_at: new Date() })
      .where("id", "=", organization.id)
      .where((eb) =>
        organization.stripe_customer_id
          ? eb("stripe_customer_id", "=", organization.stripe_customer_id)
          : eb("stripe_customer_id", "is", null),
      )
      .returning("stripe_customer_id")
      .executeTakeFirst();
    if (stored?.stripe_customer_id) return stored.stripe_customer_id;
    // Another request stored one first: use it.
    const current = await database
      .selectFrom("organizations")
      .select("stripe_customer_id")
      .where("id", "=", organization.id)
      .executeTakeFirstOrThrow();
    return current.stripe_customer_id ?? customer.id;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    logger.warn("billing.customer.failed", { organizationId: organization.id, ...describeError(error) });
    throw new DomainError("STRIPE_CHECKOUT_FAILED", "errors:domain.checkoutFailed");
  }
}

function digest(parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 32);
}
