import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrors, HiddenInputs } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/input.tsx";
import { canAssignRole, canManageMember, organizationRoles } from "~/features/members/permissions.ts";
import { formErrorsFor } from "~/features/organization-settings/settings-reply.ts";
import { Section } from "~/components/ui/section.tsx";
import { type OrganizationSectionProps, RowAction } from "./row-action.tsx";
import { Options } from "~/components/ui/options.tsx";

export function Members({ view, organization, reply }: OrganizationSectionProps) {
  const { t } = useTranslation("settings");
  const myRole = organization.role;
  return (
    <Section id="members-title" title={t("organization.members.title")}>
      <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
        {view.members.map((member) => {
          const self = member.userId === view.userId;
          const canChange = !self && canManageMember(myRole, "member:update-role", member.role);
          const canRemove = !self && canManageMember(myRole, "member:remove", member.role);
          const errors = formErrorsFor(reply, ["change-role", "remove-member"], member.userId);
          return (
            <li key={member.userId} className="flex flex-col gap-2 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <span className="font-medium">{member.name}</span>{" "}
                  <span className="text-sm text-ink-muted">{member.email}</span>
                </span>
                <span className="text-sm">{t(`organization.roles.${member.role}`)}</span>
              </div>
              <div className="flex flex-wrap gap-2">
                {canChange ? (
                  <Form method="post" className="flex items-center gap-2">
                    <HiddenInputs
                      values={{ intent: "change-role", organizationId: organization.id, userId: member.userId }}
                    />
                    <label className="sr-only" htmlFor={`role-${member.userId}`}>
                      {t("organization.members.roleFor", { name: member.name })}
                    </label>
                    <Select id={`role-${member.userId}`} name="role" defaultValue={member.role} compact>
                      <Options
                        values={organizationRoles.filter((role) => canAssignRole(myRole, role))}
                        label={(role) => t(`organization.roles.${role}`)}
                      />
                    </Select>
                    <Button type="submit" variant="secondary" size="sm">
                      {t("organization.members.changeRole")}
                    </Button>
                  </Form>
                ) : null}
                {canRemove || self ? (
                  <RowAction
                    intent="remove-member"
                    organizationId={organization.id}
                    row={{ userId: member.userId }}
                    variant="danger-outline"
                  >
                    {self ? t("organization.members.leave") : t("organization.members.remove", { name: member.name })}
                  </RowAction>
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
