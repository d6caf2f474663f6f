import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import type { BillingAlert } from "~/features/billing/list-billing-alerts.server.ts";

/**
 * The banner an owner or admin sees while a subscription needs them (ADR 0033): a failed or
 * incomplete payment (fix it in the billing portal), or a cancellation at the end of the period
 * (keep the plan: /subscription/restore). The firm's data stays reachable whatever the status.
 */
export function SubscriptionBanner({ alerts }: { alerts: BillingAlert[] }) {
  const { t, i18n } = useTranslation("billing");
  if (alerts.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {alerts.map((alert) => {
        const date = alert.currentPeriodEnd
          ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(alert.currentPeriodEnd))
          : "";
        const kind =
          alert.status === "past_due" || alert.status === "unpaid" || alert.status === "incomplete"
            ? alert.status
            : "cancelAtPeriodEnd";
        return (
          <div
            key={alert.organizationId}
            role="alert"
            data-testid="subscription-banner"
            className="flex flex-wrap items-center gap-3 rounded-md border border-amber-500 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p className="min-w-0 flex-1">
              <strong>{t(`subscription.banner.${kind}.title`, { organization: alert.organizationName, date })}</strong>{" "}
              {t(`subscription.banner.${kind}.message`, { organization: alert.organizationName, date })}
            </p>
            <Form
              method="post"
              action={kind === "cancelAtPeriodEnd" ? "/subscription/restore" : "/subscription/billing-portal"}
              reloadDocument
            >
              <input type="hidden" name="organizationId" value={alert.organizationId} />
              <Button type="submit" size="sm">
                {kind === "cancelAtPeriodEnd"
                  ? t("subscription.banner.keepPlan")
                  : t("subscription.banner.updatePayment")}
              </Button>
            </Form>
          </div>
        );
      })}
    </div>
  );
}
