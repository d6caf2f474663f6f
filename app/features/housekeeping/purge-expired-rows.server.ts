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

  // Each statement deletes at most batchSize rows picked by ctid (works for composite keys too).
  const counts: PurgeCounts = {
    userSessions: await inBatches(batchSize, (limit) =>
      sql`delete from user_sessions where ctid in (select ctid from user_sessions where expires_at < ${now} limit ${limit})`.execute(
        database,
      ),
    ),
    emailTokens: await inBatches(batchSize, (limit) =>
      sql`delete from email_tokens where ctid in (select ctid from email_tokens where expires_at < ${now} limit ${limit})`.execute(
        database,
      ),
    ),
    caseFileShares: await inBatches(batchSize, (limit) =>
      sql`delete from case_file_shares where ctid in (select ctid from case_file_shares where expires_at < ${now} limit ${limit})`.execute(
        database,
      ),
    ),
    rateLimits: await inBatches(batchSize, (limit) =>
      sql`delete from rate_limits where ctid in (select ctid from rate_limits where window_start < ${rateLimitCutoff} limit ${limit})`.execute(
        database,
      ),
    ),
    usageCounters: await inBatches(batchSize, (limit) =>
      sql`delete from usage_counters where ctid in (select ctid from usage_counters where period_start < ${oldestKeptUsagePeriod(now)} limit ${limit})`.execute(
        database,
      ),
    ),
    stripeWebhookEvents: await inBatches(batchSize, (limit) =>
      sql`delete from stripe_webhook_events where ctid in (select ctid from stripe_webhook_events where received_at < ${webhookCutoff} limit ${limit})`.execute(
        database,
      ),
    ),
    // An invitation past its expiry can no longer be accepted, whatever its status.
    invitations: await inBatches(batchSize, (limit) =>
      sql`delete from invitations where ctid in (select ctid from invitations where expires_at < ${now} limit ${limit})`.execute(
        database,
      ),
    ),
    emailOutbox: await inBatches(batchSize, (limit) =>
      sql`delete from email_outbox where ctid in (select ctid from email_outbox where sent_at is not null and sent_at < ${deliveredEmailCutoff} limit ${limit})`.execute(
        database,
      ),
    ),
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
