import { useTranslation } from "react-i18next";
import type { AiState } from "~/features/intake/agent/events.ts";

/** The assistant's state while a turn runs: a pulse with an accessible label, and a status text. */
export function AiStatus({ state, toolLabel }: { state: AiState; toolLabel?: string | null }) {
  const { t } = useTranslation("chat");
  const text =
    toolLabel ??
    (state === "thinking"
      ? t("status.thinking")
      : state === "processing"
        ? t("status.processing")
        : t("status.generating"));
  return (
    <div className="flex items-center gap-2 text-sm text-ink-muted" role="status" aria-live="polite">
      <span className="relative flex size-2.5" aria-label={t("status.assistantWorking")} role="img">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-accent opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2.5 rounded-full bg-accent" />
      </span>
      <span>{text}</span>
    </div>
  );
}

/** The blinking cursor shown while streaming before any text has arrived. */
export function StreamingCursor() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-4 w-2 animate-pulse bg-ink-muted align-middle motion-reduce:animate-none"
    />
  );
}
