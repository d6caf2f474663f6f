import { type Kysely, sql } from "kysely";

// Frozen in time: never import application code here.
// Accounts: users, their sessions (only the SHA-256 of a token is stored, ADR 0004), Google
// links, single-use e-mail links, organization memberships, and one personal organization per user.
export async function up(db: Kysely<any>): Promise<void> {
  const timestamps = (table: any) =>
    table
      .addColumn("created_at", "timestamptz", (col: any) => col.notNull().defaultTo(sql`now()`))
      .addColumn("updated_at", "timestamptz", (col: any) => col.notNull().defaultTo(sql`now()`));

  // The spec's user settings with their defaults (notification flags all true).
  const defaultSettings = {
    theme: "system",
    accentColor: "default",
    language: "en",
    spokenLanguage: "auto",
    notificationResponsesPush: true,
    notificationTasksPush: true,
    notificationTasksEmail: true,
    notificationMessagingPush: true,
    emailNotifications: true,
    loginAlerts: true,
    onboardingData: null,
    selectedDomain: null,
    customDomains: [],
    linkedinUrl: null,
    githubUrl: null,
    receiveFeedbackEmails: false,
    marketingEmails: false,
    securityAlerts: true,
    lastLoginMethod: null,
  };

  await timestamps(
    db.schema
      .createTable("users")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("email_verified_at", "timestamptz")
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("phone", "text")
      .addColumn("image", "text")
      .addColumn("password_hash", "text")
      .addColumn("birthday", "date")
      .addColumn("two_factor_enabled", "boolean", (col) => col.notNull().defaultTo(false))
      .addColumn("session_timeout_seconds", "integer", (col) => col.notNull().defaultTo(604800))
      .addColumn("last_password_change", "timestamptz")
      .addColumn("onboarding_completed", "boolean", (col) => col.notNull().defaultTo(false))
      .addColumn("settings", "jsonb", (col) =>
        col.notNull().defaultTo(sql.raw(`'${JSON.stringify(defaultSettings)}'::jsonb`)),
      )
      .addUniqueConstraint("users_email_key", ["email"])
      .addCheckConstraint("users_email_lowercase", sql`email = lower(email)`)
      .addCheckConstraint("users_session_timeout_positive", sql`session_timeout_seconds > 0`),
  ).execute();

  await db.schema
    .createTable("user_sessions")
    // hex(sha256(token)): the token itself is never stored.
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("last_seen_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("user_agent", "text")
    .addColumn("two_factor_verified", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("user_sessions_id_format", sql`id ~ '^[0-9a-f]{64}$'`)
    .execute();
  await db.schema.createIndex("user_sessions_user_id_idx").on("user_sessions").column("user_id").execute();
  await db.schema.createIndex("user_sessions_expires_at_idx").on("user_sessions").column("expires_at").execute();

  await timestamps(
    db.schema
      .createTable("oauth_accounts")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("provider", "text", (col) => col.notNull())
      .addColumn("provider_user_id", "text", (col) => col.notNull())
      .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addUniqueConstraint("oauth_accounts_provider_user_key", ["provider", "provider_user_id"])
      .addUniqueConstraint("oauth_accounts_user_provider_key", ["user_id", "provider"])
      .addCheckConstraint("oauth_accounts_provider_valid", sql`provider in ('google')`),
  ).execute();

  await timestamps(
    db.schema
      .createTable("email_tokens")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("token_hash", "text", (col) => col.notNull())
      .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("purpose", "text", (col) => col.notNull())
      // The address the link was sent to: a verification link is void once the e-mail changes.
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("expires_at", "timestamptz", (col) => col.notNull())
      .addColumn("used_at", "timestamptz")
      .addUniqueConstraint("email_tokens_token_hash_key", ["token_hash"])
      .addCheckConstraint(
        "email_tokens_purpose_valid",
        sql`purpose in ('verify-email', 'reset-password', 'delete-account')`,
      ),
  ).execute();
  await db.schema.createIndex("email_tokens_user_id_idx").on("email_tokens").columns(["user_id", "purpose"]).execute();

  await timestamps(
    db.schema
      .createTable("memberships")
      .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("organization_id", "uuid", (col) => col.notNull().references("organizations.id").onDelete("cascade"))
      .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("role", "text", (col) => col.notNull())
      .addUniqueConstraint("memberships_organization_user_key", ["organization_id", "user_id"])
      .addCheckConstraint("memberships_role_valid", sql`role in ('owner', 'admin', 'attorney', 'paralegal')`),
  ).execute();
  await db.schema.createIndex("memberships_organization_id_idx").on("memberships").column("organization_id").execute();
  await db.schema.createIndex("memberships_user_id_idx").on("memberships").column("user_id").execute();

  // One personal organization per user, enforced by the database (ensurePersonalOrganization also
  // takes an advisory lock, so concurrent calls wait instead of failing).
  await db.schema
    .alterTable("organizations")
    .addColumn("personal_user_id", "uuid", (col) => col.references("users.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createIndex("organizations_personal_user_id_key")
    .on("organizations")
    .column("personal_user_id")
    .unique()
    .execute();
  await sql`alter table organizations add constraint organizations_personal_user_consistent
    check (personal_user_id is null or is_personal)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table organizations drop constraint if exists organizations_personal_user_consistent`.execute(db);
  await db.schema.dropIndex("organizations_personal_user_id_key").ifExists().execute();
  await db.schema.alterTable("organizations").dropColumn("personal_user_id").execute();
  for (const table of ["memberships", "email_tokens", "oauth_accounts", "user_sessions", "users"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
