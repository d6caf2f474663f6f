import { sql } from "kysely";
import type { Db } from "../../../db/client.ts";
import { logger } from "~/lib/logger.server.ts";

/**
 * The nightly housekeeping (ADR 0046): deletes rows nothing will ever read again. Each table is
 * emptied in batches of `batchSize` rows, one short statement (and transaction) each, looping
 * until a batch comes back short, so a large backlog never holds one long lock. Deleting only
 * what is already expired makes a second run, or the rest of an interrupted one, safe.
 */
export type PurgeCounts = {
  userSessions: number;
  emailTokens: number;
  caseFileShares: number;
  rateLimits: number;
  usageCounters: number;
  stripeWebhookEvents: number;
  invitations: number;
  emailOutbox: number;
};

export type PurgeOptions = { now?: Date; batchSize?: number };

export const defaultPurgeBatchSize = 5_000;

/** Every rate-limit rule's window is at most an hour; a day leaves a wide margin (ADR 0046). */
export const rateLimitRetentionMs = 24 * 60 * 60 * 1000;

/** Stripe retries a webhook for three days; a month covers every redelivery (ADR 0046). */
export const stripeWebhookEventRetentionMs = 30 * 24 * 60 * 60 * 1000;

/**
 * A delivered e-mail's outbox row (address, subject, body) is kept 7 days, long enough to answer
 * "did the e-mail go out?" and for a retried send-email job to see it was sent; an undelivered
 * row (no sent_at) is never deleted here (ADR 0046).
 */
export const deliveredEmailRetentionMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The oldest usage period kept: the first day of the previous UTC month. The current and the
 * previous month (and every day in them) stay, so quotas and their reporting still work.
 */
export function oldestKeptUsagePeriod(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
}

export async function purgeExpiredRows(database: Db, options: PurgeOptions = {}): Promise<PurgeCounts> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? defaultPurgeBatchSize;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError("batchSize must be a positive integer");
  const rateLimitCutoff = new Date(now.getTime() - rateLimitRetentionMs);
  const webhookCutoff = new Date(now.getTime() - stripeWebhookEventRetentionMs);
  const deliveredEmailCutoff = new Date(now.getTime() - deliveredEmailRetentionMs);

  /**
   * Deletes the rows of `table` whose `column` is before `cutoff` (a null is never before it),
   * at most batchSize rows a statement, picked by ctid (works for composite keys too).
   */
  const purge = (table: string, column: string, cutoff: Date) =>
    inBatches(batchSize, (limit) =>
      sql`delete from ${sql.table(table)} where ctid in (select ctid from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff} limit ${limit})`.execute(
        database,
      ),
    );

  const counts: PurgeCounts = {
    userSessions: await purge("user_sessions", "expires_at", now),
    emailTokens: await purge("email_tokens", "expires_at", now),
    caseFileShares: await purge("case_file_shares", "expires_at", now),
    rateLimits: await purge("rate_limits", "window_start", rateLimitCutoff),
    usageCounters: await purge("usage_counters", "period_start", oldestKeptUsagePeriod(now)),
    stripeWebhookEvents: await purge("stripe_webhook_events", "received_at", webhookCutoff),
    // An invitation past its expiry can no longer be accepted, whatever its status.
    invitations: await purge("invitations", "expires_at", now),
    // An undelivered e-mail (sent_at null) is never before the cutoff, so it stays.
    emailOutbox: await purge("email_outbox", "sent_at", deliveredEmailCutoff),
  };
  logger.info("housekeeping.purged", counts);
  return counts;
}

/** Runs one batch delete after another until a batch deletes fewer rows than the limit. */
async function inBatches(
  batchSize: number,
  deleteBatch: (limit: number) => Promise<{ numAffectedRows?: bigint }>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = Number((await deleteBatch(batchSize)).numAffectedRows ?? 0n);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
