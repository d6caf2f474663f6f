import { db, type Executor } from "../../../db/client.ts";
import { consultationFeeDue } from "./consultation-fee.server.ts";
import { OrganizationConfigSchema, type PublicOrganization } from "./schemas.ts";
import { organizationIdentity } from "./organization-identity.ts";
import { organizationsByKey } from "./organizations-by-key.server.ts";

/** The public intake configuration of an organization, found by slug or id; null when unknown. */
export async function getPublicOrganization(executor: Executor, slugOrId: string): Promise<PublicOrganization | null> {
  const row = await organizationsByKey(executor, slugOrId)
    ?.select([
      "id",
      "slug",
      "name",
      "description",
      "intro_message",
      "profile_image",
      "verified_at",
      "is_public",
      "config",
    ])
    .where("is_personal", "=", false)
    .executeTakeFirst();
  if (!row) return null;
  const config = OrganizationConfigSchema.parse(row.config);
  return {
    ...organizationIdentity(row),
    verified: row.verified_at !== null,
    isPublic: row.is_public,
    config: {
      availableServices: config.availableServices,
      brandColor: config.brandColor,
      accentColor: config.accentColor,
      consultationFee: config.consultationFee,
      // Whether the fee is actually due here (the header, the matter and the PDF agree; see consultationFeeDue).
      requiresPayment: consultationFeeDue(config),
      jurisdiction: config.jurisdiction,
    },
  };
}

/** The public intake configuration by slug or id, read on the pool; null when unknown. */
export function lookUpPublicOrganization(slugOrId: string): Promise<PublicOrganization | null> {
  return getPublicOrganization(db, slugOrId);
}
