import type { Executor } from "../../../db/client.ts";
import { isUuid, memberActor, organizationNotFound, type OrganizationActor, requirePermission } from "../members/organization-access.server.ts";
import { rolesWith } from "../members/permissions.ts";

/**
 * Which organization's directory a signed-in member manages at /settings/organization/lawyers:
 * the one asked for (?organizationId=), else the first firm where their role may manage lawyers,
 * else their first firm (which then answers Access Denied). Not a member: ORGANIZATION_NOT_FOUND
 * (404); a member without `lawyer:manage` (attorney, paralegal): INSUFFICIENT_PERMISSIONS (403).
 */
export async function requireDirectoryManager(
  executor: Executor,
  user: { id: string; email: string },
  requestedOrganizationId: string | null,
): Promise<OrganizationActor & { kind: "member" }> {
  let organizationId = requestedOrganizationId?.trim() || null;
  if (organizationId && !isUuid(organizationId)) throw organizationNotFound();
  if (!organizationId) {
    const managers = rolesWith("lawyer:manage");
    const firm = await executor
      .selectFrom("memberships as m")
      .innerJoin("organizations as o", "o.id", "m.organization_id")
      .select(["o.id"])
      .where("m.user_id", "=", user.id)
      .where("o.is_personal", "=", false)
      .orderBy((eb) => eb.case().when("m.role", "in", managers).then(0).else(1).end())
      .orderBy("o.name")
      .orderBy("o.id")
      .executeTakeFirst();
    if (!firm) throw organizationNotFound();
    organizationId = firm.id;
  }
  const actor = await memberActor(executor, organizationId, user);
  requirePermission(actor, "lawyer:manage");
  return actor as OrganizationActor & { kind: "member" };
}
