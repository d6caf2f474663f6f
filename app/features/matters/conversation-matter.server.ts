import type { Executor } from "../../../db/client.ts";

/**
 * The id of the matter an intake conversation built, or null while it has none. A module of its
 * own, below the matter use cases, so the case PDF (which matters.server.ts refreshes) can ask too.
 */
export async function getMatterIdForConversation(
  executor: Executor,
  scope: { organizationId: string; conversationId: string },
): Promise<string | null> {
  const row = await executor
    .selectFrom("matters")
    .select("id")
    .where("organization_id", "=", scope.organizationId)
    .where("conversation_id", "=", scope.conversationId)
    .executeTakeFirst();
  return row?.id ?? null;
}
