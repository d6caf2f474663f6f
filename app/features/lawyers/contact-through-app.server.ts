import { transaction } from "../../../db/client.ts";
import { insertMessage } from "~/features/conversations/messages.server.ts";
import { lawyerNotFound } from "./manage-lawyers.server.ts";
import { getDirectoryLawyer } from "./get-directory-lawyer.server.ts";
import { recordConversationEvent } from "~/features/matters/conversation-event.server.ts";
import { conversationOf, updateConversation } from "~/features/conversations/conversations.server.ts";

/**
 * Contact Through App (ADR 0027): the visitor chooses a directory lawyer for their matter. The
 * choice is stored on the conversation (which owns the one matter), a lawyer_assigned event is
 * recorded, and an assistant message naming the lawyer is added to the chat — all in one
 * transaction. Choosing the same lawyer again changes nothing.
 */
export type ChooseLawyerScope = { organizationId: string; conversationId: string };

export async function chooseLawyer(
  scope: ChooseLawyerScope,
  lawyerId: string,
): Promise<{ lawyerName: string; changed: boolean }> {
  const lawyer = await getDirectoryLawyer({ organizationId: scope.organizationId }, lawyerId);
  if (!lawyer) throw lawyerNotFound();
  return transaction(async (trx) => {
    const conversation = await conversationOf(trx, scope)
      .select(["id", "lawyer_id"])
      .forUpdate()
      .executeTakeFirstOrThrow(lawyerNotFound);
    if (conversation.lawyer_id === lawyer.id) return { lawyerName: lawyer.name, changed: false };
    await updateConversation(trx, scope, { lawyer_id: lawyer.id, lawyer_chosen_at: new Date() }).execute();
    const matterId = await recordConversationEvent(trx, scope, {
      eventType: "lawyer_assigned",
      title: { key: "lawyerChosen" },
      description: { key: "lawyerChosen" },
      actorType: "visitor",
      metadata: { lawyerId: lawyer.id },
    });
    const firm = lawyer.firm ? ` of ${lawyer.firm}` : "";
    const content = matterId
      ? `You asked to contact **${lawyer.name}**${firm} through the app. I've added ${lawyer.name} to your matter, so your case file goes to them for review. You can keep adding details here in the meantime.`
      : `You asked to contact **${lawyer.name}**${firm} through the app. I've noted ${lawyer.name} for your matter. Tell me what happened in a few sentences, and I'll prepare your case file for ${lawyer.name} to review.`;
    await insertMessage(trx, scope, { role: "assistant", content });
    return { lawyerName: lawyer.name, changed: true };
  });
}
