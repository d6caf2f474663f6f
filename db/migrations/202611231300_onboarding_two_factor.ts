import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Two-factor sign-in (TOTP): the confirmed secret, a pending secret during enrollment, and the
// hashes of single-use recovery codes. Onboarding data lives in users.settings.onboardingData.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("two_factor_secret", "text")
    .addColumn("two_factor_pending_secret", "text")
    .execute();

  await db.schema
    .createTable("two_factor_recovery_codes")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // hex(sha256(code)): the code itself is shown once and never stored.
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("two_factor_recovery_codes_user_code_key", ["user_id", "code_hash"])
    .execute();
  await db.schema
    .createIndex("two_factor_recovery_codes_user_id_idx")
    .on("two_factor_recovery_codes")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("two_factor_recovery_codes").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("two_factor_pending_secret").dropColumn("two_factor_secret").execute();
}
