import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Billing mirrors Stripe (ADR 0033): one cached subscription per organization, written only by the
// subscription sync from Stripe's own answer, and the ids of the Stripe events already taken in, so
// each webhook event is applied once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("stripe_subscription_id", "text", (col) => col.notNull())
    .addColumn("stripe_customer_id", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("price_id", "text")
    .addColumn("seats", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("tier", "text", (col) => col.notNull())
    .addColumn("current_period_end", "timestamptz")
    .addColumn("cancel_at_period_end", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("synced_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("subscriptions_organization_key", ["organization_id"])
    .addUniqueConstraint("subscriptions_stripe_subscription_key", ["stripe_subscription_id"])
    .addCheckConstraint(
      "subscriptions_status_valid",
      sql`status in ('active', 'trialing', 'canceled', 'past_due', 'incomplete', 'incomplete_expired', 'unpaid', 'paused')`,
    )
    .addCheckConstraint("subscriptions_tier_valid", sql`tier in ('free', 'plus', 'business', 'enterprise')`)
    .addCheckConstraint("subscriptions_seats_positive", sql`seats >= 0`)
    .execute();

  await db.schema
    .createTable("stripe_webhook_events")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("event_id", "text", (col) => col.notNull())
    .addColumn("event_type", "text", (col) => col.notNull())
    .addColumn("organization_id", "uuid", (col) => col.references("organizations.id").onDelete("set null"))
    .addColumn("received_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("stripe_webhook_events_event_key", ["event_id"])
    .execute();
  await db.schema
    .createIndex("stripe_webhook_events_organization_idx")
    .on("stripe_webhook_events")
    .column("organization_id")
    .execute();
  await db.schema
    .createIndex("stripe_webhook_events_received_idx")
    .on("stripe_webhook_events")
    .column("received_at")
    .execute();
  // The reconcile and the webhook find an organization by its Stripe customer.
  await db.schema
    .createIndex("organizations_stripe_customer_key")
    .on("organizations")
    .column("stripe_customer_id")
    .unique()
    .where(sql.ref("stripe_customer_id"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("organizations_stripe_customer_key").execute();
  await db.schema.dropTable("stripe_webhook_events").execute();
  await db.schema.dropTable("subscriptions").execute();
}
