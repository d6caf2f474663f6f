import { db } from "../../../db/client.ts";
import { logger } from "~/lib/logger.server.ts";
import { type OnboardingAccess, onboardingAvailable, requireOnboardingTier } from "./onboarding-access.server.ts";
import { ensureBusinessOnboarding, findBusinessOnboarding } from "./wizard-state.server.ts";

/** GET /api/onboarding/status (spec §7): what the wizard page reads. */
export type OnboardingStatus = {
  organizationId: string;
  available: boolean;
  completed: boolean;
  skipped: boolean;
  currentStep: string;
  completedAt: string | null;
  skippedAt: string | null;
  stripeConnected: boolean;
};

export async function getOnboardingStatus(access: OnboardingAccess): Promise<OnboardingStatus> {
  const row = await findBusinessOnboarding(db, access.organization.id);
  return {
    organizationId: access.organization.id,
    available: onboardingAvailable(access.organization.tier),
    completed: Boolean(row?.completed_at),
    skipped: Boolean(row?.skipped_at),
    currentStep: row?.current_step ?? "welcome",
    completedAt: row?.completed_at ? new Date(row.completed_at).toISOString() : null,
    skippedAt: row?.skipped_at ? new Date(row.skipped_at).toISOString() : null,
    stripeConnected: Boolean(row?.stripe_charges_enabled),
  };
}

/**
 * POST /api/onboarding/complete: marks the wizard complete without writing the intake page (the
 * page's Launch Assistant writes it). Idempotent: the first completion time is kept.
 */
export async function completeOnboarding(access: OnboardingAccess): Promise<OnboardingStatus> {
  requireOnboardingTier(access.organization);
  await ensureBusinessOnboarding(db, access.organization, access.actor.email);
  await db
    .updateTable("business_onboarding")
    .set((eb) => ({
      completed_at: eb.fn.coalesce("completed_at", eb.val(new Date())),
      skipped_at: null,
      updated_at: new Date(),
    }))
    .where("organization_id", "=", access.organization.id)
    .execute();
  logger.info("business_onboarding.completed", { organizationId: access.organization.id });
  return getOnboardingStatus(access);
}

/** POST /api/onboarding/skip: the firm sets up later; what it typed is kept and the wizard resumes there. */
export async function skipOnboarding(access: OnboardingAccess): Promise<OnboardingStatus> {
  requireOnboardingTier(access.organization);
  await ensureBusinessOnboarding(db, access.organization, access.actor.email);
  await db
    .updateTable("business_onboarding")
    .set({ skipped_at: new Date(), updated_at: new Date() })
    .where("organization_id", "=", access.organization.id)
    .where("completed_at", "is", null)
    .execute();
  logger.info("business_onboarding.skipped", { organizationId: access.organization.id });
  return getOnboardingStatus(access);
}
