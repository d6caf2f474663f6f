import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useDeferredValidation } from "~/components/deferred-validation.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Field, FormErrors, SubmitButton } from "~/components/forms.tsx";

export function SignInForm({
  lastResult,
  redirectTo,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  redirectTo?: string;
}) {
  const { t } = useTranslation("auth");
  const validateSignIn = useDeferredValidation(() =>
    import("~/features/auth/schemas.ts").then((module) => module.SignInSchema),
  );
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateSignIn,
  });
  // With JavaScript the page shows the success and goes on after the spec's delay (the action
  // answers data instead of a redirect when it sees this field).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-3"
      aria-describedby={form.errors ? form.errorId : undefined}
    >
      <input type="hidden" name="intent" value="signin" />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
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
        ns="auth"
        inputProps={{ autoComplete: "current-password" }}
      />
      <Link to="/auth/reset-password" className="self-end text-sm text-brand underline dark:text-accent">
        {t("signIn.forgotPassword")}
      </Link>
      <SubmitButton pendingIntent="signin" pendingLabel={t("signIn.submitting")}>
        {t("signIn.submit")}
      </SubmitButton>
    </Form>
  );
}
