import { parseWithZod } from "@conform-to/zod/v4";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { Field, PostForm, SubmitButton } from "~/components/forms.tsx";
import { requireOrganizationPageActor } from "~/lib/require-user.server.ts";
import {
  getRetentionSettings,
  requireRetentionManager,
  updateRetentionPolicy,
} from "~/features/retention/retention-policy.server.ts";
import { RetentionPolicySchema } from "~/features/retention/schemas.ts";
import { retentionLimits } from "~/features/retention/limits.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import { PageError } from "~/components/status-error.tsx";
import { DataTable } from "~/components/data-table.tsx";
import type { Route } from "./+types/retention";
import { BackLink } from "~/components/ui/back-link.tsx";
import { PageHeading } from "~/components/ui/page-heading.tsx";
import { Section } from "~/components/ui/section.tsx";
import { organizationPageHref } from "~/features/organization-settings/page-href.ts";

const pageHref = organizationPageHref("retention");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireOrganizationPageActor(context, request, requireRetentionManager);
  const url = new URL(request.url);
  const settings = await getRetentionSettings(actor);
  if (url.searchParams.get("download") === "receipts") {
    return Response.json(
      { organizationId: settings.organization.id, receipts: settings.receipts },
      {
        headers: {
          "Cache-Control": "private, no-store",
          "Content-Disposition": `attachment; filename="deletion-receipts.json"`,
        },
      },
    );
  }
  return settings;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireOrganizationPageActor(context, request, requireRetentionManager);
  const submission = parseWithZod(await request.formData(), { schema: RetentionPolicySchema });
  if (!isSameOriginRequest(request))
    return data(
      { result: submission.reply({ formErrors: ["stewardship:retention.errors.crossSite"] }) },
      { status: 403 },
    );
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await updateRetentionPolicy(actor, submission.value);
  const t = getInstance(context).getFixedT(null, "stewardship");
  return redirectWithToast(
    pageHref(actor.organizationId),
    { type: "success", title: t("retention.saved") },
    { status: 303 },
  );
}

export default function RetentionSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("stewardship");
  const settings = loaderData as Exclude<typeof loaderData, Response>;
  const { organization, policy, receipts, heldMatters } = settings;
  const [form, fields] = useDeferredForm(
    () => import("~/features/retention/schemas.ts").then((module) => module.RetentionPolicySchema),
    {
      id: "retention-policy",
      lastResult: actionData?.result,
      defaultValue: {
        conversationDays: String(policy.conversationDays),
        closedMatterDays: String(policy.closedMatterDays),
      },
    },
  );
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <title>{t("retention.metaTitle", { organization: organization.name })}</title>
      <BackLink to="/settings/organization">{t("retention.back")}</BackLink>
      <PageHeading title={t("retention.title")} intro={t("retention.intro")} />

      <Section id="policy-title" title={t("retention.policyTitle")} className="rounded-lg border border-line p-4">
        <PostForm form={form} className="flex flex-col gap-4">
          {(["conversationDays", "closedMatterDays"] as const).map((name) => (
            <Field
              key={name}
              field={fields[name]}
              type="number"
              required
              label={t(`retention.${name}`)}
              hint={t(`retention.${name}Hint`, { days: retentionLimits[name].default })}
              inputProps={{
                min: retentionLimits[name].min,
                max: retentionLimits[name].max,
                inputMode: "numeric",
                className: "w-32",
              }}
            />
          ))}
          <SubmitButton className="self-start">{t("retention.save")}</SubmitButton>
        </PostForm>
        <p className="text-sm">{t("retention.held", { count: heldMatters })}</p>
      </Section>

      <Section id="receipts-title" title={t("retention.receipts.title")}>
        <p className="text-sm text-ink-muted">{t("retention.receipts.intro")}</p>
        {receipts.length === 0 ? (
          <p className="text-ink-muted">{t("retention.receipts.none")}</p>
        ) : (
          <>
            <a href={pageHref(organization.id, { download: "receipts" })} className="self-start underline" download>
              {t("retention.receipts.download")}
            </a>
            <DataTable
              columns={[
                t("retention.receipts.when"),
                t("retention.receipts.subject"),
                t("retention.receipts.policy"),
                t("retention.receipts.deleted"),
                t("retention.receipts.hash"),
              ]}
            >
              {receipts.map((receipt) => (
                <tr key={receipt.id} className="border-b border-line align-top" data-testid="deletion-receipt">
                  <td className="py-2 pr-3">
                    {receipt.completedAt
                      ? dateTime.format(new Date(receipt.completedAt))
                      : t("retention.receipts.inProgress")}
                  </td>
                  <td className="py-2 pr-3">{t(`retention.receipts.subjects.${receipt.subject}`)}</td>
                  <td className="py-2 pr-3">
                    {t(`retention.receipts.policies.${receipt.policy}`, { days: receipt.policyDays })}
                  </td>
                  <td className="py-2 pr-3">
                    {t("retention.receipts.counts", {
                      messages: number.format(receipt.counts.messages ?? 0),
                      files: number.format((receipt.counts.files ?? 0) + (receipt.counts.casePdfs ?? 0)),
                      entries: number.format(receipt.counts.recordEntries ?? 0),
                      bytes: number.format(receipt.bytes),
                    })}
                  </td>
                  <td className="py-2 font-mono text-xs">{receipt.subjectHash.slice(0, 16)}…</td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </Section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PageError error={error} ns="stewardship" keys="retention.errors" backTo="/settings" backLabel="retention.back" />
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
