import type { BusinessOnboardingStep } from "../../../db/tables.ts";

/** The wizard's seven steps, in the spec's order (accounts spec §2). Client-safe. */
export const businessOnboardingSteps = [
  "welcome",
  "firm-basics",
  "trust-account-intro",
  "stripe-onboarding",
  "business-details",
  "services",
  "review-and-launch",
] as const satisfies readonly BusinessOnboardingStep[];

export type { BusinessOnboardingStep };

export function isBusinessOnboardingStep(value: unknown): value is BusinessOnboardingStep {
  return typeof value === "string" && (businessOnboardingSteps as readonly string[]).includes(value);
}

export function stepIndex(step: BusinessOnboardingStep): number {
  return businessOnboardingSteps.indexOf(step);
}

/** The step after this one (the last step stays where it is). */
export function nextStep(step: BusinessOnboardingStep): BusinessOnboardingStep {
  return businessOnboardingSteps[Math.min(stepIndex(step) + 1, businessOnboardingSteps.length - 1)]!;
}

/** The step before this one, or null on the first step (Back then closes the wizard). */
export function previousStep(step: BusinessOnboardingStep): BusinessOnboardingStep | null {
  const index = stepIndex(step);
  return index > 0 ? businessOnboardingSteps[index - 1]! : null;
}

/** Tiers that may use the wizard (spec §6: business onboarding is only for business or enterprise). */
export const onboardingTiers = ["business", "enterprise"] as const;
