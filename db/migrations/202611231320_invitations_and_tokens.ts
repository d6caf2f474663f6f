import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Organization invitations (a single-use link: only the SHA-256 of its token is stored) and the
// organization's API tokens (`parley_pat_…`, only the SHA-256 of the secret is stored, ADR 0014).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("invitations")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("invited_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("token_hash", "text", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("invitations_token_hash_key", ["token_hash"])
    .addCheckConstraint("invitations_email_lowercase", sql`email = lower(email)`)
    .addCheckConstraint("invitations_role_valid", sql`role in ('admin', 'attorney', 'paralegal')`)
    .addCheckConstraint("invitations_status_valid", sql`status in ('pending', 'accepted', 'declined', 'cancelled')`)
    .execute();
  await db.schema.createIndex("invitations_organization_id_idx").on("invitations").column("organization_id").execute();
  await db.schema.createIndex("invitations_email_idx").on("invitations").columns(["email", "status"]).execute();

  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("token_prefix", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull())
    .addColumn("permissions", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("created_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("api_tokens_token_hash_key", ["token_hash"])
    .addCheckConstraint("api_tokens_token_hash_format", sql`token_hash ~ '^[0-9a-f]{64}$'`)
    .execute();
  await db.schema.createIndex("api_tokens_organization_id_idx").on("api_tokens").column("organization_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("api_tokens").ifExists().execute();
  await db.schema.dropTable("invitations").ifExists().execute();
}
