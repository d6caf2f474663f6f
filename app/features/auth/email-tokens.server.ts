import { db, type Executor } from "../../../db/client.ts";
import type { EmailTokenPurpose } from "../../../db/tables.ts";
import { generateToken, hashToken } from "~/lib/tokens.server.ts";

/**
 * Single-use, expiring links sent by e-mail (verify e-mail, reset password, confirm account
 * deletion). Only the token's hash is stored; a new link of the same purpose voids the older ones.
 */
export const emailTokenLifetimeSeconds: Record<EmailTokenPurpose, number> = {
  "verify-email": 24 * 3600,
  "reset-password": 3600,
  "delete-account": 3600,
};

export async function createEmailToken(
  executor: Executor,
  input: { userId: string; email: string; purpose: EmailTokenPurpose },
  now: Date = new Date(),
): Promise<string> {
  await executor
    .updateTable("email_tokens")
    .set({ used_at: now, updated_at: now })
    .where("user_id", "=", input.userId)
    .where("purpose", "=", input.purpose)
    .where("used_at", "is", null)
    .execute();
  const token = generateToken();
  await executor
    .insertInto("email_tokens")
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      purpose: input.purpose,
      email: input.email,
      expires_at: new Date(now.getTime() + emailTokenLifetimeSeconds[input.purpose] * 1000),
    })
    .execute();
  return token;
}

/** Uses the token once: the user and address it was sent to, or null when unknown, used or expired. */
export async function consumeEmailToken(
  executor: Executor,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date = new Date(),
): Promise<{ userId: string; email: string } | null> {
  if (token.length < 16 || token.length > 100) return null;
  const row = await executor
    .updateTable("email_tokens")
    .set({ used_at: now, updated_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["user_id", "email"])
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email } : null;
}

/** True when the token could still be used (shows the form before it is consumed). */
export async function isEmailTokenUsable(
  token: string,
  purpose: EmailTokenPurpose,
  now: Date = new Date(),
): Promise<boolean> {
  if (token.length < 16 || token.length > 100) return false;
  const row = await db
    .selectFrom("email_tokens")
    .select("id")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row !== undefined;
}
