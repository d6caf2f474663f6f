import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "~/components/use-date-format.ts";
import { RowList } from "~/components/ui/row-list.tsx";
import { Field, PostForm, SubmitButton } from "~/components/forms.tsx";
import { resultFor } from "~/features/organization-settings/settings-reply.ts";
import { Section } from "~/components/ui/section.tsx";
import { type OrganizationSectionProps, RowAction } from "./row-action.tsx";

export function ApiTokens({ view, organization, reply }: OrganizationSectionProps) {
  const { t } = useTranslation("settings");
  const created = reply?.token ?? null;
  const [form, fields] = useDeferredForm(
    () => import("~/features/api-tokens/schemas.ts").then((module) => module.CreateApiTokenSchema),
    { id: "create-token", lastResult: resultFor(reply, "create-token") },
  );
  const dateTime = useDateFormat({ dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const date = (seconds: number) => dateTime(seconds * 1000);
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
      <PostForm
        form={form}
        intent="create-token"
        hiddenFields={{ organizationId: organization.id }}
        ns="settings"
        className="flex flex-col gap-2"
      >
        <Field field={fields.tokenName} label={t("organization.tokens.name")} />
        <SubmitButton className="self-start">{t("organization.tokens.submit")}</SubmitButton>
      </PostForm>
      <RowList items={view.tokens} rowKey={(token) => token.id} empty={t("organization.tokens.none")}>
        {(token) => (
          <>
            <span className="flex flex-col">
              <span className="font-medium">{token.name}</span>
              <span className="text-sm text-ink-muted">
                <code>{token.tokenPrefix}…</code> ·{" "}
                {token.lastUsedAt
                  ? t("organization.tokens.lastUsed", { date: date(token.lastUsedAt) })
                  : t("organization.tokens.neverUsed")}
              </span>
            </span>
            <RowAction
              intent="revoke-token"
              organizationId={organization.id}
              row={{ tokenId: token.id }}
              variant="danger-outline"
              label={t("organization.tokens.revokeLabel", { name: token.name })}
            >
              {t("organization.tokens.revoke")}
            </RowAction>
          </>
        )}
      </RowList>
    </Section>
  );
}
