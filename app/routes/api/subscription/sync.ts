import { db } from "../../../../db/client.ts";
import { methodNotAllowed } from "../../../features/auth/api-guard.server.ts";
import { getCurrentUser } from "../../../features/auth/require-user.server.ts";
import { billingFailure, organizationIdOf, readBillingBody, redirectTo } from "../../../features/billing/billing-edge.server.ts";
import { requestSubscriptionSync } from "../../../features/billing/request-subscription-sync.server.ts";
import { OrganizationRefSchema } from "../../../features/billing/schemas.ts";
import { DomainError } from "../../../lib/errors.ts";
import { refuseCrossSite } from "../../../lib/origin-check.server.ts";
import { getInstance } from "../../../middleware/i18n.server.ts";
import type { Route } from "./+types/sync";

/**
 * POST /api/subscription/sync {organizationId} (spec §7): re-reads the organization's subscription
 * from Stripe now, for its owners and admins → {success, subscription} (null when it never had one).
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
  if (!current) return billingFailure(new DomainError("UNAUTHENTICATED", "Sign-in required"), { isForm, t, back });
  try {
    if (!organizationId) throw new DomainError("INVALID_ORGANIZATION_ID", "No organization selected");
    const subscription = await requestSubscriptionSync(db, { actor: current.user, organizationId });
    if (isForm) return redirectTo(back, { type: "success", title: t("billing:subscription.updated") });
    return Response.json({ success: true, subscription });
  } catch (error) {
    return billingFailure(error, { isForm, t, back });
  }
}

export async function loader() {
  return methodNotAllowed();
}
