import type { PublicOrganization } from "~/features/organizations/schemas.ts";
import { organizationInitials } from "~/features/organizations/organization-identity.ts";

/** The organization's logo, or its initials on the brand colour (decorative: its name is beside it). */
export function OrganizationMark({ organization, size }: { organization: PublicOrganization; size: "sm" | "lg" }) {
  const box = size === "sm" ? "size-8 rounded-lg text-sm" : "size-14 rounded-2xl text-xl";
  if (organization.profileImage)
    return <img src={organization.profileImage} alt="" className={`${box} shrink-0 object-cover`} />;
  const initials = organizationInitials(organization.name);
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center bg-brand font-semibold text-on-brand`}
    >
      {initials}
    </span>
  );
}
