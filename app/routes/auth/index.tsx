import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { buttonClassName } from "~/components/ui/button.tsx";
import { authErrorMessage, googleErrorMessages } from "../../features/auth/auth-messages.ts";
import { GoogleButton } from "../../features/auth/components/google-button.tsx";
import { SignInForm } from "../../features/auth/components/sign-in-form.tsx";
import { SignUpForm } from "../../features/auth/components/sign-up-form.tsx";
import { googleEnabled } from "../../features/auth/google.server.ts";
import { getCurrentUser } from "../../features/auth/require-user.server.ts";
import { RedirectToSchema, SignInSchema, SignUpSchema } from "../../features/auth/schemas.ts";
import { readSessionToken, sessionCookie } from "../../features/auth/session.server.ts";
import { signInWithPassword } from "../../features/auth/sign-in.server.ts";
import { knownDeviceCookie, knownDeviceCookieName } from "../../features/auth/sign-in-backoff.server.ts";
import { signUpWithPassword } from "../../features/auth/sign-up.server.ts";
import { readCookie } from "../../lib/cookies.server.ts";
import { DomainError, httpStatusOf } from "../../lib/errors.ts";
import { isSameOriginRequest } from "../../lib/origin-check.server.ts";
import { clientKeyContext } from "../../lib/request-context.ts";
import { nextAfterSignIn } from "../../features/auth/after-sign-in.ts";
import { SignOutForm } from "../../features/auth/components/sign-out-form.tsx";
import { isSupportedLanguage } from "../../lib/i18n.ts";
import { localeCookie } from "../../middleware/i18n.server.ts";
import type { Route } from "./+types/index";

/** /auth?mode=signin|signup[&onboarding=true][&redirectTo=/path]: sign-in and sign-up (spec §2). */
type Mode = "signin" | "signup";
const secretFields = ["password", "confirmPassword"];

function readMode(url: URL): Mode {
  return url.searchParams.get("mode") === "signup" ? "signup" : "signin";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const mode = readMode(url);
  const onboarding = url.searchParams.get("onboarding") === "true";
  const redirectTo = RedirectToSchema.parse(url.searchParams.get("redirectTo") ?? undefined);
  const current = getCurrentUser(context);
  // Signed in already: go on, unless this is the first-login (onboarding) stop.
  if (current && !onboarding) throw redirect(redirectTo ?? "/");
  const error = url.searchParams.get("error");
  const notice = url.searchParams.get("notice");
  return {
    mode,
    onboarding,
    redirectTo,
    google: googleEnabled(),
    signedIn: current
      ? { name: current.user.name, email: current.user.email, emailVerified: current.user.emailVerified, onboardingCompleted: current.user.onboardingCompleted }
      : null,
    error: error && error in googleErrorMessages ? googleErrorMessages[error as keyof typeof googleErrorMessages] : null,
    notice: notice === "password-reset" ? "notices.passwordReset" : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const meta = {
    clientKey: context.get(clientKeyContext),
    userAgent: request.headers.get("User-Agent"),
    currentToken: readSessionToken(request),
  };
  const redirectTo = RedirectToSchema.parse(formData.get("redirectTo") ?? undefined);
  const sameOrigin = isSameOriginRequest(request);

  if (formData.get("intent") === "signup") {
    const submission = parseWithZod(formData, { schema: SignUpSchema });
    if (!sameOrigin) return refused("signup", submission);
    if (submission.status !== "success") return data({ intent: "signup" as const, result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
    try {
      const { token, session } = await signUpWithPassword(submission.value, meta);
      // Onboarding opens next (spec §2): the first-login stop of /auth.
      const next = `/auth?mode=signin&onboarding=true${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
      return redirect(next, { headers: { "Set-Cookie": sessionCookie(token, session.expiresAt) } });
    } catch (error) {
      return failed("signup", submission, error);
    }
  }

  const submission = parseWithZod(formData, { schema: SignInSchema });
  if (!sameOrigin) return refused("signin", submission);
  if (submission.status !== "success") return data({ intent: "signin" as const, result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  try {
    const signedIn = await signInWithPassword(submission.value, { ...meta, knownDevice: readCookie(request, knownDeviceCookieName()) });
    const { token, session, twoFactorRequired, onboardingCompleted, language } = signedIn;
    const next = nextAfterSignIn({ twoFactorRequired, onboardingCompleted, redirectTo });
    const headers = new Headers({ "Set-Cookie": sessionCookie(token, session.expiresAt) });
    headers.append("Set-Cookie", knownDeviceCookie(signedIn.knownDevice));
    if (isSupportedLanguage(language)) headers.append("Set-Cookie", await localeCookie.serialize(language));
    return redirect(next, { headers });
  } catch (error) {
    return failed("signin", submission, error);
  }
}

type Replyable = { reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => SubmissionResult<string[]> };

function refused(intent: Mode, submission: Replyable) {
  return data({ intent, result: submission.reply({ formErrors: ["auth:errors.crossSite"], hideFields: secretFields }) }, { status: 403 });
}

/** A domain failure becomes the form's message (spec §8) with its status; anything else is a 500. */
function failed(intent: Mode, submission: Replyable, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  const headers = error.code === "RATE_LIMITED" ? { "Retry-After": String(error.details.retryAfter ?? 60) } : undefined;
  return data(
    { intent, result: submission.reply({ formErrors: [authErrorMessage(error.code)], hideFields: secretFields }) },
    { status: httpStatusOf(error), headers },
  );
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { mode, redirectTo, signedIn } = loaderData;
  const lastResult = actionData?.intent === mode ? actionData.result : undefined;
  const otherMode: Mode = mode === "signin" ? "signup" : "signin";
  const toggleHref = `/auth?mode=${otherMode}${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 px-4 py-10">
      <title>{signedIn ? t("meta.welcomeTitle") : mode === "signup" ? t("meta.signUpTitle") : t("meta.signInTitle")}</title>
      <Link to="/" className="self-start text-sm text-ink-muted underline">
        ← {t("backToHome")}
      </Link>
      {signedIn ? (
        <section className="flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-6" aria-labelledby="welcome-title">
          <h1 id="welcome-title" className="text-2xl font-semibold">
            {t("welcome.title", { name: signedIn.name })}
          </h1>
          <p>{t("welcome.body")}</p>
          {signedIn.emailVerified ? null : <p className="text-sm text-ink-muted">{t("welcome.verifyHint", { email: signedIn.email })}</p>}
          <div className="flex gap-3">
            <Link to={signedIn.onboardingCompleted ? (redirectTo ?? "/") : "/onboarding"} className={buttonClassName()}>
              {t("welcome.continue")}
            </Link>
            <SignOutForm label={t("welcome.signOut")} className={buttonClassName({ variant: "secondary" })} />
          </div>
        </section>
      ) : (
        <section className="flex flex-col gap-5 rounded-xl border border-line bg-surface-raised p-6" aria-labelledby="auth-title">
          <header className="flex flex-col gap-1">
            <h1 id="auth-title" className="text-2xl font-semibold">
              {mode === "signin" ? t("signIn.title") : t("signUp.title")}
            </h1>
            <p className="text-ink-muted">{mode === "signin" ? t("signIn.subtitle") : t("signUp.subtitle")}</p>
          </header>
          {loaderData.notice ? (
            <p role="status" className="rounded-md border border-success px-3 py-2 text-sm text-success">
              {t(loaderData.notice)}
            </p>
          ) : null}
          {loaderData.error && !actionData ? (
            <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
              {t(loaderData.error)}
            </p>
          ) : null}
          {loaderData.google ? (
            <>
              <GoogleButton redirectTo={redirectTo} />
              <p className="flex items-center gap-3 text-xs uppercase text-ink-muted">
                <span className="h-px flex-1 bg-line" />
                {t("google.or")}
                <span className="h-px flex-1 bg-line" />
              </p>
            </>
          ) : null}
          {/* Keyed by mode: switching remounts the form, which clears its fields and messages. */}
          {mode === "signin" ? (
            <SignInForm key="signin" lastResult={lastResult} redirectTo={redirectTo} />
          ) : (
            <SignUpForm key="signup" lastResult={lastResult} redirectTo={redirectTo} />
          )}
          <p className="text-center text-sm">
            {mode === "signin" ? t("signIn.noAccount") : t("signUp.haveAccount")}{" "}
            <Link to={toggleHref} className="font-medium text-brand underline dark:text-accent">
              {mode === "signin" ? t("signIn.toggle") : t("signUp.toggle")}
            </Link>
          </p>
        </section>
      )}
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
