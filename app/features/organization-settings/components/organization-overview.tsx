import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Field, PostForm, FormErrors, SubmitButton } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { Select } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import type {
  OrganizationSettingsView,
  SettingsOrganization,
} from "~/features/organization-settings/organization-settings.server.ts";
import { type OrganizationSettingsReply, formErrorsFor } from "~/features/organization-settings/settings-reply.ts";
import { Section } from "~/components/ui/section.tsx";
import { organizationPageHref } from "~/features/organization-settings/page-href.ts";

/** The organization's own settings pages, for a member who may change them. */
function managementLinks(organizationId: string) {
  return [
    { to: "/settings/organization/intake", label: "organization.overview.editIntake" },
    { to: organizationPageHref("conflicts")(organizationId), label: "organization.overview.conflictList" },
    { to: organizationPageHref("limitations")(organizationId), label: "organization.overview.limitationPeriods" },
    { to: organizationPageHref("retention")(organizationId), label: "stewardship:settingsLink" },
    { to: "/settings/organization/non-engagement", label: "nonEngagement.link" },
  ] as const;
}

export function Overview({
  view,
  organization,
}: {
  view: OrganizationSettingsView;
  organization: SettingsOrganization;
}) {
  const { t } = useTranslation("settings");
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
        <dd>{view.members.length}</dd>
      </dl>
      {organization.description ? <p className="text-ink-muted">{organization.description}</p> : null}
      <div className="flex flex-wrap gap-3">
        {organization.isPersonal ? null : (
          <a href={`/?organizationId=${encodeURIComponent(organization.slug)}`} className="underline">
            {t("organization.overview.openIntake")}
          </a>
        )}
        {view.permissions.update && !organization.isPersonal
          ? managementLinks(organization.id).map((link) => (
              <Link key={link.label} to={link.to} className="underline">
                {t(link.label)}
              </Link>
            ))
          : null}
      </div>
    </Section>
  );
}

export function SwitchOrganization({
  view,
  reply,
}: {
  view: OrganizationSettingsView;
  reply: OrganizationSettingsReply | undefined;
}) {
  const { t } = useTranslation("settings");
  if (view.organizations.length < 2) return null;
  return (
    <Section id="switch-title" title={t("organization.switch.title")}>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="switch" />
        <Label className="flex flex-col gap-1">
          {t("organization.switch.label")}
          <Select name="organizationId" defaultValue={view.organization?.id}>
            {view.organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.isPersonal
                  ? t("organization.switch.personal", { name: organization.name })
                  : organization.name}
              </option>
            ))}
          </Select>
        </Label>
        <SubmitButton pendingIntent="switch" variant="secondary" size="sm">
          {t("organization.switch.submit")}
        </SubmitButton>
      </Form>
      <FormErrors ns="settings" errors={formErrorsFor(reply, ["switch"])} />
    </Section>
  );
}

export function CreateOrganizationForm({ lastResult }: { lastResult: LastResult }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () => import("~/features/organizations/schemas.ts").then((module) => module.CreateOrganizationSchema),
    { id: "create-organization", lastResult },
  );
  return (
    <Section id="create-title" title={t("organization.create.title")}>
      <PostForm form={form} intent="create" ns="settings" className="flex flex-col gap-2">
        <Field field={fields.name} label={t("organization.create.name")} />
        <Field field={fields.slug} label={t("organization.create.slug")} hint={t("organization.create.slugHint")} />
        <Field field={fields.description} label={t("organization.create.description")} />
        <SubmitButton className="self-start">{t("organization.create.submit")}</SubmitButton>
      </PostForm>
    </Section>
  );
}
