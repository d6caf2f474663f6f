import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { ErrorList, Field, FormErrors, SelectField, SubmitButton } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Input, Select } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { db } from "../../../db/client.ts";
import { createApiToken } from "../../features/api-tokens/create-api-token.server.ts";
import { listApiTokens } from "../../features/api-tokens/list-api-tokens.server.ts";
import { revokeApiToken } from "../../features/api-tokens/revoke-api-token.server.ts";
import { CreateApiTokenSchema } from "../../features/api-tokens/schemas.ts";
import { requirePageUser } from "../../features/auth/require-user.server.ts";
import { useHydrated } from "../../features/intake/client/use-hydrated.ts";
import { cancelInvitation } from "../../features/invitations/cancel-invitation.server.ts";
import { getInvitationForLink, type InvitationLink } from "../../features/invitations/get-invitation-for-link.server.ts";
import { inviteMember } from "../../features/invitations/invite-member.server.ts";
import { listMyInvitations } from "../../features/invitations/list-my-invitations.server.ts";
import { listOrganizationInvitations } from "../../features/invitations/list-organization-invitations.server.ts";
import { respondToInvitation } from "../../features/invitations/respond-to-invitation.server.ts";
import { InviteMemberSchema } from "../../features/invitations/schemas.ts";
import { listMembers } from "../../features/members/list-members.server.ts";
import { actorCan, memberActor, type OrganizationActor } from "../../features/members/organization-access.server.ts";
import { canAssignRole, canManageMember, invitableRoles, organizationRoles, type OrganizationRole } from "../../features/members/permissions.ts";
import { removeMember } from "../../features/members/remove-member.server.ts";
import { UpdateMemberRoleSchema } from "../../features/members/schemas.ts";
import { updateMemberRole } from "../../features/members/update-member-role.server.ts";
import { getActiveOrganization, setActiveOrganization } from "../../features/organizations/active-organization.server.ts";
import { createOrganizationForUser } from "../../features/organizations/create-user-organization.server.ts";
import { deleteOrganization } from "../../features/organizations/delete-organization.server.ts";
import { multipleOrganizationsEnabled } from "../../features/organizations/feature-flags.ts";
import { getMemberOrganization } from "../../features/organizations/get-member-organization.server.ts";
import { CreateOrganizationSchema, DeleteOrganizationSchema, SetActiveOrganizationSchema } from "../../features/organizations/schemas.ts";
import { redirectWithToast } from "../../features/toasts/toast.server.ts";
import { DomainError, httpStatusOf } from "../../lib/errors.ts";
import { isSameOriginRequest } from "../../lib/origin-check.server.ts";
import { getInstance } from "../../middleware/i18n.server.ts";
import type { Route } from "./+types/organization";

/**
 * /settings/organization (spec §2 Settings > Organization): the organization this session works
 * in, switching and creating organizations, members and their roles, invitations (sent and
 * received, including the e-mailed link), API tokens and deleting the organization. Every form
 * posts here and works without JavaScript; the use cases decide who may do what.
 */
const pagePath = "/settings/organization";
const organizationIdField = z.uuid({ error: "settings:organization.validation.organizationRequired" });

const schemas = {
  create: CreateOrganizationSchema,
  switch: SetActiveOrganizationSchema,
  invite: InviteMemberSchema,
  "cancel-invitation": z.object({ organizationId: organizationIdField, invitationId: z.uuid() }),
  "change-role": UpdateMemberRoleSchema.extend({ organizationId: organizationIdField }),
  "remove-member": z.object({ organizationId: organizationIdField, userId: z.uuid() }),
  "create-token": CreateApiTokenSchema.extend({ organizationId: organizationIdField }),
  "revoke-token": z.object({ organizationId: organizationIdField, tokenId: z.uuid() }),
  "delete-organization": DeleteOrganizationSchema.extend({ organizationId: organizationIdField }),
  "accept-invitation": z.object({ invitationId: z.uuid(), token: z.string().min(16).max(100).optional() }),
  "decline-invitation": z.object({ invitationId: z.uuid(), token: z.string().min(16).max(100).optional() }),
} as const;
type Intent = keyof typeof schemas;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, session } = requirePageUser(context, request);
  const url = new URL(request.url);
  const { organizations, active } = await getActiveOrganization(db, session);
  const organization = active ? await getMemberOrganization(db, active.id, user.id) : null;
  const actor: OrganizationActor | null = organization
    ? { kind: "member", organizationId: organization.id, userId: user.id, email: user.email, role: organization.role }
    : null;
  const invitationId = url.searchParams.get("invitation");
  const invitationToken = url.searchParams.get("token");
  const [members, invitations, tokens, myInvitations, invitationLink] = await Promise.all([
    actor ? listMembers(db, actor) : [],
    actor && actorCan(actor, "invitation:read") ? listOrganizationInvitations(db, actor) : [],
    actor && actorCan(actor, "api-token:manage") ? listApiTokens(db, actor) : [],
    listMyInvitations(db, user),
    invitationId && invitationToken ? getInvitationForLink(db, user, invitationId, invitationToken) : null,
  ]);
  return {
    userId: user.id,
    organizations,
    organization,
    members,
    invitations,
    tokens,
    myInvitations,
    invitationLink: invitationLink ? { ...invitationLink, token: invitationToken } : null,
    canCreate: multipleOrganizationsEnabled(),
    permissions: {
      update: actor ? actorCan(actor, "organization:update") : false,
      invite: actor ? actorCan(actor, "member:invite") : false,
      tokens: actor ? actorCan(actor, "api-token:manage") : false,
      delete: actor ? actorCan(actor, "organization:delete") && !organization?.isPersonal : false,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = requirePageUser(context, request);
  const { t } = getInstance(context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "") as Intent;
  if (!Object.hasOwn(schemas, intent)) return data({ intent, result: null, token: null }, { status: 400 });
  const submission = parseWithZod(formData, { schema: schemas[intent] as z.ZodType<Record<string, unknown>> });
  const fail = (message: string, status: number) =>
    data({ intent, target: formData.get("userId") ?? formData.get("tokenId") ?? formData.get("invitationId"), result: submission.reply({ formErrors: [message] }), token: null }, { status });
  if (!isSameOriginRequest(request)) return fail("auth:errors.crossSite", 403);
  if (submission.status !== "success") return data({ intent, target: null, result: submission.reply(), token: null }, { status: 400 });
  const value = submission.value as Record<string, string> & { role?: OrganizationRole };
  const actorOf = () => memberActor(db, value.organizationId!, user);
  const done = (key: string, location = pagePath) => redirectWithToast(location, { type: "success", title: t(`settings:organization.toasts.${key}`) }, { status: 303 });
  try {
    switch (intent) {
      case "create": {
        const created = await createOrganizationForUser(db, user, submission.value as z.infer<typeof CreateOrganizationSchema>);
        await setActiveOrganization(db, session, created.id);
        return done("created");
      }
      case "switch":
        await setActiveOrganization(db, session, value.organizationId!);
        return done("switched");
      case "invite":
        await inviteMember(db, await actorOf(), { email: value.email!, role: value.role as (typeof invitableRoles)[number] });
        return done("invited");
      case "cancel-invitation":
        await memberActor(db, value.organizationId!, user);
        await cancelInvitation(db, user, value.invitationId!, new Date(), { organizationId: value.organizationId! });
        return done("invitationCancelled");
      case "change-role":
        await updateMemberRole(db, await actorOf(), { userId: value.userId!, role: value.role! });
        return done("roleChanged");
      case "remove-member":
        await removeMember(db, await actorOf(), value.userId!);
        return done(value.userId === user.id ? "left" : "memberRemoved");
      case "create-token": {
        const created = await createApiToken(db, await actorOf(), { tokenName: value.tokenName! });
        return data({ intent, target: null, result: submission.reply({ resetForm: true }), token: { name: value.tokenName!, secret: created.token } });
      }
      case "revoke-token":
        await revokeApiToken(db, await actorOf(), value.tokenId!);
        return done("tokenRevoked");
      case "delete-organization":
        await deleteOrganization(db, await actorOf(), value.confirmName ?? "");
        return done("deleted");
      case "accept-invitation":
      case "decline-invitation": {
        const answered = await respondToInvitation(db, user, value.invitationId!, intent === "accept-invitation" ? "accept" : "decline", value.token || undefined);
        if (answered.status === "accepted") await setActiveOrganization(db, session, answered.organizationId);
        return done(answered.status === "accepted" ? "invitationAccepted" : "invitationDeclined");
      }
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return fail(error.message, httpStatusOf(error));
  }
}

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = Route.ComponentProps["actionData"];

function resultFor(actionData: ActionData, intent: Intent, target?: string): SubmissionResult<string[]> | undefined {
  if (!actionData || actionData.intent !== intent || !actionData.result) return undefined;
  if (target !== undefined && "target" in actionData && actionData.target !== target) return undefined;
  return actionData.result as SubmissionResult<string[]>;
}

export default function OrganizationSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const { organization } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-10">
      <title>{t("organization.meta.title")}</title>
      <Link to="/" className="self-start text-sm text-ink-muted underline">
        ← {t("organization.back")}
      </Link>
      <h1 className="text-2xl font-semibold">{t("organization.title")}</h1>
      <InvitationLinkCard link={loaderData.invitationLink} actionData={actionData} />
      <MyInvitations invitations={loaderData.myInvitations} actionData={actionData} />
      {organization ? <Overview loaderData={loaderData} /> : <p>{t("organization.none")}</p>}
      <SwitchOrganization loaderData={loaderData} actionData={actionData} />
      {loaderData.canCreate ? <CreateOrganizationForm lastResult={resultFor(actionData, "create")} /> : null}
      {organization ? <Members loaderData={loaderData} actionData={actionData} /> : null}
      {organization && loaderData.permissions.invite ? <Invitations loaderData={loaderData} actionData={actionData} /> : null}
      {organization && loaderData.permissions.tokens ? <ApiTokens loaderData={loaderData} actionData={actionData} /> : null}
      {organization && loaderData.permissions.delete ? (
        <DeleteOrganization organizationId={organization.id} name={organization.name} lastResult={resultFor(actionData, "delete-organization")} />
      ) : null}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function InvitationLinkCard({ link, actionData }: { link: (InvitationLink & { token: string | null }) | null; actionData: ActionData }) {
  const { t } = useTranslation("settings");
  if (!link) return null;
  if (link.state !== "pending") {
    return (
      <p role="status" className="rounded-md border border-line px-3 py-2">
        {t(`organization.invitationLink.${link.state}`)}
      </p>
    );
  }
  const errors = resultFor(actionData, "accept-invitation", link.id)?.error?.[""] ?? resultFor(actionData, "decline-invitation", link.id)?.error?.[""] ?? undefined;
  return (
    <Section id="invitation-link-title" title={t("organization.invitationLink.title")}>
      <p>{t("organization.invitationLink.body", { organization: link.organizationName, role: t(`organization.roles.${link.role}`) })}</p>
      <FormErrors errors={errors} ns="settings" />
      <div className="flex gap-3">
        <RespondForm invitationId={link.id} token={link.token} decision="accept" organizationName={link.organizationName} />
        <RespondForm invitationId={link.id} token={link.token} decision="decline" organizationName={link.organizationName} />
      </div>
    </Section>
  );
}

function RespondForm({ invitationId, token, decision, organizationName }: { invitationId: string; token?: string | null; decision: "accept" | "decline"; organizationName: string }) {
  const { t } = useTranslation("settings");
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={`${decision}-invitation`} />
      <input type="hidden" name="invitationId" value={invitationId} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <Button
        type="submit"
        variant={decision === "accept" ? "primary" : "secondary"}
        size={decision === "accept" ? "md" : "sm"}
        aria-label={t(`organization.myInvitations.${decision}Label`, { organization: organizationName })}
      >
        {t(`organization.myInvitations.${decision}`)}
      </Button>
    </Form>
  );
}

function MyInvitations({ invitations, actionData }: { invitations: LoaderData["myInvitations"]; actionData: ActionData }) {
  const { t } = useTranslation("settings");
  if (invitations.length === 0) return null;
  return (
    <Section id="my-invitations-title" title={t("organization.myInvitations.title")}>
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-2 rounded-md border border-line p-3">
            <p>{t("organization.invitationLink.body", { organization: invitation.organizationName, role: t(`organization.roles.${invitation.role}`) })}</p>
            <FormErrors ns="settings" errors={resultFor(actionData, "accept-invitation", invitation.id)?.error?.[""] ?? resultFor(actionData, "decline-invitation", invitation.id)?.error?.[""] ?? undefined} />
            <div className="flex gap-3">
              <RespondForm invitationId={invitation.id} decision="accept" organizationName={invitation.organizationName} />
              <RespondForm invitationId={invitation.id} decision="decline" organizationName={invitation.organizationName} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Overview({ loaderData }: { loaderData: LoaderData }) {
  const { t } = useTranslation("settings");
  const organization = loaderData.organization!;
  return (
    <Section id="overview-title" title={organization.name}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t("organization.overview.slug")}</dt>
        <dd>@{organization.slug}</dd>
        <dt className="text-ink-muted">{t("organization.overview.role")}</dt>
        <dd>{t(`organization.roles.${organization.role}`)}</dd>
        <dt className="text-ink-muted">{t("organization.overview.plan")}</dt>
        <dd>{t(`organization.tiers.${organization.subscriptionTier}`)}</dd>
        <dt className="text-ink-muted">{t("organization.overview.members")}</dt>
        <dd>{loaderData.members.length}</dd>
      </dl>
      {organization.description ? <p className="text-ink-muted">{organization.description}</p> : null}
      <div className="flex flex-wrap gap-3">
        {organization.isPersonal ? null : (
          <a href={`/?organizationId=${encodeURIComponent(organization.slug)}`} className="underline">
            {t("organization.overview.openIntake")}
          </a>
        )}
        {loaderData.permissions.update && !organization.isPersonal ? (
          <Link to="/settings/organization/intake" className="underline">
            {t("organization.overview.editIntake")}
          </Link>
        ) : null}
        {loaderData.permissions.update && !organization.isPersonal ? (
          <Link to={`/settings/organization/conflicts?organizationId=${encodeURIComponent(organization.id)}`} className="underline">
            {t("organization.overview.conflictList")}
          </Link>
        ) : null}
        {loaderData.permissions.update && !organization.isPersonal ? (
          <Link to={`/settings/organization/limitations?organizationId=${encodeURIComponent(organization.id)}`} className="underline">
            {t("organization.overview.limitationPeriods")}
          </Link>
        ) : null}
        {loaderData.permissions.update && !organization.isPersonal ? <Link to={`/settings/organization/retention?organizationId=${encodeURIComponent(organization.id)}`} className="underline">{t("stewardship:settingsLink")}</Link> : null}
        {loaderData.permissions.update && !organization.isPersonal ? (
          <Link to="/settings/organization/non-engagement" className="underline">
            {t("nonEngagement.link")}
          </Link>
        ) : null}
      </div>
    </Section>
  );
}

function SwitchOrganization({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionData }) {
  const { t } = useTranslation("settings");
  if (loaderData.organizations.length < 2) return null;
  return (
    <Section id="switch-title" title={t("organization.switch.title")}>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="switch" />
        <Label className="flex flex-col gap-1">
          {t("organization.switch.label")}
          <Select name="organizationId" defaultValue={loaderData.organization?.id}>
            {loaderData.organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.isPersonal ? t("organization.switch.personal", { name: organization.name }) : organization.name}
              </option>
            ))}
          </Select>
        </Label>
        <SubmitButton pendingIntent="switch" variant="secondary" size="sm">
          {t("organization.switch.submit")}
        </SubmitButton>
      </Form>
      <FormErrors ns="settings" errors={resultFor(actionData, "switch")?.error?.[""] ?? undefined} />
    </Section>
  );
}

function CreateOrganizationForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({
    id: "create-organization",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateOrganizationSchema }),
  });
  return (
    <Section id="create-title" title={t("organization.create.title")}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="create" />
        <FormErrors id={form.errorId} errors={form.errors} ns="settings" />
        <Field field={fields.name} label={t("organization.create.name")} ns="settings" />
        <Field field={fields.slug} label={t("organization.create.slug")} hint={t("organization.create.slugHint")} ns="settings" />
        <Field field={fields.description} label={t("organization.create.description")} ns="settings" />
        <SubmitButton pendingIntent="create" className="self-start">
          {t("organization.create.submit")}
        </SubmitButton>
      </Form>
    </Section>
  );
}

function Members({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionData }) {
  const { t } = useTranslation("settings");
  const organization = loaderData.organization!;
  const myRole = organization.role;
  return (
    <Section id="members-title" title={t("organization.members.title")}>
      <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
        {loaderData.members.map((member) => {
          const self = member.userId === loaderData.userId;
          const canChange = !self && canManageMember(myRole, "member:update-role", member.role);
          const canRemove = !self && canManageMember(myRole, "member:remove", member.role);
          const errors = resultFor(actionData, "change-role", member.userId)?.error?.[""] ?? resultFor(actionData, "remove-member", member.userId)?.error?.[""] ?? undefined;
          return (
            <li key={member.userId} className="flex flex-col gap-2 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <span className="font-medium">{member.name}</span> <span className="text-sm text-ink-muted">{member.email}</span>
                </span>
                <span className="text-sm">{t(`organization.roles.${member.role}`)}</span>
              </div>
              <div className="flex flex-wrap gap-2">
                {canChange ? (
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="change-role" />
                    <input type="hidden" name="organizationId" value={organization.id} />
                    <input type="hidden" name="userId" value={member.userId} />
                    <label className="sr-only" htmlFor={`role-${member.userId}`}>
                      {t("organization.members.roleFor", { name: member.name })}
                    </label>
                    <Select id={`role-${member.userId}`} name="role" defaultValue={member.role} compact>
                      {organizationRoles
                        .filter((role) => canAssignRole(myRole, role))
                        .map((role) => (
                          <option key={role} value={role}>
                            {t(`organization.roles.${role}`)}
                          </option>
                        ))}
                    </Select>
                    <Button type="submit" variant="secondary" size="sm">
                      {t("organization.members.changeRole")}
                    </Button>
                  </Form>
                ) : null}
                {canRemove || self ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-member" />
                    <input type="hidden" name="organizationId" value={organization.id} />
                    <input type="hidden" name="userId" value={member.userId} />
                    <Button type="submit" variant="danger-outline" size="sm">
                      {self ? t("organization.members.leave") : t("organization.members.remove", { name: member.name })}
                    </Button>
                  </Form>
                ) : null}
              </div>
              <FormErrors errors={errors} ns="settings" />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Invitations({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionData }) {
  const { t } = useTranslation("settings");
  const organization = loaderData.organization!;
  const [form, fields] = useForm({
    id: "invite-member",
    lastResult: resultFor(actionData, "invite"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { role: "attorney", organizationId: organization.id },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InviteMemberSchema }),
  });
  return (
    <Section id="invitations-title" title={t("organization.invitations.title")}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="organizationId" value={organization.id} />
        <FormErrors id={form.errorId} errors={form.errors} ns="settings" />
        <Field field={fields.email} label={t("organization.invitations.email")} type="email" ns="settings" />
        <SelectField field={fields.role} label={t("organization.invitations.role")} ns="settings">
            {invitableRoles
              .filter((role) => canAssignRole(organization.role, role))
              .map((role) => (
                <option key={role} value={role}>
                  {t(`organization.roles.${role}`)}
                </option>
              ))}
        </SelectField>
        <SubmitButton pendingIntent="invite" className="self-start">
          {t("organization.invitations.submit")}
        </SubmitButton>
      </Form>
      <h3 className="font-medium">{t("organization.invitations.pending")}</h3>
      {loaderData.invitations.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("organization.invitations.nonePending")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
          {loaderData.invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                {invitation.email} · {t(`organization.roles.${invitation.role}`)}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="cancel-invitation" />
                <input type="hidden" name="organizationId" value={organization.id} />
                <input type="hidden" name="invitationId" value={invitation.id} />
                <Button type="submit" variant="secondary" size="sm" aria-label={t("organization.invitations.cancelLabel", { email: invitation.email })}>
                  {t("organization.invitations.cancel")}
                </Button>
              </Form>
              <FormErrors ns="settings" errors={resultFor(actionData, "cancel-invitation", invitation.id)?.error?.[""] ?? undefined} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ApiTokens({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionData }) {
  const { t, i18n } = useTranslation("settings");
  const organization = loaderData.organization!;
  const created = actionData && "token" in actionData ? actionData.token : null;
  const [form, fields] = useForm({
    id: "create-token",
    lastResult: resultFor(actionData, "create-token"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateApiTokenSchema }),
  });
  const date = (seconds: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(seconds * 1000);
  return (
    <Section id="tokens-title" title={t("organization.tokens.title")}>
      {created ? (
        <div role="status" className="flex flex-col gap-1 rounded-md border border-success p-3">
          <p className="font-medium">{t("organization.tokens.createdOnce", { name: created.name })}</p>
          <code className="break-all rounded bg-surface-muted p-2" data-testid="new-token">
            {created.secret}
          </code>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="create-token" />
        <input type="hidden" name="organizationId" value={organization.id} />
        <FormErrors id={form.errorId} errors={form.errors} ns="settings" />
        <Field field={fields.tokenName} label={t("organization.tokens.name")} ns="settings" />
        <SubmitButton pendingIntent="create-token" className="self-start">
          {t("organization.tokens.submit")}
        </SubmitButton>
      </Form>
      {loaderData.tokens.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("organization.tokens.none")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
          {loaderData.tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="flex flex-col">
                <span className="font-medium">{token.name}</span>
                <span className="text-sm text-ink-muted">
                  <code>{token.tokenPrefix}…</code> · {token.lastUsedAt ? t("organization.tokens.lastUsed", { date: date(token.lastUsedAt) }) : t("organization.tokens.neverUsed")}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-token" />
                <input type="hidden" name="organizationId" value={organization.id} />
                <input type="hidden" name="tokenId" value={token.id} />
                <Button type="submit" variant="danger-outline" size="sm" aria-label={t("organization.tokens.revokeLabel", { name: token.name })}>
                  {t("organization.tokens.revoke")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function DeleteOrganization({ organizationId, name, lastResult }: { organizationId: string; name: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("settings");
  const hydrated = useHydrated();
  const [typed, setTyped] = useState("");
  const [form, fields] = useForm({ id: "delete-organization", lastResult });
  const errors = [...(form.errors ?? []), ...(fields.confirmName.errors ?? [])];
  return (
    <Section id="delete-title" title={t("organization.delete.title")}>
      <p className="text-sm">{t("organization.delete.warning", { name })}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="delete-organization" />
        <input type="hidden" name="organizationId" value={organizationId} />
        <Label htmlFor={fields.confirmName.id}>{t("organization.delete.confirmLabel", { name })}</Label>
        <Input
          id={fields.confirmName.id}
          name={fields.confirmName.name}
          autoComplete="off"
          value={hydrated ? typed : undefined}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${fields.confirmName.id}-error`}
        />
        <ErrorList id={`${fields.confirmName.id}-error`} errors={errors} ns="settings" />
        <Button type="submit" variant="danger" disabled={hydrated && typed !== name} className="self-start">
          {t("organization.delete.submit")}
        </Button>
      </Form>
    </Section>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
