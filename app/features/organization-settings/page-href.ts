/** The organization's own settings pages below /settings/organization that take its id in the query. */
type OrganizationPage = "conflicts" | "lawyers" | "limitations" | "retention";

/**
 * The URL builder of one of an organization's settings pages: `organizationPageHref("conflicts")`
 * gives `(organizationId, extra?) => "/settings/organization/conflicts?organizationId=…&…"`.
 * Client-safe.
 */
export function organizationPageHref(page: OrganizationPage) {
  return (organizationId: string, extra: Record<string, string> = {}): string =>
    `/settings/organization/${page}?${new URLSearchParams({ organizationId, ...extra }).toString()}`;
}
