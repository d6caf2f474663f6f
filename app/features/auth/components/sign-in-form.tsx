import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { SignInSchema } from "../schemas.ts";
import { AuthField, FormErrors } from "./auth-field.tsx";

export function SignInForm({ lastResult, redirectTo }: { lastResult: SubmissionResult<string[]> | undefined; redirectTo?: string }) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signin";
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3" aria-describedby={form.errors ? form.errorId : undefined}>
      <input type="hidden" name="intent" value="signin" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <AuthField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
      <AuthField field={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" />
      <Link to="/auth/reset-password" className="self-end text-sm text-brand underline dark:text-accent">
        {t("signIn.forgotPassword")}
      </Link>
      <button type="submit" disabled={pending} className="rounded-md bg-brand px-4 py-2 font-medium text-on-brand disabled:opacity-60">
        {pending ? t("signIn.submitting") : t("signIn.submit")}
      </button>
    </Form>
  );
}
