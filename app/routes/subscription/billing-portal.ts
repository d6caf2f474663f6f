import { db } from "../../../db/client.ts";
import { methodNotAllowed } from "../../features/auth/api-guard.server.ts";
import { getCurrentUser } from "../../features/auth/require-user.server.ts";
import { billingFailure, organizationIdOf, readBillingBody, redirectTo } from "../../features/billing/billing-edge.server.ts";
import { openBillingPortal } from "../../features/billing/open-billing-portal.server.ts";
import { BillingPortalSchema } from "../../features/billing/schemas.ts";
import { DomainError } from "../../lib/errors.ts";
import { refuseCrossSite } from "../../lib/origin-check.server.ts";
import { getInstance } from "../../middleware/i18n.server.ts";
import type { Route } from "./+types/billing-portal";

/**
 * POST /subscription/billing-portal (also /api/auth/subscription/billing-portal, spec §7):
 * referenceId or organizationId, returnUrl → {url} of the Stripe Billing Portal, or a 303 to it
 * for a plain form (Manage Billing). Refusals: JSON with the code, or back with its toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const { t } = getInstance(context);
  const body = await readBillingBody(request);
  const isForm = body?.isForm ?? false;
  const parsed = BillingPortalSchema.safeParse(body?.fields ?? null);
  const organizationId = parsed.success ? organizationIdOf(parsed.data) : "";
  const back = `/settings/account${organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ""}`;
  const current = getCurrentUser(context);
  if (!current) {
    if (isForm) return redirectTo(`/auth?mode=signin&redirectTo=${encodeURIComponent(back)}`);
    return billingFailure(new DomainError("UNAUTHENTICATED", "Sign-in required"), { isForm, t, back });
  }
  try {
    if (!parsed.success || !organizationId) throw new DomainError("INVALID_ORGANIZATION_ID", "No organization selected");
    const { url } = await openBillingPortal(db, { actor: current.user, organizationId }, { returnUrl: parsed.data.returnUrl });
    return isForm ? redirectTo(url) : Response.json({ success: true, url, redirect: true });
  } catch (error) {
    return billingFailure(error, { isForm, t, back });
  }
}

export async function loader() {
  return methodNotAllowed();
}
