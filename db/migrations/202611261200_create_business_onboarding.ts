import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// The business onboarding wizard (ADR 0038): one row per organization with what the firm typed in
// each step, where it stopped, when it launched or skipped, and its Stripe Connect account (ADR
// 0037). organizations.is_public is the "make the workspace public" toggle Launch writes.
const steps = [
  "welcome",
  "firm-basics",
  "trust-account-intro",
  "stripe-onboarding",
  "business-details",
  "services",
  "review-and-launch",
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("business_onboarding")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("firm_name", "text")
    .addColumn("contact_email", "text")
    .addColumn("contact_phone", "text")
    .addColumn("website", "text")
    .addColumn("address_line1", "text")
    .addColumn("address_line2", "text")
    .addColumn("city", "text")
    .addColumn("state", "text")
    .addColumn("postal_code", "text")
    .addColumn("country", "text")
    .addColumn("overview", "text")
    .addColumn("is_public", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("services", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("primary_color", "text")
    .addColumn("accent_color", "text")
    .addColumn("intro_message", "text")
    .addColumn("profile_image", "text")
    .addColumn("current_step", "text", (col) => col.notNull().defaultTo("welcome"))
    .addColumn("completed_at", "timestamptz")
    .addColumn("skipped_at", "timestamptz")
    .addColumn("stripe_account_id", "text")
    .addColumn("stripe_charges_enabled", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("stripe_details_submitted", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("business_onboarding_organization_id_key", ["organization_id"])
    .addUniqueConstraint("business_onboarding_stripe_account_id_key", ["stripe_account_id"])
    .addCheckConstraint(
      "business_onboarding_current_step_known",
      sql.raw(`current_step in (${steps.map((step) => `'${step}'`).join(", ")})`),
    )
    .addCheckConstraint("business_onboarding_services_array", sql`jsonb_typeof(services) = 'array'`)
    .execute();
  await db.schema
    .alterTable("organizations")
    .addColumn("is_public", "boolean", (col) => col.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("organizations").dropColumn("is_public").execute();
  await db.schema.dropTable("business_onboarding").ifExists().execute();
}
