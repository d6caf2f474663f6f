import { db } from "../../../../db/client.ts";
import { methodNotAllowed } from "../../../features/auth/api-guard.server.ts";
import { getCurrentUser } from "../../../lib/require-user.server.ts";
import { accountPage, handleBillingPost, redirectTo } from "../../../features/billing/billing-edge.server.ts";
import { requestSubscriptionSync } from "../../../features/billing/request-subscription-sync.server.ts";
import { OrganizationRefSchema } from "../../../features/billing/schemas.ts";
import { DomainError } from "../../../lib/errors.ts";
import { getInstance } from "../../../middleware/i18n.server.ts";
import type { Route } from "./+types/sync";

/**
 * POST /api/subscription/sync {organizationId} (spec §7): re-reads the organization's subscription
 * from Stripe now, for its owners and admins → {success, subscription} (null when it never had one).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return handleBillingPost(
    request,
    { t: getInstance(context).t, actor: getCurrentUser(context)?.user ?? null },
    {
      schema: OrganizationRefSchema,
      back: (_data, organizationId) => accountPage(organizationId),
      signInForms: false,
      async run({ actor, organizationId, isForm, t, back }) {
        if (!organizationId) throw new DomainError("INVALID_ORGANIZATION_ID", "No organization selected");
        const subscription = await requestSubscriptionSync(db, { actor, organizationId });
        if (isForm) return redirectTo(back, { type: "success", title: t("billing:subscription.updated") });
        return Response.json({ success: true, subscription });
      },
    },
  );
}

export async function loader() {
  return methodNotAllowed();
}
