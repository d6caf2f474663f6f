import type { MessageRole, MessageStatus } from "../../../db/schema.ts";
import type { Block } from "./agent/blocks.ts";

/** A message as the page shows it. Client-safe. */
export type ChatMessage = {
  id: string;
  role: MessageRole;
  content: string;
  blocks: Block[];
  status: MessageStatus;
  errorCode: string | null;
  createdAt: string;
};
