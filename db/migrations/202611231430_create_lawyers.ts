import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// The firm's own lawyer directory (issue 6, "Lawyer search"; ADR 0026): one row per lawyer of one
// organization, searched by the search_lawyers tool and the /lawyers page, managed by owners and
// admins. Conversations remember the lawyer the visitor chose to contact through the app (ADR 0027).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lawyers")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("firm", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("practice_areas", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("city", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("state", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("country", "text", (col) => col.notNull().defaultTo("US"))
    .addColumn("languages", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("hourly_fee_cents", "integer")
    .addColumn("years_experience", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("rating", sql`numeric(2,1)`, (col) => col.notNull().defaultTo(0))
    .addColumn("review_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("website", "text")
    .addColumn("bio", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("photo_url", "text")
    .addColumn("active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("lawyers_rating_range", sql`rating >= 0 and rating <= 5`)
    .addCheckConstraint("lawyers_review_count_nonnegative", sql`review_count >= 0`)
    .addCheckConstraint("lawyers_years_experience_range", sql`years_experience >= 0 and years_experience <= 80`)
    .addCheckConstraint("lawyers_hourly_fee_nonnegative", sql`hourly_fee_cents is null or hourly_fee_cents >= 0`)
    .execute();
  await db.schema.createIndex("lawyers_organization_id_idx").on("lawyers").column("organization_id").execute();
  // Search runs over one organization's active lawyers; the demo seed is keyed by (organization, email).
  await sql`create index lawyers_org_active_idx on lawyers (organization_id) where active`.execute(db);
  await sql`create unique index lawyers_org_name_email_key on lawyers (organization_id, lower(name), coalesce(lower(email), ''))`.execute(
    db,
  );

  await db.schema
    .alterTable("conversations")
    .addColumn("lawyer_id", "uuid", (col) => col.references("lawyers.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("conversations").addColumn("lawyer_chosen_at", "timestamptz").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("conversations").dropColumn("lawyer_chosen_at").execute();
  await db.schema.alterTable("conversations").dropColumn("lawyer_id").execute();
  await db.schema.dropTable("lawyers").ifExists().execute();
}
