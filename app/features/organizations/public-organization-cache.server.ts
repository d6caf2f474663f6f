import type { IntakeOrganization } from "./get-intake-organization.server.ts";
import type { PublicOrganization } from "./schemas.ts";

/**
 * An organization's data as the visitor's side reads it, kept per process (ADR 0070, 0094): every
 * visitor's page render needs the public data, every chat turn the full configuration; both change
 * rarely, and reading them costs a round trip (the page's, a transaction of four) and a parse.
 * Each view of an organization is one `KeptOrganizations`, and every one follows the same rules:
 *
 * - A change made through this process (updateOrganization, launching the assistant, deleting the
 *   organization) forgets the entries at once, so the editor sees it on the next render or turn.
 * - Another process (several web boxes) keeps its copy at most `publicOrganizationTtlMs`.
 * - Unknown organizations are not kept: an organization created a moment ago opens at once.
 */
export const publicOrganizationTtlMs = 10_000;
const maxEntries = 1_000;

/** Every view kept, so that a change forgets the organization in all of them. */
const allKept: KeptOrganizations<{ id: string }>[] = [];

/** One view of organizations (public data, a chat turn's configuration), by the slug or id it was read with. */
export class KeptOrganizations<T extends { id: string }> {
  private readonly entries = new Map<string, { organization: T; expiresAt: number }>();

  constructor() {
    allKept.push(this);
  }

  /** The key a slug or id is kept under: the same lookup the reads make (slugs are lower case). */
  private static keyOf(slugOrId: string): string {
    return slugOrId.trim().toLowerCase();
  }

  get(slugOrId: string, now = Date.now()): T | undefined {
    const key = KeptOrganizations.keyOf(slugOrId);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.organization;
  }

  set(slugOrId: string, organization: T, now = Date.now()): void {
    const key = KeptOrganizations.keyOf(slugOrId);
    this.entries.delete(key);
    this.entries.set(key, { organization, expiresAt: now + publicOrganizationTtlMs });
    // The oldest entry goes first when the process serves very many organizations.
    if (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** The kept organization, or `read`'s answer, kept when it names one (an unknown one is not). */
  async through(slugOrId: string, read: () => Promise<T | null>): Promise<T | null> {
    const kept = this.get(slugOrId);
    if (kept) return kept;
    const organization = await read();
    if (organization) this.set(slugOrId, organization);
    return organization;
  }

  forget(organizationId: string): void {
    for (const [key, entry] of this.entries) if (entry.organization.id === organizationId) this.entries.delete(key);
  }
}

/** The intake page's public data (loadIntakeOrganization's answer). */
export const keptPublicOrganizations = new KeptOrganizations<PublicOrganization>();

/** The configuration a chat turn runs with (getIntakeOrganization's answer). */
export const keptIntakeOrganizations = new KeptOrganizations<IntakeOrganization>();

/** Forgets every entry of this organization (by slug or by id, in every view), after its data changed. */
export function forgetPublicOrganization(organizationId: string) {
  for (const kept of allKept) kept.forget(organizationId);
}
