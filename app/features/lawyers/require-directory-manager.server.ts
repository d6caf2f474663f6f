import { db } from "../../../db/client.ts";
import type { MemberActor } from "~/features/matters/matter-action-guard.server.ts";
import { requireSettingsManager } from "~/features/members/require-settings-manager.server.ts";

/**
 * Which organization's directory a signed-in member manages at /settings/organization/lawyers:
 * the one asked for (?organizationId=), else the first firm where their role may manage lawyers,
 * else their first firm (which then answers Access Denied). Not a member: ORGANIZATION_NOT_FOUND
 * (404); a member without `lawyer:manage` (attorney, paralegal): INSUFFICIENT_PERMISSIONS (403).
 */
export function requireDirectoryManager(
  user: { id: string; email: string },
  requestedOrganizationId: string | null,
): Promise<MemberActor> {
  return requireSettingsManager(db, user, requestedOrganizationId, "lawyer:manage");
}
