import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import type { Conversation, IntakeSession, SubscriptionTier } from "../../../db/tables.ts";
import {
  type RateLimitResult,
  type RateLimitRule,
  rateLimitOutcome,
  rateLimitWindow,
} from "~/lib/rate-limit.server.ts";
import { hashToken } from "~/lib/tokens.server.ts";
import { partSessionRow } from "~/features/conversations/intake-sessions.server.ts";
import {
  bestPlanTierOf,
  planCounts,
  type UsageResult,
  type UsageSubject,
  usageCount,
  usageOutcome,
} from "~/features/usage/usage.server.ts";
import { type TurnReadRow, type TurnReads, turnMatterJoin, turnReadColumns, turnReadsOf } from "./turn-reads.server.ts";

export type TurnCheck = {
  session: IntakeSession;
  conversation: Conversation | null;
  limit: RateLimitResult;
  /** Who the turn's unit of quota is counted on: the session's visitor, or the signed-in user with their plan. */
  subject: UsageSubject;
  /** The unit of quota, taken here (the visitor's, or the signed-in user's on their plan). */
  usage: UsageResult;
  /** What the model will read of the conversation (none for a new one). */
  reads: TurnReads;
};

type CheckRow = Record<`session_${keyof IntakeSession}`, unknown> & {
  rate_hits: number | null;
  usage_used: number | null;
  user_tier: SubscriptionTier | null;
} & TurnReadRow & { [column in keyof Conversation]: Conversation[column] | null };

/**
 * The checks before a chat turn's model call, in ONE statement (ADR 0098): the session the token
 * opens for this organization (valid, not expired), its conversation, and one hit of the per-minute
 * rate limit and one unit of quota: an anonymous visitor's, or a signed-in user's on their plan, the
 * best plan among their organizations read in the same statement (`bestPlanTierOf`, ADR 0036,
 * 0137); in the same statement,
 * what the model will read of that conversation (its history and matter, ADR 0118). The counters are keyed
 * by the id of the session the token's hash found, never by an id the client sent, and are taken
 * only when that session is valid: an unknown or expired token counts nothing. Run on `countersDb`
 * (one statement, committed without waiting for the WAL: ADR 0008). Null without a valid session
 * (or when the client named another session than its token's), and then nothing was counted.
 *
 * The counters' keys and rules are the ones `hitRateLimit` and `consumeUsage` use
 * (`chat:<session id>`, `session:<session id>`, `user:<user id>`), so the quota API and refunds see
 * the same rows.
 */
export async function checkTurn(
  executor: Executor,
  input: {
    organizationId: string;
    token: string;
    /** The session the client says it holds: when given, the token's session must be that one. */
    sessionId?: string;
    rateLimit: RateLimitRule;
    /** The signed-in user the turn is counted on (their plan's quota); null for an anonymous visitor. */
    userId: string | null;
    now?: Date;
  },
): Promise<TurnCheck | null> {
  const now = input.now ?? new Date();
  const { windowStart } = rateLimitWindow(input.rateLimit, now);
  // The subject's id is the session's, found below; its key, limit and period do not depend on it.
  const usage = usageCount({ kind: "session", id: "" }, "messages", now);
  // A signed-in user's limit and period depend on their plan, read below: every plan's, chosen there.
  const plans = planCounts("messages", now);
  const userId = input.userId ?? null;
  const { rows } = await sql<CheckRow>`
    with turn_session as (
      select * from intake_sessions
      where token_hash = ${hashToken(input.token)}
        and organization_id = ${input.organizationId}
        and expires_at > ${now}
        and (${input.sessionId ?? null}::text is null or id::text = ${input.sessionId ?? null})
    ),
    rate as (
      insert into rate_limits (key, window_start, hits)
      select 'chat:' || id, ${windowStart}, 1 from turn_session
      on conflict (key, window_start) do update set hits = rate_limits.hits + 1
      returning hits
    ),
    user_plan as (
      select plan.tier, plan.lim, plan.start
      from unnest(${plans.tiers}::text[], ${plans.limits}::int[], ${plans.starts}::timestamptz[])
        as plan(tier, lim, start)
      where ${userId}::uuid is not null
        and exists (select 1 from turn_session)
        and plan.tier = coalesce(${bestPlanTierOf(userId)}, ${plans.tiers[0]})
    ),
    usage as (
      insert into usage_counters (subject, metric, period_start, used)
      select ${usage.key} || id, 'messages', ${usage.start}, 1 from turn_session where ${userId}::uuid is null
      union all
      select 'user:' || ${userId}::text, 'messages', start, 1 from user_plan
      on conflict (subject, metric, period_start) do update
        set used = usage_counters.used + 1, updated_at = now()
        where usage_counters.used < coalesce((select lim from user_plan), ${usage.limit})
      returning used
    )
    select
      s.id as session_id, s.organization_id as session_organization_id, s.token_hash as session_token_hash,
      s.expires_at as session_expires_at, s.last_seen_at as session_last_seen_at,
      s.created_at as session_created_at, s.updated_at as session_updated_at,
      (select hits from rate) as rate_hits,
      (select used from usage) as usage_used,
      (select tier from user_plan) as user_tier,
      c.*,
      ${turnReadColumns}
    from turn_session s
    left join conversations c on c.organization_id = s.organization_id and c.intake_session_id = s.id
    ${turnMatterJoin}
  `.execute(executor);
  const row = rows[0];
  if (!row) return null;
  const { session, rest } = partSessionRow(row);
  const {
    rate_hits,
    usage_used,
    user_tier,
    turn_history,
    turn_matter_number,
    turn_payment_required,
    turn_payment_id,
    turn_checklist,
    turn_checklist_skipped_at,
    turn_review_requested_at,
    ...conversation
  } = rest;
  const subject: UsageSubject =
    userId === null ? { kind: "session", id: session.id } : { kind: "user", id: userId, tier: user_tier ?? "free" };
  return {
    session,
    conversation: conversation.id === null ? null : (conversation as Conversation),
    limit: rateLimitOutcome(rate_hits ?? Number.POSITIVE_INFINITY, input.rateLimit, now),
    subject,
    usage: usageOutcome(usage_used ?? undefined, subject, "messages", now),
    reads: turnReadsOf(row),
  };
}
