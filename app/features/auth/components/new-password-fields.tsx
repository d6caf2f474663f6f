import { useTranslation } from "react-i18next";
import type { AnyField } from "~/components/forms.tsx";
import { PasswordField } from "./credential-fields.tsx";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

/** A new password with its strength meter, then its confirmation (sign-up, setting a new password). */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordLabel,
}: {
  password: AnyField;
  confirmPassword: AnyField;
  passwordLabel: string;
}) {
  const { t } = useTranslation("auth");
  const strengthId = `${password.id}-strength`;
  return (
    <>
      <PasswordField field={password} label={passwordLabel} autoComplete="new-password" describedBy={strengthId} />
      <PasswordStrengthMeter id={strengthId} inputId={password.id} />
      <PasswordField field={confirmPassword} label={t("fields.confirmPassword")} autoComplete="new-password" />
    </>
  );
}
