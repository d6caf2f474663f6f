import { db, type Executor } from "../../../db/client.ts";
import { requireConflictsManager as requireOrganizationManager } from "~/features/conflicts/require-conflicts-manager.server.ts";
import type { MemberActor } from "~/features/matters/matter-action-guard.server.ts";
import type { RetentionPolicy } from "./schemas.ts";

/**
 * Settings > Organization > Retention (ADR 0057): owners and admins read and set the policy and
 * see the deletion receipts. Another organization is 404, an attorney or paralegal 403.
 */
export const requireRetentionManager = requireOrganizationManager;

export type DeletionReceiptView = {
  id: string;
  subject: "conversation" | "matter";
  subjectHash: string;
  policy: "unmatched-conversation" | "closed-matter" | "visitor-request";
  policyDays: number;
  counts: Record<string, number>;
  bytes: number;
  startedAt: string;
  completedAt: string | null;
};

export async function getRetentionSettings(actor: MemberActor) {
  const [organization, receipts, held] = await Promise.all([
    db
      .selectFrom("organizations")
      .select(["id", "name", "retention_conversation_days", "retention_closed_matter_days"])
      .where("id", "=", actor.organizationId)
      .executeTakeFirstOrThrow(),
    listDeletionReceipts(db, actor.organizationId, 100),
    db
      .selectFrom("matters")
      .select((eb) => [eb.fn.countAll<string>().as("count")])
      .where("organization_id", "=", actor.organizationId)
      .where("legal_hold_at", "is not", null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    organization: { id: organization.id, name: organization.name },
    policy: {
      conversationDays: organization.retention_conversation_days,
      closedMatterDays: organization.retention_closed_matter_days,
    } satisfies RetentionPolicy,
    heldMatters: Number(held.count),
    receipts,
  };
}

export async function updateRetentionPolicy(actor: MemberActor, policy: RetentionPolicy): Promise<void> {
  await db
    .updateTable("organizations")
    .set({
      retention_conversation_days: policy.conversationDays,
      retention_closed_matter_days: policy.closedMatterDays,
      updated_at: new Date(),
    })
    .where("id", "=", actor.organizationId)
    .execute();
}

export async function listDeletionReceipts(
  executor: Executor,
  organizationId: string,
  limit: number,
): Promise<DeletionReceiptView[]> {
  const rows = await executor
    .selectFrom("deletion_receipts")
    .select(["id", "subject", "subject_hash", "policy", "policy_days", "counts", "bytes", "started_at", "completed_at"])
    .where("organization_id", "=", organizationId)
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    subjectHash: row.subject_hash,
    policy: row.policy,
    policyDays: row.policy_days,
    counts: row.counts,
    bytes: Number(row.bytes),
    startedAt: new Date(row.started_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  }));
}
