import type { Executor } from "../../../db/client.ts";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import type { StoredFile } from "./intake-files.server.ts";
import { sessionUploads } from "./shared-files.server.ts";

/**
 * The files a visitor attaches to a message (the stream's `attachments`): each must be one this
 * visitor's session uploaded to this organization. Returns them in the order given, or null when
 * any is unknown (another session's, another organization's, or made up).
 */
export async function resolveMessageFiles(
  executor: Executor,
  scope: { organizationId: string; intakeSessionId: string },
  fileIds: readonly string[],
): Promise<MessageFile[] | null> {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return [];
  const rows = await sessionUploads(executor, scope)
    .select(["id", "name", "content_type", "size", "storage_key", "status"])
    .where("id", "in", unique)
    .execute();
  if (rows.length !== unique.length) return null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => messageFileOf(byId.get(id)!));
}

/** A stored upload as its message shows it. */
export function messageFileOf(file: StoredFile): MessageFile {
  return {
    fileId: file.id,
    name: file.name,
    type: file.content_type,
    size: Number(file.size),
    url: `/api/files/${file.id}`,
  };
}
