import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import type { DeletionRequestView } from "~/features/retention/deletion-request.server.ts";

/**
 * The visitor's "delete my intake" control (ADR 0060): a plain POST form on the intake page (it
 * works without JavaScript), then what happens next in plain words: the firm decides within its
 * retention policy, and the answer shows here.
 */
export function DeletionRequestControl({ request }: { request: DeletionRequestView }) {
  const { t } = useTranslation("workspace");
  const open = !request || request.decision === "declined";
  // Unique: on the Matter tab the small-screen copy and the side panel's are both in the page.
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-md border border-line p-3 text-sm"
      data-testid="deletion-request"
    >
      <h2 id={headingId} className="font-medium">
        {t("deletion.title")}
      </h2>
      {request?.decision === null ? <p role="status">{t("deletion.requested")}</p> : null}
      {request?.decision === "approved" ? <p role="status">{t("deletion.approved")}</p> : null}
      {request?.decision === "declined" ? (
        <p role="status">{t("deletion.declined", { reason: request.declineReason ?? "" })}</p>
      ) : null}
      {open ? (
        <Form method="post" className="flex flex-col gap-2">
          <p className="text-ink-muted">{t("deletion.explain")}</p>
          <input type="hidden" name="intent" value="request-deletion" />
          <Button type="submit" variant="danger-outline">
            {t("deletion.ask")}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
