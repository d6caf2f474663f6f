import { useTranslation } from "react-i18next";

/** Shown over the conversation while files are dragged over it. */
export function DropOverlay() {
  const { t } = useTranslation("files");
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-brand/15 p-6 backdrop-blur-sm"
      data-testid="drop-overlay"
    >
      <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-brand bg-surface px-10 py-8 text-center shadow-lg">
        <p className="text-lg font-semibold">{t("drop.title")}</p>
        <p className="text-sm text-ink-muted">{t("drop.hint")}</p>
      </div>
    </div>
  );
}
