import { methodNotAllowed } from "~/lib/api-edge.server.ts";
import { billingToast, handleBillingPost, redirectTo } from "~/lib/billing-edge.server.ts";
import { openBillingPortal } from "~/features/billing/open-billing-portal.server.ts";
import { UpgradeSchema } from "~/features/billing/schemas.ts";
import { startCheckout } from "~/features/billing/start-checkout.server.ts";
import { DomainError } from "~/lib/errors.ts";
import type { Route } from "./+types/upgrade";

/**
 * POST /subscription/upgrade (also /api/auth/subscription/upgrade, spec §7): plan, referenceId,
 * annual, successUrl, cancelUrl, returnUrl, seats → {url} of a Stripe Checkout page, or a 303 to
 * it for a plain form. An organization already subscribed gets its billing portal instead
 * (SUBSCRIPTION_ALREADY_ACTIVE with the portal's url). Refusals: JSON {success: false, error, code},
 * or back to the cart with the code's toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const intervalOf = (data: { interval?: "monthly" | "annual"; annual?: boolean } | null) =>
    data?.interval ?? (data?.annual ? "annual" : "monthly");
  return handleBillingPost(request, context, {
    schema: UpgradeSchema,
    back: (data, organizationId) =>
      `/cart?tier=business&seats=${encodeURIComponent(String(data?.seats ?? 1))}&interval=${intervalOf(data)}${organizationId ? `&organizationId=${encodeURIComponent(organizationId)}` : ""}`,
    signInForms: true,
    async run({ actor, data, invalidFields, organizationId, isForm, t }) {
      if (!data) throw new DomainError(invalidFields.includes("plan") ? "INVALID_PLAN_TYPE" : "VALIDATION_FAILED");
      if (!organizationId) throw new DomainError("INVALID_ORGANIZATION_ID");
      const scope = { actor, organizationId };
      try {
        const { url } = await startCheckout(scope, {
          plan: data.plan,
          interval: intervalOf(data),
          seats: data.seats,
          successUrl: data.successUrl,
          cancelUrl: data.cancelUrl,
        });
        return isForm ? redirectTo(url) : Response.json({ success: true, url, redirect: true });
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== "SUBSCRIPTION_ALREADY_ACTIVE") throw error;
        // Already subscribed: the portal, where the subscription is managed, instead of a second checkout.
        const { url } = await openBillingPortal(scope, { returnUrl: data.returnUrl });
        const toast = billingToast(t, "SUBSCRIPTION_ALREADY_ACTIVE");
        return isForm
          ? redirectTo(url, toast)
          : Response.json(
              {
                success: false,
                code: "SUBSCRIPTION_ALREADY_ACTIVE",
                error: toast.description,
                title: toast.title,
                url,
              },
              { status: 409 },
            );
      }
    },
  });
}

export async function loader() {
  return methodNotAllowed();
}
