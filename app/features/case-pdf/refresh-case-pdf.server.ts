import type { Executor, Trx } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";

/**
 * The case PDF follows its matter: when a matter that has one changes, the `generate-case-pdf`
 * job renders it again (enqueued in the change's transaction when there is one). Matters without
 * a PDF are left alone: the PDF is made when the assistant offers it. The job compares a
 * fingerprint of what the PDF shows, so a burst of changes costs one rendering.
 */
export async function refreshCasePdf(executor: Executor, scope: { organizationId: string; matterId: string }): Promise<void> {
  const existing = await executor
    .selectFrom("files")
    .select("id")
    .where("organization_id", "=", scope.organizationId)
    .where("matter_id", "=", scope.matterId)
    .where("kind", "=", "case-pdf")
    .executeTakeFirst();
  if (!existing) return;
  await send("generate-case-pdf", scope, { singletonKey: scope.matterId, ...(executor.isTransaction ? { trx: executor as Trx } : {}) });
}
