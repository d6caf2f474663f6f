import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Section } from "~/components/ui/section.tsx";

export function CheckoutCancelledNotice({ organization }: { organization: { id: string; name: string } | null }) {
  const { t } = useTranslation("billing");
  return (
    <div
      role="status"
      data-testid="checkout-cancelled"
      className="flex flex-col items-start gap-1 rounded-md border border-accent bg-accent/10 p-3 text-sm"
    >
      <strong>{t("cancelled.title")}</strong>
      <span>{organization ? t("cancelled.bodyFor", { name: organization.name }) : t("cancelled.body")}</span>
      {organization ? (
        <Link to={`/cart?organizationId=${encodeURIComponent(organization.id)}`} className="font-medium underline">
          {t("cancelled.tryAgain")}
        </Link>
      ) : null}
    </div>
  );
}

export function PlanSection({ tier, organizationId }: { tier: string; organizationId: string | null }) {
  const { t } = useTranslation("settings");
  const paid = tier === "business" || tier === "enterprise";
  return (
    <Section id="plan-title" level={3} tight title={t("account.plan.title")}>
      <p>
        {t("account.plan.current")} <strong data-testid="current-plan">{t(`account.plan.tiers.${tier}`)}</strong>
      </p>
      {paid && organizationId ? (
        // Manage Billing: the organization's Stripe Billing Portal (a real form, ADR 0033).
        <Form method="post" action="/subscription/billing-portal" reloadDocument className="self-start">
          <input type="hidden" name="organizationId" value={organizationId} />
          <input type="hidden" name="returnUrl" value="/settings/account" />
          <Button type="submit" variant="secondary">
            {t("account.plan.manageBilling")}
          </Button>
        </Form>
      ) : (
        <a href="/pricing#pricing" className={buttonClassName({ className: "self-start" })}>
          {t("account.plan.upgrade")}
        </a>
      )}
    </Section>
  );
}
