import { type SubmissionResult } from "@conform-to/react";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Field, PostForm, SubmitButton } from "~/components/forms.tsx";

export function SignInForm({
  lastResult,
  redirectTo,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  redirectTo?: string;
}) {
  const { t } = useTranslation("auth");
  const [form, fields] = useDeferredForm(
    () => import("~/features/auth/schemas.ts").then((module) => module.SignInSchema),
    {
      id: "sign-in",
      lastResult,
      shouldValidate: "onBlur",
    },
  );
  // With JavaScript the page shows the success and goes on after the spec's delay (the action
  // answers data instead of a redirect when it sees this field).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <PostForm
      form={form}
      intent="signin"
      hiddenFields={{ enhanced: hydrated ? "1" : undefined, redirectTo }}
      ns="auth"
      className="flex flex-col gap-3"
      aria-describedby={form.errors ? form.errorId : undefined}
    >
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
    </PostForm>
  );
}
