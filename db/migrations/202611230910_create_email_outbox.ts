import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Every e-mail the send-email job handles is recorded here; without SMTP_URL this table is the
// delivery (an operator reads it), with SMTP it is the delivery record.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("job_id", "text", (col) => col.notNull())
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text")
    .addColumn("transport", "text", (col) => col.notNull())
    .addColumn("message_id", "text")
    .addColumn("sent_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("email_outbox_job_id_key", ["job_id"])
    .addCheckConstraint("email_outbox_transport_valid", sql`transport in ('smtp', 'outbox')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("email_outbox").execute();
}
