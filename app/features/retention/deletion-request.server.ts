import type { Executor } from "../../../db/client.ts";
import type { Conversation } from "../../../db/tables.ts";
import { send } from "../../../jobs/queue.ts";
import { DomainError } from "~/lib/errors.ts";
import { env } from "~/lib/env.server.ts";
import { logger } from "~/lib/logger.server.ts";
import { inTransaction, recordActivity } from "~/features/activity/record-activity.server.ts";
import { firmEvent, type MemberActor, withLockedMatter } from "~/features/matters/matter-action-guard.server.ts";
import { roleMay } from "~/features/matters/matter-actions.ts";
import { enqueueTaskEmails } from "~/features/matters/notify-new-lead.server.ts";
import { organizationRoles } from "~/features/members/permissions.ts";
import { recordConversationEvent } from "~/features/matters/conversation-event.server.ts";
import { conversationOf } from "~/features/conversations/conversations.server.ts";

/**
 * A visitor's request to delete their intake (ADR 0060). The visitor asks from the intake page;
 * the request is recorded (activity timeline, and so the intake record) and the members who may
 * decide (the roles that may close a matter) and keep task e-mails on get an e-mail with a link and
 * no client details. The firm
 * approves (the retention job deletes the intake and writes a receipt under the "visitor-request"
 * policy, unless a legal hold stands) or declines with a reason.
 */
/** Deciding a deletion request is closing the matter for good: the roles that may close one. */
const deciderRoles = organizationRoles.filter((role) => roleMay(role, "close"));

type ConversationScope = { organizationId: string; conversationId: string };

export type DeletionRequestView = {
  requestedAt: string;
  decision: "approved" | "declined" | null;
  decidedAt: string | null;
  declineReason: string | null;
} | null;

export async function requestIntakeDeletion(
  executor: Executor,
  scope: ConversationScope,
): Promise<{ alreadyRequested: boolean }> {
  return inTransaction(executor, async (trx) => {
    const updated = await trx
      .updateTable("conversations")
      .set({
        deletion_requested_at: new Date(),
        deletion_decision: null,
        deletion_decided_at: null,
        deletion_decided_by: null,
        deletion_decline_reason: null,
      })
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", scope.conversationId)
      .where((eb) => eb.or([eb("deletion_requested_at", "is", null), eb("deletion_decision", "=", "declined")]))
      .returning("id")
      .executeTakeFirst();
    if (!updated) return { alreadyRequested: true };
    const matterId = await recordConversationEvent(trx, scope, {
      actorType: "visitor",
      eventType: "deletion_requested",
      title: { key: "deletionRequested" },
    });
    const link = matterId
      ? `${env().APP_URL}/org/${scope.organizationId}/matters/${matterId}`
      : `${env().APP_URL}/org/${scope.organizationId}/matters`;
    const notified = await enqueueTaskEmails(trx, {
      organizationId: scope.organizationId,
      roles: deciderRoles,
      mail: {
        subject: "A visitor asked for their intake to be deleted",
        text: `A visitor asked for their intake to be deleted. Open the matter to approve or decline the request within your retention policy:\n\n${link}\n`,
      },
    });
    logger.info("retention.deletion_requested", {
      organizationId: scope.organizationId,
      conversationId: scope.conversationId,
      notified,
    });
    return { alreadyRequested: false };
  });
}

export async function getDeletionRequest(executor: Executor, scope: ConversationScope): Promise<DeletionRequestView> {
  const row = await conversationOf(executor, scope)
    .select(["deletion_requested_at", "deletion_decision", "deletion_decided_at", "deletion_decline_reason"])
    .executeTakeFirst();
  return row ? deletionRequestOf(row) : null;
}

type DeletionColumns = Pick<
  Conversation,
  "deletion_requested_at" | "deletion_decision" | "deletion_decided_at" | "deletion_decline_reason"
>;

/**
 * The deletion request recorded on a conversation row already read (the intake page reads the
 * visitor's conversation whole, so it needs no statement of its own: ADR 0130).
 */
export function deletionRequestOf(row: DeletionColumns): DeletionRequestView {
  if (!row.deletion_requested_at) return null;
  return {
    requestedAt: new Date(row.deletion_requested_at).toISOString(),
    decision: row.deletion_decision,
    decidedAt: row.deletion_decided_at ? new Date(row.deletion_decided_at).toISOString() : null,
    declineReason: row.deletion_decline_reason,
  };
}

export type DeletionDecision = { decision: "approve" } | { decision: "decline"; reason: string };

/** Owners, admins and attorneys decide; an approval under a legal hold is refused (lift it first). */
export async function decideDeletionRequest(
  executor: Executor,
  actor: MemberActor,
  input: { matterId: string } & DeletionDecision,
): Promise<void> {
  await withLockedMatter(executor, actor, "close", input.matterId, async (trx, matter) => {
    const conversation = await trx
      .selectFrom("conversations")
      .select(["deletion_requested_at", "deletion_decision"])
      .where("organization_id", "=", actor.organizationId)
      .where("id", "=", matter.conversation_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!conversation.deletion_requested_at || conversation.deletion_decision !== null)
      throw new DomainError("CONFLICT", "stewardship:deletion.errors.noOpenRequest");
    if (input.decision === "approve" && matter.legal_hold_at)
      throw new DomainError("CONFLICT", "stewardship:deletion.errors.legalHold");
    await trx
      .updateTable("conversations")
      .set({
        deletion_decision: input.decision === "approve" ? "approved" : "declined",
        deletion_decided_at: new Date(),
        deletion_decided_by: actor.userId,
        deletion_decline_reason: input.decision === "decline" ? input.reason : null,
      })
      .where("organization_id", "=", actor.organizationId)
      .where("id", "=", matter.conversation_id)
      .execute();
    await recordActivity(trx, {
      ...firmEvent(actor, matter),
      eventType: input.decision === "approve" ? "deletion_approved" : "deletion_declined",
      title: { key: input.decision === "approve" ? "deletionApproved" : "deletionDeclined" },
      metadata: input.decision === "decline" ? { reason: input.reason } : {},
    });
    // The retention job deletes it (bytes and rows in batches, a receipt first).
    if (input.decision === "approve") await send("apply-retention", {}, { trx });
  });
}
