import { useTranslation } from "react-i18next";
import { useDateFormat } from "~/components/use-date-format.ts";
import { Form } from "react-router";
import { FormErrors } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Textarea } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import type { DeletionRequestView } from "~/features/retention/deletion-request.server.ts";

/**
 * The visitor's deletion request on the matter page (ADR 0060): when it was asked, and for the
 * roles that may decide, approve (the retention job deletes it, with a receipt) or decline with a
 * reason. A plain POST form: it works without JavaScript.
 */
export function DeletionRequestPanel({
  request,
  mayDecide,
  held,
  lastResult,
}: {
  request: NonNullable<DeletionRequestView>;
  mayDecide: boolean;
  held: boolean;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("stewardship");
  const date = useDateFormat();
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line p-3" data-testid="deletion-request">
      <h3 className="font-medium">{t("deletion.title")}</h3>
      <p>{t("deletion.requested", { date: date(request.requestedAt) })}</p>
      {request.decision === "approved" ? <p>{t("deletion.approved")}</p> : null}
      {request.decision === "declined" ? (
        <p>{t("deletion.declined", { reason: request.declineReason ?? "" })}</p>
      ) : null}
      {request.decision === null && mayDecide ? (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="deletion-decision" />
          <FormErrors id="deletion-decision-errors" errors={lastResult?.error?.[""] ?? undefined} />
          <Label htmlFor="deletion-decline-reason">{t("deletion.reason")}</Label>
          <Textarea
            id="deletion-decline-reason"
            name="reason"
            rows={2}
            maxLength={1000}
            aria-describedby="deletion-reason-errors"
          />
          <FormErrors id="deletion-reason-errors" errors={lastResult?.error?.reason ?? undefined} />
          <div className="flex flex-wrap gap-2">
            {held ? null : (
              <Button type="submit" name="decision" value="approve" variant="danger-outline">
                {t("deletion.approve")}
              </Button>
            )}
            <Button type="submit" name="decision" value="decline" variant="secondary">
              {t("deletion.decline")}
            </Button>
          </div>
          {held ? <p className="text-sm text-ink-muted">{t("deletion.heldHint")}</p> : null}
        </Form>
      ) : null}
    </div>
  );
}
