import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Bug reports sent from /report-bug: stored, then e-mailed to the operator by the send-email job.
// Not tenant data (the report is about the product), so no organization_id.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bug_reports")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("user_id", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("reply_to", "text")
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("details", "text", (col) => col.notNull())
    .addColumn("page_url", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("bug_reports_created_at_idx").on("bug_reports").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("bug_reports").ifExists().execute();
}
