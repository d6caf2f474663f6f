import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, isRouteErrorResponse, Link, redirect } from "react-router";
import { Field, FormErrors, SubmitButton, TextareaField } from "~/components/forms.tsx";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { db } from "../../../../db/client.ts";
import { requirePageUser } from "../../../lib/require-user.server.ts";
import {
  createLawyer,
  getLawyer,
  lawyerFormValues,
  listLawyers,
  setLawyerActive,
  updateLawyer,
} from "../../../features/lawyers/manage-lawyers.server.ts";
import { requireDirectoryManager } from "../../../features/lawyers/require-directory-manager.server.ts";
import { LawyerFormSchema, locationLabel } from "../../../features/lawyers/schemas.ts";
import { DomainError } from "../../../lib/errors.ts";
import { isSameOriginRequest } from "../../../lib/origin-check.server.ts";
import type { Route } from "./+types/lawyers";
import { throwAsStatus } from "../../../lib/http-errors.server.ts";

/**
 * /settings/organization/lawyers: owners and admins manage the firm's lawyer directory (list,
 * add, edit, deactivate and reactivate). Server-rendered Conform + zod forms; attorneys and
 * paralegals get Access Denied (403), another organization's lawyer is 404, nobody signed in is
 * sent to sign-in.
 */
const notices = ["created", "updated", "deactivated", "activated"] as const;
type Notice = (typeof notices)[number];

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
      db
        .selectFrom("organizations")
        .select(["id", "name", "slug"])
        .where("id", "=", actor.organizationId)
        .executeTakeFirstOrThrow(),
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
    throwAsStatus(error);
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
    throwAsStatus(error);
  }
  if (!isSameOriginRequest(request)) throw data({ code: "CROSS_SITE" }, { status: 403 });
  const lawyerId = String(formData.get("lawyerId") ?? "");

  if (intent === "deactivate" || intent === "activate") {
    try {
      await setLawyerActive(db, actor, lawyerId, intent === "activate");
    } catch (error) {
      throwAsStatus(error);
    }
    return redirect(pageHref(actor.organizationId, { notice: intent === "activate" ? "activated" : "deactivated" }), {
      status: 303,
    });
  }

  if (intent !== "create" && intent !== "update") throw data({ code: "VALIDATION_FAILED" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: LawyerFormSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    if (intent === "create") await createLawyer(db, actor, submission.value);
    else await updateLawyer(db, actor, lawyerId, submission.value);
  } catch (error) {
    if (error instanceof DomainError && error.code === "CONFLICT") {
      return data(
        { intent, result: submission.reply({ formErrors: ["lawyers:form.errors.duplicate"] }) },
        { status: 409 },
      );
    }
    throwAsStatus(error);
  }
  return redirect(pageHref(actor.organizationId, { notice: intent === "create" ? "created" : "updated" }), {
    status: 303,
  });
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
        <a
          href={`/lawyers?organizationId=${encodeURIComponent(organization.slug)}`}
          className="self-start text-sm underline"
        >
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
                  <span className="text-sm text-ink-muted">
                    {[lawyer.firm, lawyer.location, lawyer.practiceAreas.join(", ")].filter(Boolean).join(" · ")}
                  </span>
                </div>
                <span
                  className={`rounded px-2 py-0.5 text-xs ${lawyer.active ? "bg-surface-sunken" : "border border-line text-ink-muted"}`}
                >
                  {lawyer.active ? t("manage.active") : t("manage.inactive")}
                </span>
                <Link
                  to={`${pageHref(organization.id, { edit: lawyer.id })}#lawyer-form`}
                  className={buttonClassName({ variant: "secondary", size: "sm" })}
                  aria-label={t("manage.editName", { name: lawyer.name })}
                >
                  {t("manage.edit")}
                </Link>
                <Form method="post" action={pageHref(organization.id)}>
                  <input type="hidden" name="lawyerId" value={lawyer.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value={lawyer.active ? "deactivate" : "activate"}
                    variant="secondary"
                    size="sm"
                    aria-label={t(lawyer.active ? "manage.deactivateName" : "manage.activateName", {
                      name: lawyer.name,
                    })}
                  >
                    {lawyer.active ? t("manage.deactivate") : t("manage.activate")}
                  </Button>
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
      <Form
        method="post"
        action={pageHref(organizationId)}
        {...getFormProps(form)}
        className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2"
      >
        {editing ? <input type="hidden" name="lawyerId" value={editing.id} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} ns="lawyers" className="sm:col-span-2" />
        <Field field={fields.name} label={t("form.name")} required ns="lawyers" />
        <Field field={fields.firm} label={t("form.firm")} optional ns="lawyers" />
        <Field
          field={fields.practiceAreas}
          label={t("form.practiceAreas")}
          hint={t("form.listHint")}
          required
          ns="lawyers"
          className="sm:col-span-2"
        />
        <Field field={fields.city} label={t("form.city")} optional ns="lawyers" />
        <Field field={fields.state} label={t("form.state")} optional ns="lawyers" />
        <Field field={fields.country} label={t("form.country")} optional ns="lawyers" />
        <Field field={fields.languages} label={t("form.languages")} hint={t("form.listHint")} optional ns="lawyers" />
        <Field field={fields.hourlyFee} label={t("form.hourlyFee")} type="number" optional ns="lawyers" />
        <Field field={fields.yearsExperience} label={t("form.yearsExperience")} type="number" optional ns="lawyers" />
        <Field
          field={fields.rating}
          label={t("form.rating")}
          type="number"
          optional
          ns="lawyers"
          inputProps={{ step: "0.1" }}
        />
        <Field field={fields.reviewCount} label={t("form.reviewCount")} type="number" optional ns="lawyers" />
        <Field field={fields.phone} label={t("form.phone")} type="tel" optional ns="lawyers" />
        <Field field={fields.email} label={t("form.email")} type="email" optional ns="lawyers" />
        <Field field={fields.website} label={t("form.website")} optional ns="lawyers" />
        <Field field={fields.photoUrl} label={t("form.photoUrl")} optional ns="lawyers" />
        <TextareaField
          field={fields.bio}
          label={t("form.bio")}
          optional
          ns="lawyers"
          className="sm:col-span-2"
          textareaProps={{ rows: 3 }}
        />
        <div className="flex gap-3 sm:col-span-2">
          <SubmitButton name="intent" value={editing ? "update" : "create"}>
            {editing ? t("manage.save") : t("manage.add")}
          </SubmitButton>
          {editing ? (
            <Link to={pageHref(organizationId)} className={buttonClassName({ variant: "secondary" })}>
              {t("manage.cancel")}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("lawyers");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key =
    status === 403 ? "manage.errors.forbidden" : status === 404 ? "manage.errors.notFound" : "manage.errors.failed";
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
