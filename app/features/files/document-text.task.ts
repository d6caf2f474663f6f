import { parentPort, workerData } from "node:worker_threads";
import { type DocumentLimits, extractDocumentText, UnreadableDocumentError } from "./document-text.server.ts";

/** The worker thread's task (read-document.server.ts): read one document, post what was found. */
export type DocumentTaskInput = { bytes: Uint8Array; contentType: string; limits: DocumentLimits };
export type DocumentTaskAnswer =
  | { ok: true; document: Awaited<ReturnType<typeof extractDocumentText>> }
  | { ok: false; unreadable: string | null };

const { bytes, contentType, limits } = workerData.input as DocumentTaskInput;
let answer: DocumentTaskAnswer;
try {
  answer = { ok: true, document: await extractDocumentText(bytes, contentType, limits) };
} catch (error) {
  answer = { ok: false, unreadable: error instanceof UnreadableDocumentError ? error.reason : null };
}
parentPort!.postMessage(answer);
