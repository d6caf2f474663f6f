import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button.tsx";

/**
 * The firm's notice before the first message: the assistant is an AI, not a lawyer or an employee
 * of the firm; no attorney-client relationship is formed; what the firm does with the information.
 * Accepting is a real form (it also starts the visitor's session when JavaScript is off).
 */
export function DisclaimerNotice({ organizationName, pending }: { organizationName: string; pending: boolean }) {
  const { t } = useTranslation("chat");
  return (
    <section aria-labelledby="notice-title" className="rounded-xl border border-line bg-surface-raised p-5">
      <h2 id="notice-title" className="mb-2 text-lg font-semibold">
        {t("notice.title")}
      </h2>
      <ul className="mb-4 list-disc space-y-1 ps-5 text-sm text-ink-muted">
        <li>{t("notice.ai", { organization: organizationName })}</li>
        <li>{t("notice.noRelationship")}</li>
        <li>{t("notice.useOfInformation", { organization: organizationName })}</li>
      </ul>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="intent" value="acknowledge" />
        <Button type="submit" disabled={pending}>
          {t("notice.accept")}
        </Button>
      </Form>
    </section>
  );
}
