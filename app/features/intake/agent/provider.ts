import type { Language } from "~/lib/i18n.ts";
import type { NarrativeParty } from "~/features/intake/understanding/types.ts";
import type { Block } from "./blocks.ts";
import type { ToolName } from "./tools.ts";

/**
 * One interface, two providers (`openai`, `builtin`) that drive the same tools. A provider turns
 * the conversation into text deltas and tool calls; the runtime (run-turn.server.ts) stores
 * everything, streams events and executes tools. No react-router or database imports here.
 */
export type AgentOrganization = {
  id: string;
  name: string;
  availableServices: string[];
  serviceQuestions: Record<string, string[]>;
  requiresPayment: boolean;
  consultationFee: number;
  jurisdictionDescription: string;
  aiModel: string | null;
  /** What the firm tells a visitor whose matter it does not handle (config.referralText), if set. */
  referralText?: string | null;
};

export type ContactDetails = {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  opposingParty?: string;
};

/** What the runtime knows from the database at the start of the turn. */
export type WorldSnapshot = {
  contact: ContactDetails | null;
  matterNumber: string | null;
  checklistShown: boolean;
  checklistDone: boolean;
  paymentRequired: boolean;
  paymentId: string | null;
  reviewRequested: boolean;
  /** A likely conflict holds the interview: contact details only (ADR 0041). */
  conflictHold?: boolean;
};

export type HistoryMessage = { role: "user" | "assistant"; content: string };

export type TurnBudget = { maxOutputTokens: number; maxToolCalls: number; maxModelCalls: number };

export type AgentTurnInput = {
  organization: AgentOrganization;
  /** Earlier messages, oldest first, not including userText. */
  history: HistoryMessage[];
  userText: string;
  /** The provider's own memory from the previous turn (JSON), or null. */
  memory: unknown;
  world: WorldSnapshot;
  budget: TurnBudget;
  signal: AbortSignal;
  now: Date;
  /**
   * The language to answer the visitor in (ISO 639-1, one of the interface languages): this
   * message's language when it is clear, else the conversation's, else the page's (ADR 0043).
   * Absent: English. The firm's record (summary, key dates, tool arguments) stays in English.
   */
  visitorLanguage?: Language;
};

export type ToolOutcome =
  | { ok: true; result: Record<string, unknown>; block: Block | null }
  | { ok: false; error: string };

export type AgentCallbacks = {
  /** A piece of assistant text. */
  text: (delta: string) => void;
  /** Validates, executes and records a tool call; never throws for a bad call (returns ok: false). */
  callTool: (name: ToolName, args: unknown) => Promise<ToolOutcome>;
  /**
   * The conflict check (ADR 0040/0041), called once the other side of the story is known and
   * before the answer is given: a likely match puts the conversation on hold, and the provider
   * then answers without collecting more facts.
   */
  checkParties?: (parties: readonly NarrativeParty[]) => Promise<{ hold: boolean }>;
};

export type AgentTurnResult = {
  memory: unknown;
  /** The parties of the story, when the other side became known this turn (the conflict check's input, ADR 0040). */
  partiesKnown?: NarrativeParty[] | null;
};

export interface AgentProvider {
  readonly name: "openai" | "builtin";
  run(input: AgentTurnInput, callbacks: AgentCallbacks): Promise<AgentTurnResult>;
}

/** A provider failure the visitor can retry (the model was unreachable, slow or refused). */
export class ProviderError extends Error {
  constructor(
    readonly kind: "unavailable" | "timeout" | "rate_limited" | "bad_response",
    message: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

export class BudgetExceededError extends Error {
  constructor(readonly limit: keyof TurnBudget) {
    super(`Turn budget exceeded: ${limit}`);
    this.name = "BudgetExceededError";
  }
}
