import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Issue 18 (ADR 0056, ADR 0057): the append-only intake record of each conversation, each
// organization's retention policy, legal holds and "the firm keeps this matter" on matters, and
// the deletion receipts the nightly retention job writes (they outlive what they describe).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("intake_records")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("seq", "bigint", (col) => col.generatedAlwaysAsIdentity())
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("conversation_id", "uuid", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
    // No foreign key: the entry must not change when a matter or a user goes (updates are refused).
    .addColumn("matter_id", "uuid")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("actor_type", "text", (col) => col.notNull())
    .addColumn("actor_id", "uuid")
    .addColumn("data", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("occurred_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "intake_records_actor_type_valid",
      sql`actor_type in ('visitor', 'assistant', 'member', 'system')`,
    )
    .addCheckConstraint("intake_records_kind_format", sql`kind ~ '^[a-z_]{1,60}$'`)
    .execute();
  await db.schema
    .createIndex("intake_records_organization_id_idx")
    .on("intake_records")
    .column("organization_id")
    .execute();
  await db.schema
    .createIndex("intake_records_conversation_seq_idx")
    .on("intake_records")
    .columns(["conversation_id", "seq"])
    .execute();

  // Append-only: no UPDATE ever; a DELETE only when its conversation is already gone (the
  // retention job, or an organization or account deleted with everything below it); no TRUNCATE.
  await sql`
    create function intake_records_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and not exists (select 1 from conversations where id = old.conversation_id) then
        return old;
      end if;
      raise exception 'intake_records is append-only: % refused', tg_op using errcode = 'restrict_violation';
    end
    $$`.execute(db);
  await sql`create trigger intake_records_append_only before update or delete on intake_records for each row execute function intake_records_append_only()`.execute(
    db,
  );
  await sql`create trigger intake_records_no_truncate before truncate on intake_records for each statement execute function intake_records_append_only()`.execute(
    db,
  );

  await db.schema
    .alterTable("organizations")
    .addColumn("retention_conversation_days", "integer", (col) => col.notNull().defaultTo(30))
    .addColumn("retention_closed_matter_days", "integer", (col) => col.notNull().defaultTo(365))
    .execute();
  await sql`alter table organizations add constraint organizations_retention_conversation_days_range check (retention_conversation_days between 1 and 3650)`.execute(
    db,
  );
  await sql`alter table organizations add constraint organizations_retention_closed_matter_days_range check (retention_closed_matter_days between 30 and 3650)`.execute(
    db,
  );

  await db.schema
    .alterTable("matters")
    .addColumn("legal_hold_at", "timestamptz")
    .addColumn("legal_hold_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("kept_at", "timestamptz")
    .addColumn("kept_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .execute();

  // A deleted matter's parties stay in the firm's conflict index (ABA Model Rule 1.18).
  await sql`alter table party_index_entries drop constraint party_index_entries_matter_id_fkey`.execute(db);
  await sql`alter table party_index_entries add constraint party_index_entries_matter_id_fkey foreign key (matter_id) references matters(id) on delete set null`.execute(
    db,
  );

  await db.schema
    .createTable("deletion_receipts")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("subject_hash", "text", (col) => col.notNull())
    .addColumn("policy", "text", (col) => col.notNull())
    .addColumn("policy_days", "integer", (col) => col.notNull())
    .addColumn("counts", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("bytes", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("started_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("completed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("deletion_receipts_subject_valid", sql`subject in ('conversation', 'matter')`)
    .addCheckConstraint("deletion_receipts_policy_valid", sql`policy in ('unmatched-conversation', 'closed-matter')`)
    .addUniqueConstraint("deletion_receipts_subject_key", ["organization_id", "subject_hash"])
    .execute();
  await db.schema
    .createIndex("deletion_receipts_org_started_idx")
    .on("deletion_receipts")
    .columns(["organization_id", "started_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("deletion_receipts").ifExists().execute();
  await sql`alter table party_index_entries drop constraint party_index_entries_matter_id_fkey`.execute(db);
  await sql`alter table party_index_entries add constraint party_index_entries_matter_id_fkey foreign key (matter_id) references matters(id) on delete cascade`.execute(
    db,
  );
  for (const column of ["kept_by", "kept_at", "legal_hold_by", "legal_hold_at"])
    await db.schema.alterTable("matters").dropColumn(column).execute();
  await db.schema
    .alterTable("organizations")
    .dropColumn("retention_closed_matter_days")
    .dropColumn("retention_conversation_days")
    .execute();
  await sql`drop table if exists intake_records`.execute(db);
  await sql`drop function if exists intake_records_append_only()`.execute(db);
}
