import { sql } from "kysely";
import { db, type Executor } from "../../../db/client.ts";
import { isSessionTokenShape } from "~/lib/session-cookie.server.ts";
import type { CurrentSession, SignedInUser } from "~/lib/request-context.ts";
import { generateToken, hashToken } from "~/lib/tokens.server.ts";

/**
 * Sessions per the Lucia guide (ADR 0004): the browser holds a random token, the database only
 * hex(sha256(token)) as the session id. Expiry slides with the user's session timeout: a session
 * with less than half its lifetime left is renewed (and the cookie refreshed).
 */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export type SessionValidation = { user: SignedInUser; session: CurrentSession; renewed: boolean };

export async function createSession(
  executor: Executor,
  userId: string,
  options: { userAgent?: string | null; twoFactorVerified?: boolean; now?: Date } = {},
): Promise<{ token: string; session: CurrentSession }> {
  const now = options.now ?? new Date();
  const token = generateToken();
  const id = hashToken(token);
  const { session_timeout_seconds } = await executor
    .selectFrom("users")
    .select("session_timeout_seconds")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const expiresAt = new Date(now.getTime() + session_timeout_seconds * 1000);
  // Sessions are otherwise deleted when presented after expiry; prune this user's stale ones here.
  await executor.deleteFrom("user_sessions").where("user_id", "=", userId).where("expires_at", "<=", now).execute();
  const twoFactorVerified = options.twoFactorVerified ?? false;
  await executor
    .insertInto("user_sessions")
    .values({
      id,
      user_id: userId,
      expires_at: expiresAt,
      last_seen_at: now,
      user_agent: options.userAgent?.slice(0, 400) ?? null,
      two_factor_verified: twoFactorVerified,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { token, session: { id, userId, expiresAt, createdAt: now, twoFactorVerified } };
}

/**
 * The user and session a token opens, or null. Expired sessions are deleted. A session is renewed
 * to now + timeout when less than half the timeout remains, or when the user has since shortened
 * the timeout (so the new setting applies to existing sessions too).
 */
export async function validateSessionToken(
  executor: Executor,
  token: string,
  now: Date = new Date(),
): Promise<SessionValidation | null> {
  if (!isSessionTokenShape(token)) return null;
  const id = hashToken(token);
  const row = await executor
    .selectFrom("user_sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select([
      "s.id",
      "s.user_id",
      "s.expires_at",
      "s.created_at",
      "s.last_seen_at",
      "s.two_factor_verified",
      "u.email",
      "u.name",
      "u.image",
      "u.email_verified_at",
      "u.password_hash",
      "u.two_factor_enabled",
      "u.onboarding_completed",
      "u.session_timeout_seconds",
      sql<string | null>`u.settings->>'theme'`.as("theme"),
      sql<string | null>`u.settings->>'accentColor'`.as("accent_color"),
    ])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() <= now.getTime()) {
    await executor.deleteFrom("user_sessions").where("id", "=", id).execute();
    return null;
  }
  const timeoutMs = row.session_timeout_seconds * 1000;
  const remaining = expiresAt.getTime() - now.getTime();
  const renewed = remaining < timeoutMs / 2 || remaining > timeoutMs;
  const stale = now.getTime() - new Date(row.last_seen_at).getTime() >= LAST_SEEN_RESOLUTION_MS;
  let currentExpiry = expiresAt;
  if (renewed || stale) {
    currentExpiry = renewed ? new Date(now.getTime() + timeoutMs) : expiresAt;
    await executor
      .updateTable("user_sessions")
      .set({ last_seen_at: now, updated_at: now, ...(renewed ? { expires_at: currentExpiry } : {}) })
      .where("id", "=", id)
      .execute();
  }
  return {
    renewed,
    session: {
      id,
      userId: row.user_id,
      expiresAt: currentExpiry,
      createdAt: new Date(row.created_at),
      twoFactorVerified: row.two_factor_verified,
    },
    user: {
      id: row.user_id,
      email: row.email,
      name: row.name,
      image: row.image,
      emailVerified: row.email_verified_at !== null,
      hasPassword: row.password_hash !== null,
      twoFactorEnabled: row.two_factor_enabled,
      onboardingCompleted: row.onboarding_completed,
      sessionTimeoutSeconds: row.session_timeout_seconds,
      appearance: { theme: row.theme, accentColor: row.accent_color },
    },
  };
}

async function invalidateSession(executor: Executor, sessionId: string): Promise<void> {
  await executor.deleteFrom("user_sessions").where("id", "=", sessionId).execute();
}

/** Ends every session of the user, except one when given. Returns how many ended. */
export async function invalidateAllSessions(
  executor: Executor,
  userId: string,
  options: { except?: string } = {},
): Promise<number> {
  let query = executor.deleteFrom("user_sessions").where("user_id", "=", userId);
  if (options.except) query = query.where("id", "!=", options.except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends the session a token opens, if any (sign-out, and rotation at sign-in). */
export async function invalidateSessionToken(executor: Executor, token: string | null): Promise<void> {
  if (token && isSessionTokenShape(token)) await invalidateSession(executor, hashToken(token));
}

/** Settings.lastLoginMethod (spec §3): how the user last signed in. */
export async function recordLoginMethod(executor: Executor, userId: string, method: "email" | "google"): Promise<void> {
  await executor
    .updateTable("users")
    .set({ settings: sql<string>`settings || ${JSON.stringify({ lastLoginMethod: method })}::jsonb` })
    .where("id", "=", userId)
    .execute();
}

/** Signs the user out everywhere, or everywhere but `except` (the current session). Returns how many ended. */
export function revokeMySessions(userId: string, options: { except?: string } = {}): Promise<number> {
  return invalidateAllSessions(db, userId, options);
}

/** Signs out the session a token opens, if any (POST /api/auth/sign-out). */
export function signOutToken(token: string | null): Promise<void> {
  return invalidateSessionToken(db, token);
}
