import Stripe from "stripe";
import { db, type Db, type Executor } from "../../../db/client.ts";
import { env } from "~/lib/env.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { isMissingStripeResource, stripeClient } from "~/lib/stripe.server.ts";
import { type OnboardingAccess, requireOnboardingTier } from "./onboarding-access.server.ts";
import { ensureBusinessOnboarding } from "./wizard-state.server.ts";

/**
 * Stripe Connect for the firm's consultation fees (ADR 0037): a Standard connected account,
 * created once per organization, and Stripe-hosted onboarding through an account link whose
 * return and refresh URLs come back to the wizard. The account's state is only ever read from
 * Stripe (charges_enabled, details_submitted), never from the query string.
 */
export type ConnectUrls = { returnUrl: string; refreshUrl: string };

export function connectUrls(organizationId: string): ConnectUrls {
  const base = `${env().APP_URL.replace(/\/+$/, "")}/business-onboarding?organizationId=${encodeURIComponent(organizationId)}`;
  return { returnUrl: `${base}&stripe=return`, refreshUrl: `${base}&stripe=refresh` };
}

function requireStripe(): Stripe {
  const stripe = stripeClient();
  if (!stripe) throw new DomainError("BILLING_NOT_CONFIGURED", "business:stripe.notConfigured");
  return stripe;
}

/**
 * Connect (and Refresh, when a link expired): the organization's account, created the first time
 * only (the row is locked, and the create call carries an idempotency key per organization), then
 * a fresh single-use onboarding link. Answers the link's URL to send the browser to.
 */
export async function startStripeConnect(access: OnboardingAccess): Promise<{ url: string; accountId: string }> {
  return withStripeErrors(access.organization.id, () => connect(db, access));
}

async function connect(database: Db, access: OnboardingAccess): Promise<{ url: string; accountId: string }> {
  requireOnboardingTier(access.organization);
  const stripe = requireStripe();
  const organizationId = access.organization.id;
  await ensureBusinessOnboarding(database, access.organization, access.actor.email);
  const accountId = await database.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("business_onboarding")
      .select(["stripe_account_id", "contact_email", "website", "firm_name"])
      .where("organization_id", "=", organizationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.stripe_account_id) return row.stripe_account_id;
    const account = await stripe.accounts.create(
      {
        type: "standard",
        ...(row.contact_email ? { email: row.contact_email } : {}),
        business_profile: {
          ...(row.firm_name ? { name: row.firm_name } : {}),
          ...(row.website ? { url: row.website } : {}),
        },
        metadata: { organizationId },
      },
      { idempotencyKey: `parley-connect-account:${organizationId}` },
    );
    await saveAccount(trx, organizationId, {
      stripe_account_id: account.id,
      stripe_charges_enabled: account.charges_enabled,
      stripe_details_submitted: account.details_submitted,
    });
    logger.info("business_onboarding.stripe_account_created", { organizationId, accountId: account.id });
    return account.id;
  });
  const { returnUrl, refreshUrl } = connectUrls(organizationId);
  const link = await stripe.accountLinks.create({
    account: accountId,
    type: "account_onboarding",
    return_url: returnUrl,
    refresh_url: refreshUrl,
  });
  return { url: link.url, accountId };
}

/**
 * Back from Stripe's onboarding (return_url): the account is read again and its state stored.
 * Answers whether charges are now enabled. Without an account there is nothing to read.
 */
export async function refreshStripeConnectStatus(
  access: OnboardingAccess,
): Promise<{ connected: boolean; detailsSubmitted: boolean }> {
  return withStripeErrors(access.organization.id, () => readAccount(db, access));
}

/** Keeps what the firm's onboarding knows of its Stripe account (its id, whether it can take payments). */
async function saveAccount(
  executor: Executor,
  organizationId: string,
  state: {
    stripe_account_id?: string | null;
    stripe_charges_enabled: boolean;
    stripe_details_submitted: boolean;
  },
): Promise<void> {
  await executor
    .updateTable("business_onboarding")
    .set({ ...state, updated_at: new Date() })
    .where("organization_id", "=", organizationId)
    .execute();
}

async function readAccount(
  database: Db,
  access: OnboardingAccess,
): Promise<{ connected: boolean; detailsSubmitted: boolean }> {
  const stripe = requireStripe();
  const organizationId = access.organization.id;
  const row = await database
    .selectFrom("business_onboarding")
    .select("stripe_account_id")
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!row?.stripe_account_id) return { connected: false, detailsSubmitted: false };
  let account: Stripe.Account;
  try {
    account = await stripe.accounts.retrieve(row.stripe_account_id);
  } catch (error) {
    if (!isMissingStripeResource(error)) throw error;
    // The account is gone (deleted, or another Stripe key): connect again from the start.
    await saveAccount(database, organizationId, {
      stripe_account_id: null,
      stripe_charges_enabled: false,
      stripe_details_submitted: false,
    });
    return { connected: false, detailsSubmitted: false };
  }
  await saveAccount(database, organizationId, {
    stripe_charges_enabled: account.charges_enabled,
    stripe_details_submitted: account.details_submitted,
  });
  logger.info("business_onboarding.stripe_account_read", { organizationId, chargesEnabled: account.charges_enabled });
  return { connected: account.charges_enabled, detailsSubmitted: account.details_submitted };
}

/** Stripe refusing or unreachable is STRIPE_CONNECT_FAILED (502) with a plain message, never a 500. */
async function withStripeErrors<T>(organizationId: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    logger.warn("business_onboarding.stripe_failed", {
      organizationId,
      stripeErrorType: error.type,
      statusCode: error.statusCode ?? null,
    });
    throw new DomainError("STRIPE_CONNECT_FAILED", "business:stripe.failed");
  }
}

/**
 * The connected account that takes this organization's consultation fees, or null: only an
 * account whose charges Stripe has enabled (ADR 0037). Used by the consultation payment.
 */
export async function getChargeableStripeAccount(executor: Executor, organizationId: string): Promise<string | null> {
  const row = await executor
    .selectFrom("business_onboarding")
    .select("stripe_account_id")
    .where("organization_id", "=", organizationId)
    .where("stripe_charges_enabled", "=", true)
    .executeTakeFirst();
  return row?.stripe_account_id ?? null;
}
