import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import type { ActivityActorType } from "../../../db/tables.ts";

/**
 * The intake record (ADR 0056): one append-only stream of entries per conversation, written where
 * each thing happens, in the transaction of the change when there is one. The database refuses
 * any UPDATE, and any DELETE while the conversation exists; only the retention job's deletion of
 * the whole conversation (or of its organization) removes a record.
 */
export const intakeRecordKinds = [
  "notice_accepted",
  "visitor_message",
  "assistant_turn",
  "tool_call",
  "guard_rail",
  "conflict_check",
  // Everything the activity timeline records (contact consent, payments, firm actions, holds).
  "activity",
] as const;
export type IntakeRecordKind = (typeof intakeRecordKinds)[number];

export type IntakeRecordEntry = {
  organizationId: string;
  conversationId: string;
  matterId?: string | null;
  kind: IntakeRecordKind;
  actorType: ActivityActorType;
  actorId?: string | null;
  data: Record<string, unknown>;
  occurredAt?: Date;
};

/** Appends one entry. The matter, when not given, is the conversation's (if it has one yet). */
export async function appendIntakeRecord(executor: Executor, entry: IntakeRecordEntry): Promise<void> {
  const matterId =
    entry.matterId ??
    sql<
      string | null
    >`(select id from matters where conversation_id = ${entry.conversationId} and organization_id = ${entry.organizationId})`;
  await executor
    .insertInto("intake_records")
    .values({
      organization_id: entry.organizationId,
      conversation_id: entry.conversationId,
      matter_id: matterId,
      kind: entry.kind,
      actor_type: entry.actorType,
      actor_id: entry.actorId ?? null,
      data: JSON.stringify(entry.data),
      ...(entry.occurredAt ? { occurred_at: entry.occurredAt } : {}),
    })
    .execute();
}
