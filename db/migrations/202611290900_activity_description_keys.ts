import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Issue 17 (ADR 0082): an activity event's description is stored as a key and its parameters, and
// translated when shown, as its title is (ADR 0076). Rows written before keep their English
// description (description_key null) and are shown as they are.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("activity_events")
    .addColumn("description_key", "text")
    .addColumn("description_params", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("activity_events")
    .dropColumn("description_params")
    .dropColumn("description_key")
    .execute();
}
