/** The matter's constants and service areas, client-safe and without zod (ADR 0069); re-exported by schemas.ts. */

/** Spec §9: a summary of at least this many characters (trimmed) is one condition of "ready". */
export const matterSummaryMinLength = 50;

/**
 * "unknown" is a value of its own rather than null so that a missing urgency and an urgency the
 * assistant could not judge read the same way everywhere: both raise the "urgency unknown" hint.
 */
export const urgencyLevels = ["low", "medium", "high", "emergency", "unknown"] as const;

/**
 * Practice areas recognised in a service name. Both the default checklists (spec §9) and the
 * per-service missing-information hints (spec §5) key off the same words, so they live here once.
 */
export const serviceAreas = ["family", "employment", "business", "tenant-landlord", "probate", "education"] as const;
export type ServiceArea = (typeof serviceAreas)[number];

const serviceAreaPatterns: Record<ServiceArea, RegExp> = {
  family: /\b(family|divorce|custody|child support|alimony|adoption|domestic|marriage|marital|paternity)\b/i,
  employment: /\b(employ\w*|labou?r|workplace|wages?|wrongful termination)\b/i,
  business: /\b(business\w*|corporate|commercial|company|startup|partnership|llc)\b/i,
  "tenant-landlord": /\b(tenants?|landlords?|evictions?|rental|renters?|housing)\b/i,
  // "estate" alone, but not "real estate", which is property law rather than probate.
  probate: /\b(probate|inherit\w*|executor|decedent|wills?|trusts?)\b|(?<!\breal\s)\bestates?\b/i,
  education: /\b(education\w*|schools?|students?|special ed|iep|title ix|universit\w*|college)\b/i,
};

/** Every practice area whose keyword appears in the service name, in the order of `serviceAreas`. */
export function serviceAreasOf(service: string | null | undefined): ServiceArea[] {
  const name = service?.trim() ?? "";
  if (!name) return [];
  return serviceAreas.filter((area) => serviceAreaPatterns[area].test(name));
}
