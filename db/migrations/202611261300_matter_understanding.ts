import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// What the extraction layer read from the visitor's words (issue 13, ADR 0039/0040): the parties
// with their roles, the key dates with their kinds, the urgency's reason, the finer practice area
// and whether the firm offers it. Shapes: app/features/intake/understanding/types.ts.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("matters")
    .addColumn("parties", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("key_dates", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("urgency_reason", "text")
    .addColumn("practice_area", "text")
    .addColumn("outside_services", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`alter table matters add constraint matters_parties_array check (jsonb_typeof(parties) = 'array')`.execute(
    db,
  );
  await sql`alter table matters add constraint matters_key_dates_array check (jsonb_typeof(key_dates) = 'array')`.execute(
    db,
  );
  await sql`alter table matters add constraint matters_urgency_reason_length check (urgency_reason is null or char_length(urgency_reason) <= 300)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("matters")
    .dropColumn("parties")
    .dropColumn("key_dates")
    .dropColumn("urgency_reason")
    .dropColumn("practice_area")
    .dropColumn("outside_services")
    .execute();
}
