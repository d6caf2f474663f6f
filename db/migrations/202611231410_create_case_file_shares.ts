import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Share Matter (ADR 0020): a link e-mailed to the visitor's own address that opens the matter's
// case-file PDF for a limited time, without the visitor's session. Only the SHA-256 of the
// link's token is stored.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("case_file_shares")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("matter_id", "uuid", (col) => col.notNull().references("matters.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("case_file_shares_token_hash_key", ["token_hash"])
    .execute();
  await db.schema
    .createIndex("case_file_shares_organization_id_idx")
    .on("case_file_shares")
    .column("organization_id")
    .execute();
  await db.schema.createIndex("case_file_shares_matter_id_idx").on("case_file_shares").column("matter_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("case_file_shares").execute();
}
