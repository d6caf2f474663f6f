import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("organizations")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text")
    .addColumn("intro_message", "text")
    .addColumn("profile_image", "text")
    .addColumn("config", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("is_personal", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("domain", "text")
    .addColumn("verified_at", "timestamptz")
    .addColumn("stripe_customer_id", "text")
    .addColumn("subscription_tier", "text", (col) => col.notNull().defaultTo("free"))
    .addColumn("seats", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("organizations_slug_key", ["slug"])
    .addCheckConstraint("organizations_slug_format", sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
    .addCheckConstraint(
      "organizations_subscription_tier_valid",
      sql`subscription_tier in ('free', 'plus', 'business', 'enterprise')`,
    )
    .addCheckConstraint("organizations_seats_positive", sql`seats >= 1`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("organizations").execute();
}
