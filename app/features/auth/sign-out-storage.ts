/**
 * What sign-out removes from this browser's local storage (spec §4, §9): the onboarding flags,
 * the cart, and the auth keys. The theme stays (it belongs to the device). Client-safe.
 */
export const signOutStorageKeys = ["onboardingCompleted", "onboardingCheckDone", "cartPreferences", "cartData"] as const;

export function clearSignedInStorage(): void {
  try {
    for (const key of signOutStorageKeys) window.localStorage.removeItem(key);
  } catch {
    // Storage can be disabled; the server has ended the session regardless.
  }
}
