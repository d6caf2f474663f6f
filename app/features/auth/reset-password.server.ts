import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { rateLimits } from "~/lib/rate-limit.server.ts";
import { consumeEmailToken, sendEmailLink } from "./email-tokens.server.ts";
import { hashPassword } from "./password.server.ts";
import { guardAttempts } from "./rate-limit-guard.server.ts";
import { invalidateAllSessions } from "./session.server.ts";

/**
 * Password reset by a single-use link valid for one hour. The request answers the same whether or
 * not the address has an account; setting the new password ends every session of the user.
 */
export async function requestPasswordReset(emailInput: string, meta: { clientKey: string }): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  await guardAttempts([
    { key: `password-reset:client:${meta.clientKey}`, rule: rateLimits.passwordResetPerClient },
    { key: `password-reset:email:${email}`, rule: rateLimits.passwordResetPerEmail },
  ]);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["id", "email", "name"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!user) return;
    await sendEmailLink(trx, {
      user,
      purpose: "reset-password",
      subject: "Reset your password",
      text: (link) =>
        `Hello ${user.name},\n\nSomeone asked to reset the password of your account. To choose a new password, open this link:\n\n${link}\n\nThe link works once and expires in one hour. If it was not you, ignore this message: your password stays as it is.\n`,
    });
  });
}

/** Sets the new password when the link is valid; the user then signs in again everywhere. */
export async function resetPassword(token: string, newPassword: string): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    const used = await consumeEmailToken(trx, token, "reset-password");
    if (!used) throw new DomainError("INVALID_TOKEN", "errors:domain.linkInvalid");
    const now = new Date();
    await trx
      .updateTable("users")
      // Opening the link proves the address, so it counts as verified.
      .set((eb) => ({
        password_hash: passwordHash,
        last_password_change: now,
        email_verified_at: eb.fn.coalesce("email_verified_at", eb.val(now)),
        updated_at: now,
      }))
      .where("id", "=", used.userId)
      .where("email", "=", used.email)
      .returning("id")
      .executeTakeFirstOrThrow(() => new DomainError("INVALID_TOKEN", "errors:domain.linkInvalid"));
    await invalidateAllSessions(trx, used.userId);
    return { userId: used.userId };
  });
}
