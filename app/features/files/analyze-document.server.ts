import { db, transaction } from "../../../db/client.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { getObjectBytes } from "~/lib/storage.server.ts";
import { refreshCasePdfForConversation } from "~/features/case-pdf/refresh-case-pdf.server.ts";
import { insertMessage } from "~/features/conversations/messages.server.ts";
import { finishChecklistFile } from "./checklist-files.server.ts";
import {
  analysisMessage,
  type DocumentAnalysis,
  maxAnalysedCharacters,
  unreadableMessage,
} from "./document-analysis.ts";
import { UnreadableDocumentError } from "./document-text.server.ts";
import { readDocumentText } from "./read-document.server.ts";
import { summarizeDocument } from "./summarize-document.server.ts";

/**
 * The `analyze-document` job's work for one uploaded file: read its text, summarise it, store the
 * result on the file and say what was found in the conversation, as an assistant message.
 *
 * Idempotent by file id: the result and the message are written together, under a lock on the
 * file row, only while the file has no analysis message; a second run (a retry, a duplicate job)
 * finds it and does nothing. A file that cannot be read (damaged, password-protected, gone) ends
 * "failed" with a reason the visitor can act on, without retrying. Other errors are thrown so the
 * job is retried with backoff; the last attempt marks the file failed before the job moves to the
 * dead-letter queue.
 */
export type AnalyzeOutcome = "completed" | "failed" | "skipped";

const retryLaterMessage =
  "We couldn't analyze this file. It is saved with your matter, and the firm will review it directly.";

type FileToAnalyze = {
  id: string;
  organization_id: string;
  conversation_id: string;
  name: string;
  content_type: string;
  storage_key: string;
};

/** Writes the outcome and its message once; false when another run already did. */
async function finish(
  file: FileToAnalyze,
  outcome:
    | { status: "completed"; analysis: DocumentAnalysis; message: string }
    | { status: "failed"; error: string; message: string },
): Promise<boolean> {
  return transaction(async (trx) => {
    const current = await trx
      .selectFrom("files")
      .select(["analysis_message_id"])
      .where("organization_id", "=", file.organization_id)
      .where("id", "=", file.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current || current.analysis_message_id) return false;
    const scope = { organizationId: file.organization_id, conversationId: file.conversation_id };
    const message = await insertMessage(trx, scope, { role: "assistant", content: outcome.message });
    await trx
      .updateTable("files")
      .set({
        status: outcome.status,
        analysis: outcome.status === "completed" ? JSON.stringify(outcome.analysis) : null,
        error: outcome.status === "failed" ? outcome.error : null,
        analysis_message_id: message.id,
        analyzed_at: new Date(),
        updated_at: new Date(),
      })
      .where("organization_id", "=", file.organization_id)
      .where("id", "=", file.id)
      .execute();
    // Its checklist document stops showing 'Processing'.
    await finishChecklistFile(trx, scope, file.id);
    // The case PDF lists the documents with their summaries.
    await refreshCasePdfForConversation(trx, scope);
    return true;
  });
}

async function analysisOf(file: FileToAnalyze, aiModel: string | null): Promise<DocumentAnalysis> {
  const bytes = await getObjectBytes(file.storage_key);
  if (!bytes) throw new UnreadableDocumentError("the file is no longer in storage.");
  const extracted = await readDocumentText(bytes, file.content_type);
  const base = { version: 1 as const, characters: 0, words: 0, pages: null, rows: null, truncated: false };
  /** Nothing to summarise: a format that cannot be read, or a file without text (a scan). */
  const textless = (note: "unsupported-format" | "no-text", pages: number | null): DocumentAnalysis => ({
    ...base,
    pages,
    provider: "builtin",
    fallback: null,
    textFound: false,
    note,
    summary: "",
    keySentences: [],
    keyFacts: [],
    dates: [],
    parties: [],
  });
  if (extracted.kind === "unsupported") return textless("unsupported-format", null);
  const text = extracted.text.slice(0, maxAnalysedCharacters);
  if (text.trim() === "") return textless("no-text", extracted.pages);
  const summary = await summarizeDocument({
    text,
    kind: extracted.kind,
    fileName: file.name,
    aiModel,
    fileId: file.id,
  });
  return {
    ...base,
    provider: summary.provider,
    fallback: summary.fallback,
    textFound: true,
    note: null,
    summary: summary.summary,
    keySentences: summary.keySentences,
    keyFacts: summary.keyFacts,
    dates: summary.dates,
    parties: summary.parties,
    characters: extracted.text.length,
    words: summary.words,
    pages: extracted.pages,
    rows: summary.rows,
    truncated: extracted.text.length > text.length,
  };
}

/** Sets the file's status while no analysis has been written for it (a finished one is never undone). */
async function markUnanalyzed(file: FileToAnalyze, status: "analyzing" | "processing"): Promise<void> {
  await db
    .updateTable("files")
    .set({ status, updated_at: new Date() })
    .where("organization_id", "=", file.organization_id)
    .where("id", "=", file.id)
    .where("analysis_message_id", "is", null)
    .execute();
}

export async function analyzeDocument(
  input: { organizationId: string; fileId: string },
  options: { finalAttempt: boolean },
): Promise<AnalyzeOutcome> {
  const file = await db
    .selectFrom("files")
    .innerJoin("organizations", "organizations.id", "files.organization_id")
    .select([
      "files.id",
      "files.organization_id",
      "files.conversation_id",
      "files.name",
      "files.content_type",
      "files.storage_key",
      "files.analysis_message_id",
      "organizations.config",
    ])
    .where("files.organization_id", "=", input.organizationId)
    .where("files.id", "=", input.fileId)
    .where("files.kind", "=", "upload")
    .executeTakeFirst();
  if (!file || file.analysis_message_id || !file.conversation_id) return "skipped";
  const target: FileToAnalyze = { ...file, conversation_id: file.conversation_id };
  const aiModel =
    typeof (file.config as { aiModel?: unknown })?.aiModel === "string"
      ? (file.config as { aiModel: string }).aiModel
      : null;

  await markUnanalyzed(target, "analyzing");

  try {
    const analysis = await analysisOf(target, aiModel);
    const written = await finish(target, {
      status: "completed",
      analysis,
      message: analysisMessage(file.name, analysis),
    });
    return written ? "completed" : "skipped";
  } catch (error) {
    if (error instanceof UnreadableDocumentError) {
      const reason = `${error.reason.charAt(0).toUpperCase()}${error.reason.slice(1)}`;
      const written = await finish(target, {
        status: "failed",
        error: reason,
        message: unreadableMessage(file.name, error.reason),
      });
      logger.info("files.analysis.unreadable", { fileId: file.id, organizationId: file.organization_id });
      return written ? "failed" : "skipped";
    }
    logger.warn("files.analysis.error", {
      fileId: file.id,
      organizationId: file.organization_id,
      finalAttempt: options.finalAttempt,
      ...describeError(error),
    });
    if (options.finalAttempt) {
      await finish(target, {
        status: "failed",
        error: retryLaterMessage,
        message: unreadableMessage(file.name, "something went wrong while reading it."),
      }).catch(() => false);
    } else {
      await markUnanalyzed(target, "processing");
    }
    throw error;
  }
}
