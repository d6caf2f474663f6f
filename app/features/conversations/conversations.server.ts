import type { UpdateObject } from "kysely";
import { db, type Executor } from "../../../db/client.ts";
import type { Conversation, Database, IntakeSession } from "../../../db/tables.ts";

type ConversationScope = { organizationId: string; conversationId: string };

/** The query of one intake conversation, scoped to its organization, for the caller to pick its columns (and lock). */
export const conversationOf = (executor: Executor, scope: ConversationScope) =>
  executor
    .selectFrom("conversations")
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", scope.conversationId);

/** An update of one intake conversation of its organization, stamping updated_at; the caller ends it. */
export const updateConversation = (
  executor: Executor,
  scope: ConversationScope,
  values: UpdateObject<Database, "conversations">,
) =>
  executor
    .updateTable("conversations")
    .set({ ...values, updated_at: new Date() })
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", scope.conversationId);

/**
 * One conversation per intake session. Every query names the organization, so a session of one
 * organization can never reach another's conversation.
 */
export async function ensureConversation(executor: Executor, session: IntakeSession): Promise<Conversation> {
  const existing = await getConversationForSession(executor, session);
  if (existing) return existing;
  await executor
    .insertInto("conversations")
    .values({ organization_id: session.organization_id, intake_session_id: session.id })
    .onConflict((conflict) => conflict.constraint("conversations_intake_session_id_key").doNothing())
    .execute();
  const created = await getConversationForSession(executor, session);
  if (!created) throw new Error("Conversation could not be created");
  return created;
}

export async function getConversationForSession(
  executor: Executor,
  session: IntakeSession,
): Promise<Conversation | null> {
  const row = await executor
    .selectFrom("conversations")
    .selectAll()
    .where("organization_id", "=", session.organization_id)
    .where("intake_session_id", "=", session.id)
    .executeTakeFirst();
  return row ?? null;
}

/** The session's conversation, started when it has none (the directory's "contact through the app"). */
export function openConversation(session: IntakeSession): Promise<Conversation> {
  return ensureConversation(db, session);
}
