import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasRefusedExtension, maxAttachmentBytes } from "~/features/files/file-display.ts";
import { displayedProgress, UploadError, type UploadResult, uploadWithProgress } from "./upload-with-progress.ts";

/** A file on its way up (spec §3 "Uploading file"). */
export type UploadingFile = {
  id: string;
  name: string;
  size: number;
  type: string;
  status: "uploading" | "uploaded" | "failed";
  progress: number;
  error: string | null;
};

/** A file the server took, waiting to be sent with the message (spec §3 "Preview file"). */
export type PreviewFile = {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
  storageKey: string;
  thumbnail: string | null;
};

export const errorBannerMs = 5_000;
export const removalDelayMs = 500;

/**
 * The composer's attachments with JavaScript: refuses the spec's extensions (one text for the
 * picker, another for drag-and-drop), uploads each file with progress (capped at 90 % until the
 * server answers), lets an upload be cancelled, moves a finished upload to the previews 500 ms
 * later, and shows failures in a banner for 5 seconds.
 */
export function useAttachments(ids: { organizationId: string; sessionId: string | null }, onUploaded?: () => void) {
  const { t } = useTranslation("files");
  const [uploading, setUploading] = useState<UploadingFile[]>([]);
  const [previews, setPreviews] = useState<PreviewFile[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const cancels = useRef(new Map<string, () => void>());
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const showBanner = useCallback((message: string) => {
    setBanner(message);
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => setBanner(null), errorBannerMs);
  }, []);

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const add = useCallback(
    (files: File[], source: "picker" | "drop") => {
      const refused = files.filter((file) => hasRefusedExtension(file.name));
      if (refused.length > 0) showBanner(source === "picker" ? t("refused.picker") : t("refused.drop"));
      const accepted = files.filter((file) => !hasRefusedExtension(file.name));
      const tooLarge = accepted.filter((file) => file.size > maxAttachmentBytes);
      if (tooLarge.length > 0) showBanner(t("failedToUpload", { file: tooLarge[0]!.name, reason: t("tooLarge") }));
      const sessionId = ids.sessionId;
      if (!sessionId) return;
      for (const file of accepted.filter((candidate) => candidate.size <= maxAttachmentBytes)) {
        const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        setUploading((current) => [
          ...current,
          { id, name: file.name, size: file.size, type: file.type, status: "uploading", progress: 0, error: null },
        ]);
        const update = (change: Partial<UploadingFile>) =>
          setUploading((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
        const handle = uploadWithProgress(
          file,
          { organizationId: ids.organizationId, sessionId },
          (percent) => update({ progress: displayedProgress(percent, false) }),
          {
            cancelled: t("cancelled"),
            network: t("networkError"),
            http: (status, text) => t("httpError", { status, text }),
            invalidResponse: t("invalidResponse"),
            invalidJson: t("invalidJson"),
          },
        );
        cancels.current.set(id, handle.cancel);
        handle.promise
          .then((result: UploadResult) => {
            update({ status: "uploaded", progress: 100 });
            const thumbnail = file.type.startsWith("image/") ? URL.createObjectURL(file) : null;
            setTimeout(() => {
              setUploading((current) => current.filter((item) => item.id !== id));
              setPreviews((current) => [
                ...current,
                {
                  id: result.fileId,
                  name: result.fileName,
                  size: result.fileSize,
                  type: result.fileType,
                  url: result.url,
                  storageKey: result.storageKey,
                  thumbnail,
                },
              ]);
            }, removalDelayMs);
            onUploadedRef.current?.();
          })
          .catch((error: unknown) => {
            const cancelled = error instanceof UploadError && error.cancelled;
            const reason = error instanceof Error ? error.message : t("networkError");
            if (cancelled) {
              setUploading((current) => current.filter((item) => item.id !== id));
              showBanner(t("cancelled"));
            } else {
              update({ status: "failed", error: reason });
              showBanner(t("failedToUpload", { file: file.name, reason }));
            }
          })
          .finally(() => cancels.current.delete(id));
      }
    },
    [ids.organizationId, ids.sessionId, showBanner, t],
  );

  const cancel = useCallback((id: string) => {
    const stop = cancels.current.get(id);
    if (stop) stop();
    else setUploading((current) => current.filter((item) => item.id !== id));
  }, []);

  const removePreview = useCallback((id: string) => {
    setPreviews((current) => {
      const removed = current.find((preview) => preview.id === id);
      if (removed?.thumbnail) URL.revokeObjectURL(removed.thumbnail);
      return current.filter((preview) => preview.id !== id);
    });
  }, []);

  const clearPreviews = useCallback(() => {
    setPreviews((current) => {
      for (const preview of current) if (preview.thumbnail) URL.revokeObjectURL(preview.thumbnail);
      return [];
    });
  }, []);

  return {
    uploading,
    previews,
    banner,
    add,
    cancel,
    removePreview,
    clearPreviews,
    busy: uploading.some((item) => item.status === "uploading"),
  };
}
