import { methodNotAllowed } from "~/lib/api-edge.server.ts";
import { accountPage, handleBillingPost, redirectTo } from "~/lib/billing-edge.server.ts";
import { openBillingPortal } from "~/features/billing/open-billing-portal.server.ts";
import { BillingPortalSchema } from "~/features/billing/schemas.ts";
import { DomainError } from "~/lib/errors.ts";
import type { Route } from "./+types/billing-portal";

/**
 * POST /subscription/billing-portal (also /api/auth/subscription/billing-portal, spec §7):
 * referenceId or organizationId, returnUrl → {url} of the Stripe Billing Portal, or a 303 to it
 * for a plain form (Manage Billing). Refusals: JSON with the code, or back with its toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleBillingPost(request, context, {
    schema: BillingPortalSchema,
    back: (_data, organizationId) => accountPage(organizationId),
    signInForms: true,
    async run({ actor, data, organizationId, isForm }) {
      if (!data || !organizationId) throw new DomainError("INVALID_ORGANIZATION_ID");
      const { url } = await openBillingPortal({ actor, organizationId }, { returnUrl: data.returnUrl });
      return isForm ? redirectTo(url) : Response.json({ success: true, url, redirect: true });
    },
  });
}

export async function loader() {
  return methodNotAllowed();
}
