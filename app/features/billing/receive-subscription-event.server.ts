import type Stripe from "stripe";
import type { Db } from "../../../db/client.ts";
import { logger } from "~/lib/logger.server.ts";
import { send } from "../../../jobs/queue.ts";
import { isUuid } from "~/lib/ids.ts";

/** The Stripe events that move a subscription (ADR 0033); checkout.session.completed only in subscription mode. */
export const subscriptionEventTypes = new Set<string>([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

export function isSubscriptionEvent(event: Stripe.Event): boolean {
  if (subscriptionEventTypes.has(event.type)) return true;
  return (
    event.type === "checkout.session.completed" && (event.data.object as { mode?: unknown }).mode === "subscription"
  );
}

/**
 * A verified subscription event: only its id is kept (a second delivery of the same id changes
 * nothing) and a `sync-subscription` job is enqueued in the same transaction for the organization
 * it is about. The payload is used only to find that organization (its Stripe customer, or the
 * checkout's client_reference_id); the job re-reads Stripe before anything is written.
 */
export async function receiveSubscriptionEvent(
  database: Db,
  event: Stripe.Event,
): Promise<{ handled: boolean; duplicate: boolean; organizationId: string | null }> {
  const organizationId = await organizationOf(database, event);
  return database.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto("stripe_webhook_events")
      .values({ event_id: event.id, event_type: event.type, organization_id: organizationId })
      .onConflict((conflict) => conflict.constraint("stripe_webhook_events_event_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!recorded) {
      logger.info("billing.webhook.duplicate", { eventId: event.id, eventType: event.type });
      return { handled: false, duplicate: true, organizationId };
    }
    if (!organizationId) {
      logger.warn("billing.webhook.unknown_organization", { eventId: event.id, eventType: event.type });
      return { handled: false, duplicate: false, organizationId };
    }
    await send("sync-subscription", { organizationId }, { trx, singletonKey: organizationId });
    logger.info("billing.webhook.accepted", { eventId: event.id, eventType: event.type, organizationId });
    return { handled: true, duplicate: false, organizationId };
  });
}

async function organizationOf(database: Db, event: Stripe.Event): Promise<string | null> {
  const object = event.data.object as {
    customer?: unknown;
    client_reference_id?: unknown;
    metadata?: Record<string, string> | null;
  };
  const customerId =
    typeof object.customer === "string" ? object.customer : (object.customer as { id?: string } | null)?.id;
  if (customerId) {
    const row = await database
      .selectFrom("organizations")
      .select("id")
      .where("stripe_customer_id", "=", customerId)
      .executeTakeFirst();
    if (row) return row.id;
  }
  // A checkout of an organization whose customer is not stored yet: its own reference, if it exists.
  const reference =
    event.type === "checkout.session.completed" ? object.client_reference_id : object.metadata?.organizationId;
  if (typeof reference === "string" && isUuid(reference)) {
    const row = await database
      .selectFrom("organizations")
      .select("id")
      .where("id", "=", reference)
      .where((eb) =>
        customerId
          ? eb.or([eb("stripe_customer_id", "is", null), eb("stripe_customer_id", "=", customerId)])
          : eb.val(true),
      )
      .executeTakeFirst();
    if (row) return row.id;
  }
  return null;
}
