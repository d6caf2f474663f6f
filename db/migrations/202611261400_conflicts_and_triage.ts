import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Conflict check (ADR 0041): each firm's party index (past clients and other sides from its
// matters and contacts, plus an imported list), matched with pg_trgm on normalized names, and the
// result stored on the matter. Deadline triage (ADR 0042): the firm's own limitation-period table
// and the same-day review requested for an emergency.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable("party_index_entries")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("normalized_name", "text", (col) => col.notNull())
    .addColumn("aliases", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("normalized_aliases", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("reference", "text")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("matter_id", "uuid", (col) => col.references("matters.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("party_index_entries_role_check", sql`role in ('client', 'opposing', 'other')`)
    .addCheckConstraint("party_index_entries_source_check", sql`source in ('matter', 'contact', 'import')`)
    .addCheckConstraint("party_index_entries_name_length", sql`char_length(name) between 1 and 300`)
    .addCheckConstraint("party_index_entries_reference_length", sql`reference is null or char_length(reference) <= 200`)
    .execute();
  await db.schema
    .createIndex("party_index_entries_organization_id_idx")
    .on("party_index_entries")
    .column("organization_id")
    .execute();
  await db.schema
    .createIndex("party_index_entries_matter_id_idx")
    .on("party_index_entries")
    .column("matter_id")
    .execute();
  await sql`create index party_index_entries_name_trgm_idx on party_index_entries using gin (normalized_name gin_trgm_ops)`.execute(
    db,
  );
  // One row per party and role per matter: the matter sync replaces, never duplicates.
  await sql`create unique index party_index_entries_matter_party_key on party_index_entries (organization_id, matter_id, source, role, normalized_name) where matter_id is not null`.execute(
    db,
  );

  await db.schema
    .alterTable("matters")
    .addColumn("conflict_level", "text", (col) => col.notNull().defaultTo("none"))
    .addColumn("conflict_matches", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("conflict_checked_at", "timestamptz")
    .addColumn("conflict_status", "text", (col) => col.notNull().defaultTo("none"))
    .addColumn("conflict_resolved_at", "timestamptz")
    .addColumn("conflict_resolved_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("emergency_review_key", "text")
    .execute();
  await sql`alter table matters add constraint matters_conflict_level_check check (conflict_level in ('none', 'weak', 'likely'))`.execute(
    db,
  );
  await sql`alter table matters add constraint matters_conflict_status_check check (conflict_status in ('none', 'flagged', 'hold', 'cleared', 'confirmed'))`.execute(
    db,
  );
  await sql`create index matters_org_conflict_idx on matters (organization_id, conflict_status) where conflict_status in ('flagged', 'hold')`.execute(
    db,
  );

  // The conversation carries the check before a matter exists: a likely match holds the interview
  // (no more facts, contact details only) until the firm clears it.
  await db.schema
    .alterTable("conversations")
    .addColumn("conflict_level", "text", (col) => col.notNull().defaultTo("none"))
    .addColumn("conflict_matches", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("conflict_hold", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`alter table conversations add constraint conversations_conflict_level_check check (conflict_level in ('none', 'weak', 'likely'))`.execute(
    db,
  );

  await db.schema
    .createTable("limitation_periods")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("practice_area", "text", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("period_months", "integer", (col) => col.notNull())
    .addColumn("citation", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("limitation_periods_months_range", sql`period_months between 1 and 600`)
    .addCheckConstraint("limitation_periods_state_format", sql`state ~ '^[A-Z]{2}$'`)
    .addCheckConstraint("limitation_periods_citation_length", sql`char_length(citation) between 1 and 300`)
    .execute();
  await sql`create unique index limitation_periods_org_area_state_key on limitation_periods (organization_id, lower(practice_area), state)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("limitation_periods").ifExists().execute();
  await sql`drop index if exists matters_org_conflict_idx`.execute(db);
  await sql`alter table matters drop constraint if exists matters_conflict_status_check, drop constraint if exists matters_conflict_level_check`.execute(
    db,
  );
  for (const column of [
    "emergency_review_key",
    "conflict_resolved_by",
    "conflict_resolved_at",
    "conflict_status",
    "conflict_checked_at",
    "conflict_matches",
    "conflict_level",
  ]) {
    await db.schema.alterTable("matters").dropColumn(column).execute();
  }
  await sql`alter table conversations drop constraint if exists conversations_conflict_level_check, drop column if exists conflict_hold, drop column if exists conflict_matches, drop column if exists conflict_level`.execute(
    db,
  );
  await db.schema.dropTable("party_index_entries").ifExists().execute();
}
