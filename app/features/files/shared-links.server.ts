import { db, type Executor } from "../../../db/client.ts";
import type { IntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { getIntakeVisitor } from "~/features/conversations/intake-sessions.server.ts";
import { extractSharedLinks, type SharedLink } from "./shared-links.ts";
import { messagesOf } from "~/features/conversations/messages.server.ts";

/** How many of the latest messages are read for links. */
const scannedMessages = 500;

/**
 * The web addresses shared in a visitor's conversation (by the visitor or the assistant), for the
 * media panel. Scoped by organization and conversation in the query.
 */
export async function listSharedLinks(
  executor: Executor,
  scope: { organizationId: string; conversationId: string },
): Promise<SharedLink[]> {
  const rows = await messagesOf(executor, scope)
    .select("content")
    .orderBy("seq", "desc")
    .limit(scannedMessages)
    .execute();
  return extractSharedLinks(rows.reverse().map((row) => row.content));
}

/**
 * The media panel's links for the visitor these credentials open (none without a conversation).
 * `wholeConversation`: the texts of all the conversation's messages, oldest first, when the page
 * has read them already (its chat window holds the whole conversation: ADR 0130); null or absent,
 * they are read here.
 */
export async function listVisitorSharedLinks(
  credentials: IntakeCredentials,
  organizationId: string,
  wholeConversation?: Promise<string[] | null>,
): Promise<SharedLink[]> {
  const conversation = (await getIntakeVisitor(credentials, organizationId))?.conversation;
  if (!conversation) return [];
  const texts = await wholeConversation;
  if (texts) return extractSharedLinks(texts);
  return listSharedLinks(db, { organizationId, conversationId: conversation.id });
}
