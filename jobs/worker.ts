import type PgBoss from "pg-boss";
import { describeError, logger } from "../app/lib/logger.server.ts";
import { type JobName, type JobPayload, jobDefinitions } from "./definitions.ts";

export type Worker<N extends JobName = JobName> = {
  name: N;
  handle: (job: { id: string; data: JobPayload<N>; retryCount: number }) => Promise<void>;
};

export function defineWorker<N extends JobName>(name: N, handle: Worker<N>["handle"]): Worker<N> {
  return { name, handle };
}

/**
 * Subscribes a worker: `concurrency` pollers, one job each. A throwing handler fails the job, which
 * pg-boss retries with backoff and finally moves to the dead-letter queue; the process never crashes.
 */
export async function subscribe<N extends JobName>(boss: PgBoss, worker: Worker<N>): Promise<void> {
  const { payload, policy } = jobDefinitions[worker.name];
  for (let index = 0; index < policy.concurrency; index++) {
    await boss.work<object>(
      worker.name,
      { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
      async ([job]) => {
        const started = Date.now();
        try {
          const data = payload.parse(job.data) as JobPayload<N>;
          await worker.handle({ id: job.id, data, retryCount: job.retryCount });
          logger.info("job.completed", { job: worker.name, jobId: job.id, ms: Date.now() - started });
        } catch (error) {
          logger.warn("job.failed", {
            job: worker.name,
            jobId: job.id,
            retryCount: job.retryCount,
            ...describeError(error),
          });
          throw error;
        }
      },
    );
  }
}
