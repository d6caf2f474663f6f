import { useTranslation } from "react-i18next";
import { useDateFormat } from "~/components/use-date-format.ts";
import { Form } from "react-router";
import { FormErrors } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import type { MatterStewardship as Stewardship } from "~/features/retention/matter-stewardship.server.ts";
import { DeletionRequestPanel } from "./deletion-request-panel.tsx";

/**
 * The matter page's record and retention panel (ADR 0056, ADR 0057): the signed exports of the
 * intake record (pinned to its newest entry, so each file matches its signature), and the legal
 * hold and "the firm keeps this matter" switches for the roles that may change them. Plain links
 * and POST forms: they work without JavaScript.
 */
export function MatterStewardship({
  organizationId,
  matterId,
  stewardship,
  lastResult,
}: {
  organizationId: string;
  matterId: string;
  stewardship: Stewardship;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("stewardship");
  const date = useDateFormat();
  const base = `/api/organizations/${organizationId}/matters/${matterId}/intake-record`;
  const href = (file: string) => `${base}/${file}?through=${encodeURIComponent(stewardship.recordThrough)}`;
  const someone = t("matter.someone");
  return (
    <section
      aria-labelledby="stewardship-title"
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
      data-testid="matter-stewardship"
    >
      <h2 id="stewardship-title" className="text-lg font-semibold">
        {t("matter.title")}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        {[
          { file: "record.json", label: t("matter.exportJson") },
          { file: "record.pdf", label: t("matter.exportPdf") },
        ].map((record) => (
          <li key={record.file}>
            <a href={href(record.file)} download className="underline">
              {record.label}
            </a>{" "}
            (
            <a href={href(`${record.file}.sig`)} download className="underline">
              {t("matter.signature")}
            </a>
            )
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">{t("matter.exportHint")}</p>
      <p data-testid="legal-hold-status">
        {stewardship.legalHoldAt
          ? t("matter.held", { date: date(stewardship.legalHoldAt), name: stewardship.legalHoldByName ?? someone })
          : t("matter.notHeld")}
      </p>
      <p>
        {stewardship.keptAt
          ? t("matter.kept", { date: date(stewardship.keptAt), name: stewardship.keptByName ?? someone })
          : t("matter.notKept", { days: stewardship.closedMatterDays })}
      </p>
      {stewardship.mayChange ? (
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="stewardship" />
          <FormErrors id="stewardship-errors" errors={lastResult?.error?.[""] ?? undefined} />
          <Button
            type="submit"
            name="change"
            value={stewardship.legalHoldAt ? "lift-hold" : "place-hold"}
            variant={stewardship.legalHoldAt ? "secondary" : undefined}
          >
            {stewardship.legalHoldAt ? t("matter.liftHold") : t("matter.placeHold")}
          </Button>
          <Button type="submit" name="change" value={stewardship.keptAt ? "release" : "keep"} variant="secondary">
            {stewardship.keptAt ? t("matter.release") : t("matter.keep")}
          </Button>
        </Form>
      ) : null}
      {stewardship.deletionRequest ? (
        <DeletionRequestPanel
          request={stewardship.deletionRequest}
          mayDecide={stewardship.mayChange}
          held={stewardship.legalHoldAt !== null}
          lastResult={lastResult}
        />
      ) : null}
    </section>
  );
}
