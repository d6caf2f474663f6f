import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Uploads get a kind, the client's metadata, and the state and result of their analysis. A matter's
// case-file PDF is a files row of kind 'case-pdf' pointing at the matter (one per matter).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("files")
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("upload"))
    .addColumn("metadata", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("analysis", "jsonb")
    .addColumn("error", "text")
    .addColumn("analysis_message_id", "uuid", (col) => col.references("messages.id").onDelete("set null"))
    .addColumn("analyzed_at", "timestamptz")
    .addColumn("matter_id", "uuid", (col) => col.references("matters.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("files")
    .addCheckConstraint("files_kind_valid", sql`kind in ('upload', 'case-pdf')`)
    .execute();
  await db.schema
    .alterTable("files")
    .addCheckConstraint(
      "files_status_valid",
      sql`status in ('uploading', 'processing', 'analyzing', 'completed', 'failed')`,
    )
    .execute();

  await db.schema
    .createIndex("files_case_pdf_matter_id_key")
    .on("files")
    .column("matter_id")
    .unique()
    .where(sql<boolean>`kind = 'case-pdf'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("files_case_pdf_matter_id_key").execute();
  await db.schema.alterTable("files").dropConstraint("files_status_valid").execute();
  await db.schema.alterTable("files").dropConstraint("files_kind_valid").execute();
  await db.schema
    .alterTable("files")
    .dropColumn("matter_id")
    .dropColumn("analyzed_at")
    .dropColumn("analysis_message_id")
    .dropColumn("error")
    .dropColumn("analysis")
    .dropColumn("metadata")
    .dropColumn("kind")
    .execute();
}
