import type { Executor } from "../../../db/client.ts";
import type { ConflictMatch, ConflictStatus } from "../../../db/tables.ts";
import { inTransaction, recordActivity } from "~/features/activity/record-activity.server.ts";
import type { NarrativeParty } from "~/features/intake/understanding/types.ts";
import { type ConflictCheck, checkPartyConflicts } from "./check-party-conflicts.server.ts";
import { partiesOfMatter, syncMatterParties } from "./party-index.server.ts";
import { recordConflictCheckResult } from "~/features/intake-record/record-intake-events.server.ts";
import { conversationOf, updateConversation } from "~/features/conversations/conversations.server.ts";
import { matterUpdate } from "~/features/matters/conversation-matter.server.ts";

/**
 * Runs the conflict check for a conversation and stores its result where both providers and the
 * firm read it (ADR 0041): on the conversation (before a matter exists) and on its matter. A likely
 * match sets `conversations.conflict_hold`: the agent then takes contact details only. A weak one
 * flags the matter for the firm without stopping the visitor. Once the firm has cleared or
 * confirmed a result, checking again keeps that decision unless a new index entry matches.
 * The events are the firm's (no intake session): the visitor's feed never mentions a conflict.
 */
type ConversationScope = { organizationId: string; conversationId: string };
export type ConflictOutcome = ConflictCheck & { hold: boolean };

export async function recordConflictCheck(
  executor: Executor,
  scope: ConversationScope,
  parties: readonly NarrativeParty[],
): Promise<ConflictOutcome> {
  return inTransaction(executor, async (trx) => {
    const conversation = await conversationOf(trx, scope)
      .select(["id", "contact", "conflict_hold", "conflict_matches"])
      .forUpdate()
      .executeTakeFirst();
    if (!conversation) return { level: "none", matches: [], hold: false };
    const matter = await trx
      .selectFrom("matters")
      .select(["id", "client_name", "opposing_party", "parties", "conflict_status", "conflict_matches"])
      .where("organization_id", "=", scope.organizationId)
      .where("conversation_id", "=", scope.conversationId)
      .forUpdate()
      .executeTakeFirst();
    if (matter) await syncMatterParties(trx, scope.organizationId, matter.id);
    const contact = (conversation.contact as Record<string, string> | null) ?? null;
    const known = matter
      ? partiesOfMatter(matter, contact)
      : partiesOfMatter({ client_name: null, opposing_party: null, parties: [] }, contact);
    const check = await checkPartyConflicts(trx, scope.organizationId, [...parties, ...known], {
      excludeMatterId: matter?.id ?? null,
    });

    const decided = matter?.conflict_status === "cleared" || matter?.conflict_status === "confirmed";
    const seen = new Set(
      ((matter?.conflict_matches ?? conversation.conflict_matches) as ConflictMatch[]).map((match) => match.entryId),
    );
    const nothingNew = check.matches.every((match) => seen.has(match.entryId));
    if (decided && nothingNew) {
      return { ...check, hold: matter!.conflict_status === "confirmed" };
    }
    const hold = check.level === "likely";
    const status: ConflictStatus = check.level === "likely" ? "hold" : check.level === "weak" ? "flagged" : "none";
    await updateConversation(trx, scope, {
      conflict_level: check.level,
      conflict_matches: JSON.stringify(check.matches),
      conflict_hold: hold,
    }).execute();
    if (matter) {
      await matterUpdate(
        trx,
        { organizationId: scope.organizationId, matterId: matter.id },
        {
          conflict_level: check.level,
          conflict_matches: JSON.stringify(check.matches),
          conflict_status: status,
          conflict_checked_at: new Date(),
          conflict_resolved_at: null,
          conflict_resolved_by: null,
        },
      ).execute();
    }
    const becameHold = hold && !conversation.conflict_hold;
    const becameFlagged =
      status === "flagged" &&
      (matter ? matter.conflict_status !== "flagged" : (conversation.conflict_matches as unknown[]).length === 0);
    if (becameHold || becameFlagged) {
      await recordActivity(trx, {
        organizationId: scope.organizationId,
        conversationId: scope.conversationId,
        matterId: matter?.id ?? null,
        intakeSessionId: null,
        eventType: becameHold ? "conflict_hold" : "conflict_flagged",
        title: { key: becameHold ? "conflictHold" : "conflictFlagged" },
        description: { key: becameHold ? "conflictHold" : "conflictFlagged" },
        actorType: "system",
        metadata: { level: check.level, matchCount: check.matches.length },
      });
    }
    await recordConflictCheckResult(trx, { ...scope, matterId: matter?.id ?? null }, { ...check, hold });
    return { ...check, hold };
  });
}

/** Whether the agent must stop collecting facts for this conversation. */
export async function isConflictHold(executor: Executor, scope: ConversationScope): Promise<boolean> {
  const row = await conversationOf(executor, scope).select("conflict_hold").executeTakeFirst();
  return row?.conflict_hold ?? false;
}
