import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// The organization a signed-in session works in (POST /api/organizations/active); cleared when the
// organization is deleted, and then the user's first organization applies again.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("user_sessions")
    .addColumn("active_organization_id", "uuid", (col) => col.references("organizations.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_sessions").dropColumn("active_organization_id").execute();
}
