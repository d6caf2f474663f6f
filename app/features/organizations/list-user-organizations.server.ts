import { db, type Executor } from "../../../db/client.ts";
import type { UserOrganization } from "./ensure-personal-organization.server.ts";

/** GET /api/organizations/me: the organizations the user belongs to, personal first, with the user's role. */
export async function listUserOrganizations(executor: Executor, userId: string): Promise<UserOrganization[]> {
  const rows = await executor
    .selectFrom("memberships as m")
    .innerJoin("organizations as o", "o.id", "m.organization_id")
    .select(["o.id", "o.name", "o.slug", "o.is_personal", "m.role"])
    .where("m.user_id", "=", userId)
    .orderBy("o.is_personal", "desc")
    .orderBy("o.name")
    .orderBy("o.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    isPersonal: row.is_personal,
    role: row.role,
  }));
}

/** The signed-in user's organizations, read on the pool (GET /api/organizations/me, the switcher). */
export function listMyOrganizations(userId: string): Promise<UserOrganization[]> {
  return listUserOrganizations(db, userId);
}
