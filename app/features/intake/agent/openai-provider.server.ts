import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  type ClientOptions,
  OpenAIError,
} from "openai";
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import { env } from "~/lib/env.server.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import {
  type AgentCallbacks,
  type AgentProvider,
  type AgentTurnInput,
  type AgentTurnResult,
  BudgetExceededError,
  ProviderError,
  type ToolOutcome,
} from "./provider.ts";
import { readModelChunks } from "./model-chunks.server.ts";
import { nodeHttpFetch } from "./node-http-fetch.server.ts";
import { buildSystemPrompt } from "./system-prompt.ts";
import { isToolName, toolJsonSchemas, toolNames } from "./tools.ts";

/**
 * The `openai` provider: any OpenAI-compatible Chat Completions server (OpenAI, vLLM, llama.cpp,
 * Ollama, a gateway) through the official SDK, with streamed text and native streamed tool calls.
 *
 * One turn is a loop: call the model (streaming); forward text deltas as they arrive; assemble
 * tool-call fragments; on `tool_calls` run each call through `callbacks.callTool`, append the
 * assistant message and one `tool` message per call, and call the model again; stop on `stop`
 * or `length`. The provider keeps no memory: the conversation comes from `input.history`.
 *
 * How a turn ends, for the runtime:
 * - normally: `run` resolves `{ memory: null }`;
 * - `ProviderError` (kind `unavailable` | `timeout` | `rate_limited` | `bad_response`): the model
 *   could not be used; the visitor may retry. A stream that stops sending data for
 *   `stallTimeoutMs` (or sends no first chunk within `timeoutMs`) is `ProviderError("timeout")`;
 *   a dropped connection is `ProviderError("unavailable")`;
 * - `BudgetExceededError` (limit `maxModelCalls` | `maxToolCalls` | `maxOutputTokens`);
 * - `input.signal` aborted: a `DOMException` whose `name` is `"AbortError"` (test
 *   `error.name === "AbortError"` or `input.signal.aborted`); nothing further is sent or called;
 * - an error thrown by `callbacks.callTool` or `callbacks.text` propagates unchanged.
 *
 * Logs carry the organization id and figures only, never message text or tool arguments.
 */

export type OpenAIProviderOptions = {
  /** Defaults to OPENAI_API_KEY; a placeholder is sent when unset (local servers need none). */
  apiKey?: string;
  /** Defaults to OPENAI_BASE_URL, else https://api.openai.com/v1. */
  baseURL?: string;
  /** Defaults to AI_MODEL; an organization's `aiModel` overrides it. */
  model?: string;
  /** Per request, until the response starts; also the wait for the first streamed chunk. 30 s. */
  timeoutMs?: number;
  /** Retries of a failed request (connection error, 408, 409, 429, 5xx) before any chunk. 1. */
  maxRetries?: number;
  /** The longest silence between two streamed chunks before the turn ends as a timeout. 20 s. */
  stallTimeoutMs?: number;
  /** Older OpenAI-compatible servers know only `max_tokens`. Default `max_completion_tokens`. */
  tokenLimitParameter?: "max_completion_tokens" | "max_tokens";
  fetch?: ClientOptions["fetch"];
};

export const openAIProviderDefaults = {
  timeoutMs: 30_000,
  maxRetries: 1,
  stallTimeoutMs: 20_000,
} as const;

type AssembledToolCall = { id: string; name: string; arguments: string };

type ModelCallResult = {
  finishReason: string | null;
  text: string;
  toolCalls: AssembledToolCall[];
  outputTokens: number;
};

/** What `run` throws when `input.signal` aborts the turn. */
function abortError(): DOMException {
  return new DOMException("The turn was aborted.", "AbortError");
}

function throwIfAborted(signal: AbortSignal) {
  if (signal.aborted) throw abortError();
}

/** The SDK's own log lines can quote request bodies; only their level reaches our log. */
const sdkLogger = {
  error: () => logger.warn("agent.openai.sdk_log", { sdkLevel: "error" }),
  warn: () => logger.warn("agent.openai.sdk_log", { sdkLevel: "warn" }),
  info: () => {},
  debug: () => {},
};

function mapError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  let mapped: ProviderError;
  if (error instanceof APIConnectionTimeoutError) {
    mapped = new ProviderError("timeout", "The model did not answer in time.");
  } else if (error instanceof APIConnectionError) {
    mapped = new ProviderError("unavailable", "The model could not be reached.");
  } else if (error instanceof APIError) {
    const status = error.status;
    if (status === 429) mapped = new ProviderError("rate_limited", "The model is rate limited (429).");
    else if (status === 408) mapped = new ProviderError("timeout", "The model timed out (408).");
    else if (status === undefined) mapped = new ProviderError("unavailable", "The model reported an error mid-stream.");
    else if (status >= 500) mapped = new ProviderError("unavailable", `The model is unavailable (${status}).`);
    else mapped = new ProviderError("bad_response", `The model refused the request (${status}).`);
  } else if (error instanceof SyntaxError || error instanceof OpenAIError) {
    mapped = new ProviderError("bad_response", "The model sent a response that could not be read.");
  } else {
    // A socket closed mid-stream (undici: TypeError "terminated"), a reset connection, …
    mapped = new ProviderError("unavailable", "The connection to the model was lost.");
  }
  mapped.cause = error;
  return mapped;
}

let cachedToolDefinitions: ChatCompletionTool[] | undefined;

/** The tools as the model sees them; converting the schemas costs milliseconds, so once per process. */
function toolDefinitions(): ChatCompletionTool[] {
  cachedToolDefinitions ??= toolJsonSchemas().map(({ name, description, parameters }) => {
    // The draft marker is noise to a model, and some compatible servers reject unknown keys.
    const { $schema: _draft, ...schema } = parameters;
    return { type: "function", function: { name, description, parameters: schema } };
  });
  return cachedToolDefinitions;
}

/** The content of the `tool` message for one call: the outcome without the UI block. */
function toolMessageContent(outcome: ToolOutcome): string {
  return JSON.stringify(outcome.ok ? { ok: true, result: outcome.result } : { ok: false, error: outcome.error });
}

function parseArguments(raw: string): { ok: true; value: unknown } | { ok: false } {
  // A call without parameters may arrive with no argument text at all.
  if (raw.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

/** Some servers omit a fragment's index: a fragment with a new id then starts the next call. */
function fragmentIndex(
  fragment: { index?: number; id?: string },
  slots: Map<number, AssembledToolCall>,
  lastIndex: number,
): number {
  if (typeof fragment.index === "number") return fragment.index;
  const known = [...slots.values()].some((slot) => slot.id === fragment.id);
  return fragment.id && !known ? lastIndex + 1 : Math.max(lastIndex, 0);
}

export function createOpenAIProvider(options: OpenAIProviderOptions = {}): AgentProvider {
  const config =
    options.apiKey !== undefined && options.baseURL !== undefined && options.model !== undefined ? null : env();
  const timeoutMs = Math.max(
    1,
    Math.ceil(options.timeoutMs ?? config?.OPENAI_TIMEOUT_MS ?? openAIProviderDefaults.timeoutMs),
  );
  const stallTimeoutMs = Math.max(
    1,
    Math.ceil(options.stallTimeoutMs ?? config?.OPENAI_STALL_TIMEOUT_MS ?? openAIProviderDefaults.stallTimeoutMs),
  );
  const tokenLimitParameter = options.tokenLimitParameter ?? "max_completion_tokens";
  const defaultModel = options.model ?? config?.AI_MODEL ?? "gpt-4o-mini";

  // Every value is passed explicitly, so the SDK never reads process.env itself.
  const client = new OpenAI({
    apiKey: options.apiKey ?? config?.OPENAI_API_KEY ?? "not-needed",
    baseURL: options.baseURL ?? config?.OPENAI_BASE_URL ?? "https://api.openai.com/v1",
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: timeoutMs,
    maxRetries: options.maxRetries ?? openAIProviderDefaults.maxRetries,
    logger: sdkLogger,
    logLevel: "warn",
    fetch: options.fetch ?? nodeHttpFetch(),
  });
  const tools = toolDefinitions();

  /**
   * Reads one streamed response. Each chunk must come within the deadline (the first within
   * timeoutMs, the next ones within stallTimeoutMs), else the body is cancelled and the turn
   * ends as a timeout. Aborting `signal` aborts the request (the SDK links it to the request's
   * controller), which fails the body's read, and throws the AbortError.
   *
   * One timer per model call, moved on by each chunk, and one reader of the body (ADR 0121): a
   * stream waiting for the model holds one pending read, not a race of three promises with their
   * resolving functions and an abort listener per chunk (ADR 0094), nor the SDK's stream layers.
   */
  async function readStream(
    response: Response,
    signal: AbortSignal,
    onText: (delta: string) => void,
  ): Promise<ModelCallResult> {
    const slots = new Map<number, AssembledToolCall>();
    let lastIndex = -1;
    let finishReason: string | null = null;
    let text = "";
    let outputTokens = 0;
    let first = true;
    let timedOut = false;
    let ended = false;
    const chunks = readModelChunks(response);
    // Cancelling the body ends its reading (or fails it): the flag tells why.
    const expire = () => {
      timedOut = true;
      chunks.cancel();
    };
    let timer = setTimeout(expire, timeoutMs);
    const stopped = () => {
      if (signal.aborted) return abortError();
      if (timedOut) return new ProviderError("timeout", "The model stopped sending data.");
      return null;
    };

    try {
      while (true) {
        let batch: ChatCompletionChunk[] | null;
        try {
          batch = await chunks.next();
        } catch (error) {
          throw stopped() ?? mapError(error);
        }
        // A cancelled body ends quietly.
        const reason = stopped();
        if (reason) throw reason;
        if (batch === null) {
          ended = true;
          break;
        }
        if (first) {
          first = false;
          clearTimeout(timer);
          timer = setTimeout(expire, stallTimeoutMs);
        } else {
          timer.refresh();
        }

        for (const chunk of batch) {
          if (chunk.usage?.completion_tokens) outputTokens = chunk.usage.completion_tokens;
          const choice = chunk.choices?.find((candidate) => (candidate.index ?? 0) === 0);
          if (!choice) continue;
          const delta = choice.delta ?? {};
          const piece = (delta.content ?? "") + (delta.refusal ?? "");
          if (piece !== "") {
            text += piece;
            onText(piece);
          }
          for (const fragment of delta.tool_calls ?? []) {
            const index = fragmentIndex(fragment, slots, lastIndex);
            lastIndex = Math.max(lastIndex, index);
            const slot = slots.get(index) ?? { id: "", name: "", arguments: "" };
            slots.set(index, slot);
            if (fragment.id) slot.id = fragment.id;
            if (fragment.function?.name) slot.name = fragment.function.name;
            if (fragment.function?.arguments) slot.arguments += fragment.function.arguments;
          }
          if (choice.finish_reason) finishReason = choice.finish_reason;
        }
      }
    } finally {
      clearTimeout(timer);
      // A turn that stops reading early (a failure, a timeout, a callback's error) closes the connection.
      if (!ended) chunks.cancel();
    }

    const toolCalls = [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
    return { finishReason, text, toolCalls, outputTokens };
  }

  return {
    name: "openai",

    async run(input: AgentTurnInput, callbacks: AgentCallbacks): Promise<AgentTurnResult> {
      const { signal, budget } = input;
      const model = input.organization.aiModel?.trim() || defaultModel;
      // The system prompt (several KB) is built for each model call and not kept between them: an
      // open stream waiting for the model holds only what the turn itself needs (ADR 0086).
      const systemMessage = (): ChatCompletionMessageParam => ({
        role: "system",
        content: buildSystemPrompt(input.organization, input.world, {
          now: input.now,
          visitorLanguage: input.visitorLanguage,
        }),
      });
      const messages: ChatCompletionMessageParam[] = [
        ...input.history.map(
          (message): ChatCompletionMessageParam => ({ role: message.role, content: message.content }),
        ),
        { role: "user", content: input.userText },
      ];
      const used = { modelCalls: 0, toolCalls: 0, outputTokens: 0 };
      let emitted = "";
      const logFields = () => ({
        organizationId: input.organization.id,
        modelCalls: used.modelCalls,
        toolCalls: used.toolCalls,
        outputTokens: used.outputTokens,
      });

      while (true) {
        throwIfAborted(signal);
        if (used.modelCalls >= budget.maxModelCalls) throw new BudgetExceededError("maxModelCalls");
        if (used.outputTokens >= budget.maxOutputTokens) throw new BudgetExceededError("maxOutputTokens");
        used.modelCalls += 1;

        const outputTokens = Math.max(1, budget.maxOutputTokens - used.outputTokens);
        const params = (): ChatCompletionCreateParamsStreaming => ({
          model,
          messages: [systemMessage(), ...messages],
          tools,
          tool_choice: "auto",
          stream: true,
          stream_options: { include_usage: true },
          [tokenLimitParameter]: outputTokens,
        });
        // Text of a later model call starts a new paragraph of the same assistant message.
        let separatorPending = emitted !== "" && !/\s$/.test(emitted);
        const onText = (delta: string) => {
          const out = separatorPending ? `\n\n${delta.replace(/^\s+/, "")}` : delta;
          separatorPending = false;
          emitted += out;
          callbacks.text(out);
        };

        const startedAt = Date.now();
        let step: ModelCallResult;
        try {
          const response = await client.chat.completions.create(params(), { signal }).asResponse();
          step = await readStream(response, signal, onText);
        } catch (error) {
          if (signal.aborted || error instanceof APIUserAbortError) {
            logger.info("agent.openai.aborted", logFields());
            throw abortError();
          }
          const mapped = mapError(error);
          logger.warn("agent.openai.failed", {
            ...logFields(),
            kind: mapped.kind,
            status: error instanceof APIError ? error.status : undefined,
            ...describeError(error),
          });
          throw mapped;
        }
        used.outputTokens += step.outputTokens;
        logger.debug("agent.openai.model_call", {
          ...logFields(),
          finishReason: step.finishReason,
          requestedToolCalls: step.toolCalls.length,
          durationMs: Date.now() - startedAt,
        });

        // `length` cut the answer (any tool call in it may be truncated); `stop`, `content_filter`
        // and a missing reason end the turn unless the model asked for tools. Some compatible
        // servers report `stop` together with tool calls, so the calls decide, not the reason.
        if (step.finishReason === "length" || step.toolCalls.length === 0) break;

        const assistantCalls: ChatCompletionMessageToolCall[] = [];
        const toolMessages: ChatCompletionMessageParam[] = [];
        for (const [position, call] of step.toolCalls.entries()) {
          throwIfAborted(signal);
          if (used.toolCalls >= budget.maxToolCalls) throw new BudgetExceededError("maxToolCalls");
          used.toolCalls += 1;
          const id = call.id || `call_${used.modelCalls}_${position}`;
          const parsed = parseArguments(call.arguments);
          let content: string;
          if (!isToolName(call.name)) {
            content = toolMessageContent({
              ok: false,
              error: `Unknown tool "${call.name.slice(0, 64)}". Use one of: ${toolNames.join(", ")}.`,
            });
          } else if (!parsed.ok) {
            content = toolMessageContent({
              ok: false,
              error: "The arguments were not valid JSON. Call the tool again with a JSON object.",
            });
          } else {
            content = toolMessageContent(await callbacks.callTool(call.name, parsed.value));
          }
          assistantCalls.push({
            id,
            type: "function",
            // Arguments that are not JSON are not echoed: some servers re-parse the history.
            function: { name: call.name, arguments: parsed.ok && call.arguments.trim() !== "" ? call.arguments : "{}" },
          });
          toolMessages.push({ role: "tool", tool_call_id: id, content });
        }
        messages.push(
          { role: "assistant", content: step.text === "" ? null : step.text, tool_calls: assistantCalls },
          ...toolMessages,
        );
      }

      logger.debug("agent.openai.turn_done", logFields());
      return { memory: null };
    },
  };
}
