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
  return (
    <Section id="invitation-link-title" title={t("organization.invitationLink.title")}>
      <p>
        {t("organization.invitationLink.body", {
          organization: link.organizationName,
          role: t(`organization.roles.${link.role}`),
        })}
      </p>
      <AnswerForms invitationId={link.id} token={link.token} organizationName={link.organizationName} reply={reply} />
    </Section>
  );
}

/** The errors of the last answer to one invitation, then its Accept and Decline forms side by side. */
function AnswerForms({
  invitationId,
  token,
  organizationName,
  reply,
}: {
  invitationId: string;
  token?: string | null;
  organizationName: string;
  reply: OrganizationSettingsReply | undefined;
}) {
  return (
    <>
      <FormErrors
        errors={formErrorsFor(reply, ["accept-invitation", "decline-invitation"], invitationId)}
        ns="settings"
      />
      <div className="flex gap-3">
        <RespondForm invitationId={invitationId} token={token} decision="accept" organizationName={organizationName} />
        <RespondForm invitationId={invitationId} token={token} decision="decline" organizationName={organizationName} />
      </div>
    </>
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
            <AnswerForms invitationId={invitation.id} organizationName={invitation.organizationName} reply={reply} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
