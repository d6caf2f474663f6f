import type { Executor } from "../../../db/client.ts";
import type { ActivityActorType } from "../../../db/tables.ts";
import { env } from "~/lib/env.server.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { appendIntakeRecord } from "./append-intake-record.server.ts";
import { intakeNotice } from "./intake-notice.server.ts";
import { messagesOf } from "~/features/conversations/messages.server.ts";

/**
 * The intake record's hooks (ADR 0056): one call at each place where something happens. Each
 * writes in the executor it is given, so an entry commits with the change it reports.
 */
type ConversationScope = { organizationId: string; conversationId: string };

/** The visitor accepted the notice: its text (as shown, in English) and version. */
export async function recordNoticeAccepted(executor: Executor, scope: ConversationScope): Promise<void> {
  const row = await executor
    .selectFrom("conversations as c")
    .innerJoin("organizations as o", "o.id", "c.organization_id")
    .select(["c.disclaimer_acknowledged_at", "o.name"])
    .where("c.organization_id", "=", scope.organizationId)
    .where("c.id", "=", scope.conversationId)
    .executeTakeFirst();
  if (!row?.disclaimer_acknowledged_at) return;
  // Accepting again is not a new acceptance: one entry per conversation.
  const earlier = await executor
    .selectFrom("intake_records")
    .select("id")
    .where("organization_id", "=", scope.organizationId)
    .where("conversation_id", "=", scope.conversationId)
    .where("kind", "=", "notice_accepted")
    .executeTakeFirst();
  if (earlier) return;
  const notice = intakeNotice(row.name);
  await appendIntakeRecord(executor, {
    ...scope,
    kind: "notice_accepted",
    actorType: "visitor",
    occurredAt: new Date(row.disclaimer_acknowledged_at),
    data: {
      noticeVersion: notice.version,
      noticeText: notice.text,
      acceptedAt: new Date(row.disclaimer_acknowledged_at).toISOString(),
    },
  });
}

/** The visitor's message, as stored. */
export async function recordVisitorMessage(
  executor: Executor,
  scope: ConversationScope,
  message: { id: string; content: string; createdAt: string },
): Promise<void> {
  await appendIntakeRecord(executor, {
    ...scope,
    kind: "visitor_message",
    actorType: "visitor",
    occurredAt: new Date(message.createdAt),
    data: { messageId: message.id, text: message.content },
  });
}

/**
 * The assistant's turn as it ended, read back from its stored message: which provider and model
 * answered, what it said, and how the turn ended. Never fails the turn: a failure is logged (ids).
 */
export async function recordAssistantTurn(
  executor: Executor,
  scope: ConversationScope,
  turn: { messageId: string | null; provider: string; aiModel: string | null | undefined },
): Promise<void> {
  if (!turn.messageId) return;
  try {
    const message = await messagesOf(executor, scope)
      .select(["id", "content", "status", "error_code", "updated_at"])
      .where("id", "=", turn.messageId)
      .executeTakeFirst();
    if (!message) return;
    await appendIntakeRecord(executor, {
      ...scope,
      kind: "assistant_turn",
      actorType: "assistant",
      data: {
        messageId: message.id,
        provider: turn.provider,
        model: turnModel(turn.provider, turn.aiModel),
        text: message.content,
        status: message.status,
        errorCode: message.error_code,
      },
    });
  } catch (error) {
    logger.warn("intake_record.append_failed", {
      conversationId: scope.conversationId,
      kind: "assistant_turn",
      ...describeError(error),
    });
  }
}

/** The model a turn used: the organization's aiModel, else AI_MODEL; the built-in agent has its own name. */
export function turnModel(provider: string, aiModel: string | null | undefined): string {
  if (provider === "builtin") return builtinModelName;
  return aiModel?.trim() || env().AI_MODEL;
}

export const builtinModelName = "parley-builtin-guided-intake";

/** One tool the assistant called: its arguments and its result or error. */
export async function recordToolCall(
  executor: Executor,
  scope: ConversationScope,
  call: {
    id: string;
    name: string;
    args: unknown;
    outcome: { ok: true; result: unknown } | { ok: false; error: string };
  },
): Promise<void> {
  await appendIntakeRecord(executor, {
    ...scope,
    kind: "tool_call",
    actorType: "assistant",
    data: {
      toolCallId: call.id,
      name: call.name,
      arguments: call.args ?? null,
      ok: call.outcome.ok,
      result: call.outcome.ok ? (call.outcome.result ?? null) : null,
      error: call.outcome.ok ? null : call.outcome.error,
    },
  });
}

/** A guard rail stopped the visitor's message before any model saw it (security_block). */
export async function recordGuardRailDecision(
  executor: Executor,
  scope: ConversationScope,
  decision: { reason: string; message: string },
): Promise<void> {
  await appendIntakeRecord(executor, {
    ...scope,
    kind: "guard_rail",
    actorType: "system",
    data: { decision: "security_block", reason: decision.reason, reply: decision.message },
  });
}

/** The conflict check's result (ADR 0041): the level and what matched, and whether the interview is held. */
export async function recordConflictCheckResult(
  executor: Executor,
  scope: ConversationScope & { matterId: string | null },
  result: {
    level: string;
    hold: boolean;
    matches: ReadonlyArray<{ entryId: string; name: string; role: string; similarity: number; level: string }>;
  },
): Promise<void> {
  await appendIntakeRecord(executor, {
    ...scope,
    kind: "conflict_check",
    actorType: "system",
    data: {
      level: result.level,
      hold: result.hold,
      matches: result.matches.map((match) => ({
        entryId: match.entryId,
        name: match.name,
        role: match.role,
        similarity: match.similarity,
        level: match.level,
      })),
    },
  });
}

/**
 * The fields of a stored activity event that its record keeps. Declared here, not imported from
 * the activity feature, which calls this: the record sits below activity (no loop, ADR 0061).
 */
type RecordedActivity = {
  id: string;
  organizationId: string;
  eventType: string;
  title: string;
  description?: string | null;
  actorType: ActivityActorType;
  actorId?: string | null;
  matterId?: string | null;
  conversationId?: string | null;
  eventDate?: Date;
  metadata?: Record<string, unknown>;
};

/**
 * Every activity event of a conversation also enters its record: contact consent, payments, the
 * matter's creation and every firm action (who, when), legal holds.
 */
export async function recordActivityEntry(executor: Executor, event: RecordedActivity): Promise<void> {
  const conversationId =
    event.conversationId ??
    (event.matterId
      ? ((
          await executor
            .selectFrom("matters")
            .select("conversation_id")
            .where("organization_id", "=", event.organizationId)
            .where("id", "=", event.matterId)
            .executeTakeFirst()
        )?.conversation_id ?? null)
      : null);
  if (!conversationId) return;
  await appendIntakeRecord(executor, {
    organizationId: event.organizationId,
    conversationId,
    matterId: event.matterId ?? null,
    kind: "activity",
    actorType: event.actorType,
    actorId: event.actorId ?? null,
    ...(event.eventDate ? { occurredAt: event.eventDate } : {}),
    data: {
      activityId: event.id,
      eventType: event.eventType,
      title: event.title,
      description: event.description ?? null,
      metadata: event.metadata ?? {},
    },
  });
}
