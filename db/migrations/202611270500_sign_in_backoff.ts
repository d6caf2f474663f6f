import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Failed sign-ins (issue 15, ADR 0052): one row per hashed key (an account, or a client), with
// the failures counted and the time before which that key may not try again (exponential
// backoff, never a hard lock).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sign_in_backoff")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("failures", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("blocked_until", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn("last_failure_at", "timestamptz", (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("sign_in_backoff_last_failure_at")
    .on("sign_in_backoff")
    .column("last_failure_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_backoff").execute();
}
