import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PostForm, SubmitButton } from "~/components/forms.tsx";
import { type AuthFormProps, EmailField, PasswordField } from "./credential-fields.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";

export function SignInForm({ lastResult, redirectTo }: AuthFormProps) {
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
  const hydrated = useHydrated();
  return (
    <PostForm
      form={form}
      intent="signin"
      hiddenFields={{ enhanced: hydrated ? "1" : undefined, redirectTo }}
      ns="auth"
      className="flex flex-col gap-3"
      aria-describedby={form.errors ? form.errorId : undefined}
    >
      <EmailField field={fields.email} />
      <PasswordField field={fields.password} label={t("fields.password")} autoComplete="current-password" />
      <Link to="/auth/reset-password" className="self-end text-sm text-brand underline dark:text-accent">
        {t("signIn.forgotPassword")}
      </Link>
      <SubmitButton pendingLabel={t("signIn.submitting")}>{t("signIn.submit")}</SubmitButton>
    </PostForm>
  );
}
