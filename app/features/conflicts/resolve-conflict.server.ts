import type { Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import {
  changeLockedMatter,
  type MemberActor,
  withLockedMatter,
} from "~/features/matters/matter-action-guard.server.ts";

/**
 * The firm decides a flagged or held conflict (ADR 0041): "clear" (no conflict: the assistant may
 * go on with the visitor) or "confirm" (a conflict: the interview stays on hold, contact details
 * only). Attorneys, admins and owners (matter:review) decide; the decision is on the timeline.
 */
export async function resolveConflict(
  executor: Executor,
  actor: MemberActor,
  input: { matterId: string; decision: "clear" | "confirm" },
) {
  return withLockedMatter(
    executor,
    actor,
    input.decision === "clear" ? "clear-conflict" : "confirm-conflict",
    input.matterId,
    async (trx, matter) => {
      if (matter.conflict_status !== "hold" && matter.conflict_status !== "flagged") {
        throw new DomainError("VALIDATION_FAILED", "errors:domain.noOpenConflict");
      }
      const cleared = input.decision === "clear";
      await trx
        .updateTable("conversations")
        .set({ conflict_hold: !cleared, updated_at: new Date() })
        .where("organization_id", "=", actor.organizationId)
        .where("id", "=", matter.conversation_id)
        .execute();
      const resolved = {
        conflict_status: cleared ? "cleared" : "confirmed",
        conflict_resolved_at: new Date(),
        conflict_resolved_by: actor.userId,
      } as const;
      return changeLockedMatter(trx, actor, matter, resolved, {
        eventType: cleared ? "conflict_cleared" : "conflict_confirmed",
        title: { key: cleared ? "conflictCleared" : "conflictConfirmed" },
        description: { key: cleared ? "conflictCleared" : "conflictConfirmed" },
        metadata: { previousStatus: matter.conflict_status },
      });
    },
  );
}
