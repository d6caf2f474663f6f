import { getFormProps } from "@conform-to/react";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, PostForm, SubmitButton } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { ConfirmDialog } from "~/components/ui/dialog.tsx";
import { Button } from "~/components/ui/button.tsx";
import { clearSignedInStorage } from "~/features/auth/sign-out-storage.ts";
import { showToast } from "~/features/toasts/show-toast.ts";
import { ACCOUNT_DELETED_REDIRECT_DELAY_MS } from "~/features/accounts/account-deleted.ts";
import { Section } from "~/components/ui/section.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";

export function AccountDeletedNotice() {
  const { t } = useTranslation("settings");
  useEffect(() => {
    showToast({ type: "success", title: t("account.delete.deleted") });
    // A full load: everything this browser held for the account is gone with it.
    const timer = window.setTimeout(() => window.location.assign("/"), ACCOUNT_DELETED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [t]);
  return (
    <Section
      id="delete-title"
      level={3}
      tight
      title={t("account.delete.deleted")}
      className="rounded-md border border-success p-4"
    >
      <p role="status" className="text-sm">
        {t("account.delete.redirecting")}
      </p>
    </Section>
  );
}

export function DeleteAccountSection({
  email,
  hasPassword,
  sent,
  lastResult,
}: {
  email: string;
  hasPassword: boolean;
  sent: boolean;
  lastResult: LastResult;
}) {
  const { t } = useTranslation("settings");
  const hydrated = useHydrated();
  const [dialogOpen, setDialogOpen] = useState(false);
  // A refused confirmation (wrong password...) keeps the dialog open with its message.
  useEffect(() => {
    if (lastResult?.status === "error") setDialogOpen(true);
  }, [lastResult]);
  const form = (
    <DeleteAccountForm
      email={email}
      hasPassword={hasPassword}
      lastResult={lastResult}
      enhanced={hydrated}
      onCancel={hydrated ? () => setDialogOpen(false) : undefined}
    />
  );
  return (
    <Section
      id="delete-title"
      level={3}
      title={t("account.delete.title")}
      titleClassName="text-danger"
      className="rounded-md border border-danger p-4"
    >
      <p className="text-sm">{t("account.delete.body")}</p>
      {sent ? (
        <p role="status" className="rounded-md border border-line px-3 py-2 text-sm">
          {t("account.delete.checkEmailBody", { email })}
        </p>
      ) : null}
      {hydrated ? (
        <>
          <Button variant="danger" className="self-start" onClick={() => setDialogOpen(true)}>
            {t("account.delete.title")}
          </Button>
          <ConfirmDialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            titleId="delete-dialog-title"
            title={t("account.delete.confirmTitle")}
            body={t("account.delete.body")}
            danger
          >
            {form}
          </ConfirmDialog>
        </>
      ) : (
        form
      )}
    </Section>
  );
}

function DeleteAccountForm({
  email,
  hasPassword,
  lastResult,
  enhanced,
  onCancel,
}: {
  email: string;
  hasPassword: boolean;
  lastResult: LastResult;
  enhanced: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () =>
      import("~/features/accounts/settings-schemas.ts").then((module) =>
        module.DeleteAccountSchema(email, hasPassword),
      ),
    { id: "delete-account", lastResult, shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" },
    [email, hasPassword],
  );
  return (
    <PostForm
      form={form}
      intent="delete-account"
      hiddenFields={{ enhanced: enhanced ? "1" : undefined }}
      ns="auth"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        getFormProps(form).onSubmit(event);
        // Conform validates first; a submission that goes through clears the signed-in keys.
        if (!event.defaultPrevented) clearSignedInStorage();
      }}
    >
      <Field
        field={fields.confirmation}
        label={
          <>
            {t("account.delete.typeToConfirm")}{" "}
            <code className="font-mono" data-testid="delete-confirmation-text">
              {email}
            </code>
          </>
        }
        ns="settings"
        inputProps={{ autoComplete: "off", spellCheck: false }}
      />
      {hasPassword ? (
        <Field
          field={fields.password}
          label={t("account.delete.password")}
          type="password"
          ns="settings"
          inputProps={{ autoComplete: "current-password" }}
        />
      ) : (
        <p className="text-sm text-ink-muted">{t("account.delete.emailHint")}</p>
      )}
      <div className="flex gap-2">
        <SubmitButton variant="danger">
          {hasPassword ? t("account.delete.submit") : t("account.delete.sendLink")}
        </SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t("account.delete.cancel")}
          </Button>
        ) : null}
      </div>
    </PostForm>
  );
}
