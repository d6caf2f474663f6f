import { useTranslation } from "react-i18next";
import { type AnyField, Field } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";

/** What the sign-in and sign-up forms receive from their page. */
export type AuthFormProps = { lastResult: LastResult; redirectTo?: string };

/** The e-mail address of an account (sign in, sign up, asking for a reset link). */
export function EmailField({ field }: { field: AnyField }) {
  const { t } = useTranslation("auth");
  return (
    <Field
      field={field}
      label={t("fields.email")}
      type="email"
      required
      ns="auth"
      inputProps={{ autoComplete: "email" }}
    />
  );
}

/**
 * A required password: `autoComplete` says whether it proves who one is (`current-password`) or
 * chooses a new one (`new-password`), so password managers fill or suggest; errors are in `auth`.
 */
export function PasswordField({
  field,
  label,
  autoComplete,
  describedBy,
}: {
  field: AnyField;
  label: string;
  autoComplete: "current-password" | "new-password";
  describedBy?: string;
}) {
  return (
    <Field
      field={field}
      label={label}
      type="password"
      required
      describedBy={describedBy}
      ns="auth"
      inputProps={{ autoComplete }}
    />
  );
}
