import { generateCasePdf } from "../app/features/case-pdf/generate-case-pdf.server.ts";
import { defineWorker } from "./worker.ts";

/** Renders a matter's case PDF again when what it shows changed (a no-op when nothing did). */
export const generateCasePdfWorker = defineWorker("generate-case-pdf", async (job) => {
  await generateCasePdf(job.data, { onlyIfExists: true });
});
