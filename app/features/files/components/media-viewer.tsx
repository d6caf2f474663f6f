import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDialogFocus } from "~/features/files/client/use-dialog-focus.ts";
import { isViewable, truncateFileName } from "~/features/files/file-display.ts";

export type ViewedFile = { name: string; contentType: string; url: string };

/**
 * Full-screen viewer for an image or a video (the video plays when clicked, with its controls).
 * Anything it cannot show, or a file that fails to load, gets 'Failed to load media' and a
 * download link. Escape or Close closes it; focus stays inside and returns where it was.
 */
export function MediaViewer({ file, onClose }: { file: ViewedFile; onClose: () => void }) {
  const { t } = useTranslation("files");
  const dialog = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(!isViewable(file.contentType));
  useDialogFocus(dialog, onClose);
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t("media.viewer", { file: file.name })}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-black/90 text-white"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex items-center gap-3 p-3">
        <h2 className="min-w-0 flex-1 truncate text-sm" title={file.name}>
          {truncateFileName(file.name)}
        </h2>
        <a href={file.url} download={file.name} className="rounded border border-white/50 px-3 py-1 text-sm">
          {t("media.download", { file: truncateFileName(file.name) })}
        </a>
        <button type="button" onClick={onClose} className="rounded border border-white/50 px-3 py-1 text-sm">
          {t("media.close")}
        </button>
      </div>
      <div className="flex min-h-0 flex-1 items-center justify-center p-4">
        {failed ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-lg bg-white px-6 py-5 text-center text-ink"
          >
            <p className="font-medium">{t("media.failed")}</p>
            <a href={file.url} download={file.name} className="underline">
              {t("media.download", { file: truncateFileName(file.name) })}
            </a>
          </div>
        ) : file.contentType.startsWith("video/") ? (
          <video
            src={file.url}
            controls
            playsInline
            preload="metadata"
            onClick={(event) => {
              const video = event.currentTarget;
              if (video.paused) void video.play().catch(() => setFailed(true));
            }}
            onError={() => setFailed(true)}
            className="max-h-full max-w-full"
          />
        ) : (
          <img
            src={file.url}
            alt={file.name}
            onError={() => setFailed(true)}
            className="max-h-full max-w-full object-contain"
          />
        )}
      </div>
    </div>
  );
}
