/**
 * Where a browser goes once signed in (spec §2 first-login check): the two-factor step first when
 * it is on; then, while onboarding is not completed, the first-login stop
 * /auth?mode=signin&onboarding=true (which leads to /onboarding); else where it was going, or /.
 * Client-safe.
 */
export function nextAfterSignIn({
  twoFactorRequired,
  onboardingCompleted,
  redirectTo,
}: {
  twoFactorRequired: boolean;
  onboardingCompleted: boolean;
  redirectTo: string | null | undefined;
}): string {
  const carried = redirectTo ? `redirectTo=${encodeURIComponent(redirectTo)}` : "";
  if (twoFactorRequired) return `/auth/two-factor${carried ? `?${carried}` : ""}`;
  if (!onboardingCompleted) return `/auth?mode=signin&onboarding=true${carried ? `&${carried}` : ""}`;
  return redirectTo ?? "/";
}
