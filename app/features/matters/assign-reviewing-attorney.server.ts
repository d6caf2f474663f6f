import type { Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { inTransaction } from "~/features/activity/record-activity.server.ts";
import { getMemberRole } from "~/features/members/organization-access.server.ts";
import { canBeReviewer } from "./matter-actions.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";
import { changeLockedMatter, lockMatter, requireMatterAction } from "./matter-action-guard.server.ts";

/** Makes a member holding matter:review (attorney, admin, owner) the matter's reviewing attorney. */
export async function assignReviewingAttorney(
  executor: Executor,
  actor: MemberActor,
  input: { matterId: string; reviewerId: string },
) {
  requireMatterAction(actor, "assign-reviewer");
  return inTransaction(executor, async (trx) => {
    const matter = await lockMatter(trx, actor, input.matterId);
    const role = await getMemberRole(trx, actor.organizationId, input.reviewerId);
    if (!role || !canBeReviewer(role)) throw new DomainError("VALIDATION_FAILED", "errors:domain.reviewerNotEligible");
    if (matter.reviewing_attorney_id === input.reviewerId) return matter;
    return changeLockedMatter(
      trx,
      actor,
      matter,
      { reviewing_attorney_id: input.reviewerId },
      {
        eventType: "lawyer_assigned",
        title: { key: "reviewingAttorneyAssigned" },
        description: { key: "reviewingAttorneyAssigned" },
        metadata: { lawyerUserId: input.reviewerId },
      },
    );
  });
}
