import { parseWithZod } from "@conform-to/zod/v4";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { SentFormPage, type SentFormProps, sentFormErrors } from "~/components/sent-form-page.tsx";
import { Field, PostForm, SubmitButton, TextareaField } from "~/components/forms.tsx";
import { BugReportSchema } from "~/features/bug-reports/schemas.ts";
import { bugReportLimits } from "~/features/bug-reports/limits.ts";
import { submitBugReport } from "~/features/bug-reports/submit-bug-report.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { readSentForm, tooManySent } from "~/lib/sent-form.server.ts";
import { clientKeyContext, userContext } from "~/lib/request-context.ts";
import { getFixedTranslator } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/report-bug";

/**
 * /report-bug: a plain form (works without JavaScript). A report is stored and e-mailed to the
 * operator through the send-email job; the page then shows a confirmation (and a flash toast).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get("from") ?? request.headers.get("Referer") ?? "";
  const sameSite = (() => {
    try {
      return new URL(from, url).origin === url.origin && new URL(from, url).pathname !== "/report-bug"
        ? new URL(from, url).toString()
        : "";
    } catch {
      return "";
    }
  })();
  return {
    sent: url.searchParams.get("sent") === "1",
    defaults: {
      pageUrl: sameSite.slice(0, bugReportLimits.pageUrl),
      email: context.get(userContext)?.user.email ?? "",
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: BugReportSchema });
  const form = readSentForm(request, submission);
  if (form.refused) return form.refused;
  const outcome = await submitBugReport(
    {
      userId: context.get(userContext)?.user.id ?? null,
      clientKey: context.get(clientKeyContext),
      userAgent: request.headers.get("User-Agent"),
    },
    form.value,
  );
  if (!outcome.ok) return tooManySent(submission, outcome.retryAfterSeconds);
  const t = await getFixedTranslator(context, "workspace");
  return redirectWithToast("/report-bug?sent=1", { type: "success", title: t("reportBug.sentToast") });
}

export default function ReportBugPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  return (
    <SentFormPage
      title={`${t("reportBug.title")} - Parley`}
      back={{ to: "/", label: t("reportBug.backToChat") }}
      headingId="report-title"
      heading={t("reportBug.title")}
      sent={
        loaderData.sent
          ? {
              heading: t("reportBug.sentTitle"),
              body: t("reportBug.sentBody"),
              again: { href: "/report-bug", label: t("reportBug.another") },
            }
          : null
      }
      intro={t("reportBug.intro")}
    >
      <ReportForm defaults={loaderData.defaults} lastResult={actionData?.result} retryAfter={actionData?.retryAfter} />
    </SentFormPage>
  );
}

function ReportForm({ defaults, lastResult, retryAfter }: SentFormProps<{ pageUrl: string; email: string }>) {
  const { t } = useTranslation("workspace");
  const [form, fields] = useDeferredForm(
    () => import("~/features/bug-reports/schemas.ts").then((module) => module.BugReportSchema),
    {
      id: "report-bug",
      lastResult,
      defaultValue: defaults,
      shouldValidate: "onBlur",
    },
  );
  return (
    <PostForm
      form={form}
      ns="workspace"
      {...sentFormErrors(form.errors, retryAfter, "reportBug.rateLimited")}
      noValidate
      className="flex flex-col gap-4"
    >
      <Field
        field={fields.summary}
        label={t("reportBug.summary")}
        required
        inputProps={{ maxLength: bugReportLimits.summary }}
      />
      <TextareaField
        field={fields.details}
        label={t("reportBug.details")}
        required
        textareaProps={{ rows: 7, maxLength: bugReportLimits.details }}
      />
      <Field
        field={fields.pageUrl}
        label={t("reportBug.pageUrl")}
        optional
        inputProps={{ maxLength: bugReportLimits.pageUrl }}
      />
      <Field
        field={fields.email}
        label={t("reportBug.email")}
        type="email"
        optional
        inputProps={{ autoComplete: "email" }}
      />
      <SubmitButton className="self-start" pendingLabel={t("reportBug.sending")}>
        {t("reportBug.submit")}
      </SubmitButton>
    </PostForm>
  );
}
