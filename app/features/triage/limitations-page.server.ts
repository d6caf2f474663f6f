import { db } from "../../../db/client.ts";
import type { MemberActor } from "~/features/matters/matter-action-guard.server.ts";
import { requireSettingsManager } from "~/features/members/require-settings-manager.server.ts";
import { getOrganizationSummary } from "~/features/organizations/get-organization-summary.server.ts";
import {
  createLimitationPeriod,
  deleteLimitationPeriod,
  getLimitationPeriod,
  getLimitationTable,
  limitationPeriodFormValues,
  updateLimitationPeriod,
} from "./manage-limitation-periods.server.ts";
import type { LimitationPeriodInput } from "./schemas.ts";

/**
 * Settings > Organization > Limitation periods (issue 13, ADR 0049): who may keep them, what the
 * page shows (the table, and the row being edited) and its changes. Refusals are DomainErrors.
 */
export function requireLimitationsManager(
  user: { id: string; email: string },
  organizationId: string | null,
): Promise<MemberActor> {
  return requireSettingsManager(db, user, organizationId, "organization:update");
}

export async function loadLimitationsPage(actor: MemberActor, editId: string | null) {
  const [organization, table, editing] = await Promise.all([
    getOrganizationSummary(db, actor.organizationId),
    getLimitationTable(db, actor),
    editId ? getLimitationPeriod(db, actor, editId) : Promise.resolve(null),
  ]);
  return {
    organization,
    periods: table.periods,
    choices: table.choices,
    editing: editing
      ? {
          id: editing.id,
          practiceArea: editing.practiceArea,
          state: editing.state,
          values: limitationPeriodFormValues(editing),
        }
      : null,
  };
}

/** Creates a period, or updates `periodId` when given. */
export function saveLimitationPeriod(actor: MemberActor, periodId: string | null, input: LimitationPeriodInput) {
  return periodId === null
    ? createLimitationPeriod(db, actor, input)
    : updateLimitationPeriod(db, actor, periodId, input);
}

export function removeLimitationPeriod(actor: MemberActor, periodId: string): Promise<void> {
  return deleteLimitationPeriod(db, actor, periodId);
}
