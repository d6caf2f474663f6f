import { z } from "zod";

/**
 * The sign-in, sign-up and password-reset forms (spec §5). One schema per form, run by Conform in
 * the browser and again by the route's action; messages are i18n keys. Client-safe.
 */
export const authMessages = {
  required: "errors:field.required",
  tooLong: "errors:field.tooLong",
  emailInvalid: "errors:email.invalid",
  nameMin: "auth:validation.nameMin",
  passwordRequired: "auth:validation.passwordRequired",
  passwordMin: "auth:validation.passwordMin",
  passwordUppercase: "auth:validation.passwordUppercase",
  passwordLowercase: "auth:validation.passwordLowercase",
  passwordNumber: "auth:validation.passwordNumber",
  passwordsDoNotMatch: "auth:validation.passwordsDoNotMatch",
  termsRequired: "auth:validation.termsRequired",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 256;

export const EmailSchema = z
  .string({ error: authMessages.required })
  .trim()
  .toLowerCase()
  .max(254, authMessages.tooLong)
  .pipe(z.email({ error: authMessages.emailInvalid }));

/** The shared password rules: at least 8 characters with an uppercase letter, a lowercase letter and a number. */
export const NewPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, authMessages.tooLong)
  .regex(/[A-Z]/, authMessages.passwordUppercase)
  .regex(/[a-z]/, authMessages.passwordLowercase)
  .regex(/[0-9]/, authMessages.passwordNumber);

const bothPasswordsGiven = (payload: { value: unknown }) => {
  const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof value?.password === "string" && typeof value?.confirmPassword === "string";
};

const redirectBase = "http://parley.invalid";

/**
 * A path on this site, resolved the way a browser would resolve it: "/settings?x=1" stays itself,
 * while "//evil.example", "/\\evil.example" or "/\t/evil.example" (a tab browsers drop, leaving
 * "//evil.example") resolve to another origin or carry control characters, and give null.
 */
export function sameSitePath(value: string): string | null {
  if (!value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, redirectBase);
  } catch {
    return null;
  }
  if (url.origin !== redirectBase) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A relative path on this site to go to after signing in ("/settings"), never another site. */
export const RedirectToSchema = z
  .string()
  .max(500)
  .transform((value, context) => {
    const path = sameSitePath(value);
    if (path === null) {
      context.addIssue({ code: "custom", message: "redirectTo must be a path on this site" });
      return z.NEVER;
    }
    return path;
  })
  .optional()
  .catch(undefined);

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: authMessages.passwordRequired }).max(PASSWORD_MAX_LENGTH, authMessages.tooLong),
  redirectTo: RedirectToSchema,
});
export type SignIn = z.infer<typeof SignInSchema>;

export const SignUpSchema = z
  .object({
    // Optional: an empty name becomes the part of the e-mail before the @ (sign-up use case).
    name: z.string().trim().min(2, authMessages.nameMin).max(100, authMessages.tooLong).optional(),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: authMessages.required }),
    agreedToTerms: z
      .boolean({ error: authMessages.termsRequired })
      .refine((agreed) => agreed, authMessages.termsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: authMessages.passwordsDoNotMatch,
    when: bothPasswordsGiven,
  });
export type SignUp = z.infer<typeof SignUpSchema>;

export const RequestPasswordResetSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: authMessages.required }).min(16).max(100),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: authMessages.required }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: authMessages.passwordsDoNotMatch,
    when: bothPasswordsGiven,
  });

export const DeleteUserSchema = z.object({ password: z.string().max(PASSWORD_MAX_LENGTH).optional() }).strict();
