import { db } from "../../../db/client.ts";
import { type OrganizationActor, requirePermission } from "./organization-access.server.ts";
import type { Member } from "./schemas.ts";

/** GET /api/organizations/{id}/member: the actor's organization's members, owners first. */
export async function listMembers(actor: OrganizationActor): Promise<Member[]> {
  requirePermission(actor, "member:read");
  const rows = await db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.user_id", "m.role", "m.created_at", "u.email", "u.name", "u.image"])
    .where("m.organization_id", "=", actor.organizationId)
    .orderBy((eb) =>
      eb
        .case()
        .when("m.role", "=", "owner")
        .then(0)
        .when("m.role", "=", "admin")
        .then(1)
        .when("m.role", "=", "attorney")
        .then(2)
        .else(3)
        .end(),
    )
    .orderBy("m.created_at")
    .orderBy("m.user_id")
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    role: row.role,
    email: row.email,
    name: row.name,
    image: row.image,
    createdAt: row.created_at.toISOString(),
  }));
}
