import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// What the intake understood from the visitor's story (issue 13): parties with roles and key dates.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table matters add column parties jsonb not null default '[]'::jsonb, add column key_dates jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table matters drop column key_dates, drop column parties`.execute(db);
}
