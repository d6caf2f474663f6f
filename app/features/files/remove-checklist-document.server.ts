import { sql } from "kysely";
import { transaction } from "../../../db/client.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { deleteObject } from "~/lib/storage.server.ts";
import { removeDocument } from "~/features/matters/document-checklist.ts";
import { saveChecklist } from "~/features/matters/matters.server.ts";
import type { DocumentChecklist } from "~/features/matters/schemas.ts";

/**
 * The visitor removes a document they uploaded to the checklist: the document is missing again,
 * and the file is really gone: its row, the assistant message that summarised it, and (after the
 * commit) its stored bytes. Only a file of this conversation and organization is touched; the
 * checklist change refreshes the case PDF (saveChecklist).
 */
export type ChecklistScope = { organizationId: string; conversationId: string; intakeSessionId: string };

export async function removeChecklistDocument(
  scope: ChecklistScope,
  matter: { id: string; checklist: DocumentChecklist },
  documentId: string,
): Promise<{ removed: boolean }> {
  const document = matter.checklist.documents.find((candidate) => candidate.id === documentId);
  if (!document || document.status === "missing") return { removed: false };
  const fileId = document.file?.fileId ?? null;
  const storageKey = await transaction(async (trx) => {
    let key: string | null = null;
    if (fileId) {
      const file = await trx
        .deleteFrom("files")
        .where("organization_id", "=", scope.organizationId)
        .where("conversation_id", "=", scope.conversationId)
        .where("id", "=", fileId)
        .where("kind", "=", "upload")
        .returning(["storage_key", "analysis_message_id"])
        .executeTakeFirst();
      if (file?.analysis_message_id) {
        await trx
          .deleteFrom("messages")
          .where("organization_id", "=", scope.organizationId)
          .where("conversation_id", "=", scope.conversationId)
          .where("id", "=", file.analysis_message_id)
          .execute();
      }
      key = file?.storage_key ?? null;
      // A file sent with a message is gone from its bubble too.
      await trx
        .updateTable("messages")
        .set({
          files: sql`(select coalesce(jsonb_agg(f), '[]'::jsonb) from jsonb_array_elements(files) f where f->>'fileId' <> ${fileId})`,
        })
        .where("organization_id", "=", scope.organizationId)
        .where("conversation_id", "=", scope.conversationId)
        .where(sql<boolean>`files @> ${JSON.stringify([{ fileId }])}::jsonb`)
        .execute();
    }
    await saveChecklist(
      trx,
      { organizationId: scope.organizationId, conversationId: scope.conversationId },
      matter.id,
      removeDocument(matter.checklist, documentId),
    );
    return key;
  });
  if (storageKey) {
    await deleteObject(storageKey).catch((error: unknown) =>
      logger.warn("file.remove.storage_failed", { fileId, ...describeError(error) }),
    );
  }
  return { removed: true };
}
