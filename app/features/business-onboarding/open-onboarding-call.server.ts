import { DomainError } from "~/lib/errors.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import { type OnboardingAccess, requireOnboardingAccess } from "./onboarding-access.server.ts";
import { OnboardingOrganizationSchema } from "./schemas.ts";

/**
 * The organization an /api/onboarding/* call (spec §7) works on: `input` is what the caller sent
 * ({organizationId}, from the query on GET or the JSON body on POST). A missing or malformed id is
 * INVALID_ORGANIZATION_ID with the schema's message; then the owner/admin check.
 */
export async function openOnboardingCall(
  user: Pick<SignedInUser, "id" | "email">,
  input: unknown,
): Promise<OnboardingAccess> {
  const parsed = OnboardingOrganizationSchema.safeParse(input ?? {});
  if (!parsed.success) throw new DomainError("INVALID_ORGANIZATION_ID", parsed.error.issues[0]?.message);
  return requireOnboardingAccess(parsed.data.organizationId, user);
}
