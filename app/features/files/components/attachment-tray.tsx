import { useTranslation } from "react-i18next";
import type { PreviewFile, UploadingFile } from "~/features/files/client/use-attachments.ts";
import { formatFileSize, truncateFileName } from "~/features/files/file-display.ts";
import { FileIcon } from "./file-icon.tsx";

/**
 * Above the message box: the 5-second error banner, the files on their way up (progress bar,
 * Cancel) and the files ready to go with the message (thumbnail or icon, name, size, Remove).
 */
export function AttachmentTray({
  uploading,
  previews,
  banner,
  onCancel,
  onRemove,
}: {
  uploading: UploadingFile[];
  previews: PreviewFile[];
  banner: string | null;
  onCancel: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation("files");
  if (!banner && uploading.length === 0 && previews.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {banner ? (
        <p role="alert" className="rounded-md border border-danger/40 bg-surface px-3 py-2 text-sm text-danger">
          {banner}
        </p>
      ) : null}
      {uploading.length > 0 ? (
        <ul aria-label={t("composer.uploading")} className="flex flex-col gap-2">
          {uploading.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-3 rounded-md border border-line bg-surface px-3 py-2 text-sm"
              data-upload-status={item.status}
            >
              <FileIcon contentType={item.type} className="size-5 shrink-0 text-ink-muted" />
              <span className="min-w-0 flex-1">
                <span className="block truncate" title={item.name}>
                  {truncateFileName(item.name)}
                </span>
                {item.status === "failed" ? (
                  <span className="text-danger">{item.error}</span>
                ) : (
                  <progress
                    max={100}
                    value={item.progress}
                    aria-label={t("composer.progressLabel", { file: item.name })}
                    aria-valuetext={`${item.progress}%`}
                    className="h-1.5 w-full accent-brand"
                  />
                )}
              </span>
              <span className="w-10 text-end tabular-nums text-ink-muted" aria-hidden="true">
                {item.status === "failed" ? "" : `${item.progress}%`}
              </span>
              {item.status === "uploaded" ? null : (
                <button
                  type="button"
                  onClick={() => onCancel(item.id)}
                  className="rounded border border-line px-2 py-0.5"
                >
                  {t(item.status === "uploading" ? "composer.cancel" : "composer.dismiss")}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {previews.length > 0 ? (
        <ul aria-label={t("composer.attached")} className="flex flex-wrap gap-2">
          {previews.map((preview) => (
            <li
              key={preview.id}
              className="flex items-center gap-2 rounded-md border border-line bg-surface p-1.5 pe-2 text-sm"
            >
              {preview.thumbnail ? (
                <img src={preview.thumbnail} alt="" className="size-10 rounded object-cover" />
              ) : (
                <span className="flex size-10 items-center justify-center rounded bg-surface-sunken text-ink-muted">
                  <FileIcon contentType={preview.type} />
                </span>
              )}
              <span className="flex flex-col">
                <span title={preview.name}>{truncateFileName(preview.name)}</span>
                <span className="text-xs text-ink-muted">{formatFileSize(preview.size)}</span>
              </span>
              <button
                type="button"
                onClick={() => onRemove(preview.id)}
                aria-label={t("composer.removeAttachment", { file: preview.name })}
                className="ms-1 rounded px-1.5 text-ink-muted hover:text-ink"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
