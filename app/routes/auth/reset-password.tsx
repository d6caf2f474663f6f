import { parseWithZod } from "@conform-to/zod/v4";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { PanelPage } from "~/components/ui/panel-page.tsx";
import { data, Link, redirect } from "react-router";
import { PostForm, SubmitButton } from "~/components/forms.tsx";
import type { LastResult } from "~/components/forms.tsx";
import { isEmailTokenUsable } from "~/features/auth/email-tokens.server.ts";
import { requestPasswordReset, resetPassword } from "~/features/auth/reset-password.server.ts";
import { RequestPasswordResetSchema, ResetPasswordSchema } from "~/features/auth/schemas.ts";
import { clearedSessionCookie } from "~/lib/session-cookie.server.ts";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { clientKeyContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/reset-password";
import { EmailField } from "~/features/auth/components/credential-fields.tsx";
import { NewPasswordFields } from "~/features/auth/components/new-password-fields.tsx";

/**
 * /auth/reset-password: without a token, the form that asks for a link; with ?token=, the form that
 * sets the new password (the link is only used up when that form is sent).
 */
const secretFields = ["password", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token)
    return { stage: url.searchParams.get("sent") === "1" ? ("sent" as const) : ("request" as const), token: null };
  const usable = await isEmailTokenUsable(token, "reset-password");
  return { stage: usable ? ("set" as const) : ("invalid" as const), token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const sameOrigin = isSameOriginRequest(request);
  if (formData.get("intent") === "set") {
    const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
    if (!sameOrigin)
      return data(
        {
          intent: "set" as const,
          result: submission.reply({ formErrors: ["auth:errors.crossSite"], hideFields: secretFields }),
        },
        { status: 403 },
      );
    if (submission.status !== "success")
      return data({ intent: "set" as const, result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
    try {
      await resetPassword(submission.value.token, submission.value.password);
    } catch (error) {
      if (error instanceof DomainError && error.code === "INVALID_TOKEN") {
        return data(
          {
            intent: "set" as const,
            result: submission.reply({ formErrors: ["auth:reset.invalidLink"], hideFields: secretFields }),
          },
          { status: 400 },
        );
      }
      throw error;
    }
    // Every session of the user has ended, this browser's included.
    return redirect("/auth?mode=signin&notice=password-reset", { headers: { "Set-Cookie": clearedSessionCookie() } });
  }
  const submission = parseWithZod(formData, { schema: RequestPasswordResetSchema });
  if (!sameOrigin)
    return data(
      { intent: "request" as const, result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) },
      { status: 403 },
    );
  if (submission.status !== "success")
    return data({ intent: "request" as const, result: submission.reply() }, { status: 400 });
  try {
    await requestPasswordReset(submission.value.email, { clientKey: context.get(clientKeyContext) });
  } catch (error) {
    if (error instanceof DomainError && error.code === "RATE_LIMITED") {
      return data(
        { intent: "request" as const, result: submission.reply({ formErrors: ["auth:errors.tooManyAttempts"] }) },
        { status: httpStatusOf(error) },
      );
    }
    throw error;
  }
  return redirect("/auth/reset-password?sent=1");
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  return (
    <PanelPage
      title={t("meta.resetTitle")}
      back={{ to: "/auth?mode=signin", label: t("reset.backToSignIn") }}
      headingId="reset-title"
      heading={loaderData.stage === "set" && loaderData.token ? t("reset.setTitle") : t("reset.requestTitle")}
      width="narrow"
    >
      {loaderData.stage === "set" && loaderData.token ? (
        <SetPasswordForm
          token={loaderData.token}
          lastResult={actionData?.intent === "set" ? actionData.result : undefined}
        />
      ) : loaderData.stage === "invalid" ? (
        <>
          <p role="alert" className="text-danger">
            {t("reset.invalidLink")}
          </p>
          <Link to="/auth/reset-password" className="self-start font-medium text-brand underline dark:text-accent">
            {t("reset.requestAgain")}
          </Link>
        </>
      ) : loaderData.stage === "sent" ? (
        <p role="status" className="text-success">
          {t("reset.requestSent")}
        </p>
      ) : (
        <>
          <p className="text-ink-muted">{t("reset.requestBody")}</p>
          <RequestLinkForm lastResult={actionData?.intent === "request" ? actionData.result : undefined} />
        </>
      )}
    </PanelPage>
  );
}

function RequestLinkForm({ lastResult }: { lastResult: LastResult }) {
  const { t } = useTranslation("auth");
  const [form, fields] = useDeferredForm(
    () => import("~/features/auth/schemas.ts").then((module) => module.RequestPasswordResetSchema),
    {
      id: "reset-request",
      lastResult,
      shouldValidate: "onBlur",
    },
  );
  return (
    <PostForm form={form} intent="request" ns="auth" className="flex flex-col gap-3">
      <EmailField field={fields.email} />
      <SubmitButton>{t("reset.requestSubmit")}</SubmitButton>
    </PostForm>
  );
}

function SetPasswordForm({ token, lastResult }: { token: string; lastResult: LastResult }) {
  const { t } = useTranslation("auth");
  const [form, fields] = useDeferredForm(
    () => import("~/features/auth/schemas.ts").then((module) => module.ResetPasswordSchema),
    {
      id: "reset-set",
      lastResult,
      defaultValue: { token },
      shouldValidate: "onBlur",
    },
  );
  return (
    <PostForm form={form} intent="set" hiddenFields={{ token }} ns="auth" className="flex flex-col gap-3">
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        passwordLabel={t("fields.newPassword")}
      />
      <SubmitButton>{t("reset.setSubmit")}</SubmitButton>
    </PostForm>
  );
}

export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];
