import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// The firm's side (issue 19, ADR 0058): when a member first opened a matter and when the firm first
// acted on it (time to first response), the firm's accept/decline decision with its reason and the
// non-engagement letter's send time, and the firm's own non-engagement letter template.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("matters")
    .addColumn("first_opened_at", "timestamptz")
    .addColumn("first_opened_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("first_response_at", "timestamptz")
    .addColumn("decision", "text")
    .addColumn("decided_at", "timestamptz")
    .addColumn("decided_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("decline_reason", "text")
    .addColumn("non_engagement_sent_at", "timestamptz")
    .execute();
  await sql`alter table matters add constraint matters_decision_valid check (decision is null or decision in ('accepted', 'declined'))`.execute(
    db,
  );
  await sql`alter table matters add constraint matters_decline_reason_length check (decline_reason is null or char_length(decline_reason) between 1 and 1000)`.execute(
    db,
  );
  // The shell's "new" count: matters nobody at the firm has opened yet.
  await sql`create index matters_unopened_idx on matters (organization_id) where first_opened_at is null`.execute(db);
  await db.schema.alterTable("organizations").addColumn("non_engagement_letter", "text").execute();
  await sql`alter table organizations add constraint organizations_non_engagement_letter_length check (non_engagement_letter is null or char_length(non_engagement_letter) between 1 and 10000)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("organizations").dropColumn("non_engagement_letter").execute();
  await sql`drop index if exists matters_unopened_idx`.execute(db);
  await db.schema
    .alterTable("matters")
    .dropColumn("first_opened_at")
    .dropColumn("first_opened_by")
    .dropColumn("first_response_at")
    .dropColumn("decision")
    .dropColumn("decided_at")
    .dropColumn("decided_by")
    .dropColumn("decline_reason")
    .dropColumn("non_engagement_sent_at")
    .execute();
}
