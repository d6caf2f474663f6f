import { db } from "../../../db/client.ts";
import { methodNotAllowed } from "../../features/auth/api-guard.server.ts";
import { getCurrentUser } from "../../lib/require-user.server.ts";
import { accountPage, handleBillingPost, redirectTo } from "../../features/billing/billing-edge.server.ts";
import { restoreSubscription } from "../../features/billing/restore-subscription.server.ts";
import { OrganizationRefSchema } from "../../features/billing/schemas.ts";
import { DomainError } from "../../lib/errors.ts";
import { getInstance } from "../../middleware/i18n.server.ts";
import type { Route } from "./+types/restore";

/**
 * POST /subscription/restore (also /api/auth/subscription/restore; ADR 0033): keeps a subscription
 * that was set to cancel at the end of its period, then syncs the organization from Stripe.
 * {success, subscription}, or for a form a 303 back to Settings > Account with 'Subscription updated'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return handleBillingPost(
    request,
    { t: getInstance(context).t, actor: getCurrentUser(context)?.user ?? null },
    {
      schema: OrganizationRefSchema,
      back: (_data, organizationId) => accountPage(organizationId),
      signInForms: true,
      async run({ actor, organizationId, isForm, t, back }) {
        if (!organizationId) throw new DomainError("INVALID_ORGANIZATION_ID", "No organization selected");
        const subscription = await restoreSubscription(db, { actor, organizationId });
        if (isForm) return redirectTo(back, { type: "success", title: t("billing:subscription.updated") });
        return Response.json({ success: true, subscription });
      },
    },
  );
}

export async function loader() {
  return methodNotAllowed();
}
