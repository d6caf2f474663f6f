import type { Trx } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";

/**
 * Called by the member use cases inside their transaction (a member joined or left): a paying
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
  if (organization.subscription_tier !== "business" && organization.subscription_tier !== "enterprise") return;
  await send("sync-seats", { organizationId }, { trx, singletonKey: organizationId });
}
