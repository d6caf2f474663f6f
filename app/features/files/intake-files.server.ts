import type { Executor, Trx } from "../../../db/client.ts";
import type { FileRow, FileStatus } from "../../../db/tables.ts";
import { send } from "../../../jobs/queue.ts";
import { recordActivity, uploadActivity } from "~/features/activity/record-activity.server.ts";
import { deleteObject, newStorageKey, putObject } from "~/lib/storage.server.ts";
import type { ErrorCode } from "~/lib/errors.ts";
import { type ChecklistTarget, tickChecklistDocument } from "./checklist-files.server.ts";
import {
  cleanFileName,
  detectUploadType,
  documentTypes,
  hasForbiddenExtension,
  maxUploadBytes,
  mimeTypes,
  uploadMessages,
  uploadTypes,
} from "./file-types.server.ts";

export { maxUploadBytes, uploadMessages };

/**
 * Files a visitor shares in the intake conversation: the checklist form's uploads (here) and the
 * upload API's (upload-file.server.ts) are recorded the same way. The type is decided by the
 * file's bytes, never its name. Every document is analysed by the `analyze-document` job,
 * enqueued in the transaction that records the file.
 */

/** Checklist uploads accept .pdf .doc .docx .jpg .jpeg .png .txt (spec §5), by their bytes. */
const checklistTypes = new Set([
  "application/pdf",
  mimeTypes.doc,
  mimeTypes.docx,
  "image/jpeg",
  "image/png",
  "text/plain",
]);

/** The matter panel's document input also takes .gif and .webp (spec §5). */
const matterDocumentTypes = new Set([...checklistTypes, "image/gif", "image/webp"]);

export type StoredFile = Pick<FileRow, "id" | "name" | "content_type" | "size" | "storage_key" | "status">;

/** A recorded upload, and the checklist document it ticked, if any. */
export type RecordedFile = StoredFile & { checklistDocumentId: string | null };

export type UploadScope = { organizationId: string; conversationId: string; intakeSessionId: string };

export type NewUpload = {
  storageKey: string;
  name: string;
  contentType: string;
  size: number;
  metadata?: Record<string, unknown>;
};

/**
 * Records an uploaded file; a document starts "processing" and its analysis is enqueued with it.
 * With a checklist target, the document it is for is ticked in the same transaction
 * (checklist-files.server.ts): the checklist form names it, a composer upload is matched by name.
 */
export async function recordUpload(
  trx: Trx,
  scope: UploadScope,
  upload: NewUpload,
  checklist: ChecklistTarget | null = null,
): Promise<RecordedFile> {
  const isDocument = documentTypes.has(upload.contentType);
  const status: FileStatus = isDocument ? "processing" : "completed";
  const row = await trx
    .insertInto("files")
    .values({
      organization_id: scope.organizationId,
      conversation_id: scope.conversationId,
      intake_session_id: scope.intakeSessionId,
      storage_key: upload.storageKey,
      name: upload.name,
      content_type: upload.contentType,
      size: upload.size,
      status,
      kind: "upload",
      metadata: JSON.stringify(upload.metadata ?? {}),
    })
    .returning(["id", "name", "content_type", "size", "storage_key", "status"])
    .executeTakeFirstOrThrow();
  const activity = uploadActivity(upload.contentType);
  await recordActivity(trx, {
    organizationId: scope.organizationId,
    conversationId: scope.conversationId,
    intakeSessionId: scope.intakeSessionId,
    eventType: activity.eventType,
    title: activity.title,
    description: { key: "fileShared" },
    actorType: "visitor",
    metadata: { fileId: row.id, contentType: upload.contentType, size: upload.size },
  });
  if (isDocument) {
    await send(
      "analyze-document",
      { organizationId: scope.organizationId, fileId: row.id },
      { trx, singletonKey: row.id },
    );
  }
  const checklistDocumentId = checklist ? await tickChecklistDocument(trx, scope, row, checklist) : null;
  return { ...row, checklistDocumentId };
}

function inTransaction<T>(executor: Executor, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return executor.isTransaction ? fn(executor as Trx) : executor.transaction().execute(fn);
}

/** A refused file: the code decides the status (errors.ts), the message is the spec's English text. */
export type StoreRefusalCode = Extract<
  ErrorCode,
  "FILE_MISSING" | "FILE_EMPTY" | "FILE_TOO_LARGE" | "FILE_TYPE_NOT_SUPPORTED" | "FILE_TYPE_NOT_ALLOWED"
>;
export type StoreOutcome = { ok: true; file: RecordedFile } | { ok: false; code: StoreRefusalCode; message: string };

export function storeChecklistFile(
  executor: Executor,
  scope: UploadScope,
  file: File,
  documentId: string,
  source: "checklist" | "matter-panel" = "checklist",
): Promise<StoreOutcome> {
  // The checklist names what it takes; anything else (an archive or a program too) is "not supported".
  return storeFormFile(executor, scope, file, source === "matter-panel" ? matterDocumentTypes : checklistTypes, false, {
    documentId,
  });
}

/**
 * A file attached to a message through the composer's form (the path without JavaScript): the
 * upload API's types, and its ZIP/executable refusal.
 */
export function storeAttachmentFile(executor: Executor, scope: UploadScope, file: File): Promise<StoreOutcome> {
  return storeFormFile(executor, scope, file, uploadTypes, true, "match");
}

async function storeFormFile(
  executor: Executor,
  scope: UploadScope,
  file: File,
  allowed: Set<string>,
  sayForbidden: boolean,
  checklist: ChecklistTarget,
): Promise<StoreOutcome> {
  if (!file || typeof file.arrayBuffer !== "function" || file.name === "")
    return { ok: false, code: "FILE_MISSING", message: uploadMessages.missing };
  if (sayForbidden && hasForbiddenExtension(file.name))
    return { ok: false, code: "FILE_TYPE_NOT_ALLOWED", message: uploadMessages.forbidden };
  if (file.size === 0) return { ok: false, code: "FILE_EMPTY", message: uploadMessages.empty };
  if (file.size > maxUploadBytes) return { ok: false, code: "FILE_TOO_LARGE", message: uploadMessages.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = cleanFileName(file.name);
  const verdict = await detectUploadType({ bytes }, name);
  if (!verdict.ok)
    return sayForbidden && verdict.reason === "forbidden"
      ? { ok: false, code: "FILE_TYPE_NOT_ALLOWED", message: uploadMessages.forbidden }
      : { ok: false, code: "FILE_TYPE_NOT_SUPPORTED", message: uploadMessages.unsupported };
  if (!allowed.has(verdict.contentType))
    return { ok: false, code: "FILE_TYPE_NOT_SUPPORTED", message: uploadMessages.unsupported };
  const storageKey = newStorageKey();
  await putObject(storageKey, bytes, { contentType: verdict.contentType });
  try {
    const row = await inTransaction(executor, (trx) =>
      recordUpload(
        trx,
        scope,
        { storageKey, name, contentType: verdict.contentType, size: bytes.byteLength },
        checklist,
      ),
    );
    return { ok: true, file: row };
  } catch (error) {
    await deleteObject(storageKey).catch(() => {});
    throw error;
  }
}
