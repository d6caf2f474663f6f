import { useTranslation } from "react-i18next";
import { type AnyField, Field } from "~/components/forms.tsx";
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
      <Field
        field={password}
        label={passwordLabel}
        type="password"
        required
        describedBy={strengthId}
        ns="auth"
        inputProps={{ autoComplete: "new-password" }}
      />
      <PasswordStrengthMeter id={strengthId} inputId={password.id} />
      <Field
        field={confirmPassword}
        label={t("fields.confirmPassword")}
        type="password"
        required
        ns="auth"
        inputProps={{ autoComplete: "new-password" }}
      />
    </>
  );
}
