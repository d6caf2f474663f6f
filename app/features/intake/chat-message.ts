import type { MessageRole, MessageStatus } from "../../../db/tables.ts";
import type { Block } from "./agent/blocks.ts";

/** A file attached to a message through the composer (spec §3 File: name, type, size, url). */
export type MessageFile = { fileId: string; name: string; type: string; size: number; url: string };

/** A message as the page shows it. Client-safe. */
export type ChatMessage = {
  id: string;
  role: MessageRole;
  content: string;
  /** An answer's Markdown rendered to sanitized HTML by the server (stored answers; absent while one streams in the browser). */
  html?: string;
  blocks: Block[];
  /** The files the visitor attached (user messages only; empty otherwise). */
  files: MessageFile[];
  status: MessageStatus;
  errorCode: string | null;
  createdAt: string;
};
