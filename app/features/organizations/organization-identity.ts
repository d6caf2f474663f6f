/** The columns that name and present an organization, as every view of it carries them. */
export type OrganizationIdentityRow = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  intro_message: string | null;
  profile_image: string | null;
};

/** What every view of an organization carries: its names and how it presents itself. */
export type OrganizationIdentity = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  introMessage: string | null;
  profileImage: string | null;
};

export function organizationIdentity(row: OrganizationIdentityRow): OrganizationIdentity {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    introMessage: row.intro_message,
    profileImage: row.profile_image,
  };
}

/** Up to two initials of the organization's name, for a logo's stand-in. */
export function organizationInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
}
