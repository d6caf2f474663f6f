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

/**
 * The texts of `error` events and tool progress labels are the `agent` namespace's `stream.*` keys
 * (locales/<lng>/agent.json), in the visitor's language; English is the spec's wording.
 */
export const streamErrorKeys: Record<StreamErrorCode | "TURN_NOT_STORED", string> = {
  PROVIDER_UNAVAILABLE: "stream.errors.providerUnavailable",
  PROVIDER_TIMEOUT: "stream.errors.providerUnavailable",
  INTERNAL_ERROR: "stream.errors.providerUnavailable",
  BUDGET_EXCEEDED: "stream.errors.budgetExceeded",
  SERVICE_UNAVAILABLE: "stream.errors.serviceUnavailable",
  TURN_NOT_STORED: "stream.errors.turnNotStored",
};

/** Tool progress labels from the spec: the `agent` namespace key of each. */
export const toolProgressKeys: Partial<Record<ToolName, string>> = {
  show_contact_form: "stream.progress.contactForm",
  create_matter: "stream.progress.createMatter",
  request_lawyer_review: "stream.progress.lawyerReview",
  create_payment_invoice: "stream.progress.paymentInvoice",
  generate_case_pdf: "stream.progress.casePdf",
  search_lawyers: "stream.progress.searchLawyers",
};
