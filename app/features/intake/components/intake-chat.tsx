import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useNavigation, useRevalidator } from "react-router";
import type { Block } from "~/features/intake/agent/blocks.ts";
import type { ChatMessage } from "~/features/intake/chat-message.ts";
import { useHydrated } from "~/components/use-hydrated.ts";
import { type LiveMessage, useIntakeChat } from "~/features/intake/client/use-intake-chat.ts";
import { useUsageQuota } from "~/features/intake/client/use-usage-quota.ts";
import type { UsageQuota } from "~/features/usage/schemas.ts";
import { Composer } from "./composer.tsx";
import { UsageBanner } from "./usage-banner.tsx";
import { DisclaimerNotice } from "./disclaimer-notice.tsx";
import { type LiveState, loadMessageBlocks, MessageItem } from "./message-item.tsx";

export type IntakeChatProps = {
  organizationId: string;
  organizationName: string;
  introMessage: string | null;
  acknowledged: boolean;
  messages: ChatMessage[];
  olderHref: string | null;
  live: Omit<LiveState, "latestBlockMessage">;
  restriction: string | null;
  quota: UsageQuota | null;
  sendError: { message: string; text: string } | null;
  /** Heads the message list and scrolls with it (the organization's welcome header, spec §2). */
  header?: React.ReactNode;
};

/**
 * The conversation: the firm's notice until it is accepted, then the messages and the composer.
 * Server-rendered and working as forms; once hydrated it streams through useIntakeChat.
 */
export function IntakeChat(props: IntakeChatProps) {
  const { t } = useTranslation("chat");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const chat = useIntakeChat({
    organizationId: props.organizationId,
    initialMessages: props.messages,
    enabled: props.acknowledged,
  });
  const messages: LiveMessage[] = hydrated ? chat.messages : props.messages;
  const quota = useUsageQuota(props.organizationId, props.quota, chat.turnsEnded);
  const list = useRef<HTMLOListElement>(null);
  const nearBottom = useRef(true);

  const latestBlockMessage = useMemo(() => {
    const latest: Partial<Record<Block["type"], string>> = {};
    for (const message of messages) for (const block of message.blocks) latest[block.type] = message.id;
    return latest;
  }, [messages]);

  // Older messages load when the visitor scrolls within 100 px of the top (debounced 50 ms).
  const older = useFetcher<{ found: boolean; chat?: { messages: ChatMessage[]; olderHref: string | null } }>();
  const [olderHref, setOlderHref] = useState(props.olderHref);
  /** Once older pages are loaded, the page's own link (for its latest window) would load them again. */
  const loadedOlder = useRef(false);
  useEffect(() => {
    if (!loadedOlder.current) setOlderHref(props.olderHref);
  }, [props.olderHref]);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The distance from the bottom to keep while a page of older messages is added above. */
  const keepOffset = useRef<number | null>(null);
  /** The loaded page has been handed to the list: the next layout restores the place. */
  const restoreReady = useRef(false);
  const onScroll = useCallback(
    (event: React.UIEvent<HTMLElement>) => {
      const element = event.currentTarget;
      nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= 10;
      clearTimeout(scrollTimer.current);
      scrollTimer.current = setTimeout(() => {
        // One page at a time: the next waits until this one is in place and the visitor scrolls again.
        if (element.scrollTop <= 100 && olderHref && older.state === "idle" && keepOffset.current === null) {
          keepOffset.current = element.scrollHeight - element.scrollTop;
          older.load(`/${olderHref}&index`);
        }
      }, 50);
    },
    [olderHref, older],
  );
  useEffect(() => () => clearTimeout(scrollTimer.current), []);
  const { setMessages } = chat;
  useEffect(() => {
    const page = older.data?.chat;
    if (!page) {
      if (older.data) keepOffset.current = null;
      return;
    }
    loadedOlder.current = true;
    restoreReady.current = true;
    setMessages((current) => [
      ...page.messages.filter((message) => !current.some((existing) => existing.id === message.id)),
      ...current,
    ]);
    setOlderHref(page.olderHref);
  }, [older.data, setMessages]);

  // After older messages are added above, the visitor's place is kept (the same distance from the
  // bottom); otherwise the list follows the conversation when the visitor is within 10 px of the
  // bottom or just wrote.
  useLayoutEffect(() => {
    const element = list.current?.parentElement;
    if (!element) return;
    if (keepOffset.current !== null) {
      if (!restoreReady.current) return;
      element.scrollTop = element.scrollHeight - keepOffset.current;
      keepOffset.current = null;
      restoreReady.current = false;
      return;
    }
    const last = messages[messages.length - 1];
    if (nearBottom.current || last?.role === "user") element.scrollTop = element.scrollHeight;
  }, [messages]);

  useEffect(() => {
    if (chat.restricted) nearBottom.current = true;
  }, [chat.restricted]);

  // An answer may bring the first block: its code starts loading with the turn (ADR 0108).
  useEffect(() => {
    if (chat.busy) loadMessageBlocks().catch(() => undefined);
  }, [chat.busy]);

  const disabledReason = !props.acknowledged
    ? t("composer.acceptFirst")
    : (props.restriction ?? chat.restricted) !== null
      ? (props.restriction ?? chat.restricted)
      : hydrated && chat.session.status === "starting"
        ? t("composer.settingUp")
        : hydrated && chat.session.status === "failed"
          ? chat.session.message
          : null;

  const revalidator = useRevalidator();
  /** 'Secure session is still initializing...': shown when the visitor tries to send before it is ready. */
  const [notice, setNotice] = useState<string | null>(null);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <section
        aria-label={t("message.assistant")}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto"
        onScroll={onScroll}
      >
        {props.header ? <div className="mb-6">{props.header}</div> : null}
        {olderHref ? (
          <p className="mb-3 text-center">
            <a href={olderHref} className="text-sm underline">
              {t("message.loadOlder")}
            </a>
          </p>
        ) : null}
        <ol ref={list} className="flex flex-col gap-4" aria-live="polite" aria-relevant="additions">
          {props.introMessage ? (
            <li className="flex flex-col items-start">
              <div className="max-w-[85%] rounded-2xl bg-surface-raised px-4 py-2">{props.introMessage}</div>
            </li>
          ) : null}
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              live={{ ...props.live, latestBlockMessage }}
              onRetry={hydrated ? (text, files) => chat.send(text, files) : null}
            />
          ))}
          {submitting ? (
            <li className="flex flex-col items-end">
              <div className="max-w-[85%] rounded-2xl bg-brand px-4 py-2 text-on-brand opacity-70">
                {String(navigation.formData?.get("message") ?? "")}
              </div>
            </li>
          ) : null}
        </ol>
        <div id="latest" aria-hidden="true" />
      </section>
      {props.acknowledged ? null : (
        <DisclaimerNotice organizationName={props.organizationName} pending={navigation.state !== "idle"} />
      )}
      <UsageBanner quota={quota} />
      {notice && chat.session.status === "starting" ? (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      ) : null}
      {props.sendError ? (
        <p role="alert" className="rounded-md border border-danger/40 p-3 text-sm text-danger">
          {props.sendError.message}
        </p>
      ) : null}
      <Composer
        key={props.sendError?.text ?? "composer"}
        // Once hydrated the form never posts by itself: a send before the session is ready is explained instead.
        onSend={hydrated ? chat.send : null}
        answering={chat.busy}
        onBlockedSend={() => {
          if (chat.session.status === "starting") setNotice(t("composer.stillInitializing"));
        }}
        disabledReason={disabledReason}
        initialText={props.sendError?.text ?? ""}
        organizationId={props.organizationId}
        sessionId={chat.session.status === "ready" ? chat.session.sessionId : null}
        onUploaded={() => void revalidator.revalidate()}
      />
    </div>
  );
}
