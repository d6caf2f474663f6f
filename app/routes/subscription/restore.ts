import { methodNotAllowed } from "~/lib/api-edge.server.ts";
import { handleSubscriptionCall } from "~/lib/billing-edge.server.ts";
import { restoreSubscription } from "~/features/billing/restore-subscription.server.ts";
import type { Route } from "./+types/restore";

/**
 * POST /subscription/restore (also /api/auth/subscription/restore; ADR 0033): keeps a subscription
 * that was set to cancel at the end of its period, then syncs the organization from Stripe.
 * {success, subscription}, or for a form a 303 back to Settings > Account with 'Subscription updated'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSubscriptionCall(request, context, { signInForms: true, call: restoreSubscription });
}

export async function loader() {
  return methodNotAllowed();
}
