/**
 * What sign-out removes from this browser's local storage (spec §4, §9): the onboarding flags,
 * the cart, and the auth keys. The theme stays (it belongs to the device). Client-safe.
 */
export const signOutStorageKeys = [
  "onboardingCompleted",
  "onboardingCheckDone",
  "cartPreferences",
  "cartData",
] as const;

let signingOut = false;

/** Whether this page has started signing out (nothing may write the signed-in keys again). */
export function isSigningOut(): boolean {
  return signingOut;
}

export function clearSignedInStorage(): void {
  signingOut = true;
  try {
    for (const key of signOutStorageKeys) window.localStorage.removeItem(key);
  } catch {
    // Storage can be disabled; the server has ended the session regardless.
  }
}
