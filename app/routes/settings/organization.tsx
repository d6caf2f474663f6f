import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { ApiTokens } from "~/features/organization-settings/components/api-tokens-section.tsx";
import { DeleteOrganization } from "~/features/organization-settings/components/delete-organization-section.tsx";
import { InvitationLinkCard, MyInvitations } from "~/features/organization-settings/components/invitation-answers.tsx";
import { Invitations } from "~/features/organization-settings/components/invitations-section.tsx";
import { Members } from "~/features/organization-settings/components/members-section.tsx";
import {
  CreateOrganizationForm,
  Overview,
  SwitchOrganization,
} from "~/features/organization-settings/components/organization-overview.tsx";
import {
  applyOrganizationSettingsAction,
  loadOrganizationSettings,
} from "~/features/organization-settings/organization-settings.server.ts";
import { OrganizationSettingsActionSchema } from "~/features/organization-settings/schemas.ts";
import { type OrganizationSettingsReply, resultFor } from "~/features/organization-settings/settings-reply.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/organization";
import { BackLink } from "~/components/ui/back-link.tsx";

/**
 * /settings/organization (spec §2 Settings > Organization): the organization this session works
 * in, switching and creating organizations, members and their roles, invitations (sent and
 * received, including the e-mailed link), API tokens and deleting the organization. Every form
 * posts here and works without JavaScript; the use cases decide who may do what.
 */
const pagePath = "/settings/organization";

export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = requirePageUser(context, request);
  const url = new URL(request.url);
  return loadOrganizationSettings(signedIn, {
    invitationId: url.searchParams.get("invitation"),
    invitationToken: url.searchParams.get("token"),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = requirePageUser(context, request);
  const { t } = getInstance(context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const target = formData.get("userId") ?? formData.get("tokenId") ?? formData.get("invitationId");
  const submission = parseWithZod(formData, { schema: OrganizationSettingsActionSchema });
  const reply = (fields: Omit<OrganizationSettingsReply, "intent">, status = 200) =>
    data<OrganizationSettingsReply>({ intent, ...fields }, { status });
  const fail = (message: string, status: number) =>
    reply(
      {
        target: typeof target === "string" ? target : null,
        result: submission.reply({ formErrors: [message] }),
        token: null,
      },
      status,
    );
  if (!isSameOriginRequest(request)) return fail("auth:errors.crossSite", 403);
  if (submission.status !== "success") return reply({ target: null, result: submission.reply(), token: null }, 400);
  try {
    const outcome = await applyOrganizationSettingsAction(signedIn, submission.value);
    if (outcome.type === "token-created") {
      return reply({
        target: null,
        result: submission.reply({ resetForm: true }),
        token: { name: outcome.name, secret: outcome.secret },
      });
    }
    return redirectWithToast(
      pagePath,
      { type: "success", title: t(`settings:organization.toasts.${outcome.toast}`) },
      { status: 303 },
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return fail(error.message, httpStatusOf(error));
  }
}

export default function OrganizationSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const { organization, permissions } = loaderData;
  const reply = actionData;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-10">
      <title>{t("organization.meta.title")}</title>
      <BackLink to="/">{t("organization.back")}</BackLink>
      <h1 className="text-2xl font-semibold">{t("organization.title")}</h1>
      <InvitationLinkCard link={loaderData.invitationLink} reply={reply} />
      <MyInvitations invitations={loaderData.myInvitations} reply={reply} />
      {organization ? <Overview view={loaderData} organization={organization} /> : <p>{t("organization.none")}</p>}
      <SwitchOrganization view={loaderData} reply={reply} />
      {loaderData.canCreate ? <CreateOrganizationForm lastResult={resultFor(reply, "create")} /> : null}
      {organization ? <Members view={loaderData} organization={organization} reply={reply} /> : null}
      {organization && permissions.invite ? (
        <Invitations view={loaderData} organization={organization} reply={reply} />
      ) : null}
      {organization && permissions.tokens ? (
        <ApiTokens view={loaderData} organization={organization} reply={reply} />
      ) : null}
      {organization && permissions.delete ? (
        <DeleteOrganization
          organizationId={organization.id}
          name={organization.name}
          lastResult={resultFor(reply, "delete-organization")}
        />
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
