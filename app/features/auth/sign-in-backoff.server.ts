import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import { hostCookieName, serializeCookie } from "~/lib/cookies.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { secretsKey } from "~/lib/secrets-key.server.ts";
import { hashToken } from "~/lib/tokens.server.ts";

/**
 * Failed sign-ins slow the next try down, never lock (ADR 0052). Two keys count failures: the
 * account (every client together) and the client (every account together). Each may fail a few
 * times freely; after that each further failure doubles its wait, up to a cap, and the wait is
 * only a wait: once it has passed the key may try again, and an attempt made while waiting is
 * refused without counting. A browser that has signed in to the account before carries a
 * known-device cookie and skips the account's wait (its client's wait still applies), so a
 * stranger guessing at an address slows only strangers, never the owner on their own browser.
 */
export const signInBackoff = {
  account: { freeFailures: 5, maxWaitSeconds: 15 * 60 },
  client: { freeFailures: 10, maxWaitSeconds: 15 * 60 },
  /** Failures older than this are forgotten: the next one starts a fresh count. */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

export type BackoffKeys = { account: string; client: string };

/** Hashed keys: the table holds no e-mail address or client address. */
export function backoffKeys(email: string, clientKey: string): BackoffKeys {
  return {
    account: hashToken(`sign-in:account:${email}`).slice(0, 40),
    client: hashToken(`sign-in:client:${clientKey}`).slice(0, 40),
  };
}

/** The wait after `failures` failures of a key with `freeFailures` free ones: 0, then 2 s, 4 s, 8 s, ... up to the cap. */
export function waitSeconds(failures: number, rule: { freeFailures: number; maxWaitSeconds: number }): number {
  if (failures <= rule.freeFailures) return 0;
  return Math.min(rule.maxWaitSeconds, 2 ** Math.min(30, failures - rule.freeFailures));
}

/** Throws RATE_LIMITED (with retryAfter) while any of the keys is still waiting. Counts nothing. */
export async function refuseWhileWaiting(executor: Executor, keys: string[], now: Date = new Date()): Promise<void> {
  if (keys.length === 0) return;
  const row = await executor
    .selectFrom("sign_in_backoff")
    .select(sql<Date>`max(blocked_until)`.as("until"))
    .where("key", "in", keys)
    .where("blocked_until", ">", now)
    .executeTakeFirst();
  if (!row?.until) return;
  const retryAfter = Math.max(1, Math.ceil((new Date(row.until).getTime() - now.getTime()) / 1000));
  throw new DomainError("RATE_LIMITED", "errors:domain.tooManyAttempts", {
    retryAfter,
  });
}

/** Counts one failure against the account and the client, and sets each one's next wait. */
export async function recordFailure(executor: Executor, keys: BackoffKeys, now: Date = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - signInBackoff.forgetAfterSeconds * 1000);
  for (const [key, rule] of [
    [keys.account, signInBackoff.account],
    [keys.client, signInBackoff.client],
  ] as const) {
    // One atomic upsert: concurrent failures each count. The wait is computed in SQL from the new count.
    await sql`
      insert into sign_in_backoff (key, failures, blocked_until, last_failure_at)
      values (${key}, 1, ${now}, ${now})
      on conflict (key) do update set
        failures = case when sign_in_backoff.last_failure_at < ${forgetBefore} then 1 else sign_in_backoff.failures + 1 end,
        last_failure_at = ${now},
        blocked_until = ${now}::timestamptz + make_interval(secs => case
          when (case when sign_in_backoff.last_failure_at < ${forgetBefore} then 1 else sign_in_backoff.failures + 1 end) <= ${rule.freeFailures} then 0
          else least(${rule.maxWaitSeconds}, power(2, least(30, (case when sign_in_backoff.last_failure_at < ${forgetBefore} then 1 else sign_in_backoff.failures + 1 end) - ${rule.freeFailures})))
        end)
    `.execute(executor);
  }
}

/** A correct password clears the account's count (the client's stays: it may be guessing elsewhere). */
export async function clearAccountFailures(executor: Executor, keys: BackoffKeys): Promise<void> {
  await executor.deleteFrom("sign_in_backoff").where("key", "=", keys.account).execute();
}

/** The known-device cookie's name (`__Host-` under https). */
export function knownDeviceCookieName(): string {
  return hostCookieName("parley_known_device");
}

/** Set-Cookie for the known-device cookie: a year, HttpOnly, SameSite=Lax. */
export function knownDeviceCookie(value: string): string {
  return serializeCookie(knownDeviceCookieName(), value, { maxAgeSeconds: 365 * 24 * 60 * 60 });
}

/** How many accounts one browser's known-device cookie remembers. */
const rememberedAccounts = 5;

/**
 * The known-device cookie after a sign-in of this user: a random nonce and its HMAC with the user
 * id, in front of the ones it held for other accounts (at most five).
 */
export function knownDeviceCookieValue(previous: string | null, userId: string): string {
  const nonce = randomBytes(12).toString("base64url");
  const others = (previous ?? "").split("~").filter((entry) => entry && !isKnownDevice(entry, userId));
  return [`${nonce}.${deviceMac(userId, nonce)}`, ...others].slice(0, rememberedAccounts).join("~");
}

/** True when the cookie holds an entry issued to this browser at a sign-in of this user. */
export function isKnownDevice(cookie: string | null, userId: string): boolean {
  if (!cookie || cookie.length > 1024) return false;
  return cookie.split("~").some((entry) => {
    const [nonce, mac, extra] = entry.split(".");
    if (!nonce || !mac || extra !== undefined || nonce.length > 32) return false;
    const expected = Buffer.from(deviceMac(userId, nonce));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

function deviceMac(userId: string, nonce: string): string {
  return createHmac("sha256", secretsKey()).update(`known-device:${userId}:${nonce}`).digest("base64url");
}
