import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { SignUpSchema } from "../schemas.ts";
import { AuthField, FormErrors } from "./auth-field.tsx";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

export function SignUpForm({ lastResult, redirectTo }: { lastResult: SubmissionResult<string[]> | undefined; redirectTo?: string }) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignUpSchema }),
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signup";
  const terms = fields.agreedToTerms;
  const termsErrorId = `${terms.id}-error`;
  const strengthId = `${fields.password.id}-strength`;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3" aria-describedby={form.errors ? form.errorId : undefined}>
      <input type="hidden" name="intent" value="signup" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <AuthField field={fields.name} label={t("fields.name")} type="text" autoComplete="name" optional />
      <AuthField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
      <AuthField field={fields.password} label={t("fields.password")} type="password" autoComplete="new-password" describedBy={strengthId} />
      <PasswordStrengthMeter id={strengthId} inputId={fields.password.id} />
      <AuthField field={fields.confirmPassword} label={t("fields.confirmPassword")} type="password" autoComplete="new-password" />
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input
            {...getInputProps(terms, { type: "checkbox" })}
            key={terms.key}
            required={undefined}
            aria-describedby={terms.errors ? termsErrorId : undefined}
            className="mt-1"
          />
          <label htmlFor={terms.id} className="text-sm">
            {t("signUp.agreeBefore")}{" "}
            <a href="/terms" target="_blank" rel="noreferrer" className="text-brand underline dark:text-accent">
              {t("signUp.terms")}
            </a>{" "}
            {t("signUp.agreeBetween")}{" "}
            <a href="/privacy" target="_blank" rel="noreferrer" className="text-brand underline dark:text-accent">
              {t("signUp.privacy")}
            </a>
          </label>
        </div>
        <p id={termsErrorId} className="min-h-5 text-sm text-danger">
          {terms.errors?.map((error) => t(error)).join(" ")}
        </p>
      </div>
      <button type="submit" disabled={pending} className="rounded-md bg-brand px-4 py-2 font-medium text-on-brand disabled:opacity-60">
        {pending ? t("signUp.submitting") : t("signUp.submit")}
      </button>
    </Form>
  );
}
