import { countersDb, db } from "../../../db/client.ts";
import type { Conversation, IntakeSession } from "../../../db/tables.ts";
import { hitRateLimit, rateLimits } from "~/lib/rate-limit.server.ts";
import {
  type IntakeOrganization,
  getIntakeOrganizationForTurn,
} from "~/features/organizations/get-intake-organization.server.ts";
import { type BillingTranslator, usageRefusal } from "~/features/usage/limit-refusal.ts";
import { consumeUsage, refundUsage, resolveUsageSubject, type UsageSubject } from "~/features/usage/usage.server.ts";
import { resolveMessageFiles } from "~/features/files/message-files.server.ts";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import { ensureConversation } from "~/features/conversations/conversations.server.ts";
import { getIntakeVisitor } from "~/features/conversations/intake-sessions.server.ts";
import type { IntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { readTurnContext, type TurnContext } from "./agent/run-turn.server.ts";

export type TurnRefusal = { status: number; error: string; extra?: Record<string, unknown>; headers?: HeadersInit };
export type PreparedTurn = {
  organization: IntakeOrganization;
  session: IntakeSession;
  conversation: Conversation;
  subject: UsageSubject;
  files: MessageFile[];
  /** The history and matter the model reads, asked for while the counters were taken (absent for a new conversation). */
  context?: Promise<TurnContext>;
};

/**
 * Everything that must hold before the model runs, in order: the organization exists, the
 * visitor's session (from `credentials`) belongs to it, the visitor has read the notice, the rate limit and the quota
 * allow one more message (the quota is taken atomically here, before the model runs).
 */
export async function prepareTurn(
  credentials: IntakeCredentials,
  input: { organizationId: string; sessionId?: string; attachments?: readonly { fileId: string }[] },
  actor: { userId: string | null; t: BillingTranslator },
): Promise<{ ok: true; turn: PreparedTurn } | { ok: false; refusal: TurnRefusal }> {
  const organization = await getIntakeOrganizationForTurn(input.organizationId);
  if (!organization) return { ok: false, refusal: { status: 404, error: "Organization not found" } };

  const current = await getIntakeVisitor(credentials, organization.id);
  if (!current || (input.sessionId && input.sessionId !== current.session.id)) {
    return {
      ok: false,
      refusal: { status: 403, error: "This session does not belong to this organization. Please reload the page." },
    };
  }
  // The conversation, the rate limit and the quota at once; a unit of quota taken for a turn that
  // is then refused for another reason is given back.
  // A signed-in user is counted per user and plan, an anonymous visitor per session (ADR 0036).
  const subject: UsageSubject = await resolveUsageSubject({ userId: actor.userId, sessionId: current.session.id });
  // What the model will read is asked for in the same round trip as the counters (ADR 0094).
  const context = current.conversation ? readTurnContext(organization, current.conversation) : undefined;
  const [conversation, limit, usage, files] = await Promise.all([
    current.conversation ?? ensureConversation(db, current.session),
    hitRateLimit(`chat:${current.session.id}`, rateLimits.chatMessage),
    consumeUsage(countersDb, subject, "messages"),
    resolveMessageFiles(
      db,
      { organizationId: organization.id, intakeSessionId: current.session.id },
      (input.attachments ?? []).map((file) => file.fileId),
    ),
  ]);
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
  return { ok: true, turn: { organization, session: current.session, conversation, subject, files, context } };
}
