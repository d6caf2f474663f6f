import type { UsageResult } from "./usage.server.ts";

/** A translator of the billing namespace (the request's language). */
export type BillingTranslator = (key: string, options?: Record<string, unknown>) => string;

export type UsageRefusal = {
  status: 402 | 429;
  code: "USAGE_LIMIT_REACHED" | "USAGE_GUARDRAIL_REACHED";
  message: string;
  retryAfterSeconds: number | null;
};

/**
 * The answer to a unit the quota refused (ADR 0036): 402 with the plan's wording when a plan or
 * visitor limit is reached; 429 with Retry-After when an unlimited plan meets its guardrail, since
 * paying more would not help.
 */
export function usageRefusal(
  result: Pick<UsageResult, "reason" | "limit" | "resetAt">,
  t: BillingTranslator,
  now: Date = new Date(),
): UsageRefusal {
  const message = t(`usage.limitReached.${result.reason}`, { limit: result.limit });
  if (result.reason !== "guardrail")
    return { status: 402, code: "USAGE_LIMIT_REACHED", message, retryAfterSeconds: null };
  const retryAfterSeconds = Math.max(1, Math.ceil((result.resetAt.getTime() - now.getTime()) / 1000));
  return { status: 429, code: "USAGE_GUARDRAIL_REACHED", message, retryAfterSeconds };
}
