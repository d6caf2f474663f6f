import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import type { BillingInterval } from "~/features/billing/plans.ts";

/** The cart's summary: seats times the price, the annual saving, the total, Continue and Cancel. */
export function CartSummary({
  interval,
  quantity,
  unitAmount,
  total,
  savingCents,
  money,
}: {
  interval: BillingInterval;
  quantity: number;
  unitAmount: number;
  total: number;
  savingCents: number;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation("billing");
  return (
    <Card tone="raised" aria-labelledby="summary-title">
      <h2 id="summary-title" className="text-lg font-semibold">
        {t("cart.summary")}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        <dt>{t("cart.seatLine", { count: quantity, price: money(unitAmount) })}</dt>
        <dd className="text-end" data-testid="cart-total">
          {money(total)}
        </dd>
        {interval === "annual" && savingCents > 0 ? (
          <>
            <dt>{t("cart.annualSaving")}</dt>
            <dd className="text-end text-green-700" data-testid="cart-saving">
              {money(savingCents)}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t(`cart.total.${interval}`)}</dt>
        <dd className="text-end font-semibold">{money(total)}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="checkout">
          {t("checkout.continue")}
        </Button>
        <Link to="/pricing" className={buttonClassName({ variant: "secondary" })}>
          {t("cart.cancel")}
        </Link>
      </div>
      <p className="text-xs text-ink-muted">{t("checkout.stripeNote")}</p>
    </Card>
  );
}
