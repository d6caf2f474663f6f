import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastEventName } from "./show-toast.ts";
import { type Toast, toastDuration, type ToastType } from "~/lib/toast.ts";

type ShownToast = Toast & { id: number };

let nextId = 1;

const styles: Record<ToastType, { border: string; icon: string }> = {
  success: { border: "border-s-green-600", icon: "text-green-600" },
  error: { border: "border-s-red-600", icon: "text-red-600" },
  warning: { border: "border-s-amber-500", icon: "text-amber-600" },
  info: { border: "border-s-sky-600", icon: "text-sky-600" },
};

function ToastIcon({ type }: { type: ToastType }) {
  const paths: Record<ToastType, React.ReactNode> = {
    success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
    error: <path d="M7 7l10 10M17 7L7 17" />,
    warning: <path d="M12 4l9 16H3zM12 10v4M12 17.5v.5" />,
    info: <path d="M12 11v6M12 7.5v.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  };
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`mt-0.5 size-5 shrink-0 ${styles[type].icon}`}
    >
      {paths[type]}
    </svg>
  );
}

/**
 * The toast region (top right, spec §4). Server-rendered so a flash toast shows without
 * JavaScript; with JavaScript each toast leaves after its duration (default 5 s, at least 1 s) or
 * by its close button, several stack, and `showToast()` adds client-side ones. A second, local
 * Toaster (a form's own failure toast) passes `listen={false}`, so a `showToast()` shows once.
 */
export function Toaster({ toast, listen = true }: { toast: Toast | null; listen?: boolean }) {
  const [toasts, setToasts] = useState<ShownToast[]>(() => (toast ? [{ ...toast, id: 0 }] : []));

  // A new flash toast from a later navigation (the first one is already in the initial state).
  const [seen, setSeen] = useState(toast);
  if (toast !== seen) {
    setSeen(toast);
    if (toast) setToasts((current) => [...current, { ...toast, id: nextId++ }]);
  }

  useEffect(() => {
    if (!listen) return;
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<Toast>).detail;
      setToasts((current) => [...current, { ...detail, id: nextId++ }]);
    };
    window.addEventListener(toastEventName, onToast);
    return () => window.removeEventListener(toastEventName, onToast);
  }, [listen]);

  const dismiss = (id: number) => setToasts((current) => current.filter((shown) => shown.id !== id));

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-4 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map((shown) => (
        <ToastItem key={shown.id} toast={shown} onDismiss={() => dismiss(shown.id)} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onDismiss, toastDuration(toast));
    return () => clearTimeout(timer);
    // The timer starts once per toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast.id]);
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-toast-type={toast.type}
      className={`toast-enter pointer-events-auto rounded-lg border border-s-4 border-line bg-surface p-3 shadow-lg ${styles[toast.type].border}`}
    >
      <div className="flex items-start gap-2">
        <ToastIcon type={toast.type} />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{toast.title}</p>
          {toast.description ? <p className="text-sm text-ink-muted">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          className="rounded px-1 text-ink-muted hover:text-ink"
          aria-label={t("actions.close")}
          onClick={onDismiss}
        >
          ×
        </button>
      </div>
    </div>
  );
}
