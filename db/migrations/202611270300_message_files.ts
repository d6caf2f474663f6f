import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Files travel with their message (issue 14, ADR 0050): the files a visitor attached through the
// composer, as shown in the bubble ({fileId, name, type, size, url}), stored on the user message.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("messages")
    .addColumn("files", "jsonb", (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("messages").dropColumn("files").execute();
}
