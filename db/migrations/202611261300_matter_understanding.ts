import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// What the extraction layer read from the visitor's words (issue 13): the parties with their roles
// and the key dates with their kinds, shaped as NarrativeParty[] and KeyDate[].
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table matters add column parties jsonb not null default '[]'::jsonb, add column key_dates jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table matters drop column if exists key_dates, drop column if exists parties`.execute(db);
}
