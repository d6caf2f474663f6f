import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Issue 18 (ADR 0060): a visitor asks for their intake to be deleted; the firm approves (the
// retention job deletes it and writes a receipt under the "visitor-request" policy) or declines
// with a reason.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("conversations")
    .addColumn("deletion_requested_at", "timestamptz")
    .addColumn("deletion_decision", "text")
    .addColumn("deletion_decided_at", "timestamptz")
    .addColumn("deletion_decided_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("deletion_decline_reason", "text")
    .execute();
  await sql`alter table conversations add constraint conversations_deletion_decision_valid check (deletion_decision in ('approved', 'declined'))`.execute(
    db,
  );
  await sql`alter table conversations add constraint conversations_deletion_decline_reason_length check (char_length(deletion_decline_reason) <= 1000)`.execute(
    db,
  );
  await sql`alter table deletion_receipts drop constraint deletion_receipts_policy_valid`.execute(db);
  await sql`alter table deletion_receipts add constraint deletion_receipts_policy_valid check (policy in ('unmatched-conversation', 'closed-matter', 'visitor-request'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from deletion_receipts where policy = 'visitor-request'`.execute(db);
  await sql`alter table deletion_receipts drop constraint deletion_receipts_policy_valid`.execute(db);
  await sql`alter table deletion_receipts add constraint deletion_receipts_policy_valid check (policy in ('unmatched-conversation', 'closed-matter'))`.execute(
    db,
  );
  await db.schema
    .alterTable("conversations")
    .dropColumn("deletion_requested_at")
    .dropColumn("deletion_decision")
    .dropColumn("deletion_decided_at")
    .dropColumn("deletion_decided_by")
    .dropColumn("deletion_decline_reason")
    .execute();
}
