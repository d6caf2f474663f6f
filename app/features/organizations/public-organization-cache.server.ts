import type { PublicOrganization } from "./schemas.ts";

/**
 * The intake page's public organization data, kept per process (ADR 0070): every visitor's page
 * render needs it, it changes rarely, and reading it costs a transaction of four round trips.
 *
 * - A change made through this process (updateOrganization, launching the assistant, deleting the
 *   organization) forgets the entry at once, so the editor sees it on the next render.
 * - Another process (several web boxes) keeps its copy at most `publicOrganizationTtlMs`.
 * - Unknown organizations are not kept: an organization created a moment ago opens at once.
 */
export const publicOrganizationTtlMs = 10_000;
const maxEntries = 1_000;

const entries = new Map<string, { organization: PublicOrganization; expiresAt: number }>();

/** The key a slug or id is kept under: the same lookup getPublicOrganization makes (slugs are lower case). */
function keyOf(slugOrId: string): string {
  return slugOrId.trim().toLowerCase();
}

export function cachedPublicOrganization(slugOrId: string, now = Date.now()): PublicOrganization | undefined {
  const key = keyOf(slugOrId);
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    entries.delete(key);
    return undefined;
  }
  return entry.organization;
}

export function rememberPublicOrganization(slugOrId: string, organization: PublicOrganization, now = Date.now()) {
  const key = keyOf(slugOrId);
  entries.delete(key);
  entries.set(key, { organization, expiresAt: now + publicOrganizationTtlMs });
  // The oldest entry goes first when the process serves very many organizations.
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
}

/** Forgets every entry of this organization (by slug or by id), after its public data changed. */
export function forgetPublicOrganization(organizationId: string) {
  for (const [key, entry] of entries) if (entry.organization.id === organizationId) entries.delete(key);
}
