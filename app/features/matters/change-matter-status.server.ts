import type { Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { type FirmMatterStatus, statusChangeAction } from "./matter-actions.ts";
import {
  changeLockedMatter,
  type MemberActor,
  requireMatterAction,
  withLockedMatter,
} from "./matter-action-guard.server.ts";
import type { ActivityTitleKey } from "~/features/activity/activity-titles.ts";

const statusTitles: Record<FirmMatterStatus, ActivityTitleKey> = {
  draft: "matterMovedToDraft",
  active: "matterMarkedActive",
  closed: "matterClosed",
};

/**
 * Sets the matter's status (draft, active, closed) with a title of 1-255 characters. Closing, or
 * reopening a closed matter, needs matter:close. The title stays on the matter; the timeline
 * records only the change (the title may name people). A declined prospect's matter stays closed:
 * the prospect has been told the firm does not represent them (ADR 0058), so reopening it is a
 * conflict (409), like deciding it again. Every role may change a status ("change-status"), so the
 * step's first check refuses nobody; which change needs "close" is known once the matter is read.
 */
export async function changeMatterStatus(
  executor: Executor,
  actor: MemberActor,
  input: { matterId: string; status: FirmMatterStatus; title: string },
) {
  return withLockedMatter(executor, actor, "change-status", input.matterId, async (trx, matter) => {
    requireMatterAction(actor, statusChangeAction(matter.status, input.status));
    if (matter.decision === "declined" && input.status !== "closed")
      throw new DomainError("CONFLICT", "errors:domain.declinedMatterClosed");
    return changeLockedMatter(
      trx,
      actor,
      matter,
      { status: input.status, status_title: input.title },
      {
        eventType: "matter_status_changed",
        title: { key: matter.status === input.status ? "matterStatusUpdated" : statusTitles[input.status] },
        description: { key: "statusChanged", params: { from: matter.status, to: input.status } },
        metadata: { from: matter.status, to: input.status },
      },
    );
  });
}
