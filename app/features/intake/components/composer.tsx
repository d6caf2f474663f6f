import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useAttachments } from "~/features/files/client/use-attachments.ts";
import { attachAccept } from "~/features/files/file-display.ts";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useLoadWhenIdle } from "~/components/use-load-when-idle.ts";
import { maxMessageLength } from "~/features/intake/message-limits.ts";
import { CameraIcon, PaperclipIcon } from "~/components/ui/icons.tsx";

/** The camera's code is loaded when it is opened, not with the page (ADR 0073). */
const CameraCapture = lazy(() =>
  import("~/features/files/components/camera-capture.tsx").then((module) => ({ default: module.CameraCapture })),
);
/**
 * The upload tray and the drop overlay show only once the visitor adds or drags a file, never in
 * the server's markup: their code is not in the page's first load, and is fetched when the browser
 * is first idle after hydration, so it is there before anyone can attach a file (ADR 0136).
 */
const loadAttachmentTray = () => import("~/features/files/components/attachment-tray.tsx");
const loadDropOverlay = () => import("~/features/files/components/drop-overlay.tsx");
const AttachmentTray = lazy(() => loadAttachmentTray().then((module) => ({ default: module.AttachmentTray })));
const DropOverlay = lazy(() => loadDropOverlay().then((module) => ({ default: module.DropOverlay })));

/**
 * The message box. A real form (it posts to the intake page's action without JavaScript); with
 * JavaScript, onSend streams instead. Enter sends, Shift+Enter adds a line, Ctrl/Cmd+Enter sends,
 * Ctrl/Cmd+K focuses it from anywhere, Escape leaves it. Send is disabled while empty and while
 * an answer is still being written (the text typed meanwhile stays in the box).
 * Attachments: without JavaScript a file input posted with the message (multipart); with
 * JavaScript the picker, the camera and drag-and-drop upload at once with progress, and the
 * finished files travel with the message that is sent (the stream's `attachments`).
 */
export function Composer({
  onSend,
  disabledReason,
  initialText,
  organizationId,
  sessionId,
  onUploaded,
  onBlockedSend,
  answering = false,
}: {
  /** Returns true when the message was taken (then the box is cleared at once). Null without JavaScript. */
  onSend: ((text: string, files: MessageFile[]) => boolean) | null;
  disabledReason: string | null;
  initialText: string;
  organizationId: string;
  /** The secure session's id once it is ready (uploads need it). */
  sessionId: string | null;
  /** Called when a file has reached the server (the page refreshes its file list). */
  onUploaded?: () => void;
  /** Called when the visitor tries to send (Enter) while sending is blocked. */
  onBlockedSend?: () => void;
  /** An answer is still streaming: Send waits for it (the next message starts a new turn). */
  answering?: boolean;
}) {
  const { t } = useTranslation("chat");
  const { t: tf } = useTranslation("files");
  const hydrated = useHydrated();
  const [text, setText] = useState(initialText);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const attachments = useAttachments({ organizationId, sessionId }, onUploaded);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const canAttach = hydrated && sessionId !== null && disabledReason === null;
  const { add } = attachments;

  // The tray's and the overlay's code, once the browser is idle (they are needed only after that).
  useLoadWhenIdle(() => Promise.all([loadAttachmentTray(), loadDropOverlay()]));

  // Files dragged anywhere over the page: the overlay, then the drop uploads them.
  useEffect(() => {
    if (!canAttach) return;
    let depth = 0;
    const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");
    const onEnter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth++;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const onLeave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      add(Array.from(event.dataTransfer?.files ?? []), "drop");
    };
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener("dragenter", onEnter, { signal });
    window.addEventListener("dragover", onOver, { signal });
    window.addEventListener("dragleave", onLeave, { signal });
    window.addEventListener("drop", onDrop, { signal });
    return () => listening.abort();
  }, [canAttach, add]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        textarea.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Grow with the text, from the 32 px minimum.
  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, 240)}px`;
  }, [text]);

  const blocked = disabledReason !== null;
  const empty = text.trim() === "" && attachments.previews.length === 0;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      replace
      preventScrollReset
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        if (!onSend) return;
        event.preventDefault();
        if (empty) return;
        if (blocked) {
          onBlockedSend?.();
          return;
        }
        const files = attachments.previews.map((preview) => ({
          fileId: preview.id,
          name: preview.name,
          type: preview.type,
          size: preview.size,
          url: preview.url,
        }));
        if (!onSend(text, files)) return;
        setText("");
        attachments.clearPreviews();
      }}
    >
      <input type="hidden" name="intent" value="send" />
      {dragging ? (
        <Suspense fallback={null}>
          <DropOverlay />
        </Suspense>
      ) : null}
      {cameraOpen ? (
        <Suspense fallback={null}>
          <CameraCapture onPhoto={(file) => add([file], "picker")} onClose={() => setCameraOpen(false)} />
        </Suspense>
      ) : null}
      {attachments.banner || attachments.uploading.length > 0 || attachments.previews.length > 0 ? (
        <Suspense fallback={null}>
          <AttachmentTray
            uploading={attachments.uploading}
            previews={attachments.previews}
            banner={attachments.banner}
            onCancel={attachments.cancel}
            onRemove={attachments.removePreview}
          />
        </Suspense>
      ) : null}
      {hydrated ? null : (
        <div className="flex flex-wrap items-center gap-2 px-1 text-sm">
          <label htmlFor="composer-attachments">{tf("composer.attachLabel")}</label>
          <input
            id="composer-attachments"
            type="file"
            name="attachments"
            multiple
            accept={attachAccept}
            className="max-w-full text-sm"
          />
        </div>
      )}
      <div className="flex items-end gap-2 rounded-xl border border-line bg-surface p-2 focus-within:border-accent">
        {hydrated ? (
          <>
            <input
              ref={picker}
              type="file"
              multiple
              accept={attachAccept}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="composer-file-input"
              onChange={(event) => {
                add(Array.from(event.currentTarget.files ?? []), "picker");
                event.currentTarget.value = "";
              }}
            />
            <AttachButton label={tf("composer.attach")} disabled={!canAttach} onClick={() => picker.current?.click()}>
              <PaperclipIcon />
            </AttachButton>
            <AttachButton label={tf("composer.camera")} disabled={!canAttach} onClick={() => setCameraOpen(true)}>
              <CameraIcon />
            </AttachButton>
          </>
        ) : null}
        <label htmlFor="composer" className="sr-only">
          {t("composer.label")}
        </label>
        <textarea
          id="composer"
          ref={textarea}
          name="message"
          rows={1}
          value={text}
          maxLength={maxMessageLength}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.currentTarget.blur();
              return;
            }
            const send = event.key === "Enter" && (event.ctrlKey || event.metaKey || !event.shiftKey);
            if (send && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          placeholder={disabledReason ?? t("composer.placeholder")}
          aria-describedby="composer-hint"
          className="min-h-8 flex-1 resize-none bg-transparent px-2 py-1 outline-none"
          style={{ minHeight: 32 }}
        />
        <button
          type="submit"
          disabled={blocked || answering || (onSend !== null && empty)}
          className="rounded-lg bg-brand px-4 py-2 font-medium text-on-brand disabled:opacity-50"
        >
          {t("composer.send")}
        </button>
      </div>
      <p id="composer-hint" className="px-1 text-xs text-ink-muted">
        {disabledReason ?? t("composer.disclaimer")}
      </p>
    </Form>
  );
}

/** One of the message box's ways to attach a file (the picker, the camera): an icon named by its label. */
function AttachButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      title={label}
      className="rounded-lg p-2 text-ink-muted hover:text-ink disabled:opacity-50"
    >
      {children}
    </button>
  );
}
