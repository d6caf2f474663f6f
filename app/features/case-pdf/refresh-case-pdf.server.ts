import type { Executor, Trx } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";
import { getMatterIdForConversation } from "~/features/matters/conversation-matter.server.ts";
import { casePdfFileOf } from "./case-pdf-file.server.ts";

/**
 * The case PDF follows its matter: when a matter that has one changes, the `generate-case-pdf`
 * job renders it again (enqueued in the change's transaction when there is one). Matters without
 * a PDF are left alone: the PDF is made when the assistant offers it. Debounced per matter: one
 * job per 5-second window, a change inside the window schedules one for the next window (pg-boss
 * singletonNextSlot), and the job compares a fingerprint of what the PDF shows, so a burst of
 * changes costs at most two renderings and the last one sees the final state.
 */
export const casePdfDebounceSeconds = 5;

export async function refreshCasePdf(
  executor: Executor,
  scope: { organizationId: string; matterId: string },
): Promise<void> {
  const existing = await casePdfFileOf(executor, scope).select("id").executeTakeFirst();
  if (!existing) return;
  await send("generate-case-pdf", scope, {
    singletonKey: scope.matterId,
    singletonSeconds: casePdfDebounceSeconds,
    singletonNextSlot: true,
    ...(executor.isTransaction ? { trx: executor as Trx } : {}),
  });
}

/** The same, for a change to the conversation rather than the matter (the visitor's contact details). */
export async function refreshCasePdfForConversation(
  executor: Executor,
  scope: { organizationId: string; conversationId: string },
): Promise<void> {
  const matterId = await getMatterIdForConversation(executor, scope);
  if (matterId) await refreshCasePdf(executor, { organizationId: scope.organizationId, matterId });
}
