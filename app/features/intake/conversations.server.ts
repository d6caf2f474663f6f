import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import type { Conversation } from "../../../db/tables.ts";
import { updateConversation } from "~/features/conversations/conversations.server.ts";
import { inTransaction, recordActivity } from "~/features/activity/record-activity.server.ts";
import type { ContactDetails } from "./agent/provider.ts";
import { refreshCasePdfForConversation } from "~/features/case-pdf/refresh-case-pdf.server.ts";
import { recordNoticeAccepted } from "~/features/intake-record/record-intake-events.server.ts";

type ConversationRef = Pick<Conversation, "id" | "organization_id">;

const scopeOf = (conversation: ConversationRef) => ({
  organizationId: conversation.organization_id,
  conversationId: conversation.id,
});

/** Records that the visitor read the firm's notice (AI, not a lawyer; no attorney-client relationship). */
export async function acknowledgeDisclaimer(executor: Executor, conversation: ConversationRef) {
  await updateConversation(executor, scopeOf(conversation), {
    disclaimer_acknowledged_at: sql`coalesce(disclaimer_acknowledged_at, now())`,
  }).execute();
  await recordNoticeAccepted(executor, scopeOf(conversation));
}

export async function saveContact(executor: Executor, conversation: ConversationRef, contact: ContactDetails) {
  await inTransaction(executor, async (trx) => {
    const updated = await updateConversation(trx, scopeOf(conversation), {
      contact: JSON.stringify(contact),
      contact_submitted_at: new Date(),
    })
      .returning(["intake_session_id"])
      .executeTakeFirst();
    if (!updated) return;
    await recordActivity(trx, {
      ...scopeOf(conversation),
      intakeSessionId: updated.intake_session_id,
      eventType: "contact_info_provided",
      title: { key: "contactProvided" },
      description: { key: "contactProvided" },
      actorType: "visitor",
      // Which fields were given, never their values.
      metadata: { fields: Object.keys(contact).sort() },
    });
    await refreshCasePdfForConversation(trx, scopeOf(conversation));
  });
}

export async function saveAgentMemory(executor: Executor, conversation: ConversationRef, memory: unknown) {
  await updateConversation(executor, scopeOf(conversation), { agent_memory: JSON.stringify(memory ?? null) }).execute();
}
