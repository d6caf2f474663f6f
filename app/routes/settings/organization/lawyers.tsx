import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { requireOrganizationPageActor, requireOrganizationPagePost } from "~/lib/require-user.server.ts";
import { oneOf } from "~/lib/one-of.ts";
import {
  createLawyer,
  getDirectoryOrganization,
  getLawyer,
  lawyerFormValues,
  listLawyers,
  setLawyerActive,
  updateLawyer,
} from "~/features/lawyers/manage-lawyers.server.ts";
import { LawyerForm } from "~/features/lawyers/components/lawyer-form.tsx";
import { ManagedLawyerList } from "~/features/lawyers/components/managed-lawyer-list.tsx";
import { requireDirectoryManager } from "~/features/lawyers/require-directory-manager.server.ts";
import { LawyerFormSchema, locationLabel } from "~/features/lawyers/schemas.ts";
import { DomainError } from "~/lib/errors.ts";
import { PageError } from "~/components/status-error.tsx";
import type { Route } from "./+types/lawyers";
import { BackLink } from "~/components/ui/back-link.tsx";
import { PageHeading } from "~/components/ui/page-heading.tsx";
import { SuccessNotice } from "~/components/ui/notice.tsx";
import { throwAsStatus } from "~/lib/http-errors.server.ts";
import { organizationPageHref } from "~/features/organization-settings/page-href.ts";

/**
 * /settings/organization/lawyers: owners and admins manage the firm's lawyer directory (list,
 * add, edit, deactivate and reactivate). Server-rendered Conform + zod forms; attorneys and
 * paralegals get Access Denied (403), another organization's lawyer is 404, nobody signed in is
 * sent to sign-in.
 */
const notices = ["created", "updated", "deactivated", "activated"] as const;

const pageHref = organizationPageHref("lawyers");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireOrganizationPageActor(context, request, requireDirectoryManager);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const [organization, lawyers, editing] = await Promise.all([
    getDirectoryOrganization(actor),
    listLawyers(actor),
    editId ? getLawyer(actor, editId) : Promise.resolve(null),
  ]).catch(throwAsStatus);
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
    notice: oneOf(notices, url.searchParams.get("notice")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, formData, intent } = await requireOrganizationPagePost(context, request, requireDirectoryManager);
  const lawyerId = String(formData.get("lawyerId") ?? "");

  if (intent === "deactivate" || intent === "activate") {
    await setLawyerActive(actor, lawyerId, intent === "activate").catch(throwAsStatus);
    return redirect(pageHref(actor.organizationId, { notice: intent === "activate" ? "activated" : "deactivated" }), {
      status: 303,
    });
  }

  if (intent !== "create" && intent !== "update") throw data({ code: "VALIDATION_FAILED" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: LawyerFormSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    if (intent === "create") await createLawyer(actor, submission.value);
    else await updateLawyer(actor, lawyerId, submission.value);
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
      <BackLink to="/settings">{t("manage.back")}</BackLink>
      <PageHeading title={t("manage.title")} intro={t("manage.intro", { organization: organization.name })}>
        <a
          href={`/lawyers?organizationId=${encodeURIComponent(organization.slug)}`}
          className="self-start text-sm underline"
        >
          {t("manage.viewPublic")}
        </a>
      </PageHeading>
      {notice ? <SuccessNotice>{t(`manage.notices.${notice}`)}</SuccessNotice> : null}

      <ManagedLawyerList
        lawyers={lawyers}
        actionHref={pageHref(organization.id)}
        editHref={(lawyerId) => pageHref(organization.id, { edit: lawyerId })}
      />

      <LawyerForm
        key={editing?.id ?? "new"}
        actionHref={pageHref(organization.id)}
        editing={editing}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} ns="lawyers" keys="manage.errors" backTo="/" backLabel="manage.home" />;
}
