import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useFetcher } from "react-router";
import { db } from "../../../db/client.ts";
import { changePassword } from "../../features/accounts/change-password.server.ts";
import { AutoSaveForm } from "../../features/accounts/components/auto-save-form.tsx";
import { sessionTimeouts } from "../../features/accounts/schemas.ts";
import { ChangePasswordSchema, DisableTwoFactorSchema, SessionTimeoutSchema } from "../../features/accounts/security-schemas.ts";
import { isEnhanced, settingsSaved, settingsSaveFailed } from "../../features/accounts/settings-replies.server.ts";
import { updateUser } from "../../features/accounts/update-user.server.ts";
import { countRecoveryCodes, disableTwoFactor } from "../../features/accounts/two-factor.server.ts";
import { CheckboxField, ErrorList, Field, FormErrors, SubmitButton } from "~/components/forms.tsx";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { Input, Select } from "~/components/ui/input.tsx";
import { Label } from "~/components/ui/label.tsx";
import { showToast } from "../../features/toasts/show-toast.ts";
import { SignOutForm } from "../../features/auth/components/sign-out-form.tsx";
import { clearSignedInStorage } from "../../features/auth/sign-out-storage.ts";
import { requirePageUser } from "../../features/auth/require-user.server.ts";
import { clearedSessionCookie, invalidateAllSessions } from "../../features/auth/session.server.ts";
import { DomainError, httpStatusOf } from "../../lib/errors.ts";
import { isSameOriginRequest } from "../../lib/origin-check.server.ts";
import type { Route } from "./+types/security";

/**
 * /settings/security (spec §2): change password (optionally ending the other sessions), sign out
 * of this device or of all devices, two-factor status with enable (→ enrollment) and disable (a
 * current code or a recovery code confirms it), and the session timeout of new sign-ins.
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
    sessionTimeout: user.sessionTimeoutSeconds,
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

  if (intent === "session-timeout") {
    const submission = parseWithZod(formData, { schema: SessionTimeoutSchema });
    if (!sameOrigin) return settingsSaveFailed(context, 403, submission.reply({ formErrors: ["auth:errors.crossSite"] }));
    if (submission.status !== "success") return settingsSaveFailed(context, 400, submission.reply());
    await updateUser(db, user.id, { sessionTimeout: submission.value.sessionTimeout });
    return settingsSaved(context, { enhanced: isEnhanced(formData), path: "/settings/security" });
  }

  if (intent === "disable-two-factor") {
    const submission = parseWithZod(formData, { schema: DisableTwoFactorSchema });
    const hide = ["code"];
    if (!sameOrigin) return data({ intent, result: submission.reply({ formErrors: ["auth:errors.crossSite"], hideFields: hide }) }, { status: 403 });
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: hide }) }, { status: 400 });
    try {
      await disableTwoFactor({ actor: user }, submission.value.code);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const message = error.code === "RATE_LIMITED" ? "settings:mfa.tooManyAttempts" : error.code === "NOT_FOUND" ? "settings:mfa.notConfigured" : "settings:mfa.invalidVerificationCode";
      return data({ intent, result: submission.reply({ fieldErrors: { code: [message] }, hideFields: hide }) }, { status: httpStatusOf(error) });
    }
    if (isEnhanced(formData)) return data({ intent, ok: true as const });
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

type PageReply = { intent: string; result: SubmissionResult<string[]> };

export default function SecurityPage({ loaderData, actionData: reply }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const actionData = reply && "intent" in reply && "result" in reply ? (reply as PageReply) : undefined;
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
          <TwoFactorOff lastResult={actionData?.intent === "disable-two-factor" ? actionData.result : undefined} />
        ) : (
          <Link to="/settings/mfa-enrollment" className={buttonClassName({ className: "self-start" })}>
            {t("security.twoFactor.enable")}
          </Link>
        )}
        <p className="text-sm text-ink-muted">{t("security.trustedDevices")}</p>
      </section>
      <SessionTimeoutSection value={loaderData.sessionTimeout} />
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

type DisableReply = { intent: "disable-two-factor"; ok: true } | { intent: "disable-two-factor"; result: SubmissionResult<string[]> };

/**
 * Turning two-factor off (spec §4). Without JavaScript: a form asking for a current code or a
 * recovery code. With it: a switch; switching it off opens a confirm dialog with the same field;
 * confirming turns the switch off at once, and a refused code turns it back on and reopens the
 * dialog with the message.
 */
function TwoFactorOff({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <TwoFactorSwitch /> : <DisableTwoFactorForm errors={lastResult?.error} />;
}

type CodeErrors = Record<string, string[] | null> | null | undefined;

/** The code field and the buttons, shared by the plain form and the dialog. */
function DisableTwoFactorFields({ errors, enhanced = false, onCancel }: { errors: CodeErrors; enhanced?: boolean; onCancel?: () => void }) {
  const { t } = useTranslation("settings");
  const codeErrors = errors?.code ?? undefined;
  return (
    <>
      <input type="hidden" name="intent" value="disable-two-factor" />
      {enhanced ? <input type="hidden" name="enhanced" value="1" /> : null}
      <FormErrors id="disable-two-factor-form-errors" errors={errors?.[""] ?? undefined} ns="auth" />
      <div className="flex flex-col gap-1">
        <Label htmlFor="disable-two-factor-code">{t("security.twoFactor.codeLabel")}</Label>
        <Input
          id="disable-two-factor-code"
          name="code"
          required
          autoComplete="one-time-code"
          maxLength={20}
          autoFocus={enhanced}
          aria-invalid={codeErrors ? true : undefined}
          aria-describedby={codeErrors ? "disable-two-factor-code-errors" : undefined}
          className="font-mono"
        />
        <ErrorList id="disable-two-factor-code-errors" errors={codeErrors} ns="settings" />
      </div>
      <div className="flex gap-2">
        <SubmitButton pendingIntent="disable-two-factor" variant="danger-outline">
          {t("security.twoFactor.disable")}
        </SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t("security.twoFactor.cancel")}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function DisableTwoFactorForm({ errors }: { errors: CodeErrors }) {
  const { t } = useTranslation("settings");
  return (
    <Form method="post" className="flex flex-col gap-2 rounded-md border border-line p-3" aria-label={t("security.twoFactor.confirmTitle")}>
      <p className="text-sm">{t("security.twoFactor.confirmBody")}</p>
      <DisableTwoFactorFields errors={errors} />
    </Form>
  );
}

function TwoFactorSwitch() {
  const { t } = useTranslation("settings");
  const fetcher = useFetcher<DisableReply>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [switchedOff, setSwitchedOff] = useState(false);
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const failure = reply && "result" in reply ? reply.result : undefined;
  useEffect(() => {
    if (!failure) return;
    // Refused: the switch goes back on, and the dialog shows why.
    setSwitchedOff(false);
    setDialogOpen(true);
    showToast({ type: "error", title: t("security.twoFactor.disableFailed"), description: t("mfa.invalidCode") });
  }, [failure, t]);
  const on = !switchedOff;
  return (
    <>
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="two-factor-title"
          onClick={() => on && setDialogOpen(true)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${on ? "bg-brand" : "bg-line"}`}
        >
          <span className={`inline-block size-5 rounded-full bg-surface shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`} />
        </button>
        <span className="text-sm">{on ? t("security.twoFactor.switchOn") : t("security.twoFactor.switchOff")}</span>
      </div>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} labelledBy="disable-two-factor-title">
        <h4 id="disable-two-factor-title" className="text-lg font-semibold">
          {t("security.twoFactor.confirmTitle")}
        </h4>
        <p className="text-sm">{t("security.twoFactor.confirmBody")}</p>
        <fetcher.Form
          method="post"
          className="flex flex-col gap-2"
          onSubmit={() => {
            // Optimistic: off at once; a refusal turns it back on.
            setSwitchedOff(true);
            setDialogOpen(false);
          }}
        >
          <DisableTwoFactorFields errors={dialogOpen ? failure?.error : undefined} enhanced onCancel={() => setDialogOpen(false)} />
        </fetcher.Form>
      </Dialog>
    </>
  );
}

/** How long a new sign-in lasts (spec §9): 1 hour, 1 day, 7 days (the default) or 30 days. */
function SessionTimeoutSection({ value }: { value: number }) {
  const { t } = useTranslation("settings");
  return (
    <section className="flex flex-col gap-2" aria-labelledby="session-timeout-title">
      <h3 id="session-timeout-title" className="text-lg font-semibold">
        {t("security.sessionTimeout.title")}
      </h3>
      <AutoSaveForm intent="session-timeout" label={t("security.sessionTimeout.title")} className="flex flex-col gap-2">
        <Label htmlFor="sessionTimeout">{t("security.sessionTimeout.label")}</Label>
        <Select id="sessionTimeout" name="sessionTimeout" defaultValue={String(value)} key={value} className="self-start">
          {sessionTimeouts.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t(`security.sessionTimeout.options.${seconds}`)}
            </option>
          ))}
        </Select>
        <p className="text-sm text-ink-muted">{t("security.sessionTimeout.hint")}</p>
      </AutoSaveForm>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
