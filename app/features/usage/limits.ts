/**
 * Usage limits per tier (spec: free 20 messages per day and 3 document uploads per month; plus
 * 200 messages per day, five times free; business and enterprise unlimited with guardrails).
 * -1 means unlimited. Anonymous intake visitors have a per-visitor limit of their own (ADR 0008).
 * Client-safe.
 */
export type Tier = "free" | "plus" | "business" | "enterprise";
export type QuotaTier = Tier | "anonymous";
export type Metric = "messages" | "files";
export type Period = "day" | "month";
export type Limit = { limit: number; period: Period };

export const usageLimits: Record<QuotaTier, Record<Metric, Limit>> = {
  free: { messages: { limit: 20, period: "day" }, files: { limit: 3, period: "month" } },
  plus: { messages: { limit: 200, period: "day" }, files: { limit: 15, period: "month" } },
  business: { messages: { limit: -1, period: "day" }, files: { limit: -1, period: "month" } },
  enterprise: { messages: { limit: -1, period: "day" }, files: { limit: -1, period: "month" } },
  anonymous: { messages: { limit: 100, period: "month" }, files: { limit: 10, period: "month" } },
};

/**
 * "Unlimited with guardrails" (ADR 0036): business and enterprise users are never shown a limit,
 * but one person cannot send more than this in a period (a script, a stolen session). Far above
 * what a lawyer types in a working day; reaching it answers 429 until the period ends.
 */
export const unlimitedGuardrails: Record<Metric, Limit> = {
  messages: { limit: 1000, period: "day" },
  files: { limit: 1000, period: "month" },
};

/** The limit the counter enforces: the plan's, or the guardrail when the plan is unlimited. */
export function enforcedLimit(tier: QuotaTier, metric: Metric): Limit & { guardrail: boolean } {
  const plan = usageLimits[tier][metric];
  if (plan.limit !== -1) return { ...plan, guardrail: false };
  return { limit: unlimitedGuardrails[metric].limit, period: plan.period, guardrail: true };
}

/** Which limit was reached, for its message (billing:usage.limitReached.<reason>). */
export type LimitReason =
  | "anonymousMessages"
  | "anonymousFiles"
  | "planMessagesDaily"
  | "planMessagesMonthly"
  | "planFiles"
  | "guardrail";

export function limitReason(tier: QuotaTier, metric: Metric): LimitReason {
  if (usageLimits[tier][metric].limit === -1) return "guardrail";
  if (tier === "anonymous") return metric === "messages" ? "anonymousMessages" : "anonymousFiles";
  if (metric === "files") return "planFiles";
  return usageLimits[tier].messages.period === "day" ? "planMessagesDaily" : "planMessagesMonthly";
}

/** The start of the period containing `now`, in UTC. */
export function periodStart(period: Period, now: Date): Date {
  return period === "day"
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** When the period containing `now` ends and the count starts again. */
export function periodEnd(period: Period, now: Date): Date {
  return period === "day"
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export type MetricQuota = { used: number; limit: number; remaining: number; unlimited: boolean };

export function metricQuota(used: number, limit: number): MetricQuota {
  const unlimited = limit === -1;
  return { used, limit, remaining: unlimited ? -1 : Math.max(0, limit - used), unlimited };
}

/** The usage banner: hidden when unlimited, a notice from 80 %, stronger wording at 100 %. */
export function usageBannerLevel(quota: MetricQuota): "none" | "warning" | "exhausted" {
  if (quota.unlimited || quota.limit <= 0) return "none";
  if (quota.used >= quota.limit) return "exhausted";
  return quota.used / quota.limit >= 0.8 ? "warning" : "none";
}
