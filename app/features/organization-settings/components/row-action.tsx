import type { ReactNode } from "react";
import { Form } from "react-router";
import { HiddenInputs } from "~/components/forms.tsx";
import { Button, type ButtonVariant } from "~/components/ui/button.tsx";
import type {
  OrganizationSettingsView,
  SettingsOrganization,
} from "~/features/organization-settings/organization-settings.server.ts";
import type { OrganizationSettingsReply } from "~/features/organization-settings/settings-reply.ts";

/** What every section of the organization settings page is given. */
export type OrganizationSectionProps = {
  view: OrganizationSettingsView;
  organization: SettingsOrganization;
  reply: OrganizationSettingsReply | undefined;
};

/**
 * A one-button form acting on one row of a section: it posts `intent`, the organization and the
 * row's id (`row`, e.g. `{ tokenId }`) to the page; `label` is the button's accessible name.
 */
export function RowAction({
  intent,
  organizationId,
  row,
  variant = "secondary",
  label,
  children,
}: {
  intent: string;
  organizationId: string;
  row: Record<string, string>;
  variant?: ButtonVariant;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <HiddenInputs values={{ intent, organizationId, ...row }} />
      <Button type="submit" variant={variant} size="sm" aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}
