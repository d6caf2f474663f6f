import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// The activity timeline: one row per thing that happened in an intake (spec §2, §4, §7). Titles
// and descriptions are plain English without client content; a row is written in the same
// transaction as the change it reports.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("activity_events")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("matter_id", "uuid", (col) => col.references("matters.id").onDelete("cascade"))
    .addColumn("conversation_id", "uuid", (col) => col.references("conversations.id").onDelete("cascade"))
    .addColumn("intake_session_id", "uuid", (col) => col.references("intake_sessions.id").onDelete("cascade"))
    .addColumn("event_type", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text")
    .addColumn("actor_type", "text", (col) => col.notNull())
    .addColumn("actor_id", "uuid")
    .addColumn("metadata", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("event_date", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "activity_events_actor_type_valid",
      sql`actor_type in ('visitor', 'assistant', 'member', 'system')`,
    )
    .execute();
  await db.schema
    .createIndex("activity_events_organization_id_idx")
    .on("activity_events")
    .column("organization_id")
    .execute();
  await sql`create index activity_events_org_date_idx on activity_events (organization_id, event_date desc, id desc)`.execute(
    db,
  );
  await db.schema
    .createIndex("activity_events_intake_session_id_idx")
    .on("activity_events")
    .column("intake_session_id")
    .execute();
  await db.schema.createIndex("activity_events_matter_id_idx").on("activity_events").column("matter_id").execute();
  await db.schema
    .createIndex("activity_events_conversation_id_idx")
    .on("activity_events")
    .column("conversation_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("activity_events").ifExists().execute();
}
