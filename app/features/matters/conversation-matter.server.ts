import type { Expression, JoinBuilder, UpdateObject } from "kysely";
import type { Executor } from "../../../db/client.ts";
import { keptQuery } from "../../../db/kept-query.ts";
import type { Database, MatterRow } from "../../../db/tables.ts";

/**
 * A matter, scoped to its organization: by id, or as the matter an intake conversation built. A
 * module of its own, below the matter use cases, so the case PDF (which matters.server.ts
 * refreshes) can ask for it too.
 */
type ConversationScope = { organizationId: string; conversationId: string };
/** The conversation may be given as a query of its id (a chat turn's reads before its checks end: ADR 0098). */
type ConversationRef = { organizationId: string; conversationId: string | Expression<string> };

/** The query of one of the organization's matters, for the caller to pick its columns (and lock). */
export const matterOfOrganization = (executor: Executor, scope: { organizationId: string; matterId: string }) =>
  executor.selectFrom("matters").where("organization_id", "=", scope.organizationId).where("id", "=", scope.matterId);

/**
 * An update of one of the organization's matters, stamping updated_at; the caller may narrow it
 * (the conversation, an unpaid matter), then picks what it returns and ends it.
 */
export const matterUpdate = (
  executor: Executor,
  scope: { organizationId: string; matterId: string },
  values: UpdateObject<Database, "matters">,
) =>
  executor
    .updateTable("matters")
    .set({ ...values, updated_at: new Date() })
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", scope.matterId);

/** The query of a conversation's matter, for the caller to pick its columns (and lock). */
export const matterOfConversation = (executor: Executor, scope: ConversationRef) =>
  executor
    .selectFrom("matters")
    .where("organization_id", "=", scope.organizationId)
    .where("conversation_id", "=", scope.conversationId);

export async function getMatterForConversation(executor: Executor, scope: ConversationRef): Promise<MatterRow | null> {
  // A conversation given by its id (the intake page's every view) runs the statement kept compiled (ADR 0130).
  if (typeof scope.conversationId === "string")
    return (await matterById(executor, scope.organizationId, scope.conversationId)).rows[0] ?? null;
  return (await matterOfConversation(executor, scope).selectAll().executeTakeFirst()) ?? null;
}

const matterById = keptQuery((executor, organizationId: string, conversationId: string) =>
  matterOfConversation(executor, { organizationId, conversationId }).selectAll(),
);

/** The id of the matter an intake conversation built, or null while it has none. */
export async function getMatterIdForConversation(executor: Executor, scope: ConversationScope): Promise<string | null> {
  return (await matterOfConversation(executor, scope).select("id").executeTakeFirst())?.id ?? null;
}

/**
 * The join of a matter to the conversation that built it, in the same organization:
 * `.innerJoin("conversations", conversationOfMatter)` (or leftJoin, for a matter without one).
 */
export const conversationOfMatter = <J extends JoinBuilder<Database, "matters" | "conversations">>(join: J) =>
  join
    .onRef("conversations.id", "=", "matters.conversation_id")
    .onRef("conversations.organization_id", "=", "matters.organization_id");
