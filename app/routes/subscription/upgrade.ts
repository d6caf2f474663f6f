import { db } from "../../../db/client.ts";
import { methodNotAllowed } from "../../features/auth/api-guard.server.ts";
import { getCurrentUser } from "../../features/auth/require-user.server.ts";
import { billingFailure, billingToast, organizationIdOf, readBillingBody, redirectTo } from "../../features/billing/billing-edge.server.ts";
import { openBillingPortal } from "../../features/billing/open-billing-portal.server.ts";
import { UpgradeSchema } from "../../features/billing/schemas.ts";
import { startCheckout } from "../../features/billing/start-checkout.server.ts";
import { DomainError } from "../../lib/errors.ts";
import { refuseCrossSite } from "../../lib/origin-check.server.ts";
import { getInstance } from "../../middleware/i18n.server.ts";
import type { Route } from "./+types/upgrade";

/**
 * POST /subscription/upgrade (also /api/auth/subscription/upgrade, spec §7): plan, referenceId,
 * annual, successUrl, cancelUrl, returnUrl, seats → {url} of a Stripe Checkout page, or a 303 to
 * it for a plain form. An organization already subscribed gets its billing portal instead
 * (SUBSCRIPTION_ALREADY_ACTIVE with the portal's url). Refusals: JSON {success: false, error, code},
 * or back to the cart with the code's toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const { t } = getInstance(context);
  const body = await readBillingBody(request);
  const isForm = body?.isForm ?? false;
  const parsed = UpgradeSchema.safeParse(body?.fields ?? null);
  const seats = parsed.success ? parsed.data.seats : undefined;
  const interval = parsed.success ? (parsed.data.interval ?? (parsed.data.annual ? "annual" : "monthly")) : "monthly";
  const organizationId = parsed.success ? organizationIdOf(parsed.data) : "";
  const back = `/cart?tier=business&seats=${encodeURIComponent(String(seats ?? 1))}&interval=${interval}${organizationId ? `&organizationId=${encodeURIComponent(organizationId)}` : ""}`;
  const current = getCurrentUser(context);
  if (!current) {
    if (isForm) return redirectTo(`/auth?mode=signin&redirectTo=${encodeURIComponent(back)}`);
    return billingFailure(new DomainError("UNAUTHENTICATED", "Sign-in required"), { isForm, t, back });
  }
  try {
    if (!parsed.success) throw new DomainError(parsed.error.issues.some((issue) => issue.path[0] === "plan") ? "INVALID_PLAN_TYPE" : "VALIDATION_FAILED");
    if (!organizationId) throw new DomainError("INVALID_ORGANIZATION_ID", "No organization selected");
    const scope = { actor: current.user, organizationId };
    try {
      const { url } = await startCheckout(db, scope, { plan: parsed.data.plan, interval, seats, successUrl: parsed.data.successUrl, cancelUrl: parsed.data.cancelUrl });
      return isForm ? redirectTo(url) : Response.json({ success: true, url, redirect: true });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== "SUBSCRIPTION_ALREADY_ACTIVE") throw error;
      // Already subscribed: the portal, where the subscription is managed, instead of a second checkout.
      const { url } = await openBillingPortal(db, scope, { returnUrl: parsed.data.returnUrl });
      const toast = billingToast(t, "SUBSCRIPTION_ALREADY_ACTIVE");
      return isForm ? redirectTo(url, toast) : Response.json({ success: false, code: "SUBSCRIPTION_ALREADY_ACTIVE", error: toast.description, title: toast.title, url }, { status: 409 });
    }
  } catch (error) {
    return billingFailure(error, { isForm, t, back });
  }
}

export async function loader() {
  return methodNotAllowed();
}
