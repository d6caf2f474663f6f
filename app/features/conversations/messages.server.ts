import { type Expression, sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import { keptQuery } from "../../../db/kept-query.ts";
import { env } from "~/lib/env.server.ts";
import type { MessageRole, MessageRow, MessageStatus } from "../../../db/tables.ts";
import { jsonColumn } from "../../../db/json-column.ts";
import { attachedLine } from "./attached-line.ts";
import type { ConversationMessage, MessageBlock, MessageFile } from "./conversation-message.ts";

/** How the model reads a message's attachments: a line naming them after the visitor's words. */
export function textForModel(content: string, files: readonly MessageFile[]): string {
  return attachedLine(
    content,
    files.map((file) => file.name),
    "Attached:",
  );
}

export type ToolCallRecord = {
  id: string;
  name: string;
  args: unknown;
  ok: boolean | null;
  result: unknown;
  error: string | null;
};

type Scope = { organizationId: string; conversationId: string };

/** A stored row as a message; `blocks` are read back as the kinds the caller stored (ADR 0090). */
function toConversationMessage<TBlock extends MessageBlock>(
  row: Pick<MessageRow, "id" | "role" | "content" | "blocks" | "files" | "status" | "error_code" | "created_at">,
): ConversationMessage<TBlock> {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    blocks: row.blocks as TBlock[],
    files: (row.files ?? []) as MessageFile[],
    status: row.status,
    errorCode: row.error_code,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const columns = ["id", "seq", "role", "content", "blocks", "files", "status", "error_code", "created_at"] as const;

/**
 * The query of a conversation's messages, scoped to its organization, for the caller to pick its
 * columns, filters and order. The conversation may be given as a query of its id (ADR 0098).
 */
export const messagesOf = (
  executor: Executor,
  scope: { organizationId: string; conversationId: string | Expression<string> },
) =>
  executor
    .selectFrom("messages")
    .where("organization_id", "=", scope.organizationId)
    .where("conversation_id", "=", scope.conversationId);

const latestMessagesQuery = (executor: Executor, organizationId: string, conversationId: string, take: number) =>
  messagesOf(executor, { organizationId, conversationId }).select(columns).orderBy("seq", "desc").limit(take);
const latestMessages = keptQuery(latestMessagesQuery);

/**
 * The latest `limit` messages (oldest first), or those before a message id, for paging back, as
 * stored (the intake chat adds its rendering: intake/chat-history.server.ts).
 */
export async function listMessages<TBlock extends MessageBlock = MessageBlock>(
  executor: Executor,
  scope: Scope,
  options: { limit: number; beforeId?: string },
): Promise<{ messages: ConversationMessage<TBlock>[]; hasOlder: boolean }> {
  const take = options.limit + 1;
  const { beforeId } = options;
  // The latest window (every intake page view) is the statement kept compiled (ADR 0130).
  const rows = beforeId
    ? await latestMessagesQuery(executor, scope.organizationId, scope.conversationId, take)
        .where("seq", "<", (eb) =>
          eb
            .selectFrom("messages")
            .select("seq")
            .where("id", "=", beforeId)
            .where("organization_id", "=", scope.organizationId)
            .where("conversation_id", "=", scope.conversationId),
        )
        .execute()
    : (await latestMessages(executor, scope.organizationId, scope.conversationId, take)).rows;
  const hasOlder = rows.length > options.limit;
  return {
    messages: rows
      .slice(0, options.limit)
      .reverse()
      .map((row) => toConversationMessage<TBlock>(row)),
    hasOlder,
  };
}

/**
 * Everything the model needs to continue: role and text, oldest first, without failed turns. The
 * conversation may be given as a query of its id (a chat turn reads its history while its session
 * is still being checked: ADR 0098).
 */
export async function conversationHistory(
  executor: Executor,
  scope: { organizationId: string; conversationId: string | Expression<string> },
  limit = 40,
) {
  const rows = await messagesOf(executor, scope)
    .select(["role", "content", "files", "seq"])
    .where("role", "in", ["user", "assistant"])
    .where((eb) => eb.or([eb("content", "<>", ""), eb("files", "<>", sql<unknown[]>`'[]'::jsonb`)]))
    .orderBy("seq", "desc")
    .limit(limit)
    .execute();
  return rows.reverse().map((row) => ({
    role: row.role as "user" | "assistant",
    content: textForModel(row.content, (row.files ?? []) as MessageFile[]),
  }));
}

export async function insertMessage<TBlock extends MessageBlock = MessageBlock>(
  executor: Executor,
  scope: Scope,
  message: {
    role: MessageRole;
    content: string;
    status?: MessageStatus;
    aiState?: string | null;
    blocks?: TBlock[];
    errorCode?: string | null;
    files?: MessageFile[];
  },
): Promise<ConversationMessage<TBlock>> {
  const row = await executor
    .insertInto("messages")
    .values({
      organization_id: scope.organizationId,
      conversation_id: scope.conversationId,
      role: message.role,
      content: message.content,
      status: message.status ?? "complete",
      ai_state: message.aiState ?? null,
      error_code: message.errorCode ?? null,
      blocks: JSON.stringify(message.blocks ?? []),
      files: JSON.stringify(message.files ?? []),
      tool_calls: JSON.stringify([]),
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toConversationMessage<TBlock>(row);
}

export async function updateMessage(
  executor: Executor,
  scope: Scope & { messageId: string },
  patch: {
    content?: string;
    blocks?: MessageBlock[];
    toolCalls?: ToolCallRecord[];
    status?: MessageStatus;
    aiState?: string | null;
    errorCode?: string | null;
  },
): Promise<void> {
  await executor
    .updateTable("messages")
    // A field the patch leaves undefined is not in the SET list (Kysely skips undefined values).
    .set({
      content: patch.content,
      blocks: jsonColumn(patch.blocks),
      tool_calls: jsonColumn(patch.toolCalls),
      status: patch.status,
      ai_state: patch.aiState,
      error_code: patch.errorCode,
      updated_at: new Date(),
    })
    .where("organization_id", "=", scope.organizationId)
    .where("conversation_id", "=", scope.conversationId)
    .where("id", "=", scope.messageId)
    .execute();
}

/**
 * How long a message may stay "streaming" without a write before it counts as abandoned: twice
 * the longest a live turn goes without one (waiting for the model's first token, or for the next
 * after a stall), so a turn still running on another web node is never touched.
 */
export function abandonedStreamAfterMs(): number {
  const config = env();
  return 2 * Math.max(config.OPENAI_TIMEOUT_MS, config.OPENAI_STALL_TIMEOUT_MS);
}

/**
 * At start: answers that were streaming when a process died (a crash, a cut database connection)
 * are marked "interrupted", keeping what was said, so the conversation shows them as such instead
 * of "typing" forever. A maintenance step across organizations; it returns how many it repaired.
 */
export async function interruptAbandonedStreams(executor: Executor, now = new Date()): Promise<number> {
  const result = await executor
    .updateTable("messages")
    .set({ status: "interrupted", ai_state: null, updated_at: now })
    .where("status", "=", "streaming")
    .where("updated_at", "<", new Date(now.getTime() - abandonedStreamAfterMs()))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
