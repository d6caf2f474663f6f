import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import {
  countRecoveryCodesLeft,
  saveAccountSettings,
  signOutEverywhere,
} from "~/features/accounts/account-settings.server.ts";
import { changePassword } from "~/features/accounts/change-password.server.ts";
import { ChangePasswordForm } from "~/features/accounts/components/change-password-form.tsx";
import { SessionTimeoutSection } from "~/features/accounts/components/session-timeout-section.tsx";
import { TwoFactorOff } from "~/features/accounts/components/two-factor-off.tsx";
import { SecurityActionSchema } from "~/features/accounts/security-schemas.ts";
import { isEnhanced, settingsSaved, settingsSaveFailed } from "~/lib/settings-replies.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import { disableTwoFactor } from "~/features/accounts/two-factor.server.ts";
import { SignOutForm } from "~/features/auth/components/sign-out-form.tsx";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { clearedSessionCookie } from "~/lib/session-cookie.server.ts";
import { clearSignedInStorage } from "~/features/auth/sign-out-storage.ts";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import type { Route } from "./+types/security";
import { SuccessNotice } from "~/components/ui/notice.tsx";
import { Section } from "~/components/ui/section.tsx";
import { refusedCodeMessage } from "~/features/accounts/two-factor-refusals.ts";
import { SettingsPane } from "~/components/ui/settings-pane.tsx";

/**
 * /settings/security (spec §2): change password (optionally ending the other sessions), sign out
 * of this device or of all devices, two-factor status with enable (→ enrollment) and disable (a
 * current code or a recovery code confirms it), and the session timeout of new sign-ins.
 */
const secretFields = ["currentPassword", "newPassword", "confirmPassword"];
const notices = {
  "password-changed": "security.notices.passwordChanged",
  "two-factor-disabled": "security.notices.twoFactorDisabled",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    hasPassword: user.hasPassword,
    twoFactorEnabled: user.twoFactorEnabled,
    recoveryCodesLeft: user.twoFactorEnabled ? await countRecoveryCodesLeft(user.id) : 0,
    sessionTimeout: user.sessionTimeoutSeconds,
    notice: notice && notice in notices ? notices[notice as keyof typeof notices] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = requirePageUser(context, request);
  const formData = await request.formData();
  const posted = formData.get("intent");
  const submission = parseWithZod(formData, { schema: SecurityActionSchema });
  // A form that is not one of the page's is answered as the password form (the page's default).
  const intent =
    posted === "session-timeout" || posted === "disable-two-factor" || posted === "sign-out-all"
      ? posted
      : "change-password";
  const hideFields =
    intent === "disable-two-factor" ? ["code"] : intent === "change-password" ? secretFields : undefined;
  const refuse = (status: number, errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) => {
    const result = submission.reply({ ...errors, hideFields });
    if (intent === "session-timeout") return settingsSaveFailed(getInstance(context).t, status, result);
    return data({ intent, result }, { status });
  };
  if (!isSameOriginRequest(request)) {
    if (intent === "sign-out-all") throw new Response("Forbidden", { status: 403 });
    return refuse(403, { formErrors: ["auth:errors.crossSite"] });
  }
  if (submission.status !== "success") return refuse(400);
  const value = submission.value;
  try {
    switch (value.intent) {
      case "sign-out-all":
        await signOutEverywhere(user.id);
        return redirect("/auth?mode=signin", { status: 303, headers: { "Set-Cookie": clearedSessionCookie() } });
      case "session-timeout":
        await saveAccountSettings(user.id, { sessionTimeout: value.sessionTimeout });
        return settingsSaved(getInstance(context).t, { enhanced: isEnhanced(formData), path: "/settings/security" });
      case "disable-two-factor":
        await disableTwoFactor({ actor: user }, value.code);
        if (isEnhanced(formData)) return data({ intent: value.intent, ok: true as const });
        return redirect("/settings/security?notice=two-factor-disabled", { status: 303 });
      case "change-password":
        await changePassword({ actor: user, sessionId: session.id }, value);
        return redirect("/settings/security?notice=password-changed", { status: 303 });
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const status = httpStatusOf(error);
    if (intent === "disable-two-factor") {
      const message = refusedCodeMessage(error, "settings:mfa.invalidVerificationCode");
      return refuse(status, { fieldErrors: { code: [message] } });
    }
    const message =
      error.code === "INVALID_CREDENTIALS"
        ? "settings:security.errors.currentPasswordWrong"
        : error.code === "RATE_LIMITED"
          ? "settings:mfa.tooManyAttempts"
          : "settings:security.errors.changeFailed";
    return refuse(status, { formErrors: [message] });
  }
}

export default function SecurityPage({ loaderData, actionData: reply }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const actionData = reply && "intent" in reply && "result" in reply ? reply : undefined;
  return (
    <SettingsPane name="security" className="w-full max-w-lg gap-8">
      {loaderData.notice ? <SuccessNotice>{t(loaderData.notice)}</SuccessNotice> : null}
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
      <Section id="two-factor-title" level={3} title={t("security.twoFactor.title")}>
        <p>
          {loaderData.twoFactorEnabled
            ? t("security.twoFactor.on", { count: loaderData.recoveryCodesLeft })
            : t("security.twoFactor.off")}
        </p>
        {loaderData.twoFactorEnabled ? (
          <TwoFactorOff lastResult={actionData?.intent === "disable-two-factor" ? actionData.result : undefined} />
        ) : (
          <Link to="/settings/mfa-enrollment" className={buttonClassName({ className: "self-start" })}>
            {t("security.twoFactor.enable")}
          </Link>
        )}
        <p className="text-sm text-ink-muted">{t("security.trustedDevices")}</p>
      </Section>
      <SessionTimeoutSection value={loaderData.sessionTimeout} />
      <Section id="sessions-title" level={3} title={t("security.sessions.title")}>
        <SignOutForm label={t("security.sessions.signOutThis")} className={buttonClassName({ variant: "secondary" })} />
        <Form method="post" reloadDocument onSubmit={() => clearSignedInStorage()}>
          <input type="hidden" name="intent" value="sign-out-all" />
          <Button type="submit" variant="danger-outline">
            {t("security.sessions.signOutAll")}
          </Button>
        </Form>
        <p className="text-sm text-ink-muted">{t("security.sessions.allHint")}</p>
      </Section>
    </SettingsPane>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
