import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { rateLimits } from "~/lib/rate-limit.server.ts";
import type { CurrentSession } from "~/lib/request-context.ts";
import { ensurePersonalOrganization } from "~/features/organizations/ensure-personal-organization.server.ts";
import { hashPassword } from "./password.server.ts";
import { guardAttempts } from "./rate-limit-guard.server.ts";
import type { SignUp } from "./schemas.ts";
import { createSession, invalidateSessionToken, recordLoginMethod } from "./session.server.ts";
import { sendVerificationEmail } from "./verify-email.server.ts";

export type AuthMeta = { clientKey: string; userAgent: string | null; currentToken: string | null };
export type SignedIn = { userId: string; token: string; session: CurrentSession };

/** The name a user gets when the sign-up form leaves it empty: the part of the e-mail before the @. */
export function defaultNameFor(email: string): string {
  return email.split("@")[0]!.slice(0, 100);
}

/**
 * Email sign-up (spec §2, §5): creates the user with an argon2id password hash, the personal
 * organization, a verification e-mail (enqueued in the same transaction) and a session.
 */
export async function signUpWithPassword(
  input: Pick<SignUp, "name" | "email" | "password">,
  meta: AuthMeta,
): Promise<SignedIn> {
  await guardAttempts([{ key: `sign-up:client:${meta.clientKey}`, rule: rateLimits.signUpPerClient }]);
  const email = input.email.trim().toLowerCase();
  const name = input.name?.trim() || defaultNameFor(email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const user = await trx
      .insertInto("users")
      .values({
        email,
        name,
        password_hash: passwordHash,
        last_password_change: now,
      })
      .onConflict((conflict) => conflict.constraint("users_email_key").doNothing())
      .returning(["id", "email", "name"])
      .executeTakeFirstOrThrow(() => new DomainError("USER_ALREADY_EXISTS", "errors:domain.accountExists"));
    await ensurePersonalOrganization(trx, user.id);
    await sendVerificationEmail(trx, user);
    await recordLoginMethod(trx, user.id, "email");
    await invalidateSessionToken(trx, meta.currentToken);
    const { token, session } = await createSession(trx, user.id, { userAgent: meta.userAgent });
    logger.info("auth.signed_up", { userId: user.id, method: "email" });
    return { userId: user.id, token, session };
  });
}
