import { db } from "../../../db/client.ts";
import type { MemberActor } from "~/features/matters/matter-action-guard.server.ts";
import { getOrganizationSummary } from "~/features/organizations/get-organization-summary.server.ts";
import { importPartyList } from "./import-party-list.server.ts";
import { listPartyIndex } from "./party-index.server.ts";
import { requireConflictsManager } from "./require-conflicts-manager.server.ts";

/**
 * Settings > Organization > Conflict list (ADR 0041): who may keep it, what the page shows and the
 * import. The refusals are DomainErrors (403 for attorneys and paralegals, 404 elsewhere).
 */
export function requireConflictListManager(
  user: { id: string; email: string },
  organizationId: string | null,
): Promise<MemberActor> {
  return requireConflictsManager(user, organizationId);
}

export async function loadConflictListPage(actor: MemberActor) {
  const [organization, index] = await Promise.all([
    getOrganizationSummary(db, actor.organizationId),
    listPartyIndex(db, actor.organizationId),
  ]);
  return { organization, index };
}

export function importConflictList(actor: MemberActor, csvText: string) {
  return importPartyList(db, actor, csvText);
}
