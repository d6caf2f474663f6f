import type { Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { getMemberRole } from "~/features/members/organization-access.server.ts";
import { canBeReviewer } from "./matter-actions.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";
import { changeLockedMatter, withLockedMatter } from "./matter-action-guard.server.ts";

/** Makes a member holding matter:review (attorney, admin, owner) the matter's reviewing attorney. */
export async function assignReviewingAttorney(
  executor: Executor,
  actor: MemberActor,
  input: { matterId: string; reviewerId: string },
) {
  return withLockedMatter(executor, actor, "assign-reviewer", input.matterId, async (trx, matter) => {
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
