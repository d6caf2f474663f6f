import { db } from "../../../../db/client.ts";
import { isDatabaseUnavailable } from "~/lib/database-unavailable.server.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import { refundUsage, type UsageSubject } from "~/features/usage/usage.server.ts";
import { agentText } from "./builtin/agent-text.ts";
import { streamErrorKeys } from "./events.ts";
import { runTurn, type TurnParams } from "./run-turn.server.ts";

/**
 * One turn for the event stream (POST /api/agent/stream). Every stream ends with `final` or
 * `error`, then `complete`, whatever fails: when the turn cannot even store the visitor's message
 * (PostgreSQL restarting, a cut connection), the visitor is told so and may send it again. A turn
 * that produced nothing gives its usage unit back.
 */
export async function streamTurn(params: TurnParams & { subject: UsageSubject }): Promise<void> {
  const { emit } = params;
  let producedOutput = false;
  try {
    ({ producedOutput } = await runTurn(params));
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error);
    logger.warn("agent.turn.not_stored", {
      conversationId: params.conversation.id,
      unavailable,
      ...describeError(error),
    });
    emit({
      type: "error",
      code: unavailable ? "SERVICE_UNAVAILABLE" : "INTERNAL_ERROR",
      message: agentText(params.pageLanguage)(streamErrorKeys.TURN_NOT_STORED),
      retryable: true,
    });
  }
  if (!producedOutput) {
    // Not repeated (a refund is not idempotent): a unit lost to a database outage is harmless.
    await refundUsage(db, params.subject, "messages").catch((error) =>
      logger.warn("agent.turn.refund_failed", { conversationId: params.conversation.id, ...describeError(error) }),
    );
  }
  emit({ type: "complete" });
}
