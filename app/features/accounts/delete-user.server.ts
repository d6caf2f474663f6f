import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { rateLimits } from "~/lib/rate-limit.server.ts";
import { consumeEmailToken, sendEmailLink } from "~/features/auth/email-tokens.server.ts";
import { verifyPassword } from "~/features/auth/password.server.ts";
import { guardAttempts } from "~/features/auth/rate-limit-guard.server.ts";
import type { Trx } from "../../../db/client.ts";

/**
 * Account deletion (spec §4). A password account confirms with its password and is deleted at
 * once; an account without a password (Google) gets a confirmation link by e-mail. Deleting the
 * user removes its sessions, links, memberships and personal organization (foreign keys cascade).
 * The owner of a shared organization must first hand it over or delete it.
 */
export type DeleteUserResult = { status: "deleted" } | { status: "verification_sent" };

export async function deleteUser(userId: string, input: { password?: string }): Promise<DeleteUserResult> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "name", "password_hash"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow(() => new DomainError("USER_NOT_FOUND"));
  await assertNoSharedOwnership(userId);
  if (user.password_hash) {
    if (!input.password) throw new DomainError("PASSWORD_REQUIRED", "errors:domain.passwordRequiredToDelete");
    await guardAttempts([{ key: `delete-user:${userId}`, rule: rateLimits.signInPerEmail }]);
    if (!(await verifyPassword(user.password_hash, input.password))) {
      throw new DomainError("INVALID_CREDENTIALS", "errors:domain.passwordIncorrect");
    }
    await db.transaction().execute((trx) => removeUser(trx, userId));
    return { status: "deleted" };
  }
  await guardAttempts([{ key: `delete-user-mail:${userId}`, rule: rateLimits.verificationEmail }]);
  await db.transaction().execute(async (trx) => {
    await sendEmailLink(trx, {
      user,
      purpose: "delete-account",
      subject: "Confirm the deletion of your account",
      text: (link) =>
        `Hello ${user.name},\n\nTo delete your account and everything in it, open this link and confirm:\n\n${link}\n\nThe link works once and expires in one hour. If you did not ask for this, ignore this message.\n`,
    });
  });
  return { status: "verification_sent" };
}

/** Deletes the account whose e-mailed confirmation link this is. Returns the user id, or null for a bad link. */
export async function confirmAccountDeletion(token: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeEmailToken(trx, token, "delete-account");
    if (!used) return null;
    await assertNoSharedOwnership(used.userId, trx);
    await removeUser(trx, used.userId);
    return used.userId;
  });
}

async function assertNoSharedOwnership(userId: string, executor: Trx | typeof db = db): Promise<void> {
  const shared = await executor
    .selectFrom("memberships as m")
    .innerJoin("organizations as o", "o.id", "m.organization_id")
    .select("o.id")
    .where("m.user_id", "=", userId)
    .where("m.role", "=", "owner")
    .where("o.is_personal", "=", false)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("memberships as other")
            .select("other.id")
            .whereRef("other.organization_id", "=", "o.id")
            .where("other.user_id", "!=", userId)
            .where("other.role", "=", "owner"),
        ),
      ),
    )
    .executeTakeFirst();
  if (shared) {
    throw new DomainError("CONFLICT", "errors:domain.ownsOrganization");
  }
}

async function removeUser(trx: Trx, userId: string): Promise<void> {
  await trx.deleteFrom("users").where("id", "=", userId).execute();
}
