import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Toast, toastDuration } from "./toast.ts";

/**
 * The toast region (top right). Server-rendered so a flash toast shows without JavaScript; with
 * JavaScript it dismisses itself after its duration and by its close button.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState<Toast | null>(toast);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), toastDuration(toast));
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
      {visible ? (
        <div role={visible.type === "error" ? "alert" : "status"} data-toast-type={visible.type} className="pointer-events-auto rounded-lg border border-line bg-surface p-3 shadow-lg">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{visible.title}</p>
              {visible.description ? <p className="text-sm text-ink-muted">{visible.description}</p> : null}
            </div>
            <button type="button" className="rounded px-1 text-ink-muted hover:text-ink" aria-label={t("actions.close")} onClick={() => setVisible(null)}>
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
