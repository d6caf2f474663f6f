import { db } from "../../../db/client.ts";
import type { SubscriptionTier } from "../../../db/tables.ts";
import { type OrganizationConfig, OrganizationConfigSchema } from "./schemas.ts";
import { organizationsByKey } from "./organizations-by-key.server.ts";
import { keptIntakeOrganizations } from "./public-organization-cache.server.ts";

/** The organization behind an intake page, with its full configuration (server only). */
export type IntakeOrganization = {
  id: string;
  slug: string;
  name: string;
  tier: SubscriptionTier;
  config: OrganizationConfig;
};

export async function getIntakeOrganization(slugOrId: string): Promise<IntakeOrganization | null> {
  const row = await organizationsByKey(db, slugOrId)
    ?.select(["id", "slug", "name", "subscription_tier", "config"])
    .where("is_personal", "=", false)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tier: row.subscription_tier,
    config: OrganizationConfigSchema.parse(row.config),
  };
}

/**
 * getIntakeOrganization for a chat turn, kept per process (ADR 0094): every turn of every visitor
 * needs it before the model is asked, and a round trip and the config's parse are on the path to
 * the first token. An edit through this process is seen at the next turn; another process's within
 * 10 s (public-organization-cache.server.ts).
 */
export async function getIntakeOrganizationForTurn(slugOrId: string): Promise<IntakeOrganization | null> {
  return keptIntakeOrganizations.through(slugOrId, () => getIntakeOrganization(slugOrId));
}
