import { z } from "zod";
import { sessionTimeouts } from "./settings-values.ts";

/** Settings → Security and MFA forms (spec §5). Messages are i18n keys. Client-safe. */
export const securityMessages = {
  missingFields: "settings:security.validation.missingFields",
  passwordMismatch: "settings:security.validation.passwordMismatch",
  weakPassword: "settings:security.validation.weakPassword",
  codeRequired: "settings:mfa.validation.codeRequired",
  codeInvalid: "settings:mfa.validation.codeInvalid",
} as const;

const required = z.string({ error: securityMessages.missingFields }).min(1, securityMessages.missingFields).max(256);

export const ChangePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: required,
    newPassword: required
      .min(8, securityMessages.weakPassword)
      .regex(/[A-Z]/, securityMessages.weakPassword)
      .regex(/[a-z]/, securityMessages.weakPassword)
      .regex(/[0-9]/, securityMessages.weakPassword),
    confirmPassword: required,
    signOutOtherSessions: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: securityMessages.passwordMismatch,
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** A code typed into a two-factor form: required, without the spaces around it. */
const enteredCode = z.string({ error: securityMessages.codeRequired }).trim().min(1, securityMessages.codeRequired);
/** A current 6-digit code from the app, or one of the recovery codes. */
const codeOrRecoveryCode = enteredCode.max(20, securityMessages.codeInvalid);

/** The 6-digit code of the enrollment form: digits only. */
export const TotpCodeSchema = z.object({
  code: enteredCode.regex(/^\d{6}$/, securityMessages.codeInvalid),
});

/** The sign-in second step: a 6-digit code or a recovery code. */
export const TwoFactorSignInSchema = z.object({
  code: codeOrRecoveryCode,
  redirectTo: z.string().optional(),
});

/** Turning two-factor off: a current 6-digit code or a recovery code confirms it (spec §4). */
export const DisableTwoFactorSchema = z.object({
  intent: z.literal("disable-two-factor"),
  code: codeOrRecoveryCode,
});

/** Settings → Security: how long a new sign-in lasts (spec §9). */
export const SessionTimeoutSchema = z.object({
  intent: z.literal("session-timeout"),
  sessionTimeout: z.coerce.number<string>().pipe(z.literal([...sessionTimeouts])),
});

/** Every form of Settings > Security, one member per `intent` button. */
export const SecurityActionSchema = z.discriminatedUnion("intent", [
  ChangePasswordSchema,
  DisableTwoFactorSchema,
  SessionTimeoutSchema,
  z.object({ intent: z.literal("sign-out-all") }),
]);
