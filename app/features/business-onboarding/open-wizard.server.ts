import { db } from "../../../db/client.ts";
import { stripeConfigured } from "~/lib/stripe.server.ts";
import { maxLogoBytes } from "~/features/organizations/organization-logo.server.ts";
import { type OnboardingAccess, onboardingAvailable } from "./onboarding-access.server.ts";
import type { BusinessOnboarding } from "./schemas.ts";
import { ensureBusinessOnboarding, findBusinessOnboarding, viewOf } from "./wizard-state.server.ts";

/** What /business-onboarding shows: 'Not Available', 'Setup Complete', or the wizard at its saved step. */
export type WizardPage =
  | { state: "not-available"; organization: { id: string; name: string } }
  | { state: "completed"; organization: { id: string; name: string; slug: string } }
  | {
      state: "wizard";
      organization: { id: string; name: string; slug: string };
      wizard: BusinessOnboarding;
      stripeConfigured: boolean;
      maxLogoMegabytes: number;
    };

export async function openBusinessOnboarding(access: OnboardingAccess): Promise<WizardPage> {
  const { organization } = access;
  if (!onboardingAvailable(organization.tier))
    return { state: "not-available", organization: { id: organization.id, name: organization.name } };
  const existing = await findBusinessOnboarding(db, organization.id);
  if (existing?.completed_at)
    return {
      state: "completed",
      organization: { id: organization.id, name: organization.name, slug: organization.slug },
    };
  const row = existing ?? (await ensureBusinessOnboarding(db, organization, access.actor.email));
  return {
    state: "wizard",
    organization: { id: organization.id, name: organization.name, slug: organization.slug },
    wizard: viewOf(row),
    stripeConfigured: stripeConfigured(),
    maxLogoMegabytes: maxLogoBytes / 1024 / 1024,
  };
}
