import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { storeOrganizationLogo } from "~/features/organizations/organization-logo.server.ts";
import { type OnboardingAccess, requireOnboardingTier } from "./onboarding-access.server.ts";
import { type BusinessDraft, BusinessDetailsSchema, FirmBasicsSchema, maxServices, ServicesSchema } from "./schemas.ts";
import { type BusinessOnboardingStep, nextStep, previousStep } from "./steps.ts";
import { ensureBusinessOnboarding, saveBusinessDraft, viewOf } from "./wizard-state.server.ts";

export type WizardIntent = "next" | "back" | "autosave" | "add-service" | "remove-service";

export type WizardStepInput = {
  step: BusinessOnboardingStep;
  intent: WizardIntent;
  draft: BusinessDraft;
  /** The service row Remove was pressed on. */
  removeIndex?: number;
  /** A new logo's bytes (checked here: square, at most 5 MB, a PNG, JPEG, GIF or WebP). */
  logo?: Uint8Array | null;
};

export type WizardStepResult =
  | { kind: "saved"; step: BusinessOnboardingStep }
  | { kind: "closed" }
  | { kind: "invalid"; step: BusinessOnboardingStep; fieldErrors: Record<string, string[]> };

/**
 * One submission of a wizard step. Whatever the intent, the typed values are stored first (a
 * refused Next loses nothing). Next checks the step (firm basics: name and e-mail; business
 * details: colours; services: titles) and moves on; Back moves back, and on the first step
 * closes the wizard; autosave only stores; add and remove change the services list. The logo is
 * checked by its bytes before anything is stored.
 */
export async function submitWizardStep(access: OnboardingAccess, input: WizardStepInput): Promise<WizardStepResult> {
  requireOnboardingTier(access.organization);
  const organizationId = access.organization.id;
  let profileImage: string | undefined;
  if (input.logo && input.logo.byteLength > 0) {
    try {
      profileImage = await storeOrganizationLogo(organizationId, input.logo);
    } catch (error) {
      if (error instanceof DomainError)
        return { kind: "invalid", step: input.step, fieldErrors: { profileImage: [error.message] } };
      throw error;
    }
  }
  const draft = withServiceChange(input);
  return db.transaction().execute(async (trx) => {
    await ensureBusinessOnboarding(trx, access.organization, access.actor.email);
    const saved = viewOf(await saveBusinessDraft(trx, organizationId, draft, { profileImage }));
    if (input.intent === "autosave" || input.intent === "add-service" || input.intent === "remove-service")
      return { kind: "saved", step: input.step };
    if (input.intent === "back") {
      const previous = previousStep(input.step);
      if (!previous) return { kind: "closed" };
      await saveBusinessDraft(trx, organizationId, {}, { step: previous });
      return { kind: "saved", step: previous };
    }
    const fieldErrors = stepErrors(input.step, saved);
    if (fieldErrors) return { kind: "invalid", step: input.step, fieldErrors };
    const next = nextStep(input.step);
    // Blank service rows are dropped when the firm moves on from the services step.
    const tidy: BusinessDraft =
      input.step === "services" ? { services: saved.services.filter((service) => service.title.trim() !== "") } : {};
    await saveBusinessDraft(trx, organizationId, tidy, { step: next });
    logger.info("business_onboarding.step", { organizationId, step: next });
    return { kind: "saved", step: next };
  });
}

function withServiceChange(input: WizardStepInput): BusinessDraft {
  if (input.intent === "add-service") {
    const services = input.draft.services ?? [];
    if (services.length >= maxServices) return input.draft;
    return { ...input.draft, services: [...services, { id: randomUUID(), title: "", description: "" }] };
  }
  if (input.intent === "remove-service" && input.removeIndex !== undefined) {
    return { ...input.draft, services: (input.draft.services ?? []).filter((_, index) => index !== input.removeIndex) };
  }
  return input.draft;
}

/** The step's Next check on what is stored (the spec validates firm basics and review). */
export function stepErrors(
  step: BusinessOnboardingStep,
  saved: ReturnType<typeof viewOf>,
): Record<string, string[]> | null {
  const schema: z.ZodType | null =
    step === "firm-basics"
      ? FirmBasicsSchema
      : step === "business-details"
        ? BusinessDetailsSchema
        : step === "services"
          ? ServicesSchema
          : null;
  if (!schema) return null;
  const result = schema.safeParse(saved);
  if (result.success) return null;
  return fieldErrorsOf(result.error);
}

export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key =
      issue.path
        .map((part, index) =>
          typeof part === "number" ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
        )
        .join("") || "";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
