import type { FileStatus } from "../../../db/tables.ts";

/** A file as the media panel shows it. Client-safe. */
export type SharedFile = {
  id: string;
  name: string;
  contentType: string;
  size: number;
  status: FileStatus;
  url: string;
  createdAt: string;
};

/** The spec's upload result, plus the status the UI shows (processing for documents, completed for media). Client-safe. */
export type UploadedFile = {
  fileId: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  url: string;
  storageKey: string;
  status: string;
};
