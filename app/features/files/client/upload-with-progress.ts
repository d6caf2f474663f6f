import type { UploadedFile } from "~/features/files/shared-file.ts";

/**
 * One upload to POST /api/files/upload with XMLHttpRequest, so the browser reports real upload
 * progress. The spec's failure texts: 'Upload cancelled', 'Network error during upload',
 * 'Upload failed: HTTP {status} - {text}', and the invalid-response messages. Client-only.
 */
/** The server's upload result; an answer without a status is still read. */
export type UploadResult = Omit<UploadedFile, "status"> & { status?: string };

export type UploadHandle = { promise: Promise<UploadResult>; cancel: () => void };

export class UploadError extends Error {
  constructor(
    message: string,
    readonly cancelled = false,
  ) {
    super(message);
  }
}

export type UploadTexts = {
  cancelled: string;
  network: string;
  /** 'Upload failed: HTTP {status} - {text}' with the values filled in. */
  http: (status: number, text: string) => string;
  invalidResponse: string;
  invalidJson: string;
};

export function uploadWithProgress(
  file: File,
  ids: { organizationId: string; sessionId: string },
  onProgress: (percent: number) => void,
  texts: UploadTexts,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResult>((resolve, reject) => {
    const body = new FormData();
    // The ids first, so the server checks them before a byte of the file is stored.
    body.append("organizationId", ids.organizationId);
    body.append("sessionId", ids.sessionId);
    body.append("file", file, file.name);
    xhr.open("POST", "/api/files/upload");
    xhr.withCredentials = true;
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onabort = () => reject(new UploadError(texts.cancelled, true));
    xhr.onerror = () => reject(new UploadError(texts.network));
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        reject(
          new UploadError(
            xhr.status >= 200 && xhr.status < 300 ? texts.invalidJson : texts.http(xhr.status, xhr.statusText),
          ),
        );
        return;
      }
      const answer = parsed as { success?: boolean; data?: UploadResult; error?: string; message?: string } | null;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(answer?.error ?? texts.http(xhr.status, xhr.statusText)));
        return;
      }
      if (!answer?.success || !answer.data || typeof answer.data.fileId !== "string") {
        reject(new UploadError(texts.invalidResponse));
        return;
      }
      resolve(answer.data);
    };
    xhr.send(body);
  });
  return { promise, cancel: () => xhr.abort() };
}

/** Shown progress: capped at 90 % until the server has answered (spec §4). */
export function displayedProgress(percent: number, done: boolean): number {
  if (done) return 100;
  return Math.max(0, Math.min(90, Math.round(percent)));
}
