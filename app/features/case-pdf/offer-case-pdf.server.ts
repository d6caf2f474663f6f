import { sql } from "kysely";
import { transaction } from "../../../db/client.ts";
import { insertMessage, messagesOf } from "~/features/conversations/messages.server.ts";
import { generateCasePdf } from "./generate-case-pdf.server.ts";
import { conversationOf } from "~/features/conversations/conversations.server.ts";

/**
 * When the visitor is done with the document checklist (completed or skipped), the firm's case
 * file is made and shown in the conversation once, as an assistant message carrying the
 * generatedPDF block. From then on the PDF follows the matter (refreshCasePdf) under the same
 * storage key, so the block always opens the latest version.
 */
export const casePdfReadyText =
  "I've prepared a case file for the firm with your matter, your contact details and the documents you shared. You can open it below; it is updated automatically if anything changes.";

export async function offerCasePdf(scope: {
  organizationId: string;
  conversationId: string;
  matterId: string;
}): Promise<boolean> {
  const generated = await generateCasePdf({ organizationId: scope.organizationId, matterId: scope.matterId });
  if (!generated) return false;
  const { fileId: _fileId, ...pdf } = generated.pdf;
  return transaction(async (trx) => {
    // One offer per conversation, also when two requests race: the conversation row is the lock.
    await conversationOf(trx, scope).select("id").forUpdate().executeTakeFirstOrThrow();
    const shown = await messagesOf(trx, scope)
      .select("id")
      .where(sql<boolean>`jsonb_path_exists(blocks, '$[*] ? (@.type == "generatedPDF")')`)
      .executeTakeFirst();
    if (shown) return false;
    await insertMessage(trx, scope, {
      role: "assistant",
      content: casePdfReadyText,
      blocks: [{ type: "generatedPDF", data: pdf }],
    });
    return true;
  });
}
