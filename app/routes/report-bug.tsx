import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { db } from "../../db/client.ts";
import { type BugReport, BugReportSchema, bugReportLimits } from "../features/bug-reports/schemas.ts";
import { submitBugReport } from "../features/bug-reports/submit-bug-report.server.ts";
import { redirectWithToast } from "../features/toasts/toast.server.ts";
import { isSameOriginRequest } from "../lib/origin-check.server.ts";
import { clientKeyContext, userContext } from "../lib/request-context.ts";
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
      return new URL(from, url).origin === url.origin && new URL(from, url).pathname !== "/report-bug" ? new URL(from, url).toString() : "";
    } catch {
      return "";
    }
  })();
  return {
    sent: url.searchParams.get("sent") === "1",
    defaults: { pageUrl: sameSite.slice(0, bugReportLimits.pageUrl), email: context.get(userContext)?.user.email ?? "" },
  };
}

type ActionResult = { result: SubmissionResult<string[]>; retryAfter?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: BugReportSchema });
  if (!isSameOriginRequest(request)) {
    return data<ActionResult>({ result: submission.reply({ formErrors: ["workspace:reportBug.crossSite"] }) }, { status: 403 });
  }
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400 });
  const outcome = await submitBugReport(
    db,
    { userId: context.get(userContext)?.user.id ?? null, clientKey: context.get(clientKeyContext), userAgent: request.headers.get("User-Agent") },
    submission.value,
  );
  if (!outcome.ok) {
    return data<ActionResult>(
      { result: submission.reply(), retryAfter: outcome.retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return redirectWithToast("/report-bug?sent=1", { type: "success", title: "Bug report sent" });
}

export default function ReportBugPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-6 px-4 py-10">
      <title>{`${t("reportBug.title")} - Parley`}</title>
      <a href="/" className="self-start text-sm text-ink-muted underline">
        ← {t("reportBug.backToChat")}
      </a>
      <section aria-labelledby="report-title" className="flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-6">
        <h1 id="report-title" className="text-2xl font-semibold">
          {loaderData.sent ? t("reportBug.sentTitle") : t("reportBug.title")}
        </h1>
        {loaderData.sent ? (
          <>
            <p role="status" className="text-success">
              {t("reportBug.sentBody")}
            </p>
            <a href="/report-bug" className="self-start font-medium text-brand underline dark:text-accent">
              {t("reportBug.another")}
            </a>
          </>
        ) : (
          <>
            <p className="text-ink-muted">{t("reportBug.intro")}</p>
            <ReportForm defaults={loaderData.defaults} lastResult={actionData?.result} retryAfter={actionData?.retryAfter} />
          </>
        )}
      </section>
    </main>
  );
}

function ReportForm({ defaults, lastResult, retryAfter }: { defaults: { pageUrl: string; email: string }; lastResult?: SubmissionResult<string[]>; retryAfter?: number }) {
  const { t } = useTranslation("workspace");
  const navigation = useNavigation();
  const [form, fields] = useForm<BugReport>({
    id: "report-bug",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(BugReportSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BugReportSchema }),
  });
  const errorText = (errors: string[] | undefined) => errors?.map((error) => t(error)).join(" ");
  const input = "rounded-md border border-line bg-surface px-3 py-2";
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
      <div id={form.errorId} role="alert" className="text-sm text-danger empty:hidden">
        {retryAfter ? <p>{t("reportBug.rateLimited", { seconds: retryAfter })}</p> : null}
        {form.errors?.map((error) => (
          <p key={error}>{t(error)}</p>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.summary.id} className="text-sm font-medium">
          {t("reportBug.summary")}
        </label>
        <input {...getInputProps(fields.summary, { type: "text" })} key={fields.summary.key} required={undefined} aria-required className={input} />
        <p id={fields.summary.errorId} className="min-h-5 text-sm text-danger">
          {errorText(fields.summary.errors)}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.details.id} className="text-sm font-medium">
          {t("reportBug.details")}
        </label>
        <textarea {...getTextareaProps(fields.details)} key={fields.details.key} required={undefined} aria-required rows={7} className={input} />
        <p id={fields.details.errorId} className="min-h-5 text-sm text-danger">
          {errorText(fields.details.errors)}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.pageUrl.id} className="text-sm font-medium">
          {t("reportBug.pageUrl")} <span className="font-normal text-ink-muted">({t("reportBug.optional")})</span>
        </label>
        <input {...getInputProps(fields.pageUrl, { type: "text" })} key={fields.pageUrl.key} className={input} />
        <p id={fields.pageUrl.errorId} className="min-h-5 text-sm text-danger">
          {errorText(fields.pageUrl.errors)}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.email.id} className="text-sm font-medium">
          {t("reportBug.email")} <span className="font-normal text-ink-muted">({t("reportBug.optional")})</span>
        </label>
        <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" className={input} />
        <p id={fields.email.errorId} className="min-h-5 text-sm text-danger">
          {errorText(fields.email.errors)}
        </p>
      </div>
      <button type="submit" disabled={navigation.state === "submitting"} className="self-start rounded-md bg-brand px-4 py-2 font-medium text-on-brand disabled:opacity-60">
        {navigation.state === "submitting" ? t("reportBug.sending") : t("reportBug.submit")}
      </button>
    </Form>
  );
}
