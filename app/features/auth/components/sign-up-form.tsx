import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useDeferredValidation } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CheckboxField, Field, FormErrors, SubmitButton } from "~/components/forms.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";

export function SignUpForm({
  lastResult,
  redirectTo,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  redirectTo?: string;
}) {
  const { t } = useTranslation("auth");
  const validateSignUp = useDeferredValidation(() =>
    import("~/features/auth/schemas.ts").then((module) => module.SignUpSchema),
  );
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateSignUp,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-3"
      aria-describedby={form.errors ? form.errorId : undefined}
    >
      <input type="hidden" name="intent" value="signup" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
      <Field field={fields.name} label={t("fields.name")} optional ns="auth" inputProps={{ autoComplete: "name" }} />
      <Field
        field={fields.email}
        label={t("fields.email")}
        type="email"
        required
        ns="auth"
        inputProps={{ autoComplete: "email" }}
      />
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        passwordLabel={t("fields.password")}
      />
      <CheckboxField
        field={fields.agreedToTerms}
        ns="auth"
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
      <SubmitButton pendingIntent="signup" pendingLabel={t("signUp.submitting")}>
        {t("signUp.submit")}
      </SubmitButton>
    </Form>
  );
}
