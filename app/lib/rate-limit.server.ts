import { sql } from "kysely";
import { countersDb, type Executor } from "../../db/client.ts";

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Fixed-window rate limiting in PostgreSQL, shared by every web node. One atomic upsert per hit:
 * concurrent requests cannot both take the last slot.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  return hitRateLimitWith(countersDb, key, rule, now);
}

async function hitRateLimitWith(
  executor: Executor,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitResult> {
  const { windowStart } = rateLimitWindow(rule, now);
  const row = await executor
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(["key", "window_start"]).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return rateLimitOutcome(row.hits, rule, now);
}

/** The fixed window `now` falls in (its start is the counter's `window_start`). */
export function rateLimitWindow(rule: RateLimitRule, now: Date): { windowStart: Date } {
  const windowMs = rule.windowSeconds * 1000;
  return { windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs) };
}

/** What a hit counted as `hits` in the window of `now` means: allowed, or when to try again. */
export function rateLimitOutcome(hits: number, rule: RateLimitRule, now: Date): RateLimitResult {
  const windowEnd = rateLimitWindow(rule, now).windowStart.getTime() + rule.windowSeconds * 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
  return { allowed: hits <= rule.limit, remaining: Math.max(0, rule.limit - hits), retryAfterSeconds };
}

/** Rate-limit rules by purpose. Keys combine the purpose with an id or a hashed client address. */
export const rateLimits = {
  sessionCreate: { limit: 20, windowSeconds: 600 },
  chatMessage: { limit: 30, windowSeconds: 60 },
  activity: { limit: 120, windowSeconds: 60 },
  // Accounts: attempts (successful or not) per e-mail address and per client.
  signInPerEmail: { limit: 10, windowSeconds: 900 },
  signInPerClient: { limit: 50, windowSeconds: 900 },
  signUpPerClient: { limit: 10, windowSeconds: 3600 },
  passwordResetPerEmail: { limit: 3, windowSeconds: 3600 },
  passwordResetPerClient: { limit: 20, windowSeconds: 3600 },
  verificationEmail: { limit: 3, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;
