import type { ConversationMessage } from "~/features/conversations/conversation-message.ts";
import type { Block } from "./agent/blocks.ts";

/** A message as the intake chat shows it: a conversation message carrying the chat's blocks. Client-safe. */
export type ChatMessage = ConversationMessage<Block>;
