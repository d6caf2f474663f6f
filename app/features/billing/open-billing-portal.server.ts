import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { isMissingStripeResource } from "~/lib/stripe.server.ts";
import { type BillingActor, requireBillingManager } from "./billing-access.server.ts";
import { requireStripe, sameOriginUrl } from "./billing-config.server.ts";
import { canManageBilling } from "./plans.ts";

/**
 * Manage Billing: a Stripe Billing Portal session for a business or enterprise organization, for
 * its owners and admins. A free organization has nothing to manage (STRIPE_SUBSCRIPTION_NOT_FOUND);
 * one without a Stripe customer gets STRIPE_CUSTOMER_NOT_FOUND.
 */
export async function openBillingPortal(
  { actor, organizationId }: { actor: BillingActor; organizationId: string },
  input: { returnUrl?: string } = {},
): Promise<{ url: string }> {
  const stripe = requireStripe();
  const { organization } = await requireBillingManager(db, actor, organizationId);
  if (!canManageBilling(organization.subscription_tier)) {
    throw new DomainError("STRIPE_SUBSCRIPTION_NOT_FOUND", "errors:domain.noSubscriptionToManage");
  }
  if (!organization.stripe_customer_id) throw new DomainError("STRIPE_CUSTOMER_NOT_FOUND");
  const returnUrl = sameOriginUrl(input.returnUrl, `/settings/account?organizationId=${organization.id}`);
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: organization.stripe_customer_id,
      return_url: returnUrl,
    });
    logger.info("billing.portal.opened", { organizationId: organization.id });
    return { url: session.url };
  } catch (error) {
    if (isMissingStripeResource(error)) throw new DomainError("STRIPE_CUSTOMER_NOT_FOUND");
    logger.warn("billing.portal.failed", { organizationId: organization.id, ...describeError(error) });
    throw new DomainError("STRIPE_BILLING_PORTAL_FAILED", "errors:domain.billingPortalFailed");
  }
}
