import type { ErrorCode } from "~/lib/errors.ts";

/** The i18n key a sign-in or sign-up failure shows (spec §8). Client-safe. */
export function authErrorMessage(code: ErrorCode | null): string {
  switch (code) {
    case "INVALID_CREDENTIALS":
      return "auth:errors.invalidCredentials";
    case "USER_NOT_FOUND":
      return "auth:errors.userNotFound";
    case "USER_ALREADY_EXISTS":
      return "auth:errors.accountExists";
    case "RATE_LIMITED":
      return "auth:errors.tooManyAttempts";
    default:
      return "auth:errors.unknownError";
  }
}

/** ?error= values of /auth after a Google attempt, and what they show. */
export const googleErrorMessages = {
  google_denied: "auth:errors.googleDenied",
  google_failed: "auth:errors.googleFailed",
  google_unverified: "auth:errors.googleUnverified",
  google_conflict: "auth:errors.googleConflict",
  google_disabled: "auth:errors.googleDisabled",
} as const;
