import type { Executor } from "../../../db/client.ts";
import type { MemberActor } from "~/features/matters/matter-action-guard.server.ts";
import { memberActor, organizationNotFound, requirePermission } from "./organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";
import { type Permission, rolesWith } from "./permissions.ts";

/**
 * Which organization a signed-in member manages on a Settings > Organization page (conflict check
 * list, limitation periods): the one asked for (?organizationId=), else their first firm where
 * their role holds the permission, else their first firm (which then answers Access Denied).
 * Not a member: ORGANIZATION_NOT_FOUND (404); a role without the permission: Access Denied (403).
 */
export async function requireSettingsManager(
  executor: Executor,
  user: { id: string; email: string },
  requestedOrganizationId: string | null,
  permission: Permission,
): Promise<MemberActor> {
  let organizationId = requestedOrganizationId?.trim() || null;
  if (organizationId && !isUuid(organizationId)) throw organizationNotFound();
  if (!organizationId) {
    const firm = await executor
      .selectFrom("memberships as m")
      .innerJoin("organizations as o", "o.id", "m.organization_id")
      .select(["o.id"])
      .where("m.user_id", "=", user.id)
      .where("o.is_personal", "=", false)
      .orderBy((eb) => eb.case().when("m.role", "in", rolesWith(permission)).then(0).else(1).end())
      .orderBy("o.name")
      .orderBy("o.id")
      .executeTakeFirstOrThrow(organizationNotFound);
    organizationId = firm.id;
  }
  const actor = await memberActor(executor, organizationId, user);
  requirePermission(actor, permission);
  return actor as MemberActor;
}
