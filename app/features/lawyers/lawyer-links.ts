import { searchParamsOf } from "./lawyer-display.ts";
import type { LawyerSearchQuery } from "./schemas.ts";

/**
 * Links of the lawyer search, always carrying the organization (slug) so they work on any host.
 * Client-safe.
 */
export function lawyersHref(
  organizationSlug: string | null | undefined,
  query: LawyerSearchQuery = {},
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  if (organizationSlug) params.set("organizationId", organizationSlug);
  for (const [key, value] of Object.entries(searchParamsOf(query))) params.set(key, value);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `/lawyers?${search}` : "/lawyers";
}

export function contactHref(
  organizationSlug: string | null | undefined,
  query: LawyerSearchQuery,
  lawyerId: string,
): string {
  return lawyersHref(organizationSlug, query, { contact: lawyerId });
}

/** The chat of the organization, at its newest message. */
export function chatHref(organizationSlug: string | null | undefined): string {
  return organizationSlug ? `/?organizationId=${encodeURIComponent(organizationSlug)}#latest` : "/#latest";
}
