import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDialogFocus } from "~/features/files/client/use-dialog-focus.ts";

export const photoQuality = 0.9;

/**
 * Full-screen camera: the live picture from getUserMedia and a Take photo button. The photo is a
 * JPEG at quality 0.9 handed to onPhoto, which uploads it like any attachment. The camera is
 * released when the dialog closes. The spec's five error texts.
 */
export function CameraCapture({ onPhoto, onClose }: { onPhoto: (file: File) => void; onClose: () => void }) {
  const { t } = useTranslation("files");
  const dialog = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useDialogFocus(dialog, onClose);

  useEffect(() => {
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(t("camera.noAccess"));
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then((media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream.current = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        element.play().catch(() => setError(t("camera.streamError")));
      })
      .catch(() => setError(t("camera.noAccess")));
    return () => {
      stopped = true;
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
    };
  }, [t]);

  const takePhoto = useCallback(() => {
    const element = video.current;
    if (!element || !ready || element.videoWidth === 0) {
      setError(t("camera.notReady"));
      return;
    }
    try {
      const canvas = document.createElement("canvas");
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (blob) => {
          if (!blob) {
            setError(t("camera.createError"));
            return;
          }
          const stamp = new Date().toISOString().replace(/[:.]/g, "-");
          onPhoto(new File([blob], `photo-${stamp}.jpg`, { type: "image/jpeg" }));
          onClose();
        },
        "image/jpeg",
        photoQuality,
      );
    } catch {
      setError(t("camera.captureError"));
    }
  }, [onClose, onPhoto, ready, t]);

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t("camera.title")}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white"
    >
      <h2 className="sr-only">{t("camera.title")}</h2>
      <video
        ref={video}
        playsInline
        muted
        onLoadedData={() => setReady(true)}
        onError={() => setError(t("camera.streamError"))}
        className="min-h-0 flex-1 object-contain"
        aria-label={t("camera.preview")}
      />
      {error ? (
        <p role="alert" className="mx-auto my-2 max-w-md rounded-md bg-white px-3 py-2 text-center text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-center gap-4 p-4">
        <button type="button" onClick={onClose} className="rounded-full border border-white/60 px-5 py-2">
          {t("camera.close")}
        </button>
        <button type="button" onClick={takePhoto} className="rounded-full bg-white px-6 py-3 font-semibold text-black">
          {t("camera.takePhoto")}
        </button>
      </div>
    </div>
  );
}
