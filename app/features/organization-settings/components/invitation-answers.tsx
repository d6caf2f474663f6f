import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrors, HiddenInputs } from "~/components/forms.tsx";
import { Button } from "~/components/ui/button.tsx";
import type { InvitationLink } from "~/features/invitations/get-invitation-for-link.server.ts";
import type { OrganizationSettingsView } from "~/features/organization-settings/organization-settings.server.ts";
import { type OrganizationSettingsReply, formErrorsFor } from "~/features/organization-settings/settings-reply.ts";
import { Section } from "~/components/ui/section.tsx";

export function InvitationLinkCard({
  link,
  reply,
}: {
  link: (InvitationLink & { token: string | null }) | null;
  reply: OrganizationSettingsReply | undefined;
}) {
  const { t } = useTranslation("settings");
  if (!link) return null;
  if (link.state !== "pending") {
    return (
      <p role="status" className="rounded-md border border-line px-3 py-2">
        {t(`organization.invitationLink.${link.state}`)}
      </p>
    );
  }
  const errors = formErrorsFor(reply, ["accept-invitation", "decline-invitation"], link.id);
  return (
    <Section id="invitation-link-title" title={t("organization.invitationLink.title")}>
      <p>
        {t("organization.invitationLink.body", {
          organization: link.organizationName,
          role: t(`organization.roles.${link.role}`),
        })}
      </p>
      <FormErrors errors={errors} ns="settings" />
      <div className="flex gap-3">
        <RespondForm
          invitationId={link.id}
          token={link.token}
          decision="accept"
          organizationName={link.organizationName}
        />
        <RespondForm
          invitationId={link.id}
          token={link.token}
          decision="decline"
          organizationName={link.organizationName}
        />
      </div>
    </Section>
  );
}

function RespondForm({
  invitationId,
  token,
  decision,
  organizationName,
}: {
  invitationId: string;
  token?: string | null;
  decision: "accept" | "decline";
  organizationName: string;
}) {
  const { t } = useTranslation("settings");
  return (
    <Form method="post">
      <HiddenInputs values={{ intent: `${decision}-invitation`, invitationId, token: token || null }} />
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

export function MyInvitations({
  invitations,
  reply,
}: {
  invitations: OrganizationSettingsView["myInvitations"];
  reply: OrganizationSettingsReply | undefined;
}) {
  const { t } = useTranslation("settings");
  if (invitations.length === 0) return null;
  return (
    <Section id="my-invitations-title" title={t("organization.myInvitations.title")}>
      <ul className="flex flex-col gap-3">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-2 rounded-md border border-line p-3">
            <p>
              {t("organization.invitationLink.body", {
                organization: invitation.organizationName,
                role: t(`organization.roles.${invitation.role}`),
              })}
            </p>
            <FormErrors
              ns="settings"
              errors={formErrorsFor(reply, ["accept-invitation", "decline-invitation"], invitation.id)}
            />
            <div className="flex gap-3">
              <RespondForm
                invitationId={invitation.id}
                decision="accept"
                organizationName={invitation.organizationName}
              />
              <RespondForm
                invitationId={invitation.id}
                decision="decline"
                organizationName={invitation.organizationName}
              />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
