import type { Kysely } from "kysely";

// Frozen in time. The last TOTP time step (unix seconds / 30) a user's code was accepted for: a
// code at or before it is refused, so a code cannot be used twice within its window.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("two_factor_last_step", "bigint").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("two_factor_last_step").execute();
}
