import { type FieldMetadata, getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, isRouteErrorResponse, Link, redirect } from "react-router";
import { db } from "../../../../db/client.ts";
import { requirePageUser } from "../../../features/auth/require-user.server.ts";
import { createLawyer, getLawyer, lawyerFormValues, listLawyers, setLawyerActive, updateLawyer } from "../../../features/lawyers/manage-lawyers.server.ts";
import { requireDirectoryManager } from "../../../features/lawyers/require-directory-manager.server.ts";
import { LawyerFormSchema, locationLabel } from "../../../features/lawyers/schemas.ts";
import { DomainError, httpStatusOf } from "../../../lib/errors.ts";
import { isSameOriginRequest } from "../../../lib/origin-check.server.ts";
import type { Route } from "./+types/lawyers";

/**
 * /settings/organization/lawyers: owners and admins manage the firm's lawyer directory (list,
 * add, edit, deactivate and reactivate). Server-rendered Conform + zod forms; attorneys and
 * paralegals get Access Denied (403), another organization's lawyer is 404, nobody signed in is
 * sent to sign-in.
 */
const notices = ["created", "updated", "deactivated", "activated"] as const;
type Notice = (typeof notices)[number];

/** A domain refusal as the page's error response (403 Access Denied, 404 not found, 409 duplicate). */
function refusal(error: unknown): never {
  if (error instanceof DomainError) throw data({ code: error.code }, { status: httpStatusOf(error) });
  throw error;
}

function pageHref(organizationId: string, extra: Record<string, string> = {}): string {
  return `/settings/organization/lawyers?${new URLSearchParams({ organizationId, ...extra }).toString()}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const url = new URL(request.url);
  try {
    const actor = await requireDirectoryManager(db, user, url.searchParams.get("organizationId"));
    const editId = url.searchParams.get("edit");
    const [organization, lawyers, editing] = await Promise.all([
      db.selectFrom("organizations").select(["id", "name", "slug"]).where("id", "=", actor.organizationId).executeTakeFirstOrThrow(),
      listLawyers(db, actor),
      editId ? getLawyer(db, actor, editId) : Promise.resolve(null),
    ]);
    const notice = url.searchParams.get("notice");
    return {
      organization,
      lawyers: lawyers.map((row) => ({
        id: row.id,
        name: row.name,
        firm: row.firm,
        practiceAreas: row.practice_areas,
        location: locationLabel(row),
        active: row.active,
      })),
      editing: editing ? { id: editing.id, name: editing.name, values: lawyerFormValues(editing) } : null,
      notice: notices.includes(notice as Notice) ? (notice as Notice) : null,
    };
  } catch (error) {
    refusal(error);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const url = new URL(request.url);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  let actor;
  try {
    actor = await requireDirectoryManager(db, user, url.searchParams.get("organizationId"));
  } catch (error) {
    refusal(error);
  }
  if (!isSameOriginRequest(request)) throw data({ code: "CROSS_SITE" }, { status: 403 });
  const lawyerId = String(formData.get("lawyerId") ?? "");

  if (intent === "deactivate" || intent === "activate") {
    try {
      await setLawyerActive(db, actor, lawyerId, intent === "activate");
    } catch (error) {
      refusal(error);
    }
    return redirect(pageHref(actor.organizationId, { notice: intent === "activate" ? "activated" : "deactivated" }), { status: 303 });
  }

  if (intent !== "create" && intent !== "update") throw data({ code: "VALIDATION_FAILED" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: LawyerFormSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    if (intent === "create") await createLawyer(db, actor, submission.value);
    else await updateLawyer(db, actor, lawyerId, submission.value);
  } catch (error) {
    if (error instanceof DomainError && error.code === "CONFLICT") {
      return data({ intent, result: submission.reply({ formErrors: ["lawyers:form.errors.duplicate"] }) }, { status: 409 });
    }
    refusal(error);
  }
  return redirect(pageHref(actor.organizationId, { notice: intent === "create" ? "created" : "updated" }), { status: 303 });
}

export default function LawyerDirectorySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("lawyers");
  const { organization, lawyers, editing, notice } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <title>{t("manage.metaTitle", { organization: organization.name })}</title>
      <Link to="/settings" className="self-start text-sm text-ink-muted underline">
        ← {t("manage.back")}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t("manage.title")}</h1>
        <p className="text-sm text-ink-muted">{t("manage.intro", { organization: organization.name })}</p>
        <a href={`/lawyers?organizationId=${encodeURIComponent(organization.slug)}`} className="self-start text-sm underline">
          {t("manage.viewPublic")}
        </a>
      </div>
      {notice ? (
        <p role="status" className="rounded-md border border-success px-3 py-2 text-sm text-success">
          {t(`manage.notices.${notice}`)}
        </p>
      ) : null}

      <section aria-labelledby="directory-title" className="flex flex-col gap-3">
        <h2 id="directory-title" className="text-lg font-semibold">
          {t("manage.listTitle")}
        </h2>
        {lawyers.length === 0 ? (
          <p className="text-ink-muted">{t("manage.empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
            {lawyers.map((lawyer) => (
              <li key={lawyer.id} className="flex flex-wrap items-center gap-3 p-3" data-lawyer-id={lawyer.id}>
                <div className="me-auto flex flex-col">
                  <span className="font-medium">{lawyer.name}</span>
                  <span className="text-sm text-ink-muted">{[lawyer.firm, lawyer.location, lawyer.practiceAreas.join(", ")].filter(Boolean).join(" · ")}</span>
                </div>
                <span className={`rounded px-2 py-0.5 text-xs ${lawyer.active ? "bg-surface-sunken" : "border border-line text-ink-muted"}`}>
                  {lawyer.active ? t("manage.active") : t("manage.inactive")}
                </span>
                <Link to={`${pageHref(organization.id, { edit: lawyer.id })}#lawyer-form`} className="rounded-md border border-line px-3 py-1 text-sm" aria-label={t("manage.editName", { name: lawyer.name })}>
                  {t("manage.edit")}
                </Link>
                <Form method="post" action={pageHref(organization.id)}>
                  <input type="hidden" name="lawyerId" value={lawyer.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={lawyer.active ? "deactivate" : "activate"}
                    className="rounded-md border border-line px-3 py-1 text-sm"
                    aria-label={t(lawyer.active ? "manage.deactivateName" : "manage.activateName", { name: lawyer.name })}
                  >
                    {lawyer.active ? t("manage.deactivate") : t("manage.activate")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <LawyerForm
        key={editing?.id ?? "new"}
        organizationId={organization.id}
        editing={editing}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      />
    </div>
  );
}

function LawyerForm({
  organizationId,
  editing,
  lastResult,
}: {
  organizationId: string;
  editing: { id: string; name: string; values: Record<string, string> } | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("lawyers");
  const [form, fields] = useForm({
    id: editing ? `lawyer-${editing.id}` : "lawyer-new",
    lastResult,
    defaultValue: editing?.values ?? { country: "US" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LawyerFormSchema }),
  });
  return (
    <section id="lawyer-form" aria-labelledby="lawyer-form-title" className="flex flex-col gap-3">
      <h2 id="lawyer-form-title" className="text-lg font-semibold">
        {editing ? t("manage.editTitle", { name: editing.name }) : t("manage.addTitle")}
      </h2>
      <Form method="post" action={pageHref(organizationId)} {...getFormProps(form)} className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
        {editing ? <input type="hidden" name="lawyerId" value={editing.id} /> : null}
        <div id={form.errorId} role="alert" className="text-sm text-danger empty:hidden sm:col-span-2">
          {form.errors?.map((error) => (
            <p key={error}>{t(error)}</p>
          ))}
        </div>
        <Field field={fields.name} label={t("form.name")} />
        <Field field={fields.firm} label={t("form.firm")} optional />
        <Field field={fields.practiceAreas} label={t("form.practiceAreas")} hint={t("form.listHint")} wide />
        <Field field={fields.city} label={t("form.city")} optional />
        <Field field={fields.state} label={t("form.state")} optional />
        <Field field={fields.country} label={t("form.country")} optional />
        <Field field={fields.languages} label={t("form.languages")} hint={t("form.listHint")} optional />
        <Field field={fields.hourlyFee} label={t("form.hourlyFee")} type="number" optional />
        <Field field={fields.yearsExperience} label={t("form.yearsExperience")} type="number" optional />
        <Field field={fields.rating} label={t("form.rating")} type="number" step="0.1" optional />
        <Field field={fields.reviewCount} label={t("form.reviewCount")} type="number" optional />
        <Field field={fields.phone} label={t("form.phone")} type="tel" optional />
        <Field field={fields.email} label={t("form.email")} type="email" optional />
        <Field field={fields.website} label={t("form.website")} optional />
        <Field field={fields.photoUrl} label={t("form.photoUrl")} optional />
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={fields.bio.id} className="text-sm font-medium">
            {t("form.bio")} <span className="font-normal text-ink-muted">({t("form.optional")})</span>
          </label>
          <textarea
            {...getTextareaProps(fields.bio)}
            key={fields.bio.key}
            rows={3}
            aria-describedby={fields.bio.errors ? `${fields.bio.id}-error` : undefined}
            className="rounded-md border border-line bg-surface px-3 py-2"
          />
          <p id={`${fields.bio.id}-error`} className="min-h-5 text-sm text-danger">
            {fields.bio.errors?.map((error) => t(error)).join(" ")}
          </p>
        </div>
        <div className="flex gap-3 sm:col-span-2">
          <button type="submit" name="intent" value={editing ? "update" : "create"} className="rounded-md bg-brand px-4 py-2 font-medium text-on-brand">
            {editing ? t("manage.save") : t("manage.add")}
          </button>
          {editing ? (
            <Link to={pageHref(organizationId)} className="rounded-md border border-line px-4 py-2">
              {t("manage.cancel")}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

function Field({
  field,
  label,
  type = "text",
  step,
  optional = false,
  hint,
  wide = false,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "number" | "tel" | "email";
  step?: string;
  optional?: boolean;
  hint?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation("lawyers");
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const describedBy = [field.errors ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${wide ? "sm:col-span-2" : ""}`}>
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> ({t("form.optional")})</span> : null}
      </label>
      <input
        {...getInputProps(field as FieldMetadata<string>, { type })}
        key={field.key}
        required={undefined}
        min={undefined}
        max={undefined}
        step={step}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy}
        className="rounded-md border border-line bg-surface px-3 py-2"
      />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="min-h-5 text-sm text-danger">
        {field.errors?.map((error) => t(error)).join(" ")}
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("lawyers");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 403 ? "manage.errors.forbidden" : status === 404 ? "manage.errors.notFound" : "manage.errors.failed";
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col justify-center gap-4">
      <h1 className="text-2xl font-semibold">{t(`${key}Title`)}</h1>
      <p className="text-ink-muted">{t(`${key}Body`)}</p>
      <Link to="/" className="self-start underline">
        {t("manage.home")}
      </Link>
    </div>
  );
}
