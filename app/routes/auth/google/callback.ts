import { completeGoogleCallback, googleEnabled, signInWithGoogle } from "~/features/auth/google.server.ts";
import { nextAfterSignIn } from "~/features/auth/after-sign-in.ts";
import { readSessionToken, sessionCookie } from "~/lib/session-cookie.server.ts";
import { clearGoogleFlowCookies, readGoogleFlowCookies } from "~/lib/google-flow-cookies.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { clientKeyContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/callback";

/**
 * GET /auth/google/callback: Google sends the browser back here with a code. On success the user
 * is signed in and goes to the site root (spec §2), or first to onboarding while it is not
 * completed; on failure back to /auth with a message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!googleEnabled()) return redirectWith("/auth?mode=signin&error=google_disabled");
  const result = await completeGoogleCallback(new URL(request.url).searchParams, readGoogleFlowCookies(request));
  if (!result.ok)
    return redirectWith(`/auth?mode=signin&error=google_${result.reason === "invalid" ? "failed" : result.reason}`);
  try {
    const { token, session, twoFactorRequired, onboardingCompleted } = await signInWithGoogle(result.claims, {
      clientKey: context.get(clientKeyContext),
      userAgent: request.headers.get("User-Agent"),
      currentToken: readSessionToken(request),
    });
    const next = nextAfterSignIn({ twoFactorRequired, onboardingCompleted, redirectTo: result.redirectTo });
    return redirectWith(next, sessionCookie(token, session.expiresAt));
  } catch (error) {
    if (error instanceof DomainError && error.code === "OAUTH_EMAIL_UNVERIFIED")
      return redirectWith("/auth?mode=signin&error=google_unverified");
    if (error instanceof DomainError && error.code === "CONFLICT")
      return redirectWith("/auth?mode=signin&error=google_conflict");
    throw error;
  }
}

function redirectWith(location: string, sessionCookieValue?: string): Response {
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  for (const cookie of clearGoogleFlowCookies()) headers.append("Set-Cookie", cookie);
  if (sessionCookieValue) headers.append("Set-Cookie", sessionCookieValue);
  return new Response(null, { status: 302, headers });
}
