import type { Executor } from "../../../db/client.ts";
import { isUuid, memberActor, organizationNotFound, requirePermission } from "../members/organization-access.server.ts";
import type { MemberActor } from "../matters/matter-action-guard.server.ts";
import { rolesWith } from "../members/permissions.ts";

/**
 * Which organization's party list a signed-in member manages at /settings/organization/conflicts:
 * the one asked for (?organizationId=), else their first firm where they are an owner or admin.
 * Not a member: ORGANIZATION_NOT_FOUND (404); an attorney or paralegal: Access Denied (403).
 */
export async function requireConflictsManager(executor: Executor, user: { id: string; email: string }, requestedOrganizationId: string | null): Promise<MemberActor> {
  let organizationId = requestedOrganizationId?.trim() || null;
  if (organizationId && !isUuid(organizationId)) throw organizationNotFound();
  if (!organizationId) {
    const firm = await executor
      .selectFrom("memberships as m")
      .innerJoin("organizations as o", "o.id", "m.organization_id")
      .select(["o.id"])
      .where("m.user_id", "=", user.id)
      .where("o.is_personal", "=", false)
      .orderBy((eb) => eb.case().when("m.role", "in", rolesWith("organization:update")).then(0).else(1).end())
      .orderBy("o.name")
      .orderBy("o.id")
      .executeTakeFirst();
    if (!firm) throw organizationNotFound();
    organizationId = firm.id;
  }
  const actor = await memberActor(executor, organizationId, user);
  requirePermission(actor, "organization:update");
  return actor as MemberActor;
}
