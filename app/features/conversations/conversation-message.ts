import type { MessageRole, MessageStatus } from "../../../db/tables.ts";

/** A file attached to a message through the composer (spec §3 File: name, type, size, url). */
export type MessageFile = { fileId: string; name: string; type: string; size: number; url: string };

/**
 * What an assistant message carries besides its text, stored as JSON in `blocks`. Kept here as
 * stored; the intake chat names the kinds it writes (intake/agent/blocks.ts) and reads them back
 * as such (ADR 0090).
 */
export type MessageBlock = { type: string; data: unknown };

/** A message of a conversation as the page shows it. Client-safe. */
export type ConversationMessage<TBlock extends MessageBlock = MessageBlock> = {
  id: string;
  role: MessageRole;
  content: string;
  /** An answer's Markdown rendered to sanitized HTML by the server (stored answers; absent while one streams in the browser). */
  html?: string;
  blocks: TBlock[];
  /** The files the visitor attached (user messages only; empty otherwise). */
  files: MessageFile[];
  status: MessageStatus;
  errorCode: string | null;
  createdAt: string;
};
