/** The columns that name and present an organization, as every view of it carries them. */
export type OrganizationIdentityRow = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  intro_message: string | null;
  profile_image: string | null;
};

export function organizationIdentity(row: OrganizationIdentityRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    introMessage: row.intro_message,
    profileImage: row.profile_image,
  };
}
