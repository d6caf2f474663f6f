import { db } from "../../../db/client.ts";
import { type OrganizationActor, requirePermission } from "~/features/members/organization-access.server.ts";

/**
 * The firm's non-engagement letter template (ADR 0058): read by members who may update the
 * organization, saved by them (null goes back to the default wording). The organization is in
 * every WHERE clause.
 */
export async function getNonEngagementLetter(
  actor: OrganizationActor,
): Promise<{ name: string; slug: string; letter: string | null }> {
  requirePermission(actor, "organization:update");
  const row = await db
    .selectFrom("organizations")
    .select(["name", "slug", "non_engagement_letter"])
    .where("id", "=", actor.organizationId)
    .executeTakeFirstOrThrow();
  return { name: row.name, slug: row.slug, letter: row.non_engagement_letter };
}

export async function saveNonEngagementLetter(actor: OrganizationActor, letter: string | null): Promise<void> {
  requirePermission(actor, "organization:update");
  await db
    .updateTable("organizations")
    .set({ non_engagement_letter: letter, updated_at: new Date() })
    .where("id", "=", actor.organizationId)
    .execute();
}
