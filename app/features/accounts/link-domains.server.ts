import { randomBytes } from "node:crypto";
import { Resolver } from "node:dns/promises";
import { sql } from "kysely";
import { db, type Executor, type Trx } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";
import { env } from "~/lib/env.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { type CustomDomain, type domainFailures, readUserSettings } from "./schemas.ts";

/**
 * Verified-link domains (spec §2, §3, §4; ADR 0016). A domain is added as pending; the
 * verify-domain job looks up its TXT records and marks it verified when one of them is
 * `parley-verification=<the user's token>`, or failed with the reason. The list stays in
 * users.settings.customDomains (the spec's shape); only this module changes verification.
 */
export const VERIFICATION_PREFIX = "parley-verification=";
/** The two domains everyone may pick without verifying (the product's own). */
export const fixedLinkDomains = ["parley.law", "ai.parley.law"] as const;

export type DomainFailure = (typeof domainFailures)[number];

async function storedVerificationToken(executor: Executor, userId: string): Promise<string | null> {
  const row = await executor
    .selectFrom("users")
    .select("domain_verification_token")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.domain_verification_token;
}

/** The user's token for TXT records, made on first use. */
export async function getDomainVerificationToken(executor: Executor, userId: string): Promise<string> {
  const token = await storedVerificationToken(executor, userId);
  if (token) return token;
  // Only where none is set yet: of two first uses at once, both read the token the first one wrote.
  await executor
    .updateTable("users")
    .set({ domain_verification_token: randomBytes(16).toString("hex") })
    .where("id", "=", userId)
    .where("domain_verification_token", "is", null)
    .execute();
  return (await storedVerificationToken(executor, userId))!;
}

export function verificationRecord(token: string): string {
  return `${VERIFICATION_PREFIX}${token}`;
}

async function lockedDomains(trx: Trx, userId: string): Promise<CustomDomain[]> {
  const row = await trx
    .selectFrom("users")
    .select("settings")
    .where("id", "=", userId)
    .forUpdate()
    .executeTakeFirstOrThrow(() => new DomainError("USER_NOT_FOUND"));
  return readUserSettings(row.settings).customDomains;
}

async function storeDomains(
  trx: Trx,
  userId: string,
  domains: CustomDomain[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  const patch = JSON.stringify({ customDomains: domains, ...extra });
  await trx
    .updateTable("users")
    .set({ settings: sql<string>`settings || ${patch}::jsonb`, updated_at: new Date() })
    .where("id", "=", userId)
    .execute();
}

/** A domain just added: pending until the verify-domain job has looked up its TXT records. */
export const pendingDomain = (domain: string): CustomDomain => ({
  domain,
  verified: false,
  verifiedAt: null,
  status: "pending",
  checkedAt: null,
  failure: null,
});

/** Adds a domain (already validated and lowercased by AddDomainSchema) and queues its check. */
export async function addLinkDomain({ actor }: { actor: { id: string } }, domain: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const domains = await lockedDomains(trx, actor.id);
    if (domains.some((entry) => entry.domain === domain) || (fixedLinkDomains as readonly string[]).includes(domain)) {
      throw new DomainError("CONFLICT", "errors:domain.domainAlreadyAdded");
    }
    if (domains.length >= 50) throw new DomainError("VALIDATION_FAILED", "errors:domain.tooManyDomains");
    await getDomainVerificationToken(trx, actor.id);
    await storeDomains(trx, actor.id, [...domains, pendingDomain(domain)]);
    await send(
      "verify-domain",
      { userId: actor.id, domain },
      { trx, singletonKey: `verify-domain:${actor.id}:${domain}` },
    );
  });
  logger.info("link_domain.added", { userId: actor.id });
}

/** Checks a domain again (after a failure, or to pick up a record published later). */
export async function recheckLinkDomain({ actor }: { actor: { id: string } }, domain: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const domains = await lockedDomains(trx, actor.id);
    const entry = domains.find((candidate) => candidate.domain === domain);
    if (!entry) throw new DomainError("NOT_FOUND", "errors:domain.domainNotFound");
    if (entry.verified) return;
    await storeDomains(
      trx,
      actor.id,
      domains.map((candidate) => (candidate.domain === domain ? pendingDomain(domain) : candidate)),
    );
    await send(
      "verify-domain",
      { userId: actor.id, domain },
      { trx, singletonKey: `verify-domain:${actor.id}:${domain}` },
    );
  });
}

export async function removeLinkDomain({ actor }: { actor: { id: string } }, domain: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const domains = await lockedDomains(trx, actor.id);
    if (!domains.some((candidate) => candidate.domain === domain))
      throw new DomainError("NOT_FOUND", "errors:domain.domainNotFound");
    const row = await trx
      .selectFrom("users")
      .select(sql<string | null>`settings->>'selectedDomain'`.as("selected"))
      .where("id", "=", actor.id)
      .executeTakeFirstOrThrow();
    await storeDomains(
      trx,
      actor.id,
      domains.filter((candidate) => candidate.domain !== domain),
      row.selected === domain ? { selectedDomain: null } : {},
    );
  });
}

/** The selector: empty (placeholder), a fixed domain, or one of the user's verified domains. */
export async function selectLinkDomain({ actor }: { actor: { id: string } }, selected: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const domains = await lockedDomains(trx, actor.id);
    const allowed =
      selected === null ||
      (fixedLinkDomains as readonly string[]).includes(selected) ||
      domains.some((entry) => entry.domain === selected && entry.verified);
    if (!allowed) throw new DomainError("VALIDATION_FAILED", "errors:domain.domainNotVerified");
    await storeDomains(trx, actor.id, domains, { selectedDomain: selected });
  });
}

export type TxtLookup = (domain: string) => Promise<string[][]>;

/** TXT lookups through DNS_RESOLVER (host:port) when set, else the system's resolvers. */
export function systemTxtLookup(): TxtLookup {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  const configured = env().DNS_RESOLVER;
  if (configured) resolver.setServers([configured]);
  return (domain) => resolver.resolveTxt(domain);
}

/** Codes of answers that say "no such record", as opposed to a lookup that did not work. */
const absentCodes = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN"]);

/**
 * The verify-domain job: looks the domain up and records the outcome. A lookup that did not work
 * throws (the job is retried) unless this is the last try, which records it as failed.
 */
export async function verifyLinkDomain(
  { userId, domain }: { userId: string; domain: string },
  { lookup = systemTxtLookup(), lastTry = true }: { lookup?: TxtLookup; lastTry?: boolean } = {},
): Promise<CustomDomain | null> {
  const token = (
    await db.selectFrom("users").select("domain_verification_token").where("id", "=", userId).executeTakeFirst()
  )?.domain_verification_token;
  if (!token) return null;
  let failure: DomainFailure | null = null;
  try {
    const records = (await lookup(domain)).map((chunks) => chunks.join(""));
    if (!records.some((record) => record.trim() === verificationRecord(token)))
      failure = records.length === 0 ? "not_found" : "mismatch";
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (absentCodes.has(code)) failure = "not_found";
    else if (!lastTry) throw error;
    else failure = "lookup_failed";
  }
  const now = new Date().toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    const domains = await lockedDomains(trx, userId);
    const entry = domains.find((candidate) => candidate.domain === domain);
    // Removed meanwhile, or already verified: nothing to record.
    if (!entry || entry.verified) return entry ?? null;
    const next: CustomDomain =
      failure === null
        ? { domain, verified: true, verifiedAt: now, status: "verified", checkedAt: now, failure: null }
        : { domain, verified: false, verifiedAt: null, status: "failed", checkedAt: now, failure };
    await storeDomains(
      trx,
      userId,
      domains.map((candidate) => (candidate.domain === domain ? next : candidate)),
    );
    return next;
  });
  logger.info("link_domain.checked", { userId, verified: failure === null, failure });
  return outcome;
}
