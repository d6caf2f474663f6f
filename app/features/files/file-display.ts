/**
 * How files are named and sized on screen (spec chat-workspace §9): long names are truncated at
 * 25 characters (20 in the media panel), sizes are shown in B, KB, MB or GB, and shared files are
 * grouped as Photos, Videos, Documents, Audio or Other Files. Client-safe.
 */

export const nameLimit = 25;
export const mediaPanelNameLimit = 20;

const units = ["B", "KB", "MB", "GB"] as const;

/** 0 B, 512 B, 1.5 KB, 25 MB, 1.2 GB: one decimal under 10, none above; never beyond GB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "0 B";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${units[unit]}`;
}

/**
 * A name longer than the limit keeps its extension: "a-very-long-contract-na….pdf". The result
 * is at most `limit` characters (counted as characters, not UTF-16 units).
 */
export function truncateFileName(name: string, limit: number = nameLimit): string {
  const characters = Array.from(name);
  if (characters.length <= limit) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 6 ? Array.from(name.slice(dot)) : [];
  const keep = Math.max(1, limit - 1 - extension.length);
  return `${characters.slice(0, keep).join("")}…${extension.join("")}`;
}

export const mediaCategories = ["photos", "videos", "documents", "audio", "other"] as const;
export type MediaCategory = (typeof mediaCategories)[number];

const documentTypes = new Set([
  "application/pdf",
  "text/plain",
  "text/csv",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
]);

export function mediaCategoryOf(contentType: string): MediaCategory {
  if (contentType.startsWith("image/")) return "photos";
  if (contentType.startsWith("video/")) return "videos";
  if (contentType.startsWith("audio/")) return "audio";
  if (documentTypes.has(contentType)) return "documents";
  return "other";
}

/** Shown in the full-screen viewer; everything else offers a download. */
export function isViewable(contentType: string): boolean {
  return /^(image\/(jpeg|png|webp|gif)|video\/(mp4|webm|ogg))$/.test(contentType);
}

/** The extensions the spec refuses in the picker and on drop (zip, exe, bat, cmd, msi, app). */
export const refusedExtensions = ["zip", "exe", "bat", "cmd", "msi", "app"] as const;

export function hasRefusedExtension(name: string): boolean {
  const dot = name.lastIndexOf(".");
  if (dot < 0) return false;
  return (refusedExtensions as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

/** The attach button's accept list: images, video, audio, pdf, text, csv, Word and Excel. */
export const attachAccept =
  "image/*,video/*,audio/*,application/pdf,text/plain,text/csv,.csv,.doc,.docx,.xls,.xlsx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const maxAttachmentBytes = 25 * 1024 * 1024;

/** The checklist's upload input (spec §5). */
export const checklistAccept = ".pdf,.doc,.docx,.jpg,.jpeg,.png,.txt";

/**
 * The matter panel's document upload input (spec §5): wider than the checklist's. Its form posts
 * `intent=checklist-upload` with `source=matter-panel` to the intake page.
 */
export const matterDocumentAccept = ".pdf,.doc,.docx,.txt,.jpg,.jpeg,.png,.gif,.webp";
