import { expireCookie, hostCookieName, readCookie, serializeCookie } from "./cookies.server.ts";

/**
 * The short-lived cookies that remember one Google sign-in attempt (ADR 0011) between
 * GET /auth/google and the callback: the OAuth state, the PKCE verifier and where to go after.
 * The routes read and write them; app/features/auth/google.server.ts gets the values.
 */
const FLOW_COOKIE_SECONDS = 600;

export type GoogleFlowAttempt = { state: string; codeVerifier: string; redirectTo?: string | null };

const stateCookie = () => hostCookieName("parley_google_state");
const verifierCookie = () => hostCookieName("parley_google_verifier");
const redirectCookie = () => hostCookieName("parley_google_redirect");

export function googleFlowCookies({ state, codeVerifier, redirectTo }: GoogleFlowAttempt): string[] {
  const cookies = [
    serializeCookie(stateCookie(), state, { maxAgeSeconds: FLOW_COOKIE_SECONDS }),
    serializeCookie(verifierCookie(), codeVerifier, { maxAgeSeconds: FLOW_COOKIE_SECONDS }),
  ];
  if (redirectTo) cookies.push(serializeCookie(redirectCookie(), redirectTo, { maxAgeSeconds: FLOW_COOKIE_SECONDS }));
  return cookies;
}

/** The attempt the request's cookies remember; a part that is missing is null. */
export function readGoogleFlowCookies(request: Request): {
  state: string | null;
  codeVerifier: string | null;
  redirectTo: string | null;
} {
  return {
    state: readCookie(request, stateCookie()),
    codeVerifier: readCookie(request, verifierCookie()),
    redirectTo: readCookie(request, redirectCookie()),
  };
}

export function clearGoogleFlowCookies(): string[] {
  return [expireCookie(stateCookie()), expireCookie(verifierCookie()), expireCookie(redirectCookie())];
}
