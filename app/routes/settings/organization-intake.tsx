import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { actorCan } from "~/features/members/organization-access.server.ts";
import { requireMemberActor } from "~/features/members/require-member-actor.server.ts";
import { getActiveOrganization } from "~/features/organizations/active-organization.server.ts";
import { getMyOrganization } from "~/features/organizations/get-member-organization.server.ts";
import { maxLogoBytes, storeOrganizationLogo } from "~/features/organizations/organization-logo.server.ts";
import { IntakeConfigForm } from "~/features/organizations/components/intake-config-form.tsx";
import { IntakeConfigFormSchema } from "~/features/organizations/schemas.ts";
import { patchFromIntakeForm, updateOrganization } from "~/features/organizations/update-organization.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/organization-intake";
import { BackLink } from "~/components/ui/back-link.tsx";
import { errorKindOf, StatusError } from "~/components/status-error.tsx";

/**
 * /settings/organization/intake: owners and admins edit what the intake page shows and how the
 * assistant works: every field of the organization config. Services and their questions are
 * repeated fields; adding, removing and moving them are submit buttons (Conform list intents),
 * so the editor works without JavaScript and nothing typed is lost on an error.
 */
async function loadEditable(request: Request, context: Route.LoaderArgs["context"]) {
  const { user, session } = requirePageUser(context, request);
  const { active } = await getActiveOrganization(session);
  if (!active || active.isPersonal) throw data({ message: "Organization not found" }, { status: 404 });
  // getActiveOrganization only answers the user's own organizations: memberActor finds the role.
  const actor = await requireMemberActor(active.id, user);
  if (!actorCan(actor, "organization:update")) throw data({ message: "Access Denied" }, { status: 403 });
  return { user, actor };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, actor } = await loadEditable(request, context);
  const organization = await getMyOrganization(actor.organizationId, user.id);
  if (!organization) throw data({ message: "Organization not found" }, { status: 404 });
  return { organization, maxLogoMegabytes: maxLogoBytes / 1024 / 1024 };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await loadEditable(request, context);
  const { t } = getInstance(context);
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > maxLogoBytes * 2 + 256 * 1024) {
    return data(
      {
        result: {
          status: "error" as const,
          error: { profileImage: ["settings:organization.validation.imageTooLarge"] },
        },
      },
      { status: 413 },
    );
  }
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: IntakeConfigFormSchema });
  if (!isSameOriginRequest(request))
    return data({ result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, { status: 403 });
  if (submission.status !== "success")
    return data({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  try {
    const upload = formData.get("profileImage");
    let profileImage: string | null | undefined;
    if (upload instanceof File && upload.size > 0)
      profileImage = await storeOrganizationLogo(actor.organizationId, new Uint8Array(await upload.arrayBuffer()));
    else if (submission.value.removeProfileImage) profileImage = null;
    await updateOrganization(actor, { ...patchFromIntakeForm(submission.value), profileImage });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = typeof error.details.field === "string" ? error.details.field : null;
    return data(
      {
        result: submission.reply(
          field ? { fieldErrors: { [field]: [error.message] } } : { formErrors: [error.message] },
        ),
      },
      { status: httpStatusOf(error) },
    );
  }
  return redirectWithToast(
    "/settings/organization/intake",
    { type: "success", title: t("settings:organization.toasts.intakeSaved") },
    { status: 303 },
  );
}

export default function IntakeEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const { organization } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <title>{t("organization.intake.meta.title")}</title>
      <BackLink to="/settings/organization">{t("organization.title")}</BackLink>
      <h1 className="text-2xl font-semibold">{t("organization.intake.title")}</h1>
      <p>
        <a href={`/?organizationId=${encodeURIComponent(organization.slug)}`} className="underline">
          {t("organization.overview.openIntake")}
        </a>
      </p>
      <IntakeConfigForm
        organization={organization}
        maxLogoMegabytes={loaderData.maxLogoMegabytes}
        lastResult={actionData?.result}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("settings");
  const kind = errorKindOf(error);
  // Only a 403 or a 404 is this page's own answer; anything else is the unexpected-error page, not "not found".
  if (kind === "unexpected") return <StatusError error={error} />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">
        {kind === "forbidden" ? t("organization.intake.forbidden") : t("organization.intake.notFound")}
      </h1>
      <Link to="/settings/organization" className="underline">
        {t("organization.title")}
      </Link>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
