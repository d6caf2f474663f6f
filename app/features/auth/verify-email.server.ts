import { db, type Trx } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { hitRateLimit, rateLimits } from "~/lib/rate-limit.server.ts";
import { consumeEmailToken, sendEmailLink } from "./email-tokens.server.ts";

/** Enqueues the verification e-mail inside the caller's transaction (it exists only if that commits). */
export async function sendVerificationEmail(
  trx: Trx,
  user: { id: string; email: string; name: string },
): Promise<void> {
  await sendEmailLink(trx, {
    user,
    purpose: "verify-email",
    subject: "Verify your e-mail address",
    text: (link) =>
      `Hello ${user.name},\n\nPlease confirm that this is your e-mail address by opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not create an account, you can ignore this message.\n`,
  });
}

/** POST /api/auth/verify-email: sends a new link unless the address is already verified. */
export async function resendVerificationEmail(userId: string): Promise<{ sent: boolean }> {
  const limit = await hitRateLimit(`verify-email:${userId}`, rateLimits.verificationEmail);
  if (!limit.allowed) {
    throw new DomainError("RATE_LIMITED", "errors:codes.rateLimited", {
      retryAfter: limit.retryAfterSeconds,
    });
  }
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["id", "email", "name", "email_verified_at"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow(() => new DomainError("USER_NOT_FOUND"));
    if (user.email_verified_at) return { sent: false };
    await sendVerificationEmail(trx, user);
    return { sent: true };
  });
}

/** Marks the address verified when the link is valid and was sent to the user's current address. */
export async function verifyEmail(token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeEmailToken(trx, token, "verify-email");
    if (!used) return false;
    const now = new Date();
    const updated = await trx
      .updateTable("users")
      .set((eb) => ({ email_verified_at: eb.fn.coalesce("email_verified_at", eb.val(now)), updated_at: now }))
      .where("id", "=", used.userId)
      .where("email", "=", used.email)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  });
}
