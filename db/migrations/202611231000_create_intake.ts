import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// The intake conversation: visitor sessions, conversations, messages and the matter they build.
export async function up(db: Kysely<any>): Promise<void> {
  const timestamps = (table: any) =>
    table
      .addColumn("created_at", "timestamptz", (col: any) => col.notNull().defaultTo(sql`now()`))
      .addColumn("updated_at", "timestamptz", (col: any) => col.notNull().defaultTo(sql`now()`));

  await timestamps(
    db.schema
      .createTable("intake_sessions")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
      .addColumn("token_hash", "text", (col) => col.notNull())
      .addColumn("expires_at", "timestamptz", (col) => col.notNull())
      .addColumn("last_seen_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint("intake_sessions_token_hash_key", ["token_hash"]),
  ).execute();
  await db.schema
    .createIndex("intake_sessions_organization_id_idx")
    .on("intake_sessions")
    .column("organization_id")
    .execute();

  await timestamps(
    db.schema
      .createTable("conversations")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
      .addColumn("intake_session_id", "uuid", (col) =>
        col.notNull().references("intake_sessions.id").onDelete("cascade"),
      )
      .addColumn("disclaimer_acknowledged_at", "timestamptz")
      .addColumn("contact", "jsonb")
      .addColumn("contact_submitted_at", "timestamptz")
      .addColumn("agent_memory", "jsonb")
      .addUniqueConstraint("conversations_intake_session_id_key", ["intake_session_id"]),
  ).execute();
  await db.schema
    .createIndex("conversations_organization_id_idx")
    .on("conversations")
    .column("organization_id")
    .execute();

  await timestamps(
    db.schema
      .createTable("messages")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("seq", "bigint", (col) => col.generatedAlwaysAsIdentity())
      .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
      .addColumn("conversation_id", "uuid", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
      .addColumn("role", "text", (col) => col.notNull())
      .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("blocks", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn("tool_calls", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn("status", "text", (col) => col.notNull().defaultTo("complete"))
      .addColumn("ai_state", "text")
      .addColumn("error_code", "text")
      .addCheckConstraint("messages_role_valid", sql`role in ('user', 'assistant', 'system')`)
      .addCheckConstraint("messages_status_valid", sql`status in ('complete', 'streaming', 'interrupted', 'failed')`),
  ).execute();
  await db.schema
    .createIndex("messages_conversation_seq_idx")
    .on("messages")
    .columns(["conversation_id", "seq"])
    .execute();
  await db.schema.createIndex("messages_organization_id_idx").on("messages").column("organization_id").execute();

  await timestamps(
    db.schema
      .createTable("matters")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
      .addColumn("conversation_id", "uuid", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
      .addColumn("matter_number", "text", (col) => col.notNull())
      .addColumn("service", "text")
      .addColumn("summary", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("answers", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn("urgency", "text")
      .addColumn("jurisdiction", "jsonb")
      .addColumn("client_name", "text")
      .addColumn("opposing_party", "text")
      .addColumn("checklist", "jsonb")
      .addColumn("checklist_skipped_at", "timestamptz")
      .addColumn("payment_required", "boolean", (col) => col.notNull().defaultTo(false))
      .addColumn("payment_amount_cents", "integer")
      .addColumn("payment_description", "text")
      .addColumn("payment_url", "text")
      .addColumn("payment_id", "text")
      .addColumn("stripe_checkout_session_id", "text")
      .addColumn("review_requested_at", "timestamptz")
      .addColumn("review_reason", "text")
      .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
      .addUniqueConstraint("matters_conversation_id_key", ["conversation_id"])
      .addUniqueConstraint("matters_organization_number_key", ["organization_id", "matter_number"])
      .addCheckConstraint("matters_status_valid", sql`status in ('draft', 'active', 'closed')`),
  ).execute();
  await db.schema.createIndex("matters_organization_id_idx").on("matters").column("organization_id").execute();
  await db.schema
    .createIndex("matters_stripe_checkout_session_id_idx")
    .on("matters")
    .column("stripe_checkout_session_id")
    .execute();

  // Per-organization sequences (matter numbers): incremented atomically with an upsert.
  await db.schema
    .createTable("organization_counters")
    .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("value", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("organization_counters_pkey", ["organization_id", "name"])
    .execute();

  // Usage per subject (an intake session or a user), metric and period; counted before work runs.
  await db.schema
    .createTable("usage_counters")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("period_start", "timestamptz", (col) => col.notNull())
    .addColumn("used", "integer", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("usage_counters_pkey", ["subject", "metric", "period_start"])
    .execute();

  // Fixed-window rate limits shared by every web node.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("window_start", "timestamptz", (col) => col.notNull())
    .addColumn("hits", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("rate_limits_pkey", ["key", "window_start"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "rate_limits",
    "usage_counters",
    "organization_counters",
    "matters",
    "messages",
    "conversations",
    "intake_sessions",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
