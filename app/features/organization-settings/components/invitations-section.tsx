import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { RowList } from "~/components/ui/row-list.tsx";
import { Field, PostForm, FormErrors, SelectField, SubmitButton } from "~/components/forms.tsx";
import { canAssignRole, invitableRoles } from "~/features/members/permissions.ts";
import { formErrorsFor, resultFor } from "~/features/organization-settings/settings-reply.ts";
import { Section } from "~/components/ui/section.tsx";
import { type OrganizationSectionProps, RowAction } from "./row-action.tsx";
import { Options } from "~/components/ui/options.tsx";

export function Invitations({ view, organization, reply }: OrganizationSectionProps) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () => import("~/features/invitations/schemas.ts").then((module) => module.InviteMemberSchema),
    {
      id: "invite-member",
      lastResult: resultFor(reply, "invite"),
      defaultValue: { role: "attorney", organizationId: organization.id },
    },
  );
  return (
    <Section id="invitations-title" title={t("organization.invitations.title")}>
      <PostForm
        form={form}
        intent="invite"
        hiddenFields={{ organizationId: organization.id }}
        ns="settings"
        className="flex flex-col gap-2"
      >
        <Field field={fields.email} label={t("organization.invitations.email")} type="email" />
        <SelectField field={fields.role} label={t("organization.invitations.role")} ns="settings">
          <Options
            values={invitableRoles.filter((role) => canAssignRole(organization.role, role))}
            label={(role) => t(`organization.roles.${role}`)}
          />
        </SelectField>
        <SubmitButton className="self-start">{t("organization.invitations.submit")}</SubmitButton>
      </PostForm>
      <h3 className="font-medium">{t("organization.invitations.pending")}</h3>
      <RowList
        items={view.invitations}
        rowKey={(invitation) => invitation.id}
        empty={t("organization.invitations.nonePending")}
      >
        {(invitation) => (
          <>
            <span>
              {invitation.email} · {t(`organization.roles.${invitation.role}`)}
            </span>
            <RowAction
              intent="cancel-invitation"
              organizationId={organization.id}
              row={{ invitationId: invitation.id }}
              variant="secondary"
              label={t("organization.invitations.cancelLabel", { email: invitation.email })}
            >
              {t("organization.invitations.cancel")}
            </RowAction>
            <FormErrors ns="settings" errors={formErrorsFor(reply, ["cancel-invitation"], invitation.id)} />
          </>
        )}
      </RowList>
    </Section>
  );
}
