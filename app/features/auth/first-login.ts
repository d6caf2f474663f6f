import { isSigningOut } from "./sign-out-storage.ts";

/**
 * The first-login check (spec §2): a signed-in user whose onboarding is not completed is sent to
 * the onboarding stop, /auth?mode=signin&onboarding=true, from any page but the ones onboarding
 * itself needs. Client-safe.
 */
const FIRST_LOGIN_STOP = "/auth?mode=signin&onboarding=true";

/** Pages a user may open before onboarding is done: signing in and out, onboarding, its legal links. */
const openBeforeOnboarding = [
  /^\/auth(\/|$)/,
  /^\/onboarding\/?$/,
  /^\/api\//,
  /^\/terms\/?$/,
  /^\/privacy\/?$/,
  /^\/subscription\//,
];

export function isOpenBeforeOnboarding(pathname: string): boolean {
  return openBeforeOnboarding.some((pattern) => pattern.test(pathname));
}

/** The onboarding stop, carrying the page the user was going to (unless it is the home page). */
export function firstLoginStop(redirectTo: string | null | undefined): string {
  return redirectTo && redirectTo !== "/"
    ? `${FIRST_LOGIN_STOP}&redirectTo=${encodeURIComponent(redirectTo)}`
    : FIRST_LOGIN_STOP;
}

/**
 * The local flags of spec §9. onboardingCompleted: onboarding is done for the user of this browser.
 * onboardingCheckDone: the first-login check has nothing left to show here (the welcome tips were
 * seen, or onboarding was finished on another device). Both are cleared at sign-out.
 */
export const onboardingFlags = { completed: "onboardingCompleted", checkDone: "onboardingCheckDone" } as const;

function storage(): Storage | null {
  // Signing out: the keys were just cleared; a late write must not bring them back.
  if (isSigningOut()) return null;
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Onboarding was just finished in this browser: the welcome tips are due. */
export function recordOnboardingFinishedHere(): void {
  const store = storage();
  store?.setItem(onboardingFlags.completed, "true");
  store?.removeItem(onboardingFlags.checkDone);
}

/**
 * The server says onboarding is done. A browser that has no record of it (signed in on a new
 * device) records it with nothing to show. Returns whether the welcome tips are still due here.
 */
export function syncOnboardingFlags(): boolean {
  const store = storage();
  if (!store) return false;
  if (store.getItem(onboardingFlags.completed) !== "true") {
    store.setItem(onboardingFlags.completed, "true");
    store.setItem(onboardingFlags.checkDone, "true");
    return false;
  }
  return store.getItem(onboardingFlags.checkDone) !== "true";
}

export function recordWelcomeSeen(): void {
  storage()?.setItem(onboardingFlags.checkDone, "true");
}
