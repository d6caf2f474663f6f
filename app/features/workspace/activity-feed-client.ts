import type { ActivityResponse } from "~/features/activity/schemas.ts";

/**
 * The browser's read of GET /api/activity (spec §7, §8): conditional with If-None-Match, so an
 * unchanged feed answers 304 and the timeline keeps what it shows. Client-safe.
 */
export type ActivityFetchResult =
  | { kind: "data"; feed: ActivityResponse; etag: string | null }
  | { kind: "not-modified" }
  | { kind: "rate-limited"; retryAfter: number }
  | { kind: "error"; message: string | null };

export const activityRefreshMs = 30_000;
export const defaultRetryAfterSeconds = 60;

export async function fetchActivity(
  query: { organizationId: string; sessionId: string | null },
  etag: string | null,
  fetcher: typeof fetch = fetch,
): Promise<ActivityFetchResult> {
  const params = new URLSearchParams({ organizationId: query.organizationId });
  if (query.sessionId) params.set("sessionId", query.sessionId);
  let response: Response;
  try {
    response = await fetcher(`/api/activity?${params.toString()}`, {
      credentials: "include",
      headers: etag ? { "If-None-Match": etag, Accept: "application/json" } : { Accept: "application/json" },
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { kind: "error", message: null };
  }
  if (response.status === 304) return { kind: "not-modified" };
  const body = (await response.json().catch(() => null)) as
    | (Partial<ActivityResponse> & { error?: string; retryAfter?: number })
    | null;
  if (response.status === 429) {
    const retryAfter = Number(body?.retryAfter ?? response.headers.get("Retry-After"));
    return {
      kind: "rate-limited",
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : defaultRetryAfterSeconds,
    };
  }
  if (!response.ok || !body || !Array.isArray(body.items))
    return { kind: "error", message: typeof body?.error === "string" ? body.error : null };
  return { kind: "data", feed: body as ActivityResponse, etag: response.headers.get("ETag") };
}
