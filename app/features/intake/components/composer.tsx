import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { maxMessageLength } from "../schemas.ts";

/**
 * The message box. A real form (it posts to the intake page's action without JavaScript); with
 * JavaScript, onSend streams instead. Enter sends, Shift+Enter adds a line, Ctrl/Cmd+Enter sends,
 * Ctrl/Cmd+K focuses it from anywhere, Escape leaves it. Send is disabled while empty.
 */
export function Composer({
  onSend,
  disabledReason,
  initialText,
}: {
  /** Returns true when the message was taken (then the box is cleared). Null without JavaScript. */
  onSend: ((text: string) => Promise<boolean>) | null;
  disabledReason: string | null;
  initialText: string;
}) {
  const { t } = useTranslation("chat");
  const [text, setText] = useState(initialText);
  const textarea = useRef<HTMLTextAreaElement>(null);

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
  const empty = text.trim() === "";

  return (
    <Form
      method="post"
      replace
      preventScrollReset
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        if (!onSend) return;
        event.preventDefault();
        if (blocked || empty) return;
        void onSend(text).then((taken) => {
          if (taken) setText("");
        });
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <div className="flex items-end gap-2 rounded-xl border border-line bg-surface p-2 focus-within:border-accent">
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
          disabled={blocked || (onSend !== null && empty)}
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
