import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useDeferredValidation } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CheckboxField, Field, FormErrors, SubmitButton } from "~/components/forms.tsx";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

export function SignUpForm({
  lastResult,
  redirectTo,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  redirectTo?: string;
}) {
  const { t } = useTranslation("auth");
  const validateSignUp = useDeferredValidation(() => import("../schemas.ts").then((module) => module.SignUpSchema));
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateSignUp,
  });
  const strengthId = `${fields.password.id}-strength`;
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
      <Field
        field={fields.password}
        label={t("fields.password")}
        type="password"
        required
        describedBy={strengthId}
        ns="auth"
        inputProps={{ autoComplete: "new-password" }}
      />
      <PasswordStrengthMeter id={strengthId} inputId={fields.password.id} />
      <Field
        field={fields.confirmPassword}
        label={t("fields.confirmPassword")}
        type="password"
        required
        ns="auth"
        inputProps={{ autoComplete: "new-password" }}
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
