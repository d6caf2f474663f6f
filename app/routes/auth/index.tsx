import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { useEffect } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { authErrorMessage, googleErrorMessages } from "~/features/auth/auth-messages.ts";
import { GoogleButton } from "~/features/auth/components/google-button.tsx";
import { SignInForm } from "~/features/auth/components/sign-in-form.tsx";
import { SignUpForm } from "~/features/auth/components/sign-up-form.tsx";
import { googleEnabled } from "~/features/auth/google.server.ts";
import { getCurrentUser } from "~/lib/require-user.server.ts";
import { RedirectToSchema, SignInSchema, SignUpSchema } from "~/features/auth/schemas.ts";
import { readSessionToken, sessionCookie } from "~/lib/session-cookie.server.ts";
import { signInWithPassword } from "~/features/auth/sign-in.server.ts";
import { knownDeviceCookie, knownDeviceCookieName } from "~/features/auth/sign-in-backoff.server.ts";
import { signUpWithPassword } from "~/features/auth/sign-up.server.ts";
import { readCookie } from "~/lib/cookies.server.ts";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import { clientKeyContext } from "~/lib/request-context.ts";
import { nextAfterSignIn } from "~/features/auth/after-sign-in.ts";
import { isSupportedLanguage } from "~/lib/i18n.ts";
import { localeCookie } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/index";
import { BackLink } from "~/components/ui/back-link.tsx";
import { SuccessNotice } from "~/components/ui/notice.tsx";

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
  if (current) {
    // The first-login stop (spec §2): onboarding opens at once while it is not completed.
    if (!current.user.onboardingCompleted)
      throw redirect(`/onboarding${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`);
    // Signed in already: go on.
    throw redirect(redirectTo ?? "/");
  }
  const error = url.searchParams.get("error");
  const notice = url.searchParams.get("notice");
  return {
    mode,
    onboarding,
    redirectTo,
    google: googleEnabled(),
    error:
      error && error in googleErrorMessages ? googleErrorMessages[error as keyof typeof googleErrorMessages] : null,
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
    if (submission.status !== "success")
      return data(
        { intent: "signup" as const, result: submission.reply({ hideFields: secretFields }) },
        { status: 400 },
      );
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
  if (submission.status !== "success")
    return data({ intent: "signin" as const, result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  try {
    const signedIn = await signInWithPassword(submission.value, {
      ...meta,
      knownDevice: readCookie(request, knownDeviceCookieName()),
    });
    const { token, session, twoFactorRequired, onboardingCompleted, language } = signedIn;
    const next = nextAfterSignIn({ twoFactorRequired, onboardingCompleted, redirectTo });
    const headers = new Headers({ "Set-Cookie": sessionCookie(token, session.expiresAt) });
    headers.append("Set-Cookie", knownDeviceCookie(signedIn.knownDevice));
    if (isSupportedLanguage(language)) headers.append("Set-Cookie", await localeCookie.serialize(language));
    // With JavaScript: the confirmation shows and the page goes on after the spec's 1000 ms. Without
    // it (and for the two-factor step, which has more to ask): the redirect at once.
    if (formData.get("enhanced") === "1" && !twoFactorRequired)
      return data({ intent: "signin" as const, signedIn: { next } }, { headers });
    return redirect(next, { headers });
  } catch (error) {
    return failed("signin", submission, error);
  }
}

type Replyable = { reply: (options?: { formErrors?: string[]; hideFields?: string[] }) => SubmissionResult<string[]> };

function refused(intent: Mode, submission: Replyable) {
  return data(
    { intent, result: submission.reply({ formErrors: ["auth:errors.crossSite"], hideFields: secretFields }) },
    { status: 403 },
  );
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

/** Signed in with JavaScript: this page stays (showing the success) until it goes on by itself. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "signedIn" in actionResult) return false;
  return defaultShouldRevalidate;
}

/** Spec §2: on success the user goes on after a delay (default 1000 ms). */
const SIGNED_IN_REDIRECT_DELAY_MS = 1000;

function SignedInNotice({ next }: { next: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(next, { replace: true }), SIGNED_IN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, next]);
  return <SuccessNotice>{t("signIn.success")}</SuccessNotice>;
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { mode, redirectTo } = loaderData;
  const signedIn = actionData && "signedIn" in actionData ? actionData.signedIn : null;
  const lastResult = actionData && "result" in actionData && actionData.intent === mode ? actionData.result : undefined;
  const otherMode: Mode = mode === "signin" ? "signup" : "signin";
  const toggleHref = `/auth?mode=${otherMode}${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 px-4 py-10">
      <title>{mode === "signup" ? t("meta.signUpTitle") : t("meta.signInTitle")}</title>
      <BackLink to="/">{t("backToHome")}</BackLink>
      <section
        className="flex flex-col gap-5 rounded-xl border border-line bg-surface-raised p-6"
        aria-labelledby="auth-title"
      >
        <header className="flex flex-col gap-1">
          <h1 id="auth-title" className="text-2xl font-semibold">
            {mode === "signin" ? t("signIn.title") : t("signUp.title")}
          </h1>
          <p className="text-ink-muted">{mode === "signin" ? t("signIn.subtitle") : t("signUp.subtitle")}</p>
        </header>
        {signedIn ? <SignedInNotice next={signedIn.next} /> : null}
        {loaderData.notice ? <SuccessNotice>{t(loaderData.notice)}</SuccessNotice> : null}
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
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];
