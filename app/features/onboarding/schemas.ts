import { z } from "zod";
import { primaryUseCases } from "./use-cases.ts";
export { primaryUseCases } from "./use-cases.ts";

/** The onboarding forms (spec §2, §5) and the stored onboardingData (spec §3). Client-safe. */
export const onboardingMessages = {
  nameMin: "settings:onboarding.validation.nameMin",
  birthdayInvalid: "settings:onboarding.validation.birthdayInvalid",
  birthdayFuture: "settings:onboarding.validation.birthdayFuture",
  termsRequired: "settings:onboarding.validation.termsRequired",
  tooLong: "errors:field.tooLong",
} as const;

export type PrimaryUseCase = (typeof primaryUseCases)[number];

/** MM/DD/YYYY that names a real calendar day, or null. */
export function parseBirthday(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900) return null;
  return date;
}

/** Not after today (the end of today in the latest time zone, so no one is refused for their clock). */
function notInFuture(text: string): boolean {
  const date = parseBirthday(text);
  return date === null || date.getTime() <= Date.now() + 14 * 3600 * 1000;
}

export const PersonalInfoSchema = z.object({
  fullName: z
    .string({ error: onboardingMessages.nameMin })
    .trim()
    .min(2, onboardingMessages.nameMin)
    .max(100, onboardingMessages.tooLong),
  birthday: z
    .string()
    .trim()
    .refine((text) => parseBirthday(text) !== null, onboardingMessages.birthdayInvalid)
    .refine(notInFuture, onboardingMessages.birthdayFuture)
    .optional(),
  agreedToTerms: z.literal("on", { error: onboardingMessages.termsRequired }).transform(() => true as const),
});
export type PersonalInfo = z.infer<typeof PersonalInfoSchema>;

/** Step 2: the use case, or a skip. The step-1 fields travel along as hidden inputs. */
export const OnboardingSchema = z.discriminatedUnion("intent", [
  PersonalInfoSchema.extend({ intent: z.literal("personal-info") }),
  PersonalInfoSchema.extend({
    intent: z.literal("use-case"),
    primaryUseCase: z.enum(primaryUseCases, { error: "errors:field.required" }),
    additionalInfo: z.string().max(2000, onboardingMessages.tooLong).optional(),
  }),
  PersonalInfoSchema.extend({ intent: z.literal("skip") }),
]);
export type OnboardingSubmission = z.infer<typeof OnboardingSchema>;

/** What is stored (as a JSON string) in settings.onboardingData. */
export type OnboardingData = {
  personalInfo: { fullName: string; birthday: string | null; agreedToTerms: true };
  useCase: { primaryUseCase: PrimaryUseCase; additionalInfo?: string } | null;
  skippedSteps: string[];
  completedAt: string;
};

/** The data to store: additionalInfo is trimmed and kept only for "other" (spec §5). */
export function buildOnboardingData(
  submission: Exclude<OnboardingSubmission, { intent: "personal-info" }>,
  now: Date,
): OnboardingData {
  const personalInfo = {
    fullName: submission.fullName,
    birthday: submission.birthday || null,
    agreedToTerms: true as const,
  };
  if (submission.intent === "skip")
    return { personalInfo, useCase: null, skippedSteps: ["useCase"], completedAt: now.toISOString() };
  const extra = submission.primaryUseCase === "other" ? submission.additionalInfo?.trim() : undefined;
  return {
    personalInfo,
    useCase: { primaryUseCase: submission.primaryUseCase, ...(extra ? { additionalInfo: extra } : {}) },
    skippedSteps: [],
    completedAt: now.toISOString(),
  };
}
