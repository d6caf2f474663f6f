import { DomainError } from "~/lib/errors.ts";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server.ts";
import { hashToken } from "~/lib/tokens.server.ts";

/**
 * Counts one attempt against each key and throws RATE_LIMITED (with retryAfter seconds) when any
 * is over its limit. Keys that contain an e-mail address are hashed: rate_limits holds no contact data.
 */
export async function guardAttempts(checks: Array<{ key: string; rule: RateLimitRule }>): Promise<void> {
  for (const { key, rule } of checks) {
    const result = await hitRateLimit(hashToken(key).slice(0, 40), rule);
    if (!result.allowed) {
      throw new DomainError("RATE_LIMITED", "errors:domain.tooManyAttempts", {
        retryAfter: result.retryAfterSeconds,
      });
    }
  }
}
