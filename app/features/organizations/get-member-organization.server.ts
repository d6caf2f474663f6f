import { db, type Executor } from "../../../db/client.ts";
import { isUuid } from "~/lib/ids.ts";
import { type MemberOrganization, OrganizationConfigSchema } from "./schemas.ts";
import { organizationIdentity } from "./organization-identity.ts";

/**
 * GET /api/organizations/{id}: the organization as its member sees it (with subscriptionTier and
 * the full configuration). The membership is part of the query: anyone else finds nothing.
 */
export async function getMemberOrganization(
  executor: Executor,
  organizationId: string,
  userId: string,
): Promise<MemberOrganization | null> {
  if (!isUuid(organizationId)) return null;
  const row = await executor
    .selectFrom("organizations as o")
    .innerJoin("memberships as m", (join) => join.onRef("m.organization_id", "=", "o.id").on("m.user_id", "=", userId))
    .select([
      "o.id",
      "o.slug",
      "o.name",
      "o.description",
      "o.intro_message",
      "o.profile_image",
      "o.is_personal",
      "o.subscription_tier",
      "o.seats",
      "o.config",
      "o.created_at",
      "o.updated_at",
      "m.role",
    ])
    .where("o.id", "=", organizationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...organizationIdentity(row),
    isPersonal: row.is_personal,
    subscriptionTier: row.subscription_tier,
    seats: row.seats,
    role: row.role,
    config: OrganizationConfigSchema.parse(row.config),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The organization as the signed-in member sees it, read on the pool; null for anyone else. */
export function getMyOrganization(organizationId: string, userId: string): Promise<MemberOrganization | null> {
  return getMemberOrganization(db, organizationId, userId);
}
