import type { Executor } from "../../../db/client.ts";
import { type ActivityEvent, recordActivity } from "~/features/activity/record-activity.server.ts";
import { getMatterIdForConversation } from "./conversation-matter.server.ts";

type ConversationScope = { organizationId: string; conversationId: string };

/**
 * Records a visitor's event on an intake conversation, naming the matter the conversation built
 * (if any), in the caller's transaction; returns that matter's id, or null while there is none.
 */
export async function recordConversationEvent(
  executor: Executor,
  scope: ConversationScope,
  event: Omit<ActivityEvent, "organizationId" | "conversationId" | "matterId">,
): Promise<string | null> {
  const matterId = await getMatterIdForConversation(executor, scope);
  await recordActivity(executor, {
    ...event,
    organizationId: scope.organizationId,
    conversationId: scope.conversationId,
    matterId,
  });
  return matterId;
}
