import { sql } from "kysely";
import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { rateLimits } from "~/lib/rate-limit.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { guardAttempts } from "./rate-limit-guard.server.ts";
import {
  backoffKeys,
  clearAccountFailures,
  isKnownDevice,
  knownDeviceCookieValue,
  recordFailure,
  refuseWhileWaiting,
} from "./sign-in-backoff.server.ts";
import { createSession, invalidateSessionToken, recordLoginMethod } from "./session.server.ts";
import type { AuthMeta, SignedIn } from "./sign-up.server.ts";

/** The hash an unknown address is checked against, so it takes as long as a real account's (ADR 0052). */
let dummyHash: Promise<string> | undefined;
function hashForTiming(): Promise<string> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  return dummyHash;
}

/**
 * Email sign-in (spec §2, §8). An unknown address and a wrong password get the same answer, after
 * the same argon2 work (ADR 0052). Attempts per client are limited (ADR 0010); failures slow the
 * account and the client down with an exponential backoff that a browser which signed in to the
 * account before (its known-device cookie) skips for the account. A successful sign-in always
 * issues a new token and ends the session the browser held before (rotation).
 */
export async function signInWithPassword(
  input: { email: string; password: string },
  meta: AuthMeta & { knownDevice?: string | null },
): Promise<
  SignedIn & { twoFactorRequired: boolean; onboardingCompleted: boolean; language: string | null; knownDevice: string }
> {
  const email = input.email.trim().toLowerCase();
  await guardAttempts([{ key: `sign-in:client:${meta.clientKey}`, rule: rateLimits.signInPerClient }]);
  const user = await db
    .selectFrom("users")
    .select([
      "id",
      "password_hash",
      "two_factor_enabled",
      "onboarding_completed",
      sql<string | null>`settings->>'language'`.as("language"),
    ])
    .where("email", "=", email)
    .executeTakeFirst();
  const keys = backoffKeys(email, meta.clientKey);
  const ownersBrowser = user ? isKnownDevice(meta.knownDevice ?? null, user.id) : false;
  await refuseWhileWaiting(db, ownersBrowser ? [keys.client] : [keys.client, keys.account]);
  // An account made with Google has no password until one is set through "reset password".
  const valid = await verifyPassword(user?.password_hash ?? (await hashForTiming()), input.password);
  if (!user || !user.password_hash || !valid) {
    await recordFailure(db, keys);
    throw new DomainError("INVALID_CREDENTIALS");
  }
  await clearAccountFailures(db, keys);
  const knownDevice = knownDeviceCookieValue(meta.knownDevice ?? null, user.id);
  return db.transaction().execute(async (trx) => {
    await invalidateSessionToken(trx, meta.currentToken);
    await recordLoginMethod(trx, user.id, "email");
    // With two-factor on, the session opens only /auth/two-factor until a code is given.
    const { token, session } = await createSession(trx, user.id, {
      userAgent: meta.userAgent,
      twoFactorVerified: false,
    });
    logger.info("auth.signed_in", { userId: user.id, method: "email" });
    return {
      userId: user.id,
      token,
      session,
      twoFactorRequired: user.two_factor_enabled,
      onboardingCompleted: user.onboarding_completed,
      // The interface language chosen in settings, if any: it follows the user to this browser.
      language: user.language,
      knownDevice,
    };
  });
}
