import { analyzeDocumentWorker } from "./analyze-document.ts";
import { generateCasePdfWorker } from "./generate-case-pdf.ts";
import { startQueue } from "./queue.ts";
import { sendEmailWorker } from "./send-email.ts";
import { verifyDomainWorker } from "./verify-domain.ts";
import { subscribe, type Worker } from "./worker.ts";

/** Every worker of the application. Imported only by app/request-handler.ts. */
const workers: Worker<any>[] = [sendEmailWorker, analyzeDocumentWorker, generateCasePdfWorker, verifyDomainWorker];

export async function startWorkers(): Promise<void> {
  const boss = await startQueue();
  for (const worker of workers) await subscribe(boss, worker);
}
