import { db, type Executor, type Trx } from "../../../db/client.ts";
import type { EmailTokenPurpose } from "../../../db/tables.ts";
import { send } from "../../../jobs/queue.ts";
import { env } from "~/lib/env.server.ts";
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

/** The page a link of each purpose opens. */
const linkPaths: Record<EmailTokenPurpose, string> = {
  "verify-email": "/auth/verify-email",
  "reset-password": "/auth/reset-password",
  "delete-account": "/auth/delete-account",
};

/**
 * Makes a new link of this purpose for the user and enqueues its e-mail inside the caller's
 * transaction (the link exists, and the e-mail goes, only if that commits). `text` writes the
 * message around the link.
 */
export async function sendEmailLink(
  trx: Trx,
  input: {
    user: { id: string; email: string; name: string };
    purpose: EmailTokenPurpose;
    subject: string;
    text: (link: string) => string;
  },
): Promise<void> {
  const { user, purpose } = input;
  const token = await createEmailToken(trx, { userId: user.id, email: user.email, purpose });
  const link = new URL(`${linkPaths[purpose]}?token=${token}`, env().APP_URL).toString();
  await send("send-email", { to: user.email, subject: input.subject, text: input.text(link) }, { trx });
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
