import { randomUUID } from "node:crypto";
import type { Executor } from "../../../db/client.ts";
import type { BusinessOnboardingRow } from "../../../db/tables.ts";
import type { OnboardingOrganization } from "./onboarding-access.server.ts";
import type { BusinessDraft, BusinessOnboarding } from "./schemas.ts";
import type { BusinessOnboardingStep } from "./steps.ts";

export function viewOf(row: BusinessOnboardingRow): BusinessOnboarding {
  return {
    firmName: row.firm_name ?? "",
    contactEmail: row.contact_email ?? "",
    contactPhone: row.contact_phone ?? "",
    website: row.website ?? "",
    addressLine1: row.address_line1 ?? "",
    addressLine2: row.address_line2 ?? "",
    city: row.city ?? "",
    state: row.state ?? "",
    postalCode: row.postal_code ?? "",
    country: row.country ?? "",
    overview: row.overview ?? "",
    isPublic: row.is_public,
    services: row.services,
    primaryColor: row.primary_color ?? "",
    accentColor: row.accent_color ?? "",
    introMessage: row.intro_message ?? "",
    profileImage: row.profile_image,
    currentStep: row.current_step,
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    skippedAt: row.skipped_at ? new Date(row.skipped_at).toISOString() : null,
    stripe: {
      accountId: row.stripe_account_id,
      chargesEnabled: row.stripe_charges_enabled,
      detailsSubmitted: row.stripe_details_submitted,
    },
  };
}

/** The organization's wizard row, or null when the wizard was never opened. */
export function findBusinessOnboarding(executor: Executor, organizationId: string) {
  return executor
    .selectFrom("business_onboarding")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
}

/**
 * The wizard's row, created on first visit and filled from what the organization already has
 * (name, description, intro message, colours, owner e-mail, services), so a firm starts from its
 * current intake page rather than from blanks.
 */
export async function ensureBusinessOnboarding(
  executor: Executor,
  organization: OnboardingOrganization,
  actorEmail: string,
): Promise<BusinessOnboardingRow> {
  const existing = await findBusinessOnboarding(executor, organization.id);
  if (existing) return existing;
  await executor
    .insertInto("business_onboarding")
    .values({
      organization_id: organization.id,
      firm_name: organization.name,
      contact_email: organization.config.ownerEmail ?? actorEmail,
      overview: organization.description,
      intro_message: organization.introMessage,
      primary_color: organization.config.brandColor,
      accent_color: organization.config.accentColor,
      profile_image: organization.profileImage,
      services: JSON.stringify(
        organization.config.availableServices.map((title) => ({ id: randomUUID(), title, description: "" })),
      ),
    })
    .onConflict((conflict) => conflict.constraint("business_onboarding_organization_id_key").doNothing())
    .execute();
  return (await findBusinessOnboarding(executor, organization.id))!;
}

/** The draft's fields as columns: only the fields the form carried are written. */
function columnsOf(draft: BusinessDraft) {
  const text = (value: string | null | undefined) => (value === undefined ? undefined : value);
  const columns = {
    firm_name: text(draft.firmName),
    contact_email: text(draft.contactEmail),
    contact_phone: text(draft.contactPhone),
    website: text(draft.website),
    address_line1: text(draft.addressLine1),
    address_line2: text(draft.addressLine2),
    city: text(draft.city),
    state: text(draft.state),
    postal_code: text(draft.postalCode),
    country: text(draft.country),
    overview: text(draft.overview),
    primary_color: text(draft.primaryColor),
    accent_color: text(draft.accentColor),
    intro_message: text(draft.introMessage),
    is_public: draft.isPublic,
    services:
      draft.services === undefined
        ? undefined
        : JSON.stringify(
            draft.services.map((service) => ({
              id: service.id || randomUUID(),
              title: service.title ?? "",
              description: service.description ?? "",
            })),
          ),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * Stores what a step's form carried (fields it did not carry stay as they are) and, when given,
 * the step the firm is now on: leaving and coming back resumes there. Scoped by organization.
 */
export async function saveBusinessDraft(
  executor: Executor,
  organizationId: string,
  draft: BusinessDraft,
  changes: { step?: BusinessOnboardingStep; profileImage?: string | null } = {},
): Promise<BusinessOnboardingRow> {
  return executor
    .updateTable("business_onboarding")
    .set({
      ...columnsOf(draft),
      ...(changes.step ? { current_step: changes.step } : {}),
      ...(changes.profileImage !== undefined ? { profile_image: changes.profileImage } : {}),
      updated_at: new Date(),
    })
    .where("organization_id", "=", organizationId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
