import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckboxField, PostForm, SubmitButton } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { PasswordField } from "~/features/auth/components/credential-fields.tsx";

/** Settings > Security: change the password, optionally ending the other sessions (spec §2). */
export function ChangePasswordForm({ lastResult }: { lastResult: LastResult }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () => import("~/features/accounts/security-schemas.ts").then((module) => module.ChangePasswordSchema),
    { id: "change-password", lastResult },
  );
  return (
    <PostForm
      form={form}
      heading={t("security.password.title")}
      intent="change-password"
      ns="auth"
      className="flex flex-col gap-3"
    >
      <PasswordField
        field={fields.currentPassword}
        label={t("security.password.current")}
        autoComplete="current-password"
      />
      <PasswordField field={fields.newPassword} label={t("security.password.new")} autoComplete="new-password" />
      <PasswordField
        field={fields.confirmPassword}
        label={t("security.password.confirm")}
        autoComplete="new-password"
      />
      <CheckboxField
        field={fields.signOutOtherSessions}
        label={t("security.password.signOutOthers")}
        labelClassName="text-sm"
        ns="auth"
      />
      <div className="flex gap-3">
        <SubmitButton>{t("security.password.submit")}</SubmitButton>
        <Link to="/auth/reset-password" className="self-center text-sm underline">
          {t("security.resetPassword")}
        </Link>
      </div>
    </PostForm>
  );
}
