import { env, fixedOrgHosts, mainHost } from "~/lib/env.server.ts";

export type IntakeTarget =
  | { kind: "organization"; slug: string; fixedHost: boolean }
  | { kind: "redirect"; location: string };

/**
 * Which organization's intake page a request for "/" shows (the spec's host rules):
 * a host listed in FIXED_ORG_HOSTS always shows its organization; the main host's root without
 * an organizationId redirects to ?organizationId=<DEFAULT_ORG_SLUG>; any other host shows the
 * organizationId it asks for, else DEFAULT_ORG_SLUG.
 */
export function resolveIntakeTarget(url: URL): IntakeTarget {
  const host = url.host.toLowerCase();
  const fixed = fixedOrgHosts().get(host);
  if (fixed) return { kind: "organization", slug: fixed, fixedHost: true };

  const requested = url.searchParams.get("organizationId")?.trim();
  if (requested) return { kind: "organization", slug: requested, fixedHost: false };

  const fallback = env().DEFAULT_ORG_SLUG;
  if (host === mainHost()) {
    const params = new URLSearchParams(url.search);
    params.set("organizationId", fallback);
    return { kind: "redirect", location: `/?${params.toString()}` };
  }
  return { kind: "organization", slug: fallback, fixedHost: false };
}

/** The canonical address of an organization's intake page. */
export function intakeCanonicalUrl(url: URL, slug: string, fixedHost: boolean): string {
  if (fixedHost) return `${url.protocol}//${url.host}/`;
  const base = new URL(env().APP_URL);
  return `${base.origin}/?organizationId=${encodeURIComponent(slug)}`;
}
