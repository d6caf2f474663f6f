import { parseWithZod } from "@conform-to/zod/v4";
import { useDeferredForm } from "~/components/deferred-validation.ts";
import { useTranslation } from "react-i18next";
import { PanelPage } from "~/components/ui/panel-page.tsx";
import { data, redirect } from "react-router";
import { TwoFactorSignInSchema } from "~/features/accounts/security-schemas.ts";
import { verifyTwoFactorSignIn } from "~/features/accounts/two-factor.server.ts";
import { Field, PostForm, SubmitButton } from "~/components/forms.tsx";
import { nextAfterSignIn } from "~/features/auth/after-sign-in.ts";
import { RedirectToSchema } from "~/features/auth/schemas.ts";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { pendingTwoFactorContext, userContext } from "~/lib/request-context.ts";
import { SignOutForm } from "~/features/auth/components/sign-out-form.tsx";
import type { Route } from "./+types/two-factor";

/**
 * /auth/two-factor: the second step of sign-in for a user with two-factor on. The session made by
 * the password opens only this page until a TOTP code or a recovery code is given.
 */
function requirePending(context: Route.LoaderArgs["context"]) {
  const pending = context.get(pendingTwoFactorContext);
  if (pending) return pending;
  throw redirect(context.get(userContext) ? "/" : "/auth?mode=signin");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePending(context);
  return {
    redirectTo: RedirectToSchema.parse(new URL(request.url).searchParams.get("redirectTo") ?? undefined) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = requirePending(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: TwoFactorSignInSchema });
  if (!isSameOriginRequest(request))
    return data({ result: submission.reply({ formErrors: ["auth:errors.crossSite"] }) }, { status: 403 });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await verifyTwoFactorSignIn({ userId: user.id, sessionId: session.id }, submission.value.code);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const message =
      error.code === "RATE_LIMITED" ? "settings:mfa.tooManyAttempts" : "settings:mfa.invalidVerificationCode";
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: httpStatusOf(error) });
  }
  const next = nextAfterSignIn({
    twoFactorRequired: false,
    onboardingCompleted: user.onboardingCompleted,
    redirectTo: RedirectToSchema.parse(submission.value.redirectTo),
  });
  return redirect(next, { status: 303 });
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const [form, fields] = useDeferredForm(
    () => import("~/features/accounts/security-schemas.ts").then((module) => module.TwoFactorSignInSchema),
    { id: "two-factor", lastResult: actionData?.result, shouldRevalidate: "onSubmit" },
  );
  return (
    <PanelPage
      title={t("twoFactor.meta.title")}
      headingId="two-factor-title"
      heading={t("twoFactor.title")}
      width="narrow"
    >
      <p className="text-ink-muted">{t("twoFactor.body")}</p>
      <PostForm
        form={form}
        hiddenFields={{ redirectTo: loaderData.redirectTo }}
        ns="auth"
        className="flex flex-col gap-3"
      >
        <Field
          field={fields.code}
          label={t("twoFactor.codeLabel")}
          required
          inputProps={{ autoComplete: "one-time-code" }}
        />
        <SubmitButton>{t("twoFactor.submit")}</SubmitButton>
      </PostForm>
      <SignOutForm label={t("twoFactor.cancel")} className="text-sm text-ink-muted underline" />
    </PanelPage>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
