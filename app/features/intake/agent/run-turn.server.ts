import { db, type Executor, preparedDb, transaction } from "../../../../db/client.ts";
import type { Conversation } from "../../../../db/tables.ts";
import { env } from "~/lib/env.server.ts";
import { isDatabaseUnavailable, retryWhileDatabaseUnavailable } from "~/lib/database-unavailable.server.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { containsLink, recordActivity } from "~/features/activity/record-activity.server.ts";
import { getMatterForConversation } from "~/features/matters/matters.server.ts";
import type { DocumentChecklist } from "~/features/matters/schemas.ts";
import { recordConflictCheck } from "~/features/conflicts/record-conflict-check.server.ts";
import { consultationFeeRequired } from "~/features/payments/consultation-payment.server.ts";
import type { IntakeOrganization } from "~/features/organizations/get-intake-organization.server.ts";
import { saveAgentMemory } from "~/features/intake/conversations.server.ts";
import { rememberVisitorLanguage, visitorLanguageForTurn } from "~/features/intake/language/visitor-language.server.ts";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import {
  insertMessage,
  messagesOf,
  textForModel,
  type ToolCallRecord,
  updateMessage,
} from "~/features/conversations/messages.server.ts";
import type { ChatMessage } from "~/features/intake/chat-message.ts";
import type { Block } from "./blocks.ts";
import { builtinProvider } from "./builtin-provider.ts";
import { streamErrorKeys, type StreamErrorCode, type StreamEvent } from "./events.ts";
import { screenUserMessage } from "./guard-rails.ts";
import { createOpenAIProvider } from "./openai-provider.server.ts";
import {
  type AgentProvider,
  BudgetExceededError,
  type ContactDetails,
  ProviderError,
  type TurnBudget,
  type WorldSnapshot,
} from "./provider.ts";
import { agentText } from "./builtin/agent-text.ts";
import { executeTool, turnUnderstanding } from "./tool-executor.server.ts";
import { readTurnReads, type TurnHistory, type TurnMatter } from "~/features/intake/turn-reads.server.ts";
import {
  recordAssistantTurn,
  recordGuardRailDecision,
  recordVisitorMessage,
} from "~/features/intake-record/record-intake-events.server.ts";

/**
 * One turn of the intake conversation, the same for the streamed page and the no-JavaScript
 * form: store the visitor's message, run the provider, execute tools, store the assistant's
 * message as it grows, and report every step through `emit`. Whatever happens, the visitor's
 * message is kept; a failure leaves a visible, retryable assistant message.
 *
 * Once the visitor's message is stored, the turn always ends with `final` or `error` and the
 * answer leaves `streaming` (complete, failed or interrupted), even when PostgreSQL restarts or
 * cuts the connection mid-turn: the answer's last write is repeated until the database answers
 * again (retryWhileDatabaseUnavailable), and the error event is sent before the failure is
 * written. When the visitor's message itself cannot be stored, runTurn throws that error and
 * nothing was written (streamTurn turns it into an error event).
 */
export const turnBudget: TurnBudget = { maxOutputTokens: 1_500, maxToolCalls: 6, maxModelCalls: 6 };
const persistEveryMs = 400;

export type TurnParams = {
  organization: IntakeOrganization;
  conversation: Conversation;
  /** The visitor's words (may be empty when files were sent alone). */
  userText: string;
  /** The files the visitor attached through the composer, stored on their message. */
  files?: MessageFile[];
  signal: AbortSignal;
  emit: (event: StreamEvent) => void;
  now?: Date;
  /** The page's language (the interface locale): the tie-breaker and fallback for the visitor's language. */
  pageLanguage?: string | null;
  /** False when userText is the page speaking for the visitor, not the visitor's own words. */
  languageFromText?: boolean;
  /** What the model needs from the database, when it was already asked for (readTurnContext). */
  context?: Promise<TurnContext>;
};

/** The conversation's history and the state of its matter, as the model reads them at the start of a turn. */
export type TurnContext = [history: TurnHistory, world: WorldSnapshot];

/** The history and matter the model reads, for a conversation already known. */
export function readTurnContext(organization: IntakeOrganization, conversation: Conversation): Promise<TurnContext> {
  const context = readTurnReads(preparedDb, { organizationId: organization.id, conversationId: conversation.id }).then(
    ([history, matter]): TurnContext => [history, worldOf(conversation, matter)],
  );
  context.catch(() => {});
  return context;
}

export type TurnOutcome = {
  status: "complete" | "failed" | "interrupted" | "blocked";
  assistantMessage: ChatMessage | null;
  producedOutput: boolean;
};

let openaiProvider: AgentProvider | undefined;

/** A key, or a base URL alone (a local OpenAI-compatible server often needs no key). One client per process. */
export function chooseProvider(): AgentProvider {
  if (!env().OPENAI_API_KEY && !env().OPENAI_BASE_URL) return builtinProvider;
  openaiProvider ??= createOpenAIProvider();
  return openaiProvider;
}

export async function worldSnapshot(
  organization: IntakeOrganization,
  conversation: Conversation,
): Promise<WorldSnapshot> {
  const matter = await getMatterForConversation(db, {
    organizationId: organization.id,
    conversationId: conversation.id,
  });
  return worldOf(conversation, matter);
}

/**
 * What the model is told of the conversation's state: its contact, matter and holds. Read off the
 * matter's columns (the ones a turn reads, TurnMatter), not its whole view (viewMatter).
 */
export function worldOf(conversation: Conversation, matter: TurnMatter | null): WorldSnapshot {
  const checklist = (matter?.checklist as DocumentChecklist | null | undefined) ?? null;
  return {
    contact: (conversation.contact as ContactDetails | null) ?? null,
    matterNumber: matter?.matter_number ?? null,
    checklistShown: Boolean(checklist),
    checklistDone: Boolean(
      matter &&
        (matter.checklist_skipped_at !== null ||
          (checklist && checklist.documents.every((d) => !d.required || d.status === "uploaded"))),
    ),
    paymentRequired: Boolean(matter?.payment_required),
    paymentId: matter?.payment_id ?? null,
    reviewRequested: Boolean(matter && matter.review_requested_at !== null),
    conflictHold: conversation.conflict_hold,
  };
}

export async function runTurn(params: TurnParams, provider: AgentProvider = chooseProvider()): Promise<TurnOutcome> {
  const { organization, conversation, emit } = params;
  const scope = { organizationId: organization.id, conversationId: conversation.id };
  const now = params.now ?? new Date();
  const files = params.files ?? [];
  // The model reads the attachments as a line naming them; the message keeps the words and the files apart.
  const modelText = textForModel(params.userText, files);
  const language = visitorLanguageForTurn({
    text: params.userText,
    pageLanguage: params.pageLanguage,
    stored: conversation.visitor_language,
    fromText: params.languageFromText,
  });
  const screening = screenUserMessage(modelText, language.language);

  if (screening.blocked) {
    const { userMessage, assistant } = await storeTurn(scope, params.userText, files, {
      role: "assistant",
      content: screening.message,
      errorCode: "SECURITY_BLOCK",
    });
    emit({
      type: "connected",
      conversationId: conversation.id,
      userMessageId: userMessage.id,
      messageId: assistant.id,
    });
    emit({ type: "security_block", reason: screening.reason, message: screening.message });
    // The refusal is stored and shown; a failure to record it is logged, not the visitor's problem.
    await recordGuardRailDecision(db, scope, screening).catch((error) =>
      logger.warn("intake_record.append_failed", {
        conversationId: conversation.id,
        kind: "guard_rail",
        ...describeError(error),
      }),
    );
    emit({ type: "final", messageId: assistant.id, content: screening.message, blocks: [] });
    logger.info("agent.turn.blocked", { conversationId: conversation.id, reason: screening.reason });
    return { status: "blocked", assistantMessage: assistant, producedOutput: true };
  }

  // What the model needs, read before this turn's messages exist.
  const [storedHistory, world] = await (params.context ?? readTurnContext(organization, conversation));
  // A retry sends the failed turn's text again: the model sees it once.
  const last = storedHistory.at(-1);
  const history = last?.role === "user" && last.content === modelText ? storedHistory.slice(0, -1) : storedHistory;

  // The visitor's message and the answer's placeholder are committed while the model is already
  // asked: the commit overlaps the model's time to first token. Nothing is shown or written for the
  // answer until the commit is done, so `connected` still means the visitor's message is saved.
  const controller = new AbortController();
  const onAbort = () => controller.abort(params.signal.reason);
  params.signal.addEventListener("abort", onAbort, { once: true });
  let stored: { userMessage: { id: string }; assistant: ChatMessage } | null = null;
  let pendingText = "";
  // The language this message told is remembered in the same commit, off the path to the model.
  const ready = storeTurn(
    scope,
    params.userText,
    files,
    { role: "assistant", content: "", status: "streaming", aiState: "thinking" },
    (trx) => rememberVisitorLanguage(trx, conversation, language.detected),
  ).then((turn) => {
    stored = turn;
    emit({
      type: "connected",
      conversationId: conversation.id,
      userMessageId: turn.userMessage.id,
      messageId: turn.assistant.id,
    });
    emit({ type: "typing" });
    if (pendingText !== "") emit({ type: "text", delta: pendingText });
    pendingText = "";
    return turn;
  });
  // If the commit fails, the model is stopped; the failure is reported below.
  ready.catch(() => controller.abort());

  let content = "";
  const blocks: Block[] = [];
  const toolCalls: ToolCallRecord[] = [];
  let lastPersist = Date.now();
  // Text is written at most every persistEveryMs, in order; tools and the end wait for it.
  let persisted: Promise<void> = Promise.resolve();
  const messageScope = () => ({ ...scope, messageId: stored!.assistant.id });
  const persistText = () => {
    if (!stored || Date.now() - lastPersist < persistEveryMs) return;
    lastPersist = Date.now();
    const snapshot = content;
    const target = messageScope();
    // A snapshot of the text so far: losing one to a cut connection is harmless, the last write carries all.
    persisted = persisted
      .then(() => updateMessage(db, target, { content: snapshot, aiState: "generating" }))
      .catch((error) =>
        logger.warn("agent.turn.snapshot_failed", { conversationId: conversation.id, ...describeError(error) }),
      );
  };

  // The extraction of the visitor's words, shared by every create_matter/update_matter of the turn.
  const understanding = turnUnderstanding(scope, conversation.visitor_language ?? null);
  const started = Date.now();
  try {
    const result = await provider.run(
      {
        organization: {
          id: organization.id,
          name: organization.name,
          availableServices: organization.config.availableServices,
          serviceQuestions: organization.config.serviceQuestions,
          requiresPayment: consultationFeeRequired(organization.config),
          consultationFee: organization.config.consultationFee,
          jurisdictionDescription: organization.config.jurisdiction.description,
          aiModel: organization.config.aiModel,
          referralText: organization.config.referralText ?? null,
        },
        history,
        userText: modelText,
        memory: conversation.agent_memory ?? null,
        world,
        budget: turnBudget,
        signal: controller.signal,
        now,
        visitorLanguage: language.language,
      },
      {
        text(delta) {
          content += delta;
          if (!stored) {
            pendingText += delta;
            return;
          }
          emit({ type: "text", delta });
          persistText();
        },
        // The other side became known: the conflict check runs before the story goes on (ADR 0040, 0041).
        async checkParties(parties) {
          const { hold } = await recordConflictCheck(
            db,
            { organizationId: organization.id, conversationId: conversation.id },
            parties,
          );
          return { hold };
        },
        async callTool(name, args) {
          await ready;
          await persisted;
          await updateMessage(db, messageScope(), { content, aiState: "processing" });
          return executeTool(
            {
              organization,
              conversation,
              contact: world.contact,
              emit,
              understanding,
              language: language.language,
              async record(call) {
                toolCalls.push({
                  id: call.id,
                  name: call.name,
                  args: call.args,
                  ok: call.outcome.ok,
                  result: call.outcome.ok ? call.outcome.result : null,
                  error: call.outcome.ok ? null : call.outcome.error,
                });
                if (call.outcome.ok && call.outcome.block) upsertBlock(blocks, call.outcome.block);
                await updateMessage(db, messageScope(), { content, blocks, toolCalls });
              },
            },
            name,
            args,
          );
        },
      },
    );
    const { assistant } = await ready;
    await persisted;
    content = content.trim();
    await settle(() =>
      updateMessage(db, messageScope(), { content, blocks, toolCalls, status: "complete", aiState: null }),
    );
    await settle(() => saveAgentMemory(db, conversation, result.memory));
    emit({ type: "final", messageId: assistant.id, content, blocks });
    logger.info("agent.turn.completed", {
      conversationId: conversation.id,
      provider: provider.name,
      tools: toolCalls.length,
      ms: Date.now() - started,
    });
    return {
      status: "complete",
      assistantMessage: { ...assistant, content, blocks, status: "complete" },
      producedOutput: true,
    };
  } catch (error) {
    // The visitor's message could not be stored (the model was stopped, so `error` is its
    // AbortError): what failed is the storage, and nothing of the turn exists.
    let storeFailure: unknown = null;
    const turn = await ready.catch((failure: unknown) => {
      storeFailure = failure;
      return null;
    });
    if (!turn) throw storeFailure;
    const producedOutput = content !== "" || toolCalls.length > 0;
    if (params.signal.aborted) {
      // The visitor left mid-answer: keep what was said, marked interrupted.
      await persisted;
      await settle(() =>
        updateMessage(db, messageScope(), { content, blocks, toolCalls, status: "interrupted", aiState: null }),
      ).catch(() => {});
      logger.info("agent.turn.interrupted", { conversationId: conversation.id, provider: provider.name });
      return { status: "interrupted", assistantMessage: null, producedOutput };
    }
    const code = errorCodeOf(error);
    logger.warn("agent.turn.failed", {
      conversationId: conversation.id,
      provider: provider.name,
      code,
      ...describeError(error),
    });
    // The visitor is told first: the writes may have to wait for the database.
    emit({ type: "error", code, message: errorMessageFor(code, language.language), retryable: true });
    await persisted;
    await settle(() =>
      updateMessage(db, messageScope(), {
        content,
        blocks,
        toolCalls,
        status: "failed",
        aiState: null,
        errorCode: code,
      }),
    ).catch(() => {});
    return {
      status: "failed",
      assistantMessage: { ...turn.assistant, content, blocks, status: "failed", errorCode: code },
      producedOutput,
    };
  } finally {
    params.signal.removeEventListener("abort", onAbort);
    await recordAssistantTurn(db, scope, {
      messageId: await ready.then(
        (turn) => turn.assistant.id,
        () => null,
      ),
      provider: provider.name,
      aiModel: organization.config.aiModel,
    });
  }
}

/**
 * The answer's last writes (its final status, the agent's memory) are idempotent: repeated while
 * the database is unreachable, for up to 30 s. A write that still fails is logged and thrown; an
 * answer left `streaming` then is marked interrupted by the sweep (interruptAbandonedStreams).
 */
async function settle(write: () => Promise<void>): Promise<void> {
  try {
    await retryWhileDatabaseUnavailable(write, {
      onRetry: (attempt, error) => logger.warn("agent.turn.write_retried", { attempt, ...describeError(error) }),
    });
  } catch (error) {
    logger.warn("agent.turn.write_failed", describeError(error));
    throw error;
  }
}

/**
 * The visitor's message (or the failed turn's, on a retry) and the answer's first state, in one
 * durable commit, with `alsoWrite` (what the turn learnt about the conversation) in the same commit.
 */
function storeTurn(
  scope: { organizationId: string; conversationId: string },
  userText: string,
  files: MessageFile[],
  answer: Parameters<typeof insertMessage<Block>>[2],
  alsoWrite?: (trx: Executor) => Promise<void>,
): Promise<{ userMessage: { id: string }; assistant: ChatMessage }> {
  return transaction(async (trx) => {
    await alsoWrite?.(trx);
    const reused = await reuseFailedTurn(trx, scope, userText, files);
    const userMessage = reused ?? (await insertMessage(trx, scope, { role: "user", content: userText, files }));
    if (!reused) await recordVisitorMessage(trx, scope, userMessage as ChatMessage);
    if (!reused && containsLink(userText)) {
      await recordActivity(trx, {
        organizationId: scope.organizationId,
        conversationId: scope.conversationId,
        eventType: "link_shared",
        title: { key: "linkShared" },
        description: { key: "linkShared" },
        actorType: "visitor",
        metadata: { messageId: userMessage.id },
      });
    }
    return { userMessage, assistant: await insertMessage<Block>(trx, scope, answer) };
  });
}

/**
 * A retry: when the visitor sends again the message whose answer failed, the stored message is
 * reused and the failed answer removed, so the transcript does not show the message twice.
 */
async function reuseFailedTurn(
  executor: Executor,
  scope: { organizationId: string; conversationId: string },
  text: string,
  files: MessageFile[],
) {
  const [last, previous] = await messagesOf(executor, scope)
    .select(["id", "role", "content", "files", "status", "blocks", "error_code", "created_at"])
    .orderBy("seq", "desc")
    .limit(2)
    .execute();
  if (
    !last ||
    !previous ||
    last.role !== "assistant" ||
    last.status !== "failed" ||
    previous.role !== "user" ||
    previous.content !== text
  )
    return null;
  const sameFiles =
    ((previous.files ?? []) as MessageFile[]).map((file) => file.fileId).join(",") ===
    files.map((file) => file.fileId).join(",");
  if (!sameFiles) return null;
  await executor
    .deleteFrom("messages")
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", last.id)
    .execute();
  return { id: previous.id };
}

function errorCodeOf(error: unknown): StreamErrorCode {
  if (error instanceof BudgetExceededError) return "BUDGET_EXCEEDED";
  if (error instanceof ProviderError) return error.kind === "timeout" ? "PROVIDER_TIMEOUT" : "PROVIDER_UNAVAILABLE";
  if (isDatabaseUnavailable(error)) return "SERVICE_UNAVAILABLE";
  return "INTERNAL_ERROR";
}

/** The failure as the visitor reads it, in their language. */
function errorMessageFor(code: StreamErrorCode, language: string): string {
  return agentText(language)(streamErrorKeys[code]);
}

/** A message shows one block of each kind: a later tool result replaces an earlier one. */
function upsertBlock(blocks: Block[], block: Block) {
  const index = blocks.findIndex((existing) => existing.type === block.type);
  if (index === -1) blocks.push(block);
  else blocks[index] = block;
}
