import { fileTypeFromBuffer } from "file-type";
import type { Executor } from "../../../db/client.ts";
import type { FileRow } from "../../../db/schema.ts";
import { newStorageKey, putObject } from "../../lib/storage.server.ts";

/**
 * Files a visitor shares in the intake conversation. The type is decided by the file's bytes,
 * never its name; the spec's limits and messages apply. (The full upload API, streaming limits,
 * S3 and document analysis arrive with the files issue.)
 */
export const maxUploadBytes = 25 * 1024 * 1024;

export const uploadMessages = {
  tooLarge: "File size must be less than 25MB",
  unsupported: "File type not supported",
  empty: "The file is empty",
  missing: "Please select a valid file",
} as const;

/** MIME types by what the bytes say; checklist uploads accept .pdf .doc .docx .jpg .jpeg .png .txt. */
const checklistTypes = new Set([
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/jpeg",
  "image/png",
  "text/plain",
]);

export type StoredFile = Pick<FileRow, "id" | "name" | "content_type" | "size" | "storage_key">;

/** What the bytes are: a sniffed binary type, or plain text when they decode as UTF-8 without NULs. */
export async function detectContentType(bytes: Uint8Array, name: string): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  if (detected) {
    // Legacy .doc files are OLE compound files; only accept the container under a .doc name.
    if (detected.mime === "application/x-cfb") return /\.doc$/i.test(name) ? "application/msword" : null;
    return detected.mime;
  }
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return null;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample);
    return /\.csv$/i.test(name) ? "text/csv" : "text/plain";
  } catch {
    return null;
  }
}

export type UploadScope = { organizationId: string; conversationId: string; intakeSessionId: string };

export async function storeChecklistFile(
  executor: Executor,
  scope: UploadScope,
  file: File,
): Promise<{ ok: true; file: StoredFile } | { ok: false; message: string }> {
  if (!file || typeof file.arrayBuffer !== "function" || file.name === "") return { ok: false, message: uploadMessages.missing };
  if (file.size === 0) return { ok: false, message: uploadMessages.empty };
  if (file.size > maxUploadBytes) return { ok: false, message: uploadMessages.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = await detectContentType(bytes, file.name);
  if (!contentType || !checklistTypes.has(contentType)) return { ok: false, message: uploadMessages.unsupported };
  const storageKey = newStorageKey();
  await putObject(storageKey, bytes);
  const name = file.name.replace(/[\\/\u0000-\u001f]/g, "_").slice(0, 255);
  const row = await executor
    .insertInto("files")
    .values({
      organization_id: scope.organizationId,
      conversation_id: scope.conversationId,
      intake_session_id: scope.intakeSessionId,
      storage_key: storageKey,
      name,
      content_type: contentType,
      size: bytes.byteLength,
    })
    .returning(["id", "name", "content_type", "size", "storage_key"])
    .executeTakeFirstOrThrow();
  return { ok: true, file: row };
}

/** A file the visitor's session may download: it uploaded it, in this organization. */
export async function getVisitorFile(executor: Executor, fileKey: string, organizationId: string, intakeSessionId: string) {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fileKey);
  const row = await executor
    .selectFrom("files")
    .select(["id", "name", "content_type", "size", "storage_key"])
    .where(byId ? "id" : "storage_key", "=", fileKey)
    .where("organization_id", "=", organizationId)
    .where("intake_session_id", "=", intakeSessionId)
    .executeTakeFirst();
  return row ?? null;
}

/** Which organization a file belongs to (to find the visitor's cookie for it). */
export async function fileOrganization(executor: Executor, fileKey: string): Promise<string | null> {
  const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fileKey);
  const row = await executor.selectFrom("files").select("organization_id").where(byId ? "id" : "storage_key", "=", fileKey).executeTakeFirst();
  return row?.organization_id ?? null;
}
