import { sql } from "kysely";
import { db } from "../../../db/client.ts";
import { DomainError } from "../../lib/errors.ts";
import { logger } from "../../lib/logger.server.ts";
import { rateLimits } from "../../lib/rate-limit.server.ts";
import { verifyPassword } from "./password.server.ts";
import { guardAttempts } from "./rate-limit-guard.server.ts";
import { createSession, invalidateSessionToken, recordLoginMethod } from "./session.server.ts";
import type { AuthMeta, SignedIn } from "./sign-up.server.ts";

/**
 * Email sign-in (spec §2, §8). Every attempt counts against the address and the client (ADR 0010),
 * so guessing is slowed however it is spread. A successful sign-in always issues a new token and
 * ends the session the browser held before (rotation).
 */
export async function signInWithPassword(
  input: { email: string; password: string },
  meta: AuthMeta,
): Promise<SignedIn & { twoFactorRequired: boolean; onboardingCompleted: boolean; language: string | null }> {
  const email = input.email.trim().toLowerCase();
  await guardAttempts([
    { key: `sign-in:client:${meta.clientKey}`, rule: rateLimits.signInPerClient },
    { key: `sign-in:email:${email}`, rule: rateLimits.signInPerEmail },
  ]);
  const user = await db
    .selectFrom("users")
    .select(["id", "password_hash", "two_factor_enabled", "onboarding_completed", sql<string | null>`settings->>'language'`.as("language")])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) throw new DomainError("USER_NOT_FOUND", "No account found with this email. Please sign up first.");
  // An account made with Google has no password until one is set through "reset password".
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.password))) {
    throw new DomainError("INVALID_CREDENTIALS", "Invalid email or password");
  }
  return db.transaction().execute(async (trx) => {
    await invalidateSessionToken(trx, meta.currentToken);
    await recordLoginMethod(trx, user.id, "email");
    // With two-factor on, the session opens only /auth/two-factor until a code is given.
    const { token, session } = await createSession(trx, user.id, { userAgent: meta.userAgent, twoFactorVerified: false });
    logger.info("auth.signed_in", { userId: user.id, method: "email" });
    return {
      userId: user.id,
      token,
      session,
      twoFactorRequired: user.two_factor_enabled,
      onboardingCompleted: user.onboarding_completed,
      // The interface language chosen in settings, if any: it follows the user to this browser.
      language: user.language,
    };
  });
}
