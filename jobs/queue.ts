import { CompiledQuery } from "kysely";
import PgBoss from "pg-boss";
import { env } from "../app/lib/env.server.ts";
import { describeError, logger } from "../app/lib/logger.server.ts";
import { pool, type Trx } from "../db/client.ts";
import { deadLetterQueue, type JobName, type JobPayload, jobDefinitions, jobNames } from "./definitions.ts";

/**
 * pg-boss for this process: one instance, on the application's pool (one pool per process).
 * Every queue of jobs/definitions.ts is created at start, each with its dead-letter queue.
 */
type State = { boss: PgBoss; started: Promise<void> };
const holder = globalThis as typeof globalThis & { __parleyQueue?: State };

// SQLSTATE 57P01-57P03: the server terminated the connection (restart, failover, admin), so the
// statement did not run and retrying it is safe. Each failure discards one dead pooled client;
// after an outage every idle client may be dead, hence up to one retry per pool slot.
const terminatedConnection = /^57P0[123]$/;

async function executeOnPool(text: string, values: unknown[]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pool().query(text, values);
    } catch (error) {
      const retryable = terminatedConnection.test(String((error as { code?: unknown }).code));
      if (!retryable || attempt >= env().DATABASE_POOL_MAX) throw error;
    }
  }
}

export async function startQueue(): Promise<PgBoss> {
  if (!holder.__parleyQueue) {
    const boss = new PgBoss({
      db: { executeSql: executeOnPool },
      schema: "pgboss",
      // Finished jobs are archived after a day and deleted after a week.
      archiveCompletedAfterSeconds: 24 * 3600,
      deleteAfterDays: 7,
    });
    // Polling and maintenance errors (a lost connection, say) arrive here; pg-boss keeps polling.
    boss.on("error", (error) => logger.warn("queue.error", describeError(error)));
    const started = (async () => {
      await boss.start();
      for (const name of jobNames) {
        const { policy } = jobDefinitions[name];
        const dlq = deadLetterQueue(name);
        await boss.createQueue(dlq, { name: dlq, policy: "standard", retentionDays: 30 });
        await boss.createQueue(name, {
          name,
          policy: "queuePolicy" in policy && policy.queuePolicy ? policy.queuePolicy : "standard",
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelay,
          retryBackoff: policy.retryBackoff,
          expireInSeconds: policy.expireInSeconds,
          deadLetter: dlq,
        });
      }
    })();
    holder.__parleyQueue = { boss, started };
    started.catch(() => {
      if (holder.__parleyQueue?.boss === boss) holder.__parleyQueue = undefined;
    });
  }
  await holder.__parleyQueue.started;
  return holder.__parleyQueue.boss;
}

export function queue(): PgBoss {
  if (!holder.__parleyQueue) throw new Error("The queue has not been started");
  return holder.__parleyQueue.boss;
}

export type SendOptions = {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  trx?: Trx;
  singletonKey?: string;
  /** With singletonKey: one job per key per window; with singletonNextSlot a later send waits for the next window (a debounce). */
  singletonSeconds?: number;
  singletonNextSlot?: boolean;
  startAfter?: Date | number;
  retryLimit?: number;
  retryDelay?: number;
};

/** Validates the payload against the job's contract and enqueues it. Returns the job id. */
export async function send<N extends JobName>(
  name: N,
  payload: JobPayload<N>,
  options: SendOptions = {},
): Promise<string> {
  const data = jobDefinitions[name].payload.parse(payload) as object;
  const { trx, ...jobOptions } = options;
  const boss = await startQueue();
  const id = await boss.send(name, data, {
    ...jobOptions,
    ...(trx ? { db: { executeSql: async (text, values) => trx.executeQuery(CompiledQuery.raw(text, values)) } } : {}),
  });
  if (id === null) {
    // Only a singletonKey duplicate makes pg-boss skip a job; anything else is a bug.
    if (options.singletonKey) return "";
    throw new Error(`Job ${name} was not enqueued`);
  }
  return id;
}

export async function stopQueue(timeoutMs: number): Promise<void> {
  const state = holder.__parleyQueue;
  if (!state) return;
  holder.__parleyQueue = undefined;
  await state.started.catch(() => {});
  // Graceful: workers finish the jobs they hold (up to timeoutMs); the pool is closed by its owner.
  await state.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
}

/** True when pg-boss is running and its schema answers. */
export async function queueIsHealthy(): Promise<boolean> {
  const state = holder.__parleyQueue;
  if (!state) return false;
  try {
    await state.started;
    return (await state.boss.getQueue(jobNames[0])) !== null;
  } catch {
    return false;
  }
}
