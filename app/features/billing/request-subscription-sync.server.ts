import { db } from "../../../db/client.ts";
import { type BillingActor, requireBillingManager } from "./billing-access.server.ts";
import { requireStripe } from "./billing-config.server.ts";
import type { SubscriptionView } from "./subscription-view.ts";
import { syncSubscription } from "./sync-subscription.server.ts";

/**
 * POST /api/subscription/sync and the return from checkout (`sync=1`): the same sync as the
 * webhook's job, at once, for the organization's owners and admins.
 */
export async function requestSubscriptionSync({
  actor,
  organizationId,
}: {
  actor: BillingActor;
  organizationId: string;
}): Promise<SubscriptionView | null> {
  requireStripe();
  await requireBillingManager(db, actor, organizationId);
  return syncSubscription(db, organizationId);
}
