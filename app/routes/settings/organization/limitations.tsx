import { parseWithZod } from "@conform-to/zod/v4";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { DataTable } from "~/components/data-table.tsx";
import { Field, SelectField } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { RowEditorForm } from "~/components/row-editor-form.tsx";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { requireOrganizationPageActor, requireOrganizationPagePost } from "~/lib/require-user.server.ts";
import { oneOf } from "~/lib/one-of.ts";
import {
  loadLimitationsPage,
  removeLimitationPeriod,
  requireLimitationsManager,
  saveLimitationPeriod,
} from "~/features/triage/limitations-page.server.ts";
import { type LimitationAreaChoice, LimitationPeriodFormSchema } from "~/features/triage/schemas.ts";
import { limitationCitationMax } from "~/features/triage/limitation-limits.ts";
import { statusOfCode } from "~/lib/errors.ts";
import { BackLink } from "~/components/ui/back-link.tsx";
import { PageHeading } from "~/components/ui/page-heading.tsx";
import { Section } from "~/components/ui/section.tsx";
import { SuccessNotice } from "~/components/ui/notice.tsx";
import { throwAsStatus } from "~/lib/http-errors.server.ts";
import type { Route } from "./+types/limitations";
import { organizationPageHref } from "~/features/organization-settings/page-href.ts";

/**
 * /settings/organization/limitations (issue 13, ADR 0049): owners and admins keep the firm's own
 * limitation periods (practice area × state → months, with a citation), which the matter page
 * shows as "may run around …; verify". Server-rendered Conform + zod forms with
 * post/redirect/get; attorneys and paralegals get Access Denied (403), another organization (or
 * its row) is 404 (both shown by the settings layout's error page), a second row for the same area
 * and state is a field error (409).
 */
const notices = ["created", "updated", "deleted"] as const;

const pageHref = organizationPageHref("limitations");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireOrganizationPageActor(context, request, requireLimitationsManager);
  const url = new URL(request.url);
  const page = await loadLimitationsPage(actor, url.searchParams.get("edit")).catch(throwAsStatus);
  return { ...page, notice: oneOf(notices, url.searchParams.get("notice")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, formData, intent } = await requireOrganizationPagePost(context, request, requireLimitationsManager);
  const periodId = String(formData.get("periodId") ?? "");

  if (intent === "delete") {
    await removeLimitationPeriod(actor, periodId).catch(throwAsStatus);
    return redirect(pageHref(actor.organizationId, { notice: "deleted" }), { status: 303 });
  }

  if (intent !== "create" && intent !== "update") throw data({ code: "VALIDATION_FAILED" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: LimitationPeriodFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await saveLimitationPeriod(actor, intent === "create" ? null : periodId, submission.value).catch(
    throwAsStatus,
  );
  if (!result.ok) {
    const status = statusOfCode(result.code);
    return data({ result: submission.reply({ fieldErrors: { [result.field]: [result.message] } }) }, { status });
  }
  return redirect(pageHref(actor.organizationId, { notice: intent === "create" ? "created" : "updated" }), {
    status: 303,
  });
}

type Translate = ReturnType<typeof useTranslation<"settings">>["t"];
const areaLabel = (t: Translate, area: { value: string; kind: LimitationAreaChoice["kind"] }) =>
  area.kind === "subArea" ? t(`limitations.areas.${area.value}`, { defaultValue: area.value }) : area.value;

export default function LimitationPeriodSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const { organization, periods, choices, editing, notice } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <title>{t("limitations.metaTitle", { organization: organization.name })}</title>
      <BackLink to="/settings/organization">{t("limitations.back")}</BackLink>
      <PageHeading title={t("limitations.title")} intro={t("limitations.intro")} />
      {notice ? <SuccessNotice>{t(`limitations.notices.${notice}`)}</SuccessNotice> : null}

      <Section id="periods-title" title={t("limitations.list.title")}>
        <DataTable
          empty={t("limitations.list.empty")}
          columns={[
            t("limitations.list.area"),
            t("limitations.list.state"),
            t("limitations.list.months"),
            t("limitations.list.citation"),
            <span key="actions" className="sr-only">
              {t("limitations.list.actions")}
            </span>,
          ]}
        >
          {periods.map((period) => {
            const area = areaLabel(t, { value: period.practiceArea, kind: period.areaKind });
            const name = `${area}, ${period.state}`;
            return (
              <tr key={period.id} className="border-b border-line align-top" data-testid="limitation-row">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {area}
                </th>
                <td className="py-2 pr-3">{period.state}</td>
                <td className="py-2 pr-3">{period.periodMonths}</td>
                <td className="py-2 pr-3">{period.citation}</td>
                <td className="flex flex-wrap justify-end gap-2 py-2">
                  <Link
                    to={`${pageHref(organization.id, { edit: period.id })}#limitation-form`}
                    className={buttonClassName({ variant: "secondary", size: "sm" })}
                    aria-label={t("limitations.list.editName", { name })}
                  >
                    {t("limitations.list.edit")}
                  </Link>
                  <Form method="post" action={pageHref(organization.id)}>
                    <input type="hidden" name="periodId" value={period.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="delete"
                      variant="danger-outline"
                      size="sm"
                      aria-label={t("limitations.list.deleteName", { name })}
                    >
                      {t("limitations.list.delete")}
                    </Button>
                  </Form>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </Section>

      <LimitationPeriodForm
        key={editing?.id ?? "new"}
        organizationId={organization.id}
        choices={choices}
        editing={editing}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      />
    </div>
  );
}

function LimitationPeriodForm({
  organizationId,
  choices,
  editing,
  lastResult,
}: {
  organizationId: string;
  choices: LimitationAreaChoice[];
  editing: { id: string; practiceArea: string; state: string; values: Record<string, string> } | null;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () => import("~/features/triage/schemas.ts").then((module) => module.LimitationPeriodFormSchema),
    {
      id: editing ? `limitation-${editing.id}` : "limitation-new",
      lastResult,
      defaultValue: editing?.values,
      shouldValidate: "onBlur",
    },
  );
  const services = choices.filter((choice) => choice.kind === "service");
  const subAreas = choices.filter((choice) => choice.kind === "subArea");
  // A row kept from before may name a service the firm has since renamed: it stays choosable on its own row.
  const kept =
    editing && !choices.some((choice) => choice.value === editing.practiceArea) ? editing.practiceArea : null;
  return (
    <RowEditorForm
      form={form}
      id="limitation-form"
      title={editing ? t("limitations.form.editTitle") : t("limitations.form.addTitle")}
      editing={editing !== null}
      hiddenFields={{ periodId: editing?.id }}
      ns="settings"
      action={pageHref(organizationId)}
      submitLabel={editing ? t("limitations.form.save") : t("limitations.form.add")}
      cancelLabel={t("limitations.form.cancel")}
    >
      <SelectField
        field={fields.practiceArea}
        label={t("limitations.form.practiceArea")}
        required
        className="sm:col-span-2"
      >
        <option value="">{t("limitations.form.choose")}</option>
        {kept ? <option value={kept}>{kept}</option> : null}
        {services.length > 0 ? (
          <optgroup label={t("limitations.form.servicesGroup")}>
            {services.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.value}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label={t("limitations.form.areasGroup")}>
          {subAreas.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {areaLabel(t, choice)}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <Field
        field={fields.state}
        label={t("limitations.form.state")}
        hint={t("limitations.form.stateHint")}
        required
        inputProps={{ autoCapitalize: "characters", autoComplete: "off", maxLength: 2, size: 4 }}
      />
      <Field
        field={fields.periodMonths}
        label={t("limitations.form.periodMonths")}
        hint={t("limitations.form.periodHint")}
        type="number"
        required
        inputProps={{ inputMode: "numeric" }}
      />
      <Field
        field={fields.citation}
        label={t("limitations.form.citation")}
        hint={t("limitations.form.citationHint")}
        required
        className="sm:col-span-2"
        inputProps={{ maxLength: limitationCitationMax }}
      />
    </RowEditorForm>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
