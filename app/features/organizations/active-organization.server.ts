import { db } from "../../../db/client.ts";
import { organizationNotFound } from "~/features/members/organization-access.server.ts";
import type { UserOrganization } from "./ensure-personal-organization.server.ts";
import { listUserOrganizations } from "./list-user-organizations.server.ts";

/**
 * POST /api/organizations/active: the session works in one of the user's organizations from now
 * on. Not a member (or no such organization): 404.
 */
export async function setActiveOrganization(
  session: { id: string; userId: string },
  organizationId: string,
): Promise<{ organizationId: string }> {
  const updated = await db
    .updateTable("user_sessions")
    .set({ active_organization_id: organizationId })
    .where("id", "=", session.id)
    .where("user_id", "=", session.userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("memberships")
          .select("id")
          .where("organization_id", "=", organizationId)
          .where("user_id", "=", session.userId),
      ),
    )
    .returning("active_organization_id")
    .executeTakeFirstOrThrow(organizationNotFound);
  return { organizationId };
}

/**
 * The user's organizations and the one the session works in: the one set active while the user
 * is still a member of it, else the first non-personal one, else the personal one.
 */
export async function getActiveOrganization(session: {
  id: string;
  userId: string;
}): Promise<{ organizations: UserOrganization[]; active: UserOrganization | null }> {
  const [organizations, row] = await Promise.all([
    listUserOrganizations(db, session.userId),
    db.selectFrom("user_sessions").select("active_organization_id").where("id", "=", session.id).executeTakeFirst(),
  ]);
  const chosen = organizations.find((organization) => organization.id === row?.active_organization_id);
  return {
    organizations,
    active: chosen ?? organizations.find((organization) => !organization.isPersonal) ?? organizations[0] ?? null,
  };
}
