import { createTOTPKeyURI, verifyHOTP } from "@oslojs/otp";
import {
  decodeBase32IgnorePadding,
  encodeBase32LowerCaseNoPadding,
  encodeBase32UpperCaseNoPadding,
} from "@oslojs/encoding";
import { db, type Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { open, seal } from "~/lib/secret-box.server.ts";
import { hashToken } from "~/lib/tokens.server.ts";
import { guardAttempts } from "~/features/auth/rate-limit-guard.server.ts";

/**
 * Two-factor sign-in with TOTP (RFC 6238: SHA-1, 30 s, 6 digits), ADR 0015. The secret is 20
 * random bytes shown once as base32; it is stored sealed with AES-256-GCM (ADR 0017) in
 * users.two_factor_secret and never logged.
 * Ten single-use recovery codes are shown once; only their SHA-256 is stored.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = "Parley";
export const RECOVERY_CODE_COUNT = 10;
/** Code attempts per user: enrollment and sign-in alike. */
const codeAttempts = { limit: 5, windowSeconds: 300 };

export type Enrollment = { secret: string; uri: string };

const sealFor = (userId: string, secret: string) => seal(secret, `two-factor:${userId}`);
const openFor = (userId: string, sealed: string) => open(sealed, `two-factor:${userId}`);

function keyOf(secret: string): Uint8Array {
  return decodeBase32IgnorePadding(secret.toUpperCase());
}

/**
 * The time step (unix seconds / 30) a TOTP code belongs to, allowing one step of clock drift
 * either way, or null when it matches none.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  const key = keyOf(secret);
  for (const step of [current, current - 1, current + 1]) {
    if (verifyHOTP(key, BigInt(step), DIGITS, code)) return step;
  }
  return null;
}

/**
 * Accepts a code once: records its step as the user's last, unless a code of that step or a later
 * one was accepted already (a replayed or older code). One conditional update, so two requests
 * racing with the same code cannot both win.
 */
async function acceptStep(executor: Executor, userId: string, step: number): Promise<boolean> {
  const accepted = await executor
    .updateTable("users")
    .set({ two_factor_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("two_factor_last_step", "is", null), eb("two_factor_last_step", "<", step)]))
    .returning("id")
    .executeTakeFirst();
  return accepted !== undefined;
}

/** The sealed secret of an enrollment not yet confirmed, or null. */
async function sealedPendingSecret(executor: Executor, userId: string): Promise<string | null> {
  const row = await executor
    .selectFrom("users")
    .select(["two_factor_pending_secret"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.two_factor_pending_secret;
}

/** The pending secret of an enrollment (made on first call, kept across reloads until confirmed). */
export async function startTwoFactorEnrollment({
  actor,
}: {
  actor: { id: string; email: string };
}): Promise<Enrollment> {
  const sealed = await sealedPendingSecret(db, actor.id);
  let secret = sealed ? openFor(actor.id, sealed) : null;
  if (!secret) {
    const bytes = new Uint8Array(20);
    crypto.getRandomValues(bytes);
    secret = encodeBase32UpperCaseNoPadding(bytes);
    await db
      .updateTable("users")
      .set({ two_factor_pending_secret: sealFor(actor.id, secret), updated_at: new Date() })
      .where("id", "=", actor.id)
      .execute();
  }
  return { secret, uri: createTOTPKeyURI(ISSUER, actor.email, keyOf(secret), PERIOD_SECONDS, DIGITS) };
}

/**
 * Confirms an enrollment with a code from the app: two-factor is on, the current session counts as
 * verified, and ten fresh recovery codes are returned (to be shown once).
 */
export async function confirmTwoFactorEnrollment(
  { actor, sessionId }: { actor: { id: string }; sessionId: string },
  code: string,
): Promise<string[]> {
  await guardAttempts([{ key: `two-factor:user:${actor.id}`, rule: codeAttempts }]);
  const sealed = await sealedPendingSecret(db, actor.id);
  if (!sealed) throw new DomainError("NOT_FOUND", "errors:domain.mfaNotConfigured");
  const step = totpStep(openFor(actor.id, sealed), code);
  if (step === null || !(await acceptStep(db, actor.id, step)))
    throw new DomainError("INVALID_TOKEN", "errors:domain.invalidCode");
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    // The sealed value moves as it is: same user, same context.
    await trx
      .updateTable("users")
      .set({ two_factor_secret: sealed, two_factor_pending_secret: null, two_factor_enabled: true, updated_at: now })
      .where("id", "=", actor.id)
      .execute();
    await trx
      .updateTable("user_sessions")
      .set({ two_factor_verified: true, updated_at: now })
      .where("id", "=", sessionId)
      .execute();
    const codes = await replaceRecoveryCodes(trx, actor.id);
    logger.info("two_factor.enabled", { userId: actor.id });
    return codes;
  });
}

async function replaceRecoveryCodes(executor: Executor, userId: string): Promise<string[]> {
  await executor.deleteFrom("two_factor_recovery_codes").where("user_id", "=", userId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = new Uint8Array(8);
    crypto.getRandomValues(bytes);
    const text = encodeBase32LowerCaseNoPadding(bytes).slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  await executor
    .insertInto("two_factor_recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashToken(normalizeRecoveryCode(code)) })))
    .execute();
  return codes;
}

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z2-7]/g, "");
}

/**
 * Whether a code is the user's current TOTP code (accepted once) or one of their unused recovery
 * codes (used up). Returns how it matched, or null.
 */
async function acceptSecondFactor(
  userId: string,
  sealedSecret: string,
  code: string,
): Promise<"totp" | "recovery" | null> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = totpStep(openFor(userId, sealedSecret), trimmed);
    return step !== null && (await acceptStep(db, userId, step)) ? "totp" : null;
  }
  if (normalizeRecoveryCode(trimmed).length !== 10) return null;
  const used = await db
    .updateTable("two_factor_recovery_codes")
    .set({ used_at: new Date(), updated_at: new Date() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashToken(normalizeRecoveryCode(trimmed)))
    .where("used_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return used ? "recovery" : null;
}

/**
 * The second step of sign-in: a TOTP code, or a recovery code (used up). On success the session
 * becomes verified and opens the app.
 */
export async function verifyTwoFactorSignIn(
  { userId, sessionId }: { userId: string; sessionId: string },
  code: string,
): Promise<{ method: "totp" | "recovery" }> {
  await guardAttempts([{ key: `two-factor:user:${userId}`, rule: codeAttempts }]);
  const row = await db
    .selectFrom("users")
    .select(["two_factor_secret", "two_factor_enabled"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (!row.two_factor_enabled || !row.two_factor_secret)
    throw new DomainError("NOT_FOUND", "errors:domain.mfaNotConfigured");
  const method = await acceptSecondFactor(userId, row.two_factor_secret, code);
  if (!method) throw new DomainError("INVALID_TOKEN", "errors:domain.invalidCode");
  await db
    .updateTable("user_sessions")
    .set({ two_factor_verified: true, updated_at: new Date() })
    .where("id", "=", sessionId)
    .execute();
  logger.info("two_factor.verified", { userId, method });
  return { method };
}

/**
 * Turns two-factor off, given a current code or an unused recovery code (spec §4: the confirm
 * dialog asks for it). The secret and the recovery codes are gone. Code attempts share the
 * sign-in limit per user.
 */
export async function disableTwoFactor({ actor }: { actor: { id: string } }, code: string): Promise<void> {
  await guardAttempts([{ key: `two-factor:user:${actor.id}`, rule: codeAttempts }]);
  const row = await db
    .selectFrom("users")
    .select(["two_factor_secret", "two_factor_enabled"])
    .where("id", "=", actor.id)
    .executeTakeFirstOrThrow();
  if (!row.two_factor_enabled || !row.two_factor_secret)
    throw new DomainError("NOT_FOUND", "errors:domain.mfaNotConfigured");
  const method = await acceptSecondFactor(actor.id, row.two_factor_secret, code);
  if (!method) throw new DomainError("INVALID_TOKEN", "errors:domain.invalidCode");
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({
        two_factor_enabled: false,
        two_factor_secret: null,
        two_factor_pending_secret: null,
        two_factor_last_step: null,
        updated_at: new Date(),
      })
      .where("id", "=", actor.id)
      .execute();
    await trx.deleteFrom("two_factor_recovery_codes").where("user_id", "=", actor.id).execute();
  });
  logger.info("two_factor.disabled", { userId: actor.id, method });
}

/** How many recovery codes are left unused. */
export async function countRecoveryCodes(executor: Executor, userId: string): Promise<number> {
  const row = await executor
    .selectFrom("two_factor_recovery_codes")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
