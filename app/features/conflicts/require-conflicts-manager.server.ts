import { db } from "../../../db/client.ts";
import type { MemberActor } from "~/features/matters/matter-action-guard.server.ts";
import { requireSettingsManager } from "~/features/members/require-settings-manager.server.ts";

/**
 * Which organization's party list a signed-in member manages at /settings/organization/conflicts:
 * the one asked for (?organizationId=), else their first firm where they are an owner or admin.
 * Not a member: ORGANIZATION_NOT_FOUND (404); an attorney or paralegal: Access Denied (403).
 */
export function requireConflictsManager(
  user: { id: string; email: string },
  requestedOrganizationId: string | null,
): Promise<MemberActor> {
  return requireSettingsManager(db, user, requestedOrganizationId, "organization:update");
}
