import { db } from "../../../db/client.ts";
import { stripeConfigured } from "~/lib/stripe.server.ts";
import { maxLogoBytes } from "~/features/organizations/organization-logo.server.ts";
import { type OnboardingAccess, onboardingAvailable } from "./onboarding-access.server.ts";
import { dialedPhone, splitDialCode } from "~/lib/phone.ts";
import type { PhoneFieldValue } from "~/lib/phone-countries.ts";
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
      /**
       * The saved phone as the widget shows it and as the review dials it, split on the server so the
       * browser's first load has no libphonenumber (ADR 0083).
       */
      contactPhone: { field: PhoneFieldValue; dialed: string };
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
  const wizard = viewOf(row);
  return {
    state: "wizard",
    organization: { id: organization.id, name: organization.name, slug: organization.slug },
    wizard,
    contactPhone: {
      field: splitDialCode(wizard.contactPhone),
      dialed: wizard.contactPhone ? dialedPhone(wizard.contactPhone) : "",
    },
    stripeConfigured: stripeConfigured(),
    maxLogoMegabytes: maxLogoBytes / 1024 / 1024,
  };
}
