import { useTranslation } from "react-i18next";
import type { LastResult } from "~/components/forms.tsx";
import { Markdown } from "~/components/markdown.tsx";
import type { MatterView } from "~/features/matters/matter-view.ts";
import type { Block } from "~/features/intake/agent/blocks.ts";
import type { LiveMessage } from "~/features/intake/client/use-intake-chat.ts";
import { deferredPart } from "~/components/deferred-part.tsx";
import { AiStatus, StreamingCursor } from "./ai-status.tsx";
import { MessageFiles } from "~/features/files/components/message-files.tsx";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";

/**
 * The blocks under a message (contact form, checklist, matter, payment, lawyers, case PDF) are a
 * deferred part (ADR 0108): rendered on the server and hydrated as before, but their code, with
 * the form library and the phone widget, is not in the intake page's first load. The page's loader
 * awaits `loadMessageBlocks` before it renders on the server.
 */
const blocks = deferredPart("intake-message-blocks", () =>
  import("./message-blocks.tsx").then((module) => module.BlockView),
);
export const loadMessageBlocks = blocks.load;

/** What live blocks show: the matter's current state, not the snapshot stored with the message. */
export type LiveState = {
  matter: MatterView | null;
  contactSubmitted: boolean;
  /** Where the contact form posts (the page's action URL); null where no page handles it. */
  contactAction: string | null;
  contactResult: LastResult;
  uploadError: { documentId: string; message: string } | null;
  /** Only the latest message of each block kind is interactive. */
  latestBlockMessage: Partial<Record<Block["type"], string>>;
};

export function MessageItem({
  message,
  live,
  onRetry,
}: {
  message: LiveMessage;
  live: LiveState;
  onRetry: ((text: string, files: MessageFile[]) => void) | null;
}) {
  const { t } = useTranslation("chat");
  const isUser = message.role === "user";
  const streaming = message.status === "streaming";
  return (
    <li
      className={`flex flex-col gap-2 ${isUser ? "items-end" : "items-start"}`}
      data-role={message.role}
      aria-busy={streaming || undefined}
    >
      <span className="sr-only">{isUser ? t("message.you") : t("message.assistant")}:</span>
      {message.content || (isUser && !streaming) ? (
        <div
          className={`flex max-w-[85%] flex-col gap-2 rounded-2xl px-4 py-2 ${isUser ? "bg-brand text-on-brand" : "bg-surface-raised"}`}
        >
          {isUser ? (
            message.content ? (
              <p className="whitespace-pre-wrap break-words">{message.content}</p>
            ) : null
          ) : (
            <Markdown html={message.html}>{message.content}</Markdown>
          )}
          <MessageFiles files={message.files ?? []} />
        </div>
      ) : null}
      {streaming ? (
        <div className="flex items-center gap-2">
          {message.content === "" ? <StreamingCursor /> : null}
          <AiStatus state={message.aiState ?? "thinking"} toolLabel={message.toolLabel} />
        </div>
      ) : null}
      {message.blocks.map((block) => (
        <div key={block.type} className="w-full max-w-[85%]" {...blocks.marker}>
          <blocks.Part block={block} messageId={message.id} live={live} />
        </div>
      ))}
      {message.status === "interrupted" ? <p className="text-sm text-ink-muted">{t("message.interrupted")}</p> : null}
      {message.status === "failed" || message.failure ? (
        <div role="alert" className="flex max-w-[85%] flex-col gap-2 rounded-lg border border-danger/40 p-3 text-sm">
          <p>{message.failure?.message ?? t("errors.unavailable")}</p>
          {message.failure && mentionsAuthentication(message.failure.message) ? (
            <a
              href={`/auth?mode=signin&redirectTo=${encodeURIComponent(currentPath())}`}
              className="self-start rounded bg-brand px-3 py-1 text-on-brand"
            >
              {t("errors.signIn")}
            </a>
          ) : null}
          {onRetry &&
          message.failure &&
          message.failure.retryText !== null &&
          (message.failure.retryText !== "" || (message.failure.retryFiles ?? []).length > 0) ? (
            <button
              type="button"
              onClick={() => onRetry(message.failure!.retryText!, message.failure!.retryFiles ?? [])}
              className="self-start rounded border border-line px-3 py-1"
            >
              {t("message.retry")}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** An error about signing in (spec §8): the failure offers the sign-in page. */
export function mentionsAuthentication(message: string): boolean {
  return /\b(authenticat\w*|unauthori[sz]ed|sign(?:ed)?[ -]?in|log(?:ged)?[ -]?in)\b/i.test(message);
}

function currentPath(): string {
  return typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`;
}
