import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import { generate, PostgresDialect } from "kysely-codegen";

/**
 * db/schema.ts is generated from a migrated database by kysely-codegen (ADR 0075): `npm run
 * db:codegen` writes it, and tests/integration/db.schema-codegen.test.ts fails when the committed
 * file differs from what the migrations produce. PostgreSQL knows a column's type but not what
 * Parley stores in it; those shapes (the values a text column may hold, a jsonb column's content)
 * are kept by hand in db/column-types.ts and named here, column by column.
 */
const columnTypes = readFileSync(new URL("./column-types.ts", import.meta.url), "utf8");

/** Every type db/column-types.ts exports, importable by the generated file (only the used ones are). */
const customImports = Object.fromEntries(
  [...columnTypes.matchAll(/^export type (\w+)/gm)].map(([, name]) => [name, "./column-types.ts"]),
);

/** What each column holds, where it is narrower than its PostgreSQL type. */
const columns: Record<string, string> = {
  "activity_events.actor_type": "ActivityActorType",
  "activity_events.metadata": "ColumnType<Record<string, unknown>, string | undefined, string>",
  "activity_events.title_params": "ColumnType<Record<string, string | number>, string | undefined, string>",
  "activity_events.description_params": "ColumnType<Record<string, string | number>, string | undefined, string>",
  "api_tokens.permissions": "ColumnType<string[], string[] | undefined, string[]>",
  "business_onboarding.current_step": "Defaulted<BusinessOnboardingStep>",
  "business_onboarding.services": "ColumnType<BusinessService[], string | undefined, string>",
  "conversations.agent_memory": "JsonColumn<unknown> | null",
  "conversations.conflict_level": "Defaulted<ConflictLevel>",
  "conversations.conflict_matches": "JsonColumnWithDefault<ConflictMatch[]>",
  "conversations.contact": "JsonColumn<Record<string, string>> | null",
  "conversations.deletion_decided_at": "Defaulted<Date | null>",
  "conversations.deletion_decision": 'Defaulted<"approved" | "declined" | null>',
  "conversations.deletion_requested_at": "Defaulted<Date | null>",
  "deletion_receipts.bytes": "ColumnType<number, number | undefined, number>",
  "deletion_receipts.counts": "ColumnType<Record<string, number>, string | undefined, string>",
  "deletion_receipts.policy": "RetentionPolicyName",
  "deletion_receipts.subject": '"conversation" | "matter"',
  "email_outbox.transport": '"smtp" | "outbox"',
  "email_tokens.purpose": "EmailTokenPurpose",
  "files.analysis": "JsonColumn<unknown> | null",
  "files.kind": "Defaulted<FileKind>",
  "files.metadata": "ColumnType<Record<string, unknown>, string | undefined, string>",
  "files.size": "number",
  "files.status": "Defaulted<FileStatus>",
  "intake_records.actor_type": "ActivityActorType",
  "intake_records.data": "ColumnType<Record<string, unknown>, string | undefined, never>",
  "intake_records.seq": "ColumnType<number, never, never>",
  "invitations.role": 'Exclude<MembershipRole, "owner">',
  "invitations.status": "Defaulted<InvitationStatus>",
  "lawyers.languages": "ColumnType<string[], string[] | undefined, string[]>",
  "lawyers.practice_areas": "ColumnType<string[], string[] | undefined, string[]>",
  "lawyers.rating": "ColumnType<string, number | string | undefined, number | string>",
  "matters.answers": "JsonColumn<Record<string, string>>",
  "matters.checklist": "JsonColumn<unknown> | null",
  "matters.conflict_checked_at": "Defaulted<Date | null>",
  "matters.conflict_level": "Defaulted<ConflictLevel>",
  "matters.conflict_matches": "JsonColumnWithDefault<ConflictMatch[]>",
  "matters.conflict_resolved_at": "Defaulted<Date | null>",
  "matters.conflict_status": "Defaulted<ConflictStatus>",
  "matters.decided_at": "Defaulted<Date | null>",
  "matters.decision": 'Defaulted<"accepted" | "declined" | null>',
  "matters.first_opened_at": "Defaulted<Date | null>",
  "matters.first_response_at": "Defaulted<Date | null>",
  "matters.intake_rating": "Defaulted<number | null>",
  "matters.jurisdiction": "JsonColumn<Record<string, string | null>> | null",
  "matters.kept_at": "Defaulted<Date | null>",
  "matters.key_dates": "JsonColumnWithDefault<KeyDate[]>",
  "matters.legal_hold_at": "Defaulted<Date | null>",
  "matters.non_engagement_sent_at": "Defaulted<Date | null>",
  "matters.parties": "JsonColumnWithDefault<NarrativeParty[]>",
  "matters.rated_at": "Defaulted<Date | null>",
  "matters.reviewed_at": "Defaulted<Date | null>",
  "matters.status": 'Defaulted<"draft" | "active" | "closed">',
  "memberships.role": "MembershipRole",
  "messages.blocks": "JsonColumn<unknown[]>",
  "messages.files": "ColumnType<unknown[], string | undefined, string>",
  "messages.role": "MessageRole",
  "messages.seq": "ColumnType<number, never, never>",
  "messages.status": "Defaulted<MessageStatus>",
  "messages.tool_calls": "JsonColumn<unknown[]>",
  "oauth_accounts.provider": '"google"',
  "organization_counters.value": "number",
  "organizations.config": "JsonColumn<Record<string, unknown>>",
  "organizations.subscription_tier": "Defaulted<SubscriptionTier>",
  "party_index_entries.aliases": "ColumnType<string[], string[] | undefined, string[]>",
  "party_index_entries.normalized_aliases": "ColumnType<string[], string[] | undefined, string[]>",
  "party_index_entries.role": "PartyIndexRole",
  "party_index_entries.source": "PartyIndexSource",
  "subscriptions.status": "SubscriptionStatus",
  "subscriptions.tier": "SubscriptionTier",
  "usage_counters.metric": '"messages" | "files"',
  "users.birthday": "ColumnType<string | null, string | null | undefined, string | null>",
  "users.settings": "ColumnType<Record<string, unknown>, string | undefined, string>",
  "users.two_factor_last_step": "Defaulted<number | null>",
};

/** The source of db/schema.ts for the database's current schema (public; Kysely's own tables left out). */
export function generateSchemaSource(database: Kysely<any>): Promise<string> {
  return generate({
    db: database,
    dialect: new PostgresDialect(),
    defaultSchemas: ["public"],
    excludePattern: "kysely_*",
    customImports,
    overrides: { columns },
    // pg parses int8 into a number in db/client.ts.
    typeMapping: { int8: "number" },
    typeOnlyImports: true,
    outFile: null,
    print: false,
  });
}
