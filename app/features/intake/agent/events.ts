import type { Block } from "./blocks.ts";
import type { ToolName } from "./tools.ts";

/**
 * The events of POST /api/agent/stream, one JSON object per `data:` line (documented in
 * docs/stream-events.md). Client-safe.
 */
export type AiState = "thinking" | "generating" | "processing";

export type StreamEvent =
  /** The turn started: the visitor's message is stored; the assistant message exists (aiState thinking). */
  | { type: "connected"; conversationId: string; userMessageId: string; messageId: string }
  /** A piece of the assistant's text (aiState generating). */
  | { type: "text"; delta: string }
  /** The assistant is still working (sent while a tool or the model is slow). */
  | { type: "typing" }
  /** A tool started (aiState processing); label is what the visitor sees. */
  | { type: "tool_call"; toolCallId: string; name: ToolName; label: string | null }
  /** A tool finished; block is what it adds to the message, if anything. */
  | { type: "tool_result"; toolCallId: string; name: ToolName; ok: boolean; block: Block | null; error: string | null }
  /** The contact form to show now (also delivered as a tool_result block). */
  | { type: "contact_form"; block: Extract<Block, { type: "contactForm" }> }
  /** The stored assistant message, complete. */
  | { type: "final"; messageId: string; content: string; blocks: Block[] }
  /** The turn failed; the visitor's message is kept and they can retry. */
  | { type: "error"; code: StreamErrorCode; message: string; retryable: boolean }
  /** The message was refused by the guard rails. */
  | { type: "security_block"; reason: "wrongdoing" | "prompt_injection"; message: string }
  /** The stream ends. */
  | { type: "complete" };

export type StreamErrorCode =
  | "PROVIDER_UNAVAILABLE"
  | "PROVIDER_TIMEOUT"
  | "BUDGET_EXCEEDED"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL_ERROR";

/** The spec's friendly text when the model cannot be reached. */
export const providerUnavailableMessage =
  "I'm having trouble connecting to our AI service right now. Your message has been saved, so please try again in a moment.";

/** The database could not be reached (a restart, a cut connection) once the visitor's message was stored. */
export const serviceUnavailableMessage =
  "Something went wrong on our side. Your message has been saved, so please try again in a moment.";

/** The turn could not start: the visitor's message may not have been stored. */
export const turnNotStoredMessage =
  "Something went wrong on our side and your message may not have been saved. Please send it again in a moment.";

/** Tool progress labels from the spec. */
export const toolProgressLabels: Partial<Record<ToolName, string>> = {
  show_contact_form: "Preparing contact form...",
  create_matter: "Creating your case file...",
  request_lawyer_review: "Requesting lawyer review...",
  create_payment_invoice: "Creating payment invoice...",
  generate_case_pdf: "Preparing your case PDF...",
  search_lawyers: "Searching for lawyers...",
};
