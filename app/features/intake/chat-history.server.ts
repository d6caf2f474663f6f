import type { Executor } from "../../../db/client.ts";
import { markdownHtml } from "~/components/markdown-html.server.tsx";
import { listMessages } from "~/features/conversations/messages.server.ts";
import type { Block } from "./agent/blocks.ts";
import type { ChatMessage } from "./chat-message.ts";
import { normalizeContactFormConfig } from "./contact-form.ts";
import { withPhoneField } from "./contact-form-phone.server.ts";

/** A contact form stored before the server split its phone number for the widget gets the split now (ADR 0073). */
function withSplitPhone(block: Block): Block {
  if (block.type !== "contactForm" || block.data.phoneField) return block;
  return { ...block, data: withPhoneField(normalizeContactFormConfig(block.data)) };
}

/** The page shows an answer's Markdown as HTML rendered here, so the browser needs no renderer for it (ADR 0069). */
function withHtml(message: ChatMessage): ChatMessage {
  return message.role === "assistant" && message.content !== ""
    ? { ...message, html: markdownHtml(message.content) }
    : message;
}

/**
 * The chat's latest `limit` messages (oldest first), or those before a message id, as the page
 * shows them: stored contact forms with their phone split, answers with their HTML.
 */
export async function listChatMessages(
  executor: Executor,
  scope: { organizationId: string; conversationId: string },
  options: { limit: number; beforeId?: string },
): Promise<{ messages: ChatMessage[]; hasOlder: boolean }> {
  const { messages, hasOlder } = await listMessages<Block>(executor, scope, options);
  return {
    messages: messages.map((message) => withHtml({ ...message, blocks: message.blocks.map(withSplitPhone) })),
    hasOlder,
  };
}
