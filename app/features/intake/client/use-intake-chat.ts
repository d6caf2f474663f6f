import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { AiState, StreamEvent } from "~/features/intake/agent/events.ts";
import type { Block } from "~/features/intake/agent/blocks.ts";
import type { ChatMessage } from "~/features/intake/chat-message.ts";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import { preloadMarkdownRenderer } from "~/components/markdown.tsx";
import { showToast } from "~/features/toasts/show-toast.ts";
import { readEventStream } from "./read-event-stream.ts";

/** A message as the browser shows it while a turn streams. */
export type LiveMessage = ChatMessage & {
  aiState?: AiState | null;
  toolLabel?: string | null;
  /** A failure to show under the message, with the text to send again. */
  failure?: { message: string; retryText: string | null; retryFiles?: MessageFile[] } | null;
};

/**
 * The server's latest window of messages, with the older ones the visitor loaded above it kept:
 * a revalidation after a turn must not drop the history they scrolled back through, nor the turns
 * the loaded window does not know yet.
 */
export function mergeWithLoadedHistory(current: readonly LiveMessage[], latest: ChatMessage[]): LiveMessage[] {
  const newer = notYetLoaded(current, latest);
  const first = latest[0];
  if (!first) return [...newer];
  const index = current.findIndex((message) => message.id === first.id);
  const latestIds = new Set(latest.map((message) => message.id));
  const older =
    index >= 0
      ? current.slice(0, index)
      : current.filter(
          (message) =>
            !message.id.startsWith("local-") && !latestIds.has(message.id) && message.createdAt < first.createdAt,
        );
  return [...older.filter((message) => !latestIds.has(message.id)), ...latest, ...newer];
}

/**
 * The messages after the last one the loaded window knows, when they must stay:
 * - a stale window (loaded before the latest turn was stored: a revalidation still in flight when
 *   the visitor sent the next message) misses a turn the server did store, whose answer already
 *   carries the server's id: that turn stays until a fresh window brings it;
 * - a turn the server refused before storing it (a 402, a 401, the network) lives only in the
 *   browser, the visitor's words and the failed answer with its notice and Retry: it stays, so
 *   nothing the visitor typed disappears.
 * A stored turn in a fresh window comes back with the server's ids instead, without a duplicate.
 */
function notYetLoaded(current: readonly LiveMessage[], latest: readonly ChatMessage[]): LiveMessage[] {
  const known = new Set(latest.map((message) => message.id));
  let last = -1;
  current.forEach((message, index) => {
    if (known.has(message.id)) last = index;
  });
  const tail = current.slice(last + 1);
  const storedButNotLoaded = tail.some((message) => !message.id.startsWith("local-"));
  const refused = tail.some((message) => message.role === "assistant" && message.status === "failed");
  return storedButNotLoaded || refused ? tail : [];
}

type SessionState =
  | { status: "starting" }
  | { status: "ready"; sessionId: string }
  | { status: "failed"; message: string };

/**
 * The chat with JavaScript: starts or resumes the secure session, sends messages optimistically,
 * streams the answer (aiState thinking → generating / processing), and revalidates the page when
 * a turn ends so the server-rendered matter, blocks and quota are current.
 */
export function useIntakeChat(options: { organizationId: string; initialMessages: ChatMessage[]; enabled: boolean }) {
  const { organizationId, initialMessages, enabled } = options;
  const [session, setSession] = useState<SessionState>({ status: "starting" });
  const [messages, setMessages] = useState<LiveMessage[]>(initialMessages);
  const [busy, setBusy] = useState(false);
  const [restricted, setRestricted] = useState<string | null>(null);
  /** How many streamed turns have ended (the usage quota is refreshed after each). */
  const [turnsEnded, setTurnsEnded] = useState(0);
  const { t } = useTranslation("chat");
  const { t: tf } = useTranslation("files");
  const revalidator = useRevalidator();
  const busyRef = useRef(false);

  // The server's messages are the truth whenever no turn is in flight.
  useEffect(() => {
    if (!busyRef.current) setMessages((current) => mergeWithLoadedHistory(current, initialMessages));
  }, [initialMessages]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch("/api/sessions", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ organizationId }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as {
          success?: boolean;
          data?: { sessionId: string };
          error?: string;
        } | null;
        if (!response.ok || !body?.success || !body.data) {
          setSession({
            status: "failed",
            message: body?.error ?? `Session initialization failed (${response.status})`,
          });
          return;
        }
        setSession({ status: "ready", sessionId: body.data.sessionId });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setSession({ status: "failed", message: `Session initialization failed (${String(error)})` });
      });
    return () => controller.abort();
  }, [organizationId, enabled]);

  const updateLast = useCallback((update: (message: LiveMessage) => LiveMessage) => {
    setMessages((current) => {
      const next = [...current];
      const index = next.length - 1;
      if (index >= 0 && next[index]!.role === "assistant") next[index] = update(next[index]!);
      return next;
    });
  }, []);

  /**
   * Takes the message (true) or refuses it (false) at once; the turn then streams on its own. The
   * answer is synchronous so the composer clears the moment the message is in the list, and never
   * later, when the visitor may already be typing the next one.
   */
  const send = useCallback(
    (text: string, files: MessageFile[] = []): boolean => {
      const content = text.trim();
      if ((content === "" && files.length === 0) || busyRef.current || session.status !== "ready") return false;
      busyRef.current = true;
      setBusy(true);
      const now = new Date().toISOString();
      setMessages((current) => [
        // A failed turn's notice is replaced by the new attempt.
        ...current.filter((message) => !(message.failure && message.role === "assistant" && message.content === "")),
        {
          id: `local-user-${now}`,
          role: "user",
          content,
          blocks: [],
          files,
          status: "complete",
          errorCode: null,
          createdAt: now,
        },
        {
          id: `local-assistant-${now}`,
          role: "assistant",
          content: "",
          blocks: [],
          files: [],
          status: "streaming",
          errorCode: null,
          createdAt: now,
          aiState: "thinking",
        },
      ]);
      // The answer streams as Markdown: its renderer loads while the model starts (ADR 0069).
      preloadMarkdownRenderer();
      void streamTurn(session.sessionId, content, files);
      return true;
    },
    [organizationId, session, updateLast, revalidator, t, tf],
  );

  async function streamTurn(sessionId: string, content: string, files: MessageFile[]) {
    /** The answer failed: the message shown under it, and the text to send again (null: none). */
    const failTurn = (message: string, retryText: string | null) =>
      updateLast((last) => ({
        ...last,
        status: "failed",
        aiState: null,
        failure: { message, retryText, retryFiles: files },
      }));
    try {
      const response = await fetch("/api/agent/stream", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ messages: [{ role: "user", content }], organizationId, sessionId, attachments: files }),
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as {
          error?: string;
          details?: { message?: string };
        } | null;
        // 402 is the usage limit: the server's words, or 'Monthly usage limit reached.'.
        const fallback = response.status === 402 ? t("errors.monthlyLimit") : `Streaming API error: ${response.status}`;
        const message = body?.details?.message ?? body?.error ?? fallback;
        if (response.status === 402) setRestricted(message);
        failTurn(message, response.status === 402 ? null : content);
        return;
      }
      for await (const event of readEventStream<StreamEvent>(response.body)) applyEvent(event, content);
    } catch {
      failTurn(
        "I'm having trouble connecting to our AI service right now. Your message has been saved, so please try again in a moment.",
        content,
      );
    } finally {
      busyRef.current = false;
      setBusy(false);
      setTurnsEnded((count) => count + 1);
      void revalidator.revalidate();
    }

    function applyEvent(event: StreamEvent, sent: string) {
      switch (event.type) {
        case "connected":
          updateLast((last) => ({ ...last, id: event.messageId, aiState: "thinking" }));
          break;
        case "text":
          updateLast((last) => ({
            ...last,
            content: last.content + event.delta,
            aiState: "generating",
            toolLabel: null,
          }));
          break;
        case "tool_call":
          updateLast((last) => ({ ...last, aiState: "processing", toolLabel: event.label }));
          break;
        case "tool_result":
          if (event.block) updateLast((last) => ({ ...last, blocks: upsert(last.blocks, event.block!) }));
          // Every lawyer search shown in the chat is announced (spec §4 'New Search').
          if (event.block?.type === "lawyerSearchResults")
            showToast({ type: "info", title: tf("toasts.newSearch"), description: tf("toasts.newSearchDescription") });
          break;
        case "final":
          updateLast((last) => ({
            ...last,
            id: event.messageId,
            content: event.content,
            blocks: event.blocks,
            status: "complete",
            aiState: null,
            toolLabel: null,
          }));
          break;
        case "security_block":
          updateLast((last) => ({
            ...last,
            content: event.message,
            status: "complete",
            aiState: null,
            errorCode: "SECURITY_BLOCK",
          }));
          break;
        case "error":
          failTurn(event.message, event.retryable ? sent : null);
          break;
        default:
          break;
      }
    }
  }

  return { session, messages, setMessages, busy, restricted, send, turnsEnded };
}

function upsert(blocks: Block[], block: Block): Block[] {
  const index = blocks.findIndex((existing) => existing.type === block.type);
  if (index === -1) return [...blocks, block];
  const next = [...blocks];
  next[index] = block;
  return next;
}
