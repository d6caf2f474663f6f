import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { CheckboxField, Field, PostForm, SubmitButton } from "~/components/forms.tsx";
import { type AuthFormProps, EmailField } from "./credential-fields.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";

export function SignUpForm({ lastResult, redirectTo }: AuthFormProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useDeferredForm(
    () => import("~/features/auth/schemas.ts").then((module) => module.SignUpSchema),
    {
      id: "sign-up",
      lastResult,
      shouldValidate: "onBlur",
    },
  );
  return (
    <PostForm
      form={form}
      intent="signup"
      hiddenFields={{ redirectTo }}
      ns="auth"
      className="flex flex-col gap-3"
      aria-describedby={form.errors ? form.errorId : undefined}
    >
      <Field field={fields.name} label={t("fields.name")} optional inputProps={{ autoComplete: "name" }} />
      <EmailField field={fields.email} />
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        passwordLabel={t("fields.password")}
      />
      <CheckboxField
        field={fields.agreedToTerms}
        labelClassName="text-sm"
        label={
          <>
            {t("signUp.agreeBefore")}{" "}
            <a href="/terms" target="_blank" rel="noreferrer" className="text-brand underline dark:text-accent">
              {t("signUp.terms")}
            </a>{" "}
            {t("signUp.agreeBetween")}{" "}
            <a href="/privacy" target="_blank" rel="noreferrer" className="text-brand underline dark:text-accent">
              {t("signUp.privacy")}
            </a>
          </>
        }
      />
      <SubmitButton pendingLabel={t("signUp.submitting")}>{t("signUp.submit")}</SubmitButton>
    </PostForm>
  );
}
