import { db } from "../../../db/client.ts";
import { generateToken, hashToken } from "~/lib/tokens.server.ts";
import { inTransaction, recordActivity } from "~/features/activity/record-activity.server.ts";
import { intakeSessionExpiry } from "~/features/conversations/intake-sessions.server.ts";

/** A new anonymous visitor session on this organization's intake page, and its token (recorded as activity). */
export async function createIntakeSession(organizationId: string, now = new Date()) {
  const token = generateToken();
  const session = await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("intake_sessions")
      .values({
        organization_id: organizationId,
        token_hash: hashToken(token),
        expires_at: intakeSessionExpiry(now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      organizationId,
      intakeSessionId: row.id,
      eventType: "session_started",
      title: { key: "sessionStarted" },
      description: { key: "sessionStarted" },
      actorType: "visitor",
    });
    return row;
  });
  return { session, token };
}
