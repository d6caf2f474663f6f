import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import type { MatterRow, MessageRole } from "../../../db/tables.ts";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import { textForModel } from "~/features/conversations/messages.server.ts";

/** The messages the model reads (oldest first), as `conversationHistory` gives them. */
export type TurnHistory = Array<{ role: "user" | "assistant"; content: string }>;
/** What the model's view of the conversation's state needs of its matter (worldOf). */
export type TurnMatter = Pick<
  MatterRow,
  "matter_number" | "payment_required" | "payment_id" | "checklist" | "checklist_skipped_at" | "review_requested_at"
>;
/** What a chat turn reads for the model: the history and its matter. */
export type TurnReads = [history: TurnHistory, matter: TurnMatter | null];

/** The columns `turnReadColumns` adds to a row. */
export type TurnReadRow = {
  turn_history: Array<[role: MessageRole, content: string, files: MessageFile[] | null]>;
} & { [column in keyof TurnMatter as `turn_${column}`]: TurnMatter[column] | null };

const historyLimit = 40;

/**
 * What a turn reads, as columns of a statement that has the conversation as `c` and joins
 * `turnMatterJoin` (one statement, ADR 0118): the history (the latest 40 messages with words or
 * files, user and assistant only, as one JSON array) and the matter's columns the model's world
 * needs. The same rows as `conversationHistory` and `getMatterForConversation`; none when `c` is null.
 */
export const turnReadColumns = sql`
  (select coalesce(jsonb_agg(jsonb_build_array(h.role, h.content, h.files) order by h.seq), '[]'::jsonb) from (
    select seq, role, content, files from messages
    where organization_id = c.organization_id and conversation_id = c.id
      and role in ('user', 'assistant') and (content <> '' or files <> '[]'::jsonb)
    order by seq desc
    limit ${sql.lit(historyLimit)}
  ) h) as turn_history,
  m.matter_number as turn_matter_number, m.payment_required as turn_payment_required,
  m.payment_id as turn_payment_id, m.checklist as turn_checklist,
  m.checklist_skipped_at as turn_checklist_skipped_at, m.review_requested_at as turn_review_requested_at`;

export const turnMatterJoin = sql`left join matters m on m.organization_id = c.organization_id and m.conversation_id = c.id`;

/** The history and the matter out of a row with `turnReadColumns`. */
export function turnReadsOf(row: TurnReadRow): TurnReads {
  const history = row.turn_history.map(([role, content, files]) => ({
    role: role as "user" | "assistant",
    content: textForModel(content, files ?? []),
  }));
  const matter =
    row.turn_matter_number === null
      ? null
      : ({
          matter_number: row.turn_matter_number,
          payment_required: row.turn_payment_required,
          payment_id: row.turn_payment_id,
          checklist: row.turn_checklist,
          checklist_skipped_at: row.turn_checklist_skipped_at,
          review_requested_at: row.turn_review_requested_at,
        } as TurnMatter);
  return [history, matter];
}

/**
 * The history and the matter of a conversation known by its id, in one statement of raw SQL on
 * the prepared pool (ADR 0114, 0118): no query builder runs per turn, and PostgreSQL parses and
 * plans the text once per connection (ADR 0111). A turn that starts from the visitor's token
 * reads them in its check's statement instead (turn-check.server.ts). A rejection is kept for
 * whoever awaits it, never reported as unhandled.
 */
export function readTurnReads(
  executor: Executor,
  scope: { organizationId: string; conversationId: string },
): Promise<TurnReads> {
  const reads = sql<TurnReadRow>`
    select ${turnReadColumns}
    from conversations c ${turnMatterJoin}
    where c.organization_id = ${scope.organizationId} and c.id = ${scope.conversationId}
  `
    .execute(executor)
    .then(({ rows }): TurnReads => (rows[0] ? turnReadsOf(rows[0]) : [[], null]));
  reads.catch(() => {});
  return reads;
}
