import { db } from "../../../db/client.ts";
import type { SubscriptionTier } from "../../../db/tables.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import { DomainError } from "~/lib/errors.ts";
import {
  memberActor,
  type OrganizationActor,
  organizationNotFound,
  requirePermission,
} from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";
import { OrganizationConfigSchema, type OrganizationConfig } from "~/features/organizations/schemas.ts";
import { onboardingTiers } from "./steps.ts";
import { type OrganizationIdentity, organizationIdentity } from "~/features/organizations/organization-identity.ts";

/** The organization the wizard works on, as its owner or admin sees it. */
export type OnboardingOrganization = OrganizationIdentity & {
  tier: SubscriptionTier;
  config: OrganizationConfig;
};

export type OnboardingAccess = {
  actor: Extract<OrganizationActor, { kind: "member" }>;
  organization: OnboardingOrganization;
};

/**
 * Who may run the wizard: an owner or admin of the organization (spec §6). Not a member (or an
 * unknown id) is ORGANIZATION_NOT_FOUND (404); a member without the role INSUFFICIENT_PERMISSIONS
 * 'Access Denied' (403). The tier is answered, not checked: the page shows 'Not Available'.
 */
export async function requireOnboardingAccess(
  organizationId: string,
  user: Pick<SignedInUser, "id" | "email">,
): Promise<OnboardingAccess> {
  if (!isUuid(organizationId)) throw organizationNotFound();
  const actor = await memberActor(db, organizationId, user);
  requirePermission(actor, "organization:update");
  if (actor.kind !== "member") throw organizationNotFound();
  const row = await db
    .selectFrom("organizations")
    .select(["id", "slug", "name", "description", "intro_message", "profile_image", "subscription_tier", "config"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow(organizationNotFound);
  return {
    actor,
    organization: {
      ...organizationIdentity(row),
      tier: row.subscription_tier,
      config: OrganizationConfigSchema.parse(row.config),
    },
  };
}

export function onboardingAvailable(tier: SubscriptionTier): boolean {
  return (onboardingTiers as readonly string[]).includes(tier);
}

/** For the writes: 'Not Available – Business onboarding is only available for paid plans.' */
export function requireOnboardingTier(organization: Pick<OnboardingOrganization, "tier">): void {
  if (!onboardingAvailable(organization.tier)) {
    throw new DomainError("BUSINESS_ONBOARDING_NOT_AVAILABLE", "business:notAvailable.message");
  }
}
