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
