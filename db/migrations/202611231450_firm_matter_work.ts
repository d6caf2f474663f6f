import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// The firm's work on a matter (ADR 0030): the reviewing attorney, the status title, when and by
// whom it was reviewed, the intake rating, and internal notes that the visitor never sees.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("matters")
    .addColumn("status_title", "text")
    .addColumn("reviewing_attorney_id", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("reviewed_at", "timestamptz")
    .addColumn("reviewed_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("intake_rating", "smallint")
    .addColumn("intake_rating_comment", "text")
    .addColumn("rated_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("rated_at", "timestamptz")
    .execute();
  await sql`alter table matters add constraint matters_status_title_length check (status_title is null or char_length(status_title) between 1 and 255)`.execute(
    db,
  );
  await sql`alter table matters add constraint matters_intake_rating_range check (intake_rating is null or intake_rating between 1 and 5)`.execute(
    db,
  );
  await sql`alter table matters add constraint matters_intake_rating_comment_length check (intake_rating_comment is null or char_length(intake_rating_comment) <= 500)`.execute(
    db,
  );
  await sql`create index matters_org_created_idx on matters (organization_id, created_at desc, id desc)`.execute(db);
  await sql`create index matters_org_review_idx on matters (organization_id, review_requested_at) where review_requested_at is not null and reviewed_at is null`.execute(
    db,
  );

  await db.schema
    .createTable("matter_notes")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("matter_id", "uuid", (col) => col.notNull().references("matters.id").onDelete("cascade"))
    .addColumn("author_id", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("matter_notes_body_length", sql`char_length(body) between 1 and 5000`)
    .execute();
  await db.schema
    .createIndex("matter_notes_organization_id_idx")
    .on("matter_notes")
    .column("organization_id")
    .execute();
  await db.schema
    .createIndex("matter_notes_matter_id_idx")
    .on("matter_notes")
    .columns(["matter_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("matter_notes").ifExists().execute();
  await sql`drop index if exists matters_org_review_idx`.execute(db);
  await sql`drop index if exists matters_org_created_idx`.execute(db);
  await db.schema.alterTable("matters").dropConstraint("matters_intake_rating_comment_length").execute();
  await db.schema.alterTable("matters").dropConstraint("matters_intake_rating_range").execute();
  await db.schema.alterTable("matters").dropConstraint("matters_status_title_length").execute();
  for (const column of [
    "rated_at",
    "rated_by",
    "intake_rating_comment",
    "intake_rating",
    "reviewed_by",
    "reviewed_at",
    "reviewing_attorney_id",
    "status_title",
  ]) {
    await db.schema.alterTable("matters").dropColumn(column).execute();
  }
}
