import { analyzeDocument } from "../app/features/files/analyze-document.server.ts";
import { jobDefinitions } from "./definitions.ts";
import { defineWorker } from "./worker.ts";

/** Reads one uploaded document and reports it in the conversation (idempotent by file id). */
export const analyzeDocumentWorker = defineWorker("analyze-document", async (job) => {
  await analyzeDocument(job.data, {
    finalAttempt: job.retryCount >= jobDefinitions["analyze-document"].policy.retryLimit,
  });
});
