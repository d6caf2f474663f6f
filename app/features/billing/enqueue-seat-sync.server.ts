import type { Trx } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";

/**
 * Called by the member use cases inside their transaction (a member joined or left): a Business
 * organization gets a `sync-seats` job, committed with the membership change or not at all. Imports
 * nothing from other features, so members and invitations may call it without a cycle.
 */
export async function enqueueSeatSync(trx: Trx, organizationId: string): Promise<void> {
  const organization = await trx
    .selectFrom("organizations")
    .select(["subscription_tier", "stripe_customer_id"])
    .where("id", "=", organizationId)
    .executeTakeFirst();
  if (!organization?.stripe_customer_id) return;
  // Enterprise seats are a contract, not a count: only Business follows its members.
  if (organization.subscription_tier !== "business") return;
  await send("sync-seats", { organizationId }, { trx, singletonKey: organizationId });
}
