import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Files a visitor shares in an intake conversation (stored under random keys, never by name).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("files")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("conversation_id", "uuid", (col) => col.references("conversations.id").onDelete("cascade"))
    .addColumn("intake_session_id", "uuid", (col) => col.references("intake_sessions.id").onDelete("set null"))
    .addColumn("storage_key", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "bigint", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("completed"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("files_storage_key_key", ["storage_key"])
    .execute();
  await db.schema.createIndex("files_organization_id_idx").on("files").column("organization_id").execute();
  await db.schema.createIndex("files_conversation_id_idx").on("files").column("conversation_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("files").execute();
}
