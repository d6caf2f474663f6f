import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { db } from "../../../db/client.ts";
import { changePassword } from "../../features/accounts/change-password.server.ts";
import { ChangePasswordSchema, DisableTwoFactorSchema } from "../../features/accounts/security-schemas.ts";
import { countRecoveryCodes, disableTwoFactor } from "../../features/accounts/two-factor.server.ts";
import { CheckboxField, Field, FormErrors, SubmitButton } from "~/components/forms.tsx";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { SignOutForm } from "../../features/auth/components/sign-out-form.tsx";
import { clearSignedInStorage } from "../../features/auth/sign-out-storage.ts";
import { requirePageUser } from "../../features/auth/require-user.server.ts";
import { clearedSessionCookie, invalidateAllSessions } from "../../features/auth/session.server.ts";
import { DomainError, httpStatusOf } from "../../lib/errors.ts";
import { isSameOriginRequest } from "../../lib/origin-check.server.ts";
import type { Route } from "./+types/security";

/**
 * /settings/security (spec §2): change password (optionally ending the other sessions), sign out
 * of this device or of all devices, and two-factor status with enable (→ enrollment) and disable.
 */
const secretFields = ["currentPassword", "newPassword", "confirmPassword"];
const notices = { "password-changed": "security.notices.passwordChanged", "two-factor-disabled": "security.notices.twoFactorDisabled" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    hasPassword: user.hasPassword,
    twoFactorEnabled: user.twoFactorEnabled,
    recoveryCodesLeft: user.twoFactorEnabled ? await countRecoveryCodes(db, user.id) : 0,
    notice: notice && notice in notices ? notices[notice as keyof typeof notices] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = requirePageUser(context, request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const sameOrigin = isSameOriginRequest(request);

  if (intent === "sign-out-all") {
    if (!sameOrigin) throw new Response("Forbidden", { status: 403 });
    await invalidateAllSessions(db, user.id);
    return redirect("/auth?mode=signin", { status: 303, headers: { "Set-Cookie": clearedSessionCookie() } });
  }

  if (intent === "disable-two-factor") {
    const submission = parseWithZod(formData, { schema: DisableTwoFactorSchema });
    if (!sameOrigin) return data({ intent, result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, { status: 403 });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    await disableTwoFactor({ actor: user });
    return redirect("/settings/security?notice=two-factor-disabled", { status: 303 });
  }

  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  if (!sameOrigin) return data({ intent: "change-password", result: submission.reply({ formErrors: ["auth:errors.crossSite"], hideFields: secretFields }) }, { status: 403 });
  if (submission.status !== "success") return data({ intent: "change-password", result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  try {
    await changePassword({ actor: user, sessionId: session.id }, submission.value);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const message =
      error.code === "INVALID_CREDENTIALS" ? "settings:security.errors.currentPasswordWrong" : error.code === "RATE_LIMITED" ? "settings:mfa.tooManyAttempts" : "settings:security.errors.changeFailed";
    return data({ intent: "change-password", result: submission.reply({ formErrors: [message], hideFields: secretFields }) }, { status: httpStatusOf(error) });
  }
  return redirect("/settings/security?notice=password-changed", { status: 303 });
}

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  return (
    <section aria-labelledby="security-title" className="flex w-full max-w-lg flex-col gap-8">
      <title>{t("security.meta.title")}</title>
      <h2 id="security-title" className="text-xl font-semibold">
        {t("security.title")}
      </h2>
      {loaderData.notice ? (
        <p role="status" className="rounded-md border border-success px-3 py-2 text-sm text-success">
          {t(loaderData.notice)}
        </p>
      ) : null}
      {loaderData.hasPassword ? (
        <ChangePasswordForm lastResult={actionData?.intent === "change-password" ? actionData.result : undefined} />
      ) : (
        <p>
          {t("security.noPassword")}{" "}
          <Link to="/auth/reset-password" className="underline">
            {t("security.resetPassword")}
          </Link>
        </p>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="two-factor-title">
        <h3 id="two-factor-title" className="text-lg font-semibold">
          {t("security.twoFactor.title")}
        </h3>
        <p>{loaderData.twoFactorEnabled ? t("security.twoFactor.on", { count: loaderData.recoveryCodesLeft }) : t("security.twoFactor.off")}</p>
        {loaderData.twoFactorEnabled ? (
          <DisableTwoFactorForm lastResult={actionData?.intent === "disable-two-factor" ? actionData.result : undefined} />
        ) : (
          <Link to="/settings/mfa-enrollment" className={buttonClassName({ className: "self-start" })}>
            {t("security.twoFactor.enable")}
          </Link>
        )}
        <p className="text-sm text-ink-muted">{t("security.trustedDevices")}</p>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="sessions-title">
        <h3 id="sessions-title" className="text-lg font-semibold">
          {t("security.sessions.title")}
        </h3>
        <SignOutForm label={t("security.sessions.signOutThis")} className={buttonClassName({ variant: "secondary" })} />
        <Form method="post" reloadDocument onSubmit={() => clearSignedInStorage()}>
          <input type="hidden" name="intent" value="sign-out-all" />
          <Button type="submit" variant="danger-outline">
            {t("security.sessions.signOutAll")}
          </Button>
        </Form>
        <p className="text-sm text-ink-muted">{t("security.sessions.allHint")}</p>
      </section>
    </section>
  );
}

function ChangePasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="text-lg font-semibold">
        {t("security.password.title")}
      </h3>
      <input type="hidden" name="intent" value="change-password" />
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
      <Field field={fields.currentPassword} label={t("security.password.current")} type="password" required ns="auth" inputProps={{ autoComplete: "current-password" }} />
      <Field field={fields.newPassword} label={t("security.password.new")} type="password" required ns="auth" inputProps={{ autoComplete: "new-password" }} />
      <Field field={fields.confirmPassword} label={t("security.password.confirm")} type="password" required ns="auth" inputProps={{ autoComplete: "new-password" }} />
      <CheckboxField field={fields.signOutOtherSessions} label={t("security.password.signOutOthers")} labelClassName="text-sm" ns="auth" />
      <div className="flex gap-3">
        <SubmitButton pendingIntent="change-password">{t("security.password.submit")}</SubmitButton>
        <Link to="/auth/reset-password" className="self-center text-sm underline">
          {t("security.resetPassword")}
        </Link>
      </div>
    </Form>
  );
}

function DisableTwoFactorForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("settings");
  const [form, fields] = useForm({ id: "disable-two-factor", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2 rounded-md border border-line p-3">
      <input type="hidden" name="intent" value="disable-two-factor" />
      <FormErrors id={form.errorId} errors={form.errors} ns="auth" />
      <CheckboxField field={fields.confirm} label={t("security.twoFactor.confirmDisable")} labelClassName="text-sm" ns="settings" />
      <SubmitButton pendingIntent="disable-two-factor" variant="danger-outline" className="self-start">
        {t("security.twoFactor.disable")}
      </SubmitButton>
    </Form>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
