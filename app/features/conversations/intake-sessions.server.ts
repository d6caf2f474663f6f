import { db, type Executor } from "../../../db/client.ts";
import type { Conversation, IntakeSession } from "../../../db/tables.ts";
import { keptQuery } from "../../../db/kept-query.ts";
import { type IntakeCredentials, intakeSessionDays, intakeTokenFor } from "~/lib/intake-cookie.server.ts";
import { hashToken } from "~/lib/tokens.server.ts";

/**
 * An anonymous visitor's session on one organization's intake page: a random token held in an
 * HttpOnly cookie (one cookie per organization, so a visitor can talk to several firms), only its
 * hash stored, 30 days sliding. The token is also returned to the page (spec: sessionToken), for
 * clients that cannot use cookies; requests may present it as a Bearer token instead.
 */
const SESSION_DAYS = intakeSessionDays;
const dayMs = 24 * 3600 * 1000;

/** The query of the unexpired session a token opens for this organization (as `s`), for the caller to pick its columns. */
const liveSession = (executor: Executor, organizationId: string, tokenHash: string, now: Date) =>
  executor
    .selectFrom("intake_sessions as s")
    .where("s.token_hash", "=", tokenHash)
    .where("s.organization_id", "=", organizationId)
    .where("s.expires_at", ">", now);

/**
 * The live session a token opens for this organization. Its last-seen time is written at most
 * every few minutes, and its expiry extended once half its life is gone, so most requests only read.
 */
const touchEveryMs = 5 * 60 * 1000;

export async function validateIntakeToken(
  executor: Executor,
  organizationId: string,
  token: string,
  now = new Date(),
): Promise<IntakeSession | null> {
  const session = await liveSession(executor, organizationId, hashToken(token), now).selectAll("s").executeTakeFirst();
  if (!session) return null;
  return (await touchIntakeSession(executor, session, now)) ?? session;
}

/**
 * Writes a live session's last-seen time when it is older than a few minutes, and extends its
 * expiry once half its life is gone. Null when there was nothing to write (most requests).
 */
export async function touchIntakeSession(
  executor: Executor,
  session: IntakeSession,
  now = new Date(),
): Promise<IntakeSession | null> {
  const renew = new Date(session.expires_at).getTime() - now.getTime() < (SESSION_DAYS / 2) * dayMs;
  const stale = now.getTime() - new Date(session.last_seen_at).getTime() > touchEveryMs;
  if (!renew && !stale) return null;
  const updated = await executor
    .updateTable("intake_sessions")
    .set({ last_seen_at: now, ...(renew ? { expires_at: intakeSessionExpiry(now) } : {}) })
    .where("organization_id", "=", session.organization_id)
    .where("id", "=", session.id)
    .returningAll()
    .executeTakeFirst();
  return updated ?? null;
}

/** When a session started (or renewed) now expires. */
export function intakeSessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_DAYS * dayMs);
}

/**
 * The session a request holds for this organization, when it is valid and (if a sessionId is
 * given) it is that session. Used by POST /api/sessions before starting a new one.
 */
export async function resumeIntakeSession(
  credentials: IntakeCredentials,
  organizationId: string,
  requestedSessionId?: string,
) {
  const current = await getIntakeSession(credentials, organizationId);
  if (!current || (requestedSessionId && requestedSessionId !== current.session.id)) return null;
  return current;
}

type CurrentSession = { session: IntakeSession; token: string };
export type IntakeVisitor = CurrentSession & { conversation: Conversation | null };

/**
 * What one page view has already read: the intake page's loaders (chat, workspace, shared files
 * and links) each ask for the visitor, and the database is asked once (ADR 0074). The memo comes
 * with the credentials, for GET and HEAD only (an action may create or end the session it asks about).
 * Without the organization's intake token there is nothing to read: null.
 */
function oncePerView<T>(
  credentials: IntakeCredentials,
  what: "session" | "visitor",
  organizationId: string,
  read: (token: string) => Promise<T | null>,
): Promise<T | null> {
  const token = intakeTokenFor(credentials, organizationId);
  if (!token) return Promise.resolve(null);
  const reads = credentials.reads;
  if (!reads) return read(token);
  const key = `${what}:${organizationId}`;
  let pending = reads.get(key) as Promise<T | null> | undefined;
  if (!pending) {
    pending = read(token);
    reads.set(key, pending);
  }
  return pending;
}

/** The visitor's current session for this organization, or null (never creates one). */
export function getIntakeSession(
  credentials: IntakeCredentials,
  organizationId: string,
): Promise<CurrentSession | null> {
  return oncePerView(credentials, "session", organizationId, async (token) => {
    const session = await validateIntakeToken(db, organizationId, token);
    return session ? { session, token } : null;
  });
}

/**
 * The visitor's session and its conversation (null before the visitor starts one), or null without
 * a session: one statement, the session joined to its conversation (ADR 0097; ADR 0074 asked for
 * both in parallel, two statements). The page's other reads of the session (`getIntakeSession`,
 * e.g. shared files) get the same answer from the memo, without a statement of their own.
 */
export function getIntakeVisitor(
  credentials: IntakeCredentials,
  organizationId: string,
): Promise<IntakeVisitor | null> {
  return oncePerView(credentials, "visitor", organizationId, (token) => {
    const visitor = readVisitor(db, organizationId, token);
    const sessionKey = `session:${organizationId}`;
    if (credentials.reads && !credentials.reads.has(sessionKey)) {
      credentials.reads.set(
        sessionKey,
        visitor.then((found) => (found ? { session: found.session, token } : null)),
      );
    }
    return visitor;
  });
}

/** The live session and its conversation in one statement, built and compiled once per process (ADR 0130). */
const visitorRow = keptQuery((executor, organizationId: string, tokenHash: string, now: Date) =>
  liveSession(executor, organizationId, tokenHash, now)
    .leftJoin("conversations as c", (join) =>
      join.onRef("c.intake_session_id", "=", "s.id").on("c.organization_id", "=", organizationId),
    )
    .select([
      "s.id as session_id",
      "s.organization_id as session_organization_id",
      "s.token_hash as session_token_hash",
      "s.created_at as session_created_at",
      "s.updated_at as session_updated_at",
      "s.last_seen_at as session_last_seen_at",
      "s.expires_at as session_expires_at",
    ])
    .selectAll("c"),
);

/** The session's columns as a query that joins it to another table names them: `session_<column>`. */
export type SessionColumn = `session_${keyof IntakeSession}`;

/** A row of the session joined to another table, parted: the session (its `session_` columns) and the rest of the row. */
export function partSessionRow<Row extends Record<SessionColumn, unknown>>(row: Row) {
  const {
    session_id,
    session_organization_id,
    session_token_hash,
    session_created_at,
    session_updated_at,
    session_last_seen_at,
    session_expires_at,
    ...rest
  } = row;
  const session = {
    id: session_id,
    organization_id: session_organization_id,
    token_hash: session_token_hash,
    created_at: session_created_at,
    updated_at: session_updated_at,
    last_seen_at: session_last_seen_at,
    expires_at: session_expires_at,
  } as IntakeSession;
  return { session, rest };
}

async function readVisitor(
  executor: Executor,
  organizationId: string,
  token: string,
  now = new Date(),
): Promise<IntakeVisitor | null> {
  const row = (await visitorRow(executor, organizationId, hashToken(token), now)).rows[0];
  if (!row) return null;
  const { session: read, rest: conversation } = partSessionRow(row);
  const session = (await touchIntakeSession(executor, read, now)) ?? read;
  return { session, token, conversation: conversation.id === null ? null : (conversation as Conversation) };
}
