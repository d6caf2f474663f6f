import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// The language the visitor writes in (issue 13, ADR 0043): detected from their messages, an
// ISO 639-1 code of one of the interface languages; null until a message was clear enough.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("conversations").addColumn("visitor_language", "text").execute();
  await sql`alter table conversations add constraint conversations_visitor_language_format check (visitor_language is null or visitor_language ~ '^[a-z]{2}$')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("conversations").dropColumn("visitor_language").execute();
}
