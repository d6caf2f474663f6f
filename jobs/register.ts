import { analyzeDocumentWorker } from "./analyze-document.ts";
import { applyRetentionCron, applyRetentionWorker } from "./apply-retention.ts";
import { generateCasePdfWorker } from "./generate-case-pdf.ts";
import { interruptAbandonedStreamsCron, interruptAbandonedStreamsWorker } from "./interrupt-abandoned-streams.ts";
import { purgeExpiredRowsCron, purgeExpiredRowsWorker } from "./purge-expired-rows.ts";
import { startQueue } from "./queue.ts";
import { reconcileSubscriptionsCron, reconcileSubscriptionsWorker } from "./reconcile-subscriptions.ts";
import { sendEmailWorker } from "./send-email.ts";
import { syncSeatsWorker } from "./sync-seats.ts";
import { syncSubscriptionWorker } from "./sync-subscription.ts";
import { verifyDomainWorker } from "./verify-domain.ts";
import { subscribe, type Worker } from "./worker.ts";

/** Every worker of the application. Imported only by app/request-handler.ts. */
const workers: Worker<any>[] = [
  sendEmailWorker,
  analyzeDocumentWorker,
  generateCasePdfWorker,
  verifyDomainWorker,
  syncSubscriptionWorker,
  syncSeatsWorker,
  reconcileSubscriptionsWorker,
  purgeExpiredRowsWorker,
  applyRetentionWorker,
  interruptAbandonedStreamsWorker,
];

export async function startWorkers(): Promise<void> {
  const boss = await startQueue();
  for (const worker of workers) await subscribe(boss, worker);
  // Scheduled work (pg-boss keeps one schedule per name, so every process may set it).
  await boss.schedule("reconcile-subscriptions", reconcileSubscriptionsCron, {}, { tz: "UTC" });
  await boss.schedule("purge-expired-rows", purgeExpiredRowsCron, {}, { tz: "UTC" });
  await boss.schedule("apply-retention", applyRetentionCron, {}, { tz: "UTC" });
  await boss.schedule("interrupt-abandoned-streams", interruptAbandonedStreamsCron, {}, { tz: "UTC" });
}
