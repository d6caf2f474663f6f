import type { Executor } from "../../../../db/client.ts";
import type { Conversation } from "../../../../db/tables.ts";
import { fallbackLanguage, isSupportedLanguage, type Language } from "~/lib/i18n.ts";
import { detectLanguage } from "./detect-language.server.ts";
import { updateConversation } from "~/features/conversations/conversations.server.ts";

/**
 * The language the assistant answers in, turn by turn (issue 13, ADR 0043): the language of this
 * message when it is clear; else the one the conversation already had; else the page's language;
 * else English. Only a clear message changes what the conversation remembers, so "ok" or "123"
 * never switch a Spanish conversation to English.
 */
export type VisitorLanguage = {
  /** The language to answer in. */
  language: Language;
  /** The language read from this message, or null (too short, unclear, or not the visitor's words). */
  detected: Language | null;
};

export function visitorLanguageForTurn(input: {
  text: string;
  pageLanguage?: string | null;
  /** What the conversation remembers (conversations.visitor_language). */
  stored: string | null;
  /** False when the text is the page speaking for the visitor ("I've shared my contact details."). */
  fromText?: boolean;
}): VisitorLanguage {
  const pageLanguage = isSupportedLanguage(input.pageLanguage) ? input.pageLanguage : null;
  const detected = input.fromText === false ? null : detectLanguage(input.text, { pageLanguage });
  const stored = isSupportedLanguage(input.stored) ? input.stored : null;
  return { language: detected ?? stored ?? pageLanguage ?? fallbackLanguage, detected };
}

/** Remembers the visitor's language on the conversation when this message told it something new. */
export async function rememberVisitorLanguage(
  executor: Executor,
  conversation: Pick<Conversation, "id" | "organization_id" | "visitor_language">,
  detected: Language | null,
): Promise<void> {
  if (!detected || detected === conversation.visitor_language) return;
  await updateConversation(
    executor,
    { organizationId: conversation.organization_id, conversationId: conversation.id },
    { visitor_language: detected },
  ).execute();
}
