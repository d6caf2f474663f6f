import type { UsageQuota } from "~/features/usage/schemas.ts";

/** The outcome of refreshing the quota from GET /api/usage/quota, checked against its schema. */
export type QuotaRefresh =
  | { ok: true; quota: UsageQuota }
  | { ok: false; reason: "status"; status: number }
  | { ok: false; reason: "format" }
  | { ok: false; reason: "network" };

/**
 * Reads the visitor's (or signed-in user's) usage after a turn. The answer is validated in the
 * browser: a body that does not match the schema is a format failure, never a half-read quota.
 * The schema (zod) is loaded with the first refresh, after a turn, not with the page (ADR 0069).
 */
export async function fetchUsageQuota(
  organizationId: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<QuotaRefresh> {
  const request = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await request(`/api/usage/quota?organizationId=${encodeURIComponent(organizationId)}`, {
      credentials: "include",
      headers: { Accept: "application/json" },
      signal: options.signal,
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (!response.ok) return { ok: false, reason: "status", status: response.status };
  const body: unknown = await response.json().catch(() => null);
  const { UsageQuotaResponseSchema } = await import("~/features/usage/schemas.ts");
  const parsed = UsageQuotaResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.success || !parsed.data.data) return { ok: false, reason: "format" };
  return { ok: true, quota: parsed.data.data };
}
