import { countersDb, db, preparedCountersDb } from "../../../db/client.ts";
import type { Conversation, IntakeSession } from "../../../db/tables.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { rateLimits } from "~/lib/rate-limit.server.ts";
import { intakeTokenFor } from "~/lib/intake-cookie.server.ts";
import {
  type IntakeOrganization,
  getIntakeOrganizationForTurn,
} from "~/features/organizations/get-intake-organization.server.ts";
import { type BillingTranslator, usageRefusal } from "~/features/usage/limit-refusal.ts";
import { refundUsage, type UsageSubject } from "~/features/usage/usage.server.ts";
import { resolveMessageFiles } from "~/features/files/message-files.server.ts";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import { ensureConversation } from "~/features/conversations/conversations.server.ts";
import { touchIntakeSession } from "~/features/conversations/intake-sessions.server.ts";
import type { IntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { type TurnContext, worldOf } from "./agent/run-turn.server.ts";
import { checkTurn } from "./turn-check.server.ts";

export type TurnRefusal = { status: number; error: string; extra?: Record<string, unknown>; headers?: HeadersInit };
export type PreparedTurn = {
  organization: IntakeOrganization;
  session: IntakeSession;
  conversation: Conversation;
  subject: UsageSubject;
  files: MessageFile[];
  /** The history and matter the model reads, read in the statement of the checks. */
  context: Promise<TurnContext>;
  /** The session's last-seen time (and renewal) being written beside the turn; never rejects. */
  sessionSeen: Promise<void>;
};

/**
 * Everything that must hold before the model runs, in order: the organization exists, the
 * visitor's session (from `credentials`) belongs to it, the visitor has read the notice, the rate limit and the quota
 * allow one more message (the quota is taken atomically here, before the model runs). For a visitor
 * whose conversation exists, one round trip: the checks (a signed-in user's plan and quota too) and
 * the reads of what the model will read in one statement (turn-check.server.ts, ADR 0098, 0118, 0137).
 */
export async function prepareTurn(
  credentials: IntakeCredentials,
  input: { organizationId: string; sessionId?: string; attachments?: readonly { fileId: string }[] },
  actor: { userId: string | null; t: BillingTranslator },
): Promise<{ ok: true; turn: PreparedTurn } | { ok: false; refusal: TurnRefusal }> {
  const organization = await getIntakeOrganizationForTurn(input.organizationId);
  if (!organization) return { ok: false, refusal: { status: 404, error: "Organization not found" } };

  const refusedSession = {
    ok: false as const,
    refusal: { status: 403, error: "This session does not belong to this organization. Please reload the page." },
  };
  const token = intakeTokenFor(credentials, organization.id);
  if (!token) return refusedSession;
  // One statement (ADR 0098, 0118): the session's check with the rate limit and an anonymous
  // visitor's quota, and what the model will read of the conversation the token opens. Prepared
  // once per connection: planning the check cost more than running it (ADR 0111).
  const check = await checkTurn(preparedCountersDb, {
    organizationId: organization.id,
    token,
    sessionId: input.sessionId || undefined,
    rateLimit: rateLimits.chatMessage,
    // A signed-in user is counted per user and plan (ADR 0036), read and taken in the same statement.
    userId: actor.userId,
  });
  if (!check) return refusedSession;
  const { session, limit, subject, usage } = check;
  // The session's last-seen time (every few minutes; its renewal once in 15 days) is not what the
  // model reads, and is written on a pool that waits for the disk: not awaited before the model is
  // asked (ADR 0123). A failure is logged; the turn's stream ends once it is written.
  const sessionSeen = touchIntakeSession(db, session).then(
    () => {},
    (error) => logger.warn("intake.session.touch_failed", { sessionId: session.id, ...describeError(error) }),
  );
  // What is left is read or written only when needed: a new conversation, attachments.
  const [conversation, files] = await Promise.all([
    check.conversation ?? ensureConversation(db, session),
    resolveMessageFiles(
      db,
      { organizationId: organization.id, intakeSessionId: session.id },
      (input.attachments ?? []).map((file) => file.fileId),
    ),
  ]);
  // A new conversation has no history nor matter: the reads found none.
  const [history, matter] = check.reads;
  const context = Promise.resolve<TurnContext>([history, worldOf(conversation, matter)]);
  const refuse = async (refusal: TurnRefusal) => {
    if (usage.allowed) await refundUsage(countersDb, subject, "messages");
    return { ok: false as const, refusal };
  };
  if (!conversation.disclaimer_acknowledged_at) {
    return refuse({
      status: 428,
      error: "Please read and accept the notice before sending a message.",
      extra: { code: "DISCLAIMER_REQUIRED" },
    });
  }
  if (!files) {
    return refuse({
      status: 400,
      error: "An attached file was not found. Please attach it again.",
      extra: { code: "ATTACHMENT_NOT_FOUND" },
    });
  }
  if (!limit.allowed) {
    return refuse({
      status: 429,
      error: `You're sending messages too quickly. Please try again in ${limit.retryAfterSeconds} seconds.`,
      extra: { retryAfter: limit.retryAfterSeconds },
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  if (!usage.allowed) {
    const refusal = usageRefusal(usage, actor.t);
    const details = {
      message: refusal.message,
      tier: subject.kind === "user" ? subject.tier : "anonymous",
      reason: usage.reason,
      resetDate: usage.resetAt.toISOString(),
    };
    return {
      ok: false,
      refusal: {
        status: refusal.status,
        error: refusal.message,
        extra: {
          code: refusal.code,
          details,
          ...(refusal.retryAfterSeconds ? { retryAfter: refusal.retryAfterSeconds } : {}),
        },
        headers: refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined,
      },
    };
  }
  return { ok: true, turn: { organization, session, conversation, subject, files, context, sessionSeen } };
}
