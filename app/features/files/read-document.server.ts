import { runBoundedWorker, WorkerLimitError } from "~/lib/bounded-worker.server.ts";
import { projectFile } from "~/lib/project-file.server.ts";
import { documentLimits } from "./document-limits.ts";
import type { DocumentTaskAnswer } from "./document-text.task.ts";
import { type DocumentText, UnreadableDocumentError } from "./document-text.server.ts";

// The SSR build runs the task compiled by `npm run build` (scripts/build-server.mjs, ADR 0054);
// development and tests run its source through tsx.
const task = () =>
  import.meta.env.PROD
    ? projectFile("build/tasks/document-text.js")
    : projectFile("app/features/files/document-text.task.ts");

/**
 * The text of an uploaded document, read in its own worker thread with a heap cap and a deadline
 * (ADR 0044): a document bomb ends this one read, never the process. A document that breaks a
 * limit raises UnreadableDocumentError (not retried); a thread that fails otherwise raises an
 * ordinary error, which the job retries.
 */
export async function readDocumentText(
  bytes: Uint8Array,
  contentType: string,
  limits = documentLimits,
): Promise<DocumentText> {
  const copy = new Uint8Array(bytes);
  let answer: DocumentTaskAnswer;
  try {
    answer = await runBoundedWorker<DocumentTaskAnswer>(
      task(),
      { bytes: copy, contentType, limits: { maxPdfInflatedBytes: limits.maxPdfInflatedBytes } },
      limits,
      [copy.buffer],
    );
  } catch (error) {
    if (error instanceof WorkerLimitError && error.limit === "memory") {
      throw new UnreadableDocumentError(
        "reading it needed more memory than we allow for one document; it may be malformed.",
      );
    }
    if (error instanceof WorkerLimitError && error.limit === "deadline") {
      throw new UnreadableDocumentError("reading it took longer than we allow for one document; it may be malformed.");
    }
    throw error;
  }
  if (answer.ok) return answer.document;
  if (answer.unreadable !== null) throw new UnreadableDocumentError(answer.unreadable);
  throw new Error("The document reader failed unexpectedly.");
}
