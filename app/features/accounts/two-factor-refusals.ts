import type { DomainError } from "~/lib/errors.ts";

/**
 * The message key of a refused two-factor code (enrolment, switching two-factor off): too many
 * attempts, no two-factor set up, or else `otherwise` (the page's "that code is wrong"). Client-safe.
 */
export function refusedCodeMessage(error: DomainError, otherwise: string): string {
  if (error.code === "RATE_LIMITED") return "settings:mfa.tooManyAttempts";
  if (error.code === "NOT_FOUND") return "settings:mfa.notConfigured";
  return otherwise;
}
