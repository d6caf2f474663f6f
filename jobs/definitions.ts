import { z } from "zod";

/**
 * The sender-worker contract: every job's name, payload schema and retry policy. A queue is
 * created for each, with a dead-letter queue `<name>-dlq` where a job lands after its last try.
 */
export const SendEmailPayload = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
  replyTo: z.email().optional(),
});

/** Reads an uploaded document and posts what it found in the conversation (one result per file). */
export const AnalyzeDocumentPayload = z.object({
  organizationId: z.uuid(),
  fileId: z.uuid(),
});

/** Renders a matter's case-file PDF again when what it shows has changed. */
export const GenerateCasePdfPayload = z.object({
  organizationId: z.uuid(),
  matterId: z.uuid(),
});

/** Checks a user's domain for its DNS TXT verification record (ADR 0016). */
export const VerifyDomainPayload = z.object({
  userId: z.uuid(),
  domain: z.string().min(1).max(253),
});

/** Re-reads the organization's subscription from Stripe and sets tier, seats and status (ADR 0033). */
export const SyncSubscriptionPayload = z.object({
  organizationId: z.uuid(),
});

/** Sets the business subscription's quantity to the organization's member count (ADR 0033). */
export const SyncSeatsPayload = z.object({
  organizationId: z.uuid(),
});

/** The daily reconcile: a subscription sync for every paying organization. */
export const ReconcileSubscriptionsPayload = z.object({}).loose();

/** The nightly housekeeping: deletes expired and outdated rows (ADR 0046). */
export const PurgeExpiredRowsPayload = z.object({}).loose();

/** The nightly retention run: each organization's policy, legal holds, deletion receipts (ADR 0057). */
export const ApplyRetentionPayload = z.object({}).loose();

/** Every few minutes: chat answers left `streaming` by a process or a database outage marked interrupted (ADR 0065). */
export const InterruptAbandonedStreamsPayload = z.object({}).loose();

export type JobPolicy = {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with retryBackoff. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job running longer than this is failed (and retried). */
  expireInSeconds: number;
  /** Jobs of this kind one process works on at once. */
  concurrency: number;
  /**
   * pg-boss queue policy (default standard). stately: with a singletonKey, at most one job per key
   * waits and one runs, so a burst of events for one organization becomes one sync after the last.
   */
  queuePolicy?: "standard" | "stately";
};

/**
 * A job's payload and policy. A job that is tried again waits twice as long before each new try
 * (retryBackoff): retryDelay seconds, then twice that, and so on.
 */
function job<P extends z.ZodType>(payload: P, policy: Omit<JobPolicy, "retryBackoff">) {
  return { payload, policy: { ...policy, retryBackoff: policy.retryLimit > 0 } };
}

/**
 * The two Stripe syncs: one waiting job per organization (stately, keyed), and with Stripe
 * unreachable tried after 20 s, 40 s, 80 s, 160 s, 320 s; the daily reconcile catches anything later.
 */
const stripeSync = { retryLimit: 5, retryDelay: 20, expireInSeconds: 120, queuePolicy: "stately" } as const;

export const jobDefinitions = {
  "send-email": job(SendEmailPayload, { retryLimit: 6, retryDelay: 30, expireInSeconds: 120, concurrency: 2 }),
  // 10 s, 20 s, 40 s, 80 s; a model call and a 25 MB PDF fit well inside five minutes.
  "analyze-document": job(AnalyzeDocumentPayload, {
    retryLimit: 4,
    retryDelay: 10,
    expireInSeconds: 300,
    concurrency: 2,
  }),
  "generate-case-pdf": job(GenerateCasePdfPayload, {
    retryLimit: 4,
    retryDelay: 10,
    expireInSeconds: 120,
    concurrency: 1,
  }),
  // A lookup that fails (timeout, SERVFAIL) is tried again: 15 s, 30 s, 60 s; then it shows as failed.
  "verify-domain": job(VerifyDomainPayload, { retryLimit: 3, retryDelay: 15, expireInSeconds: 60, concurrency: 2 }),
  "sync-subscription": job(SyncSubscriptionPayload, { ...stripeSync, concurrency: 2 }),
  "sync-seats": job(SyncSeatsPayload, { ...stripeSync, concurrency: 1 }),
  "reconcile-subscriptions": job(ReconcileSubscriptionsPayload, {
    retryLimit: 2,
    retryDelay: 300,
    expireInSeconds: 600,
    concurrency: 1,
  }),
  // Idempotent: a failed or expired run is tried again after 10 min, then 20 min; the next night
  // finishes anything left. Thirty minutes is far beyond a night's backlog in 5,000-row batches.
  "purge-expired-rows": job(PurgeExpiredRowsPayload, {
    retryLimit: 2,
    retryDelay: 600,
    expireInSeconds: 1800,
    concurrency: 1,
  }),
  // Idempotent and resumable (receipts first, bytes and rows in batches): a failed or expired run
  // is tried again after 10 then 20 minutes, and the next night finishes anything left.
  "apply-retention": job(ApplyRetentionPayload, {
    retryLimit: 2,
    retryDelay: 600,
    expireInSeconds: 3600,
    concurrency: 1,
  }),
  // One UPDATE, idempotent: a failed run is simply the next one, five minutes later.
  "interrupt-abandoned-streams": job(InterruptAbandonedStreamsPayload, {
    retryLimit: 0,
    retryDelay: 0,
    expireInSeconds: 120,
    concurrency: 1,
  }),
} satisfies Record<string, { payload: z.ZodType; policy: JobPolicy }>;

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]["payload"]>;
export const jobNames = Object.keys(jobDefinitions) as JobName[];

export function deadLetterQueue(name: JobName): string {
  return `${name}-dlq`;
}
