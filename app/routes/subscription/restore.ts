import { db } from "../../../db/client.ts";
import { methodNotAllowed } from "../../features/auth/api-guard.server.ts";
import { getCurrentUser } from "../../features/auth/require-user.server.ts";
import { billingFailure, organizationIdOf, readBillingBody, redirectTo } from "../../features/billing/billing-edge.server.ts";
import { restoreSubscription } from "../../features/billing/restore-subscription.server.ts";
import { OrganizationRefSchema } from "../../features/billing/schemas.ts";
import { DomainError } from "../../lib/errors.ts";
import { refuseCrossSite } from "../../lib/origin-check.server.ts";
import { getInstance } from "../../middleware/i18n.server.ts";
import type { Route } from "./+types/restore";

/**
 * POST /subscription/restore (also /api/auth/subscription/restore; ADR 0033): keeps a subscription
 * that was set to cancel at the end of its period, then syncs the organization from Stripe.
 * {success, subscription}, or for a form a 303 back to Settings > Account with 'Subscription updated'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const { t } = getInstance(context);
  const body = await readBillingBody(request);
  const isForm = body?.isForm ?? false;
  const parsed = OrganizationRefSchema.safeParse(body?.fields ?? null);
  const organizationId = parsed.success ? organizationIdOf(parsed.data) : "";
  const back = `/settings/account${organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ""}`;
  const current = getCurrentUser(context);
  if (!current) {
    if (isForm) return redirectTo(`/auth?mode=signin&redirectTo=${encodeURIComponent(back)}`);
    return billingFailure(new DomainError("UNAUTHENTICATED", "Sign-in required"), { isForm, t, back });
  }
  try {
    if (!organizationId) throw new DomainError("INVALID_ORGANIZATION_ID", "No organization selected");
    const subscription = await restoreSubscription(db, { actor: current.user, organizationId });
    if (isForm) return redirectTo(back, { type: "success", title: t("billing:subscription.updated") });
    return Response.json({ success: true, subscription });
  } catch (error) {
    return billingFailure(error, { isForm, t, back });
  }
}

export async function loader() {
  return methodNotAllowed();
}
