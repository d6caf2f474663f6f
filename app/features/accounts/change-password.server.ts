import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { hashPassword, verifyPassword } from "~/features/auth/password.server.ts";
import { guardAttempts } from "~/features/auth/rate-limit-guard.server.ts";
import { invalidateAllSessions } from "~/features/auth/session.server.ts";

/**
 * Settings → Security → change password. The current password must be right (attempts are
 * rate-limited per user); when asked, every other session of the user ends.
 */
export async function changePassword(
  { actor, sessionId }: { actor: { id: string }; sessionId: string },
  input: { currentPassword: string; newPassword: string; signOutOtherSessions: boolean },
): Promise<{ endedSessions: number }> {
  await guardAttempts([{ key: `change-password:user:${actor.id}`, rule: { limit: 10, windowSeconds: 900 } }]);
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", actor.id).executeTakeFirstOrThrow();
  if (!row.password_hash || !(await verifyPassword(row.password_hash, input.currentPassword))) {
    throw new DomainError("INVALID_CREDENTIALS", "errors:domain.currentPasswordIncorrect");
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, last_password_change: now, updated_at: now })
      .where("id", "=", actor.id)
      .execute();
    const endedSessions = input.signOutOtherSessions
      ? await invalidateAllSessions(trx, actor.id, { except: sessionId })
      : 0;
    logger.info("accounts.password_changed", { userId: actor.id, endedSessions });
    return { endedSessions };
  });
}
