import { sql } from "kysely";
import { db, type Executor } from "../../../db/client.ts";
import { keptQuery } from "../../../db/kept-query.ts";
import type { SubscriptionTier } from "../../../db/tables.ts";
import {
  enforcedLimit,
  type LimitReason,
  limitReason,
  type Metric,
  metricQuota,
  periodEnd,
  periodStart,
  type QuotaTier,
  usageLimits,
} from "./limits.ts";
import type { UsageQuota } from "./schemas.ts";

/** Who is counted: an anonymous intake visitor (their session) or a signed-in user with their plan. */
export type UsageSubject = { kind: "session"; id: string } | { kind: "user"; id: string; tier: SubscriptionTier };

const tierRank: Record<SubscriptionTier, number> = { free: 0, plus: 1, business: 2, enterprise: 3 };

/** Every plan in rank order, worst first. */
const rankedTiers = (Object.keys(tierRank) as SubscriptionTier[]).sort((a, b) => tierRank[a] - tierRank[b]);

/**
 * The best plan among the organizations a user belongs to (ADR 0036), as an SQL expression: null when
 * they belong to none. One rule for `getUserPlanTier` and the turn's check statement (ADR 0137).
 */
export function bestPlanTierOf(userId: string | null) {
  return sql<SubscriptionTier | null>`(
    select o.subscription_tier::text from memberships ms
    join organizations o on o.id = ms.organization_id
    where ms.user_id = ${userId}::uuid
    order by array_position(${rankedTiers}::text[], o.subscription_tier::text) desc
    limit 1
  )`;
}

/**
 * A signed-in user's plan for usage (ADR 0036): the best plan among the organizations they belong
 * to, the same plan the profile badge shows. Free when they belong to none.
 */
export async function getUserPlanTier(executor: Executor, userId: string): Promise<SubscriptionTier> {
  const { rows } = await sql<{ tier: SubscriptionTier | null }>`select ${bestPlanTierOf(userId)} as tier`.execute(
    executor,
  );
  return rows[0]?.tier ?? "free";
}

/**
 * For taking a signed-in user's unit in SQL, where the plan is read in the same statement
 * (turn-check.server.ts, ADR 0137): every plan in rank order (worst first), each with the limit it
 * enforces on `metric` and the start of its period containing `now`, as usageCount gives them.
 */
export function planCounts(metric: Metric, now: Date) {
  const tiers = rankedTiers;
  const counts = tiers.map((tier) => usageCount({ kind: "user", id: "", tier }, metric, now));
  return { tiers, limits: counts.map((count) => count.limit), starts: counts.map((count) => count.start) };
}

/** Signed-in users are counted per user and plan; anonymous visitors per intake session. */
export async function resolveUsageSubject(input: { userId: string | null; sessionId: string }): Promise<UsageSubject> {
  if (!input.userId) return { kind: "session", id: input.sessionId };
  return { kind: "user", id: input.userId, tier: await getUserPlanTier(db, input.userId) };
}

function subjectKey(subject: UsageSubject): string {
  return `${subject.kind}:${subject.id}`;
}

function tierOf(subject: UsageSubject): QuotaTier {
  return subject.kind === "session" ? "anonymous" : subject.tier;
}

export type UsageResult = { allowed: boolean; used: number; limit: number; reason: LimitReason; resetAt: Date };

/**
 * Takes one unit of a metric before the work runs. A single upsert whose update only applies
 * while under the limit (the plan's, or the guardrail of an unlimited plan): concurrent requests
 * can never push the count past it.
 */
export async function consumeUsage(
  executor: Executor,
  subject: UsageSubject,
  metric: Metric,
  now: Date = new Date(),
): Promise<UsageResult> {
  const { key, limit, start } = usageCount(subject, metric, now);
  const row = await executor
    .insertInto("usage_counters")
    .values({ subject: key, metric, period_start: start, used: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["subject", "metric", "period_start"])
        .doUpdateSet({ used: sql`usage_counters.used + 1`, updated_at: sql`now()` })
        .where(sql<boolean>`usage_counters.used < ${limit}`),
    )
    .returning("used")
    .executeTakeFirst();
  return usageOutcome(row?.used, subject, metric, now);
}

/** The counter one unit of `metric` is taken from: its row's key and period, and the limit it enforces. */
export function usageCount(subject: UsageSubject, metric: Metric, now: Date) {
  const { limit, period } = enforcedLimit(tierOf(subject), metric);
  return { key: subjectKey(subject), limit, start: periodStart(period, now) };
}

/** What taking a unit meant: `used` is the count after it, undefined when the limit was reached. */
export function usageOutcome(used: number | undefined, subject: UsageSubject, metric: Metric, now: Date): UsageResult {
  const tier = tierOf(subject);
  const { limit, period } = enforcedLimit(tier, metric);
  return {
    allowed: used !== undefined,
    used: used ?? limit,
    limit,
    reason: limitReason(tier, metric),
    resetAt: periodEnd(period, now),
  };
}

/** Gives a unit back when the work it paid for never ran (e.g. the model was unreachable). */
export async function refundUsage(executor: Executor, subject: UsageSubject, metric: Metric, now: Date = new Date()) {
  const { period } = usageLimits[tierOf(subject)][metric];
  await executor
    .updateTable("usage_counters")
    .set({ used: sql`greatest(used - 1, 0)` })
    .where("subject", "=", subjectKey(subject))
    .where("metric", "=", metric)
    .where("period_start", "=", periodStart(period, now))
    .execute();
}

/** The two counters of a subject's quota; read on every intake page view of a visitor with a conversation: kept compiled (ADR 0130). */
const quotaCounters = keptQuery((executor, subject: string, messagesStart: Date, filesStart: Date) =>
  executor
    .selectFrom("usage_counters")
    .select(["metric", "used", "period_start"])
    .where("subject", "=", subject)
    .where((eb) =>
      eb.or([
        eb.and([eb("metric", "=", "messages"), eb("period_start", "=", messagesStart)]),
        eb.and([eb("metric", "=", "files"), eb("period_start", "=", filesStart)]),
      ]),
    ),
);

export async function getUsageQuota(subject: UsageSubject, now: Date = new Date()): Promise<UsageQuota> {
  const tier = tierOf(subject);
  const limits = usageLimits[tier];
  const { rows } = await quotaCounters(
    db,
    subjectKey(subject),
    periodStart(limits.messages.period, now),
    periodStart(limits.files.period, now),
  );
  const used = (metric: Metric) => rows.find((row) => row.metric === metric)?.used ?? 0;
  return {
    messages: metricQuota(used("messages"), limits.messages.limit),
    files: metricQuota(used("files"), limits.files.limit),
    resetDate: periodEnd(limits.messages.period, now).toISOString(),
    tier,
  };
}
