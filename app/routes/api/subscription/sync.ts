import { methodNotAllowed } from "~/lib/api-edge.server.ts";
import { handleSubscriptionCall } from "~/lib/billing-edge.server.ts";
import { requestSubscriptionSync } from "~/features/billing/request-subscription-sync.server.ts";
import type { Route } from "./+types/sync";

/**
 * POST /api/subscription/sync {organizationId} (spec §7): re-reads the organization's subscription
 * from Stripe now, for its owners and admins → {success, subscription} (null when it never had one).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSubscriptionCall(request, context, { signInForms: false, call: requestSubscriptionSync });
}

export async function loader() {
  return methodNotAllowed();
}
