import { useTranslation } from "react-i18next";
import type { PaymentEmbed } from "~/features/matters/schemas.ts";
import { buttonClassName } from "~/components/ui/button.tsx";
import { numberFormat } from "~/lib/kept-intl.ts";

/** The consultation fee. The payment iframe is off by flag, so only 'Open Payment Page' is offered. */
export function PaymentBlock({ payment }: { payment: PaymentEmbed }) {
  const { t, i18n } = useTranslation("chat");
  const amount = numberFormat(i18n.language, { style: "currency", currency: "USD" }).format(payment.amount);
  return (
    <section
      aria-label={t("payment.title")}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface-raised p-4"
    >
      <h3 className="font-semibold">{t("payment.title")}</h3>
      <p className="text-sm">{payment.description}</p>
      <p className="text-lg font-semibold">
        <span className="sr-only">{t("payment.amount")}: </span>
        {amount}
      </p>
      {payment.paymentId ? (
        <p className="font-medium text-success">{t("payment.paid")}</p>
      ) : (
        <a href={payment.paymentUrl} rel="noopener" className={buttonClassName({ className: "self-start" })}>
          {t("payment.open")}
        </a>
      )}
    </section>
  );
}
