import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import type { MatterRow, MessageRole } from "../../../db/tables.ts";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import { textForModel } from "~/features/conversations/messages.server.ts";
import { hashToken } from "~/lib/tokens.server.ts";

/** The messages the model reads (oldest first), as `conversationHistory` gives them. */
export type TurnHistory = Array<{ role: "user" | "assistant"; content: string }>;
/** What a chat turn reads for the model: the history and the matter's row. */
export type TurnReads = [history: TurnHistory, matter: MatterRow | null];

const historyLimit = 40;

/**
 * The conversation a turn reads: by its id, or as the conversation of the session the visitor's
 * token opens (read beside the turn's checks, before they end: ADR 0098). One SQL text for both.
 */
const turnConversation = (scope: TurnScope) => sql`coalesce(${scope.conversationId ?? null}::uuid, (
  select c.id from conversations c
  where c.organization_id = ${scope.organizationId}
    and c.intake_session_id = (
      select s.id from intake_sessions s
      where s.token_hash = ${scope.token === undefined ? null : hashToken(scope.token)}
        and s.organization_id = ${scope.organizationId}
    )
))`;

type TurnScope = { organizationId: string } & (
  | { conversationId: string; token?: never }
  | { token: string; conversationId?: never }
);

/**
 * The history (the latest 40 messages with words or files, user and assistant only) and the
 * matter, as two statements of raw SQL (ADR 0114): no query builder runs per turn, and on the
 * prepared pool PostgreSQL parses and plans each text once per connection (ADR 0111). The same
 * rows as `conversationHistory` and `getMatterForConversation`. A rejection is kept for whoever
 * awaits it, never reported as unhandled when the turn is refused before that.
 */
export function readTurnReads(executor: Executor, scope: TurnScope): Promise<TurnReads> {
  const conversation = turnConversation(scope);
  const history = sql<{ role: MessageRole; content: string; files: MessageFile[] | null }>`
    select role, content, files from messages
    where organization_id = ${scope.organizationId} and conversation_id = ${conversation}
      and role in ('user', 'assistant') and (content <> '' or files <> '[]'::jsonb)
    order by seq desc
    limit ${historyLimit}
  `
    .execute(executor)
    .then(
      ({ rows }): TurnHistory =>
        rows.reverse().map((row) => ({
          role: row.role as "user" | "assistant",
          content: textForModel(row.content, row.files ?? []),
        })),
    );
  const matter = sql<MatterRow>`
    select * from matters where organization_id = ${scope.organizationId} and conversation_id = ${conversation}
  `
    .execute(executor)
    .then(({ rows }) => rows[0] ?? null);
  const reads = Promise.all([history, matter]);
  reads.catch(() => {});
  return reads;
}
