import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useNavigate } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration.ts";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { billingToast, redirectTo } from "~/lib/billing-edge.server.ts";
import { CartSummary } from "~/features/billing/components/cart-summary.tsx";
import { SeatStepper } from "~/features/billing/components/seat-stepper.tsx";
import { getCart } from "~/features/billing/get-cart.server.ts";
import { openBillingPortal } from "~/features/billing/open-billing-portal.server.ts";
import { annualSavingPercent, type BillingInterval, parseSeats } from "~/features/billing/plans.ts";
import { startCheckout } from "~/features/billing/start-checkout.server.ts";
import { getActiveOrganization } from "~/features/organizations/active-organization.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/cart";
import { UnboundSelect } from "~/components/unbound-select.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";

/**
 * /cart?tier=business&seats=N (spec §2, §5, §9): Annual or Monthly, a seat stepper (minimum 1,
 * anything non-numeric is 1; its − and + are submit buttons, so it works without JavaScript), the
 * summary with the total and the annual saving, the organization to bill, Continue (a Stripe
 * Checkout session, ADR 0033) and Cancel. cartPreferences and cartData are written to
 * localStorage as the spec says, but what the server renders is the truth.
 */
function cartUrl(params: { seats: number; interval: BillingInterval; organizationId?: string | null }): string {
  const query = new URLSearchParams({ tier: "business", seats: String(params.seats), interval: params.interval });
  if (params.organizationId) query.set("organizationId", params.organizationId);
  return `/cart?${query}`;
}

function intervalOf(value: unknown): BillingInterval {
  return value === "monthly" ? "monthly" : "annual";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, session } = requirePageUser(context, request);
  const url = new URL(request.url);
  const tier = url.searchParams.get("tier") ?? "business";
  let seats = parseSeats(url.searchParams.get("seats"));
  const interval = intervalOf(url.searchParams.get("interval"));
  const { active } = await getActiveOrganization(session);
  const cart = await getCart(user.id, {
    organizationId: url.searchParams.get("organizationId"),
    activeOrganizationId: active?.id,
  });
  // The stepper without JavaScript: − and + come back here as a GET; answer with the clean address.
  const step = url.searchParams.get("step");
  if (step === "up" || step === "down") {
    seats = Math.max(1, seats + (step === "up" ? 1 : -1));
    throw redirect(cartUrl({ seats, interval, organizationId: cart.selected?.id }));
  }
  return { tier, seats, interval, emailVerified: user.emailVerified, ...cart };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const { t } = getInstance(context);
  const form = await request.formData();
  const interval = intervalOf(form.get("interval"));
  const organizationId = String(form.get("organizationId") ?? "");
  const seats = String(form.get("seats") ?? "1");
  const back = cartUrl({ seats: parseSeats(seats), interval, organizationId });
  if (!isSameOriginRequest(request))
    return redirectWithToast(back, billingToast(t, "INSUFFICIENT_PERMISSIONS"), { status: 303 });
  const scope = { actor: user, organizationId };
  try {
    if (!organizationId) throw new DomainError("INVALID_ORGANIZATION_ID");
    try {
      const { url } = await startCheckout(scope, { plan: String(form.get("tier") ?? "business"), interval, seats });
      return redirectTo(url);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== "SUBSCRIPTION_ALREADY_ACTIVE") throw error;
      const { url } = await openBillingPortal(scope, { returnUrl: back });
      return redirectTo(url, billingToast(t, "SUBSCRIPTION_ALREADY_ACTIVE"));
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return redirectWithToast(back, billingToast(t, error.code), { status: 303 });
  }
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("billing");
  const hydrated = useHydrated();
  const { prices, selected, organizations } = loaderData;
  const [seats, setSeats] = useState(loaderData.seats);
  const [interval, setInterval] = useState<BillingInterval>(loaderData.interval);
  useEffect(() => setSeats(loaderData.seats), [loaderData.seats]);
  // Hydrated, the count starts from what the field holds (declared after the effect above, so it
  // wins on the first run): seats typed before the script arrived (a slow connection, a busy
  // machine) stay in the field and are what Continue asks for.
  const seatsField = useTypedBeforeHydration((typed) => setSeats(parseSeats(typed)));
  useEffect(() => setInterval(loaderData.interval), [loaderData.interval]);
  const price = prices[interval];
  const navigate = useNavigate();
  // Remembered for the next visit (spec §3, §9); the server's values above are what counts.
  useEffect(() => {
    try {
      window.localStorage.setItem("cartPreferences", JSON.stringify({ seats, tier: "business" }));
      window.localStorage.setItem(
        "cartData",
        JSON.stringify({
          product_id: price.productId,
          price_id: price.priceId,
          quantity: Math.max(seats, selected?.members ?? 1),
        }),
      );
    } catch {
      // storage disabled: nothing to remember
    }
  }, [seats, price.productId, price.priceId, selected?.members]);

  const money = (cents: number) =>
    new Intl.NumberFormat(i18n.language, { style: "currency", currency: price.currency.toUpperCase() }).format(
      cents / 100,
    );
  // What Stripe will be asked for: never fewer seats than the organization has members.
  const quantity = Math.max(seats, selected?.members ?? 1);
  const total = price.unitAmount * quantity;
  const savingCents = (prices.monthly.unitAmount * 12 - prices.annual.unitAmount) * quantity;
  const savingPercent = annualSavingPercent(prices.monthly.unitAmount, prices.annual.unitAmount);

  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <title>{`${t("cart.title")} - Parley`}</title>
      <h1 className="text-2xl font-semibold">{t("cart.title")}</h1>
      {loaderData.tier !== "business" ? (
        <Card tone="raised">
          <p>{loaderData.tier === "enterprise" ? t("cart.enterprise") : t("cart.unknownTier")}</p>
          <Link
            to={loaderData.tier === "enterprise" ? "/enterprise" : "/pricing"}
            className={buttonClassName({ className: "self-start" })}
          >
            {loaderData.tier === "enterprise" ? t("cart.contactSales") : t("cart.seePlans")}
          </Link>
        </Card>
      ) : !loaderData.configured ? (
        <Card tone="raised" role="status">
          <h2 className="text-lg font-semibold">{t("cart.notConfiguredTitle")}</h2>
          <p data-testid="billing-not-configured">{t("cart.notConfigured")}</p>
          <Link to="/" className={buttonClassName({ variant: "secondary", className: "self-start" })}>
            {t("cart.goToDashboard")}
          </Link>
        </Card>
      ) : !selected ? (
        <Card tone="raised" role="status">
          <p>{t("cart.firmRequired")}</p>
          <Link
            to="/settings/organization"
            className={buttonClassName({ variant: "secondary", className: "self-start" })}
          >
            {t("cart.organizationSettings")}
          </Link>
        </Card>
      ) : loaderData.alreadyOnPlan ? (
        <Card tone="raised" role="status" data-testid="already-on-plan">
          <h2 className="text-lg font-semibold">{t("cart.alreadyOnPlanTitle")}</h2>
          <p>{t("cart.alreadyOnPlan", { organization: selected.name, plan: t(`cart.tiers.${selected.tier}`) })}</p>
          <div className="flex flex-wrap gap-3">
            <Form method="post" action="/subscription/billing-portal" reloadDocument>
              <input type="hidden" name="organizationId" value={selected.id} />
              <input type="hidden" name="returnUrl" value="/settings/account" />
              <Button type="submit">{t("portal.manageBilling")}</Button>
            </Form>
            <Link to="/" className={buttonClassName({ variant: "secondary" })}>
              {t("cart.goToDashboard")}
            </Link>
          </div>
        </Card>
      ) : (
        <Form method="post" action="/cart" className="flex flex-col gap-6" data-testid="cart-form">
          <input type="hidden" name="tier" value="business" />
          {!loaderData.emailVerified ? (
            <p role="status" className="rounded-md border border-amber-500 p-3 text-sm">
              {t("codes.EMAIL_VERIFICATION_REQUIRED.message")}
            </p>
          ) : null}
          <Card tone="raised">
            <h2 className="text-lg font-semibold">{t("cart.plan", { plan: t("cart.tiers.business") })}</h2>
            {organizations.length > 1 ? (
              <UnboundSelect
                label={t("cart.organization")}
                id="organizationId"
                name="organizationId"
                defaultValue={selected.id}
                // Another organization may already be on a plan: with JavaScript the cart reloads for it at once.
                onChange={(event) =>
                  navigate(cartUrl({ seats, interval, organizationId: event.currentTarget.value }), { replace: true })
                }
              >
                {organizations.map((organization) => (
                  <option key={organization.id} value={organization.id}>
                    {organization.name}
                  </option>
                ))}
              </UnboundSelect>
            ) : (
              <p className="text-sm">
                {t("cart.organization")}: <strong>{selected.name}</strong>
                <input type="hidden" name="organizationId" value={selected.id} />
              </p>
            )}
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t("cart.billing")}</legend>
              {(["annual", "monthly"] as const).map((option) => (
                <label key={option} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="interval"
                    value={option}
                    checked={interval === option}
                    onChange={() => setInterval(option)}
                  />
                  {t(`cart.${option}`)} · {money(prices[option].unitAmount)} {t(`cart.perSeat.${option}`)}
                  {option === "annual" && savingPercent > 0 ? (
                    <span className="text-sm text-green-700">{t("cart.savePercent", { percent: savingPercent })}</span>
                  ) : null}
                </label>
              ))}
            </fieldset>
            <SeatStepper
              seats={seats}
              setSeats={setSeats}
              members={selected.members}
              hydrated={hydrated}
              fieldRef={seatsField}
            />
          </Card>
          <CartSummary
            interval={interval}
            quantity={quantity}
            unitAmount={price.unitAmount}
            total={total}
            savingCents={savingCents}
            money={money}
          />
        </Form>
      )}
    </main>
  );
}
