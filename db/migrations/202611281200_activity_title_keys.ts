import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Issue 17 (ADR 0076): an activity event's title is stored as a key and its parameters, and
// translated when shown. Rows written before keep their English title (title_key null) and are
// shown as they are; new rows store no English title.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("activity_events")
    .addColumn("title_key", "text")
    .addColumn("title_params", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`alter table activity_events alter column title drop not null`.execute(db);
  await sql`alter table activity_events add constraint activity_events_title_present check (title is not null or title_key is not null)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table activity_events drop constraint activity_events_title_present`.execute(db);
  await sql`update activity_events set title = title_key where title is null`.execute(db);
  await sql`alter table activity_events alter column title set not null`.execute(db);
  await db.schema.alterTable("activity_events").dropColumn("title_params").dropColumn("title_key").execute();
}
