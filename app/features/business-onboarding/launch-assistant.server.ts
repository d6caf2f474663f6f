import { db } from "../../../db/client.ts";
import { logger } from "~/lib/logger.server.ts";
import { defaultServiceQuestions } from "~/features/organizations/default-config.ts";
import { updateOrganization } from "~/features/organizations/update-organization.server.ts";
import { type OnboardingAccess, requireOnboardingTier } from "./onboarding-access.server.ts";
import { type BusinessDraft, type BusinessOnboarding, LaunchSchema } from "./schemas.ts";
import { fieldErrorsOf } from "./submit-wizard-step.server.ts";
import { ensureBusinessOnboarding, saveBusinessDraft, viewOf } from "./wizard-state.server.ts";
import { forgetPublicOrganization } from "~/features/organizations/public-organization-cache.server.ts";

export type LaunchResult =
  | { kind: "launched"; slug: string }
  | { kind: "invalid"; fieldErrors: Record<string, string[]> };

/**
 * Launch Assistant (ADR 0038): checks the whole wizard again (business name and e-mail required,
 * phone, website and colours well formed), then writes the intake configuration the intake page
 * reads on its next request: name, description, intro message, logo, colours, owner e-mail, the
 * services as availableServices (each keeps its intake questions, or the default questions of a
 * service of that name), and the public flag. Then the wizard is complete. Launching again
 * writes the same configuration again.
 */
export async function launchAssistant(access: OnboardingAccess, draft: BusinessDraft = {}): Promise<LaunchResult> {
  requireOnboardingTier(access.organization);
  const organizationId = access.organization.id;
  // The review form's own fields (intro message, public toggle) are stored first.
  await ensureBusinessOnboarding(db, access.organization, access.actor.email);
  const wizard = viewOf(await saveBusinessDraft(db, organizationId, draft, { step: "review-and-launch" }));
  const checked = LaunchSchema.safeParse(wizard);
  if (!checked.success) return { kind: "invalid", fieldErrors: fieldErrorsOf(checked.error) };

  const services = uniqueTitles(wizard);
  const stored = access.organization.config.serviceQuestions;
  await updateOrganization(access.actor, {
    name: checked.data.firmName,
    description: wizard.overview || null,
    introMessage: wizard.introMessage || null,
    profileImage: wizard.profileImage,
    config: {
      ownerEmail: checked.data.contactEmail.toLowerCase(),
      ...(checked.data.primaryColor ? { brandColor: checked.data.primaryColor } : {}),
      ...(checked.data.accentColor ? { accentColor: checked.data.accentColor } : {}),
      // A wizard without services keeps the services the intake page already offers.
      ...(services.length > 0
        ? {
            availableServices: services,
            serviceQuestions: Object.fromEntries(
              services.map((title) => [title, stored[title] ?? defaultServiceQuestions[title] ?? []]),
            ),
          }
        : {}),
    },
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("organizations")
      .set({ is_public: wizard.isPublic, updated_at: new Date() })
      .where("id", "=", organizationId)
      .execute();
    await trx
      .updateTable("business_onboarding")
      .set({ completed_at: new Date(), skipped_at: null, updated_at: new Date() })
      .where("organization_id", "=", organizationId)
      .execute();
  });
  forgetPublicOrganization(organizationId);
  logger.info("business_onboarding.launched", { organizationId, services: services.length });
  return { kind: "launched", slug: access.organization.slug };
}

/** The services' titles, once each (the intake page lists a service by its name). */
function uniqueTitles(wizard: BusinessOnboarding): string[] {
  const seen = new Set<string>();
  const titles: string[] = [];
  for (const service of wizard.services) {
    const title = service.title.trim().slice(0, 80);
    if (!title || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    titles.push(title);
  }
  return titles;
}
