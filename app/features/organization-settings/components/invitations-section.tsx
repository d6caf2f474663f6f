import { getFormProps, useForm } from "@conform-to/react";
import { useDeferredValidation } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormErrors, SelectField, SubmitButton } from "~/components/forms.tsx";
import { canAssignRole, invitableRoles } from "~/features/members/permissions.ts";
import { formErrorsFor, resultFor } from "~/features/organization-settings/settings-reply.ts";
import { Section } from "~/components/ui/section.tsx";
import { type OrganizationSectionProps, RowAction } from "./row-action.tsx";

export function Invitations({ view, organization, reply }: OrganizationSectionProps) {
  const { t } = useTranslation("settings");
  const validateInviteMember = useDeferredValidation(() =>
    import("~/features/invitations/schemas.ts").then((module) => module.InviteMemberSchema),
  );
  const [form, fields] = useForm({
    id: "invite-member",
    lastResult: resultFor(reply, "invite"),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { role: "attorney", organizationId: organization.id },
    onValidate: validateInviteMember,
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
      {view.invitations.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("organization.invitations.nonePending")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
          {view.invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                {invitation.email} · {t(`organization.roles.${invitation.role}`)}
              </span>
              <RowAction
                intent="cancel-invitation"
                organizationId={organization.id}
                idName="invitationId"
                idValue={invitation.id}
                variant="secondary"
                label={t("organization.invitations.cancelLabel", { email: invitation.email })}
              >
                {t("organization.invitations.cancel")}
              </RowAction>
              <FormErrors ns="settings" errors={formErrorsFor(reply, ["cancel-invitation"], invitation.id)} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
