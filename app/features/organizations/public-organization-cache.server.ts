import type { IntakeOrganization } from "./get-intake-organization.server.ts";
import type { PublicOrganization } from "./schemas.ts";

/**
 * An organization's data as the visitor's side reads it, kept per process (ADR 0070, 0094): every
 * visitor's page render needs the public data, every chat turn the full configuration; both change
 * rarely, and reading them costs a round trip (the page's, a transaction of four) and a parse.
 *
 * - A change made through this process (updateOrganization, launching the assistant, deleting the
 *   organization) forgets the entries at once, so the editor sees it on the next render or turn.
 * - Another process (several web boxes) keeps its copy at most `publicOrganizationTtlMs`.
 * - Unknown organizations are not kept: an organization created a moment ago opens at once.
 */
export const publicOrganizationTtlMs = 10_000;
const maxEntries = 1_000;

type Kept<T> = Map<string, { organization: T; expiresAt: number }>;
const publicEntries: Kept<PublicOrganization> = new Map();
const intakeEntries: Kept<IntakeOrganization> = new Map();

/** The key a slug or id is kept under: the same lookup the reads make (slugs are lower case). */
function keyOf(slugOrId: string): string {
  return slugOrId.trim().toLowerCase();
}

function cached<T>(entries: Kept<T>, slugOrId: string, now: number): T | undefined {
  const key = keyOf(slugOrId);
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    entries.delete(key);
    return undefined;
  }
  return entry.organization;
}

function remember<T>(entries: Kept<T>, slugOrId: string, organization: T, now: number) {
  const key = keyOf(slugOrId);
  entries.delete(key);
  entries.set(key, { organization, expiresAt: now + publicOrganizationTtlMs });
  // The oldest entry goes first when the process serves very many organizations.
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
}

export function cachedPublicOrganization(slugOrId: string, now = Date.now()): PublicOrganization | undefined {
  return cached(publicEntries, slugOrId, now);
}

export function rememberPublicOrganization(slugOrId: string, organization: PublicOrganization, now = Date.now()) {
  remember(publicEntries, slugOrId, organization, now);
}

/** The configuration a chat turn runs with (getIntakeOrganization's answer), as kept for `slugOrId`. */
export function cachedIntakeOrganization(slugOrId: string, now = Date.now()): IntakeOrganization | undefined {
  return cached(intakeEntries, slugOrId, now);
}

export function rememberIntakeOrganization(slugOrId: string, organization: IntakeOrganization, now = Date.now()) {
  remember(intakeEntries, slugOrId, organization, now);
}

/** Forgets every entry of this organization (by slug or by id, public and full), after its data changed. */
export function forgetPublicOrganization(organizationId: string) {
  for (const entries of [publicEntries, intakeEntries] as Kept<{ id: string }>[]) {
    for (const [key, entry] of entries) if (entry.organization.id === organizationId) entries.delete(key);
  }
}
