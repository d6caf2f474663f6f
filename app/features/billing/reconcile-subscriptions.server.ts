import type { Db } from "../../../db/client.ts";
import { logger } from "~/lib/logger.server.ts";
import { send } from "../../../jobs/queue.ts";

/**
 * The daily reconcile (ADR 0033): a `sync-subscription` job for every organization that pays or
 * has paid (a Stripe customer and a cached subscription, or a paid tier), so a webhook that never
 * arrived is repaired within a day.
 */
export async function reconcileSubscriptions(database: Db): Promise<{ enqueued: number }> {
  const rows = await database
    .selectFrom("organizations as o")
    .leftJoin("subscriptions as s", "s.organization_id", "o.id")
    .select("o.id")
    .where("o.stripe_customer_id", "is not", null)
    .where((eb) => eb.or([eb("s.id", "is not", null), eb("o.subscription_tier", "in", ["business", "enterprise"])]))
    .execute();
  for (const row of rows) await send("sync-subscription", { organizationId: row.id }, { singletonKey: row.id });
  logger.info("billing.reconcile.enqueued", { organizations: rows.length });
  return { enqueued: rows.length };
}
