/**
 * Product flags of the organizations side, in one place (spec: "multiple organizations on").
 * Mutable only so tests can switch a flag off; the application never writes it. Client-safe.
 */
export const organizationFlags = { multipleOrganizations: true };

export function multipleOrganizationsEnabled(): boolean {
  return organizationFlags.multipleOrganizations;
}
