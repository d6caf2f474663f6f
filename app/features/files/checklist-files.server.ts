import type { Trx } from "../../../db/client.ts";
import { matterOfConversation } from "~/features/matters/conversation-matter.server.ts";
import { checklistDocumentForFile } from "~/features/matters/checklist-match.ts";
import { markPending, markUploaded } from "~/features/matters/document-checklist.ts";
import { saveChecklist } from "~/features/matters/matters.server.ts";
import type { ChecklistFile, DocumentChecklist } from "~/features/matters/schemas.ts";

/**
 * Files and the document checklist, inside the transaction that records the file: an upload made
 * for a checklist document, or a composer upload whose name matches one, ticks it. A document
 * being analysed is stored as pending ('Processing', spec §4) with its file, and becomes uploaded
 * when its analysis ends (finishChecklistFile, in the analysis's transaction), so the two can
 * never cross. The matter row is locked for the change.
 */
type Scope = { organizationId: string; conversationId: string };
type UploadedFile = { id: string; name: string; content_type: string; size: number | string; status: string };

/** Which document the file is for: the one the checklist form named, or the one its name matches. */
export type ChecklistTarget = { documentId: string } | "match";

async function lockedChecklist(trx: Trx, scope: Scope) {
  const matter = await matterOfConversation(trx, scope).select(["id", "checklist"]).forUpdate().executeTakeFirst();
  const checklist = (matter?.checklist as DocumentChecklist | null | undefined) ?? null;
  return matter && checklist ? { matterId: matter.id, checklist } : null;
}

/** Ticks the document the file is for; returns its id, or null when none is. */
export async function tickChecklistDocument(
  trx: Trx,
  scope: Scope,
  file: UploadedFile,
  target: ChecklistTarget,
): Promise<string | null> {
  const current = await lockedChecklist(trx, scope);
  if (!current) return null;
  const documentId = target === "match" ? checklistDocumentForFile(current.checklist, file.name) : target.documentId;
  if (!documentId) return null;
  const entry: ChecklistFile = {
    fileId: file.id,
    name: file.name,
    size: Number(file.size),
    type: file.content_type,
    url: `/api/files/${file.id}`,
  };
  const analysing = file.status === "processing" || file.status === "analyzing";
  const next = analysing
    ? markPending(current.checklist, documentId, entry)
    : markUploaded(current.checklist, documentId, entry);
  if (next === current.checklist) return null;
  await saveChecklist(trx, scope, current.matterId, next);
  return documentId;
}

/** The file's analysis ended (read or not, the file is kept): its pending document is uploaded. */
export async function finishChecklistFile(trx: Trx, scope: Scope, fileId: string): Promise<void> {
  const current = await lockedChecklist(trx, scope);
  const document = current?.checklist.documents.find(
    (candidate) => candidate.status === "pending" && candidate.file?.fileId === fileId,
  );
  if (!current || !document?.file) return;
  await saveChecklist(
    trx,
    scope,
    current.matterId,
    markUploaded(current.checklist, document.id, document.file),
    "system",
  );
}
