import type { ColumnType, Insertable, Selectable, Updateable } from "kysely";

/** Table interfaces, kept by hand beside the migrations that create them. */

/** A column with a default; a Json<T> column keeps its string-or-value insert and update types. */
type Generated<T> = [T] extends [ColumnType<infer S, infer I, infer U>]
  ? ColumnType<S, I | undefined, U>
  : ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;
/** A jsonb column with a database default: optional on insert. */
type JsonWithDefault<T> = ColumnType<T, string | T | undefined, string | T>;

export type SubscriptionTier = "free" | "plus" | "business" | "enterprise";

/** The stored shapes of the understanding layer (app/features/intake/understanding/types.ts re-exports them). */
/** Who a person or body is in the visitor's story. Only `opposing` is the other side. */
export type PartyRole = "client" | "opposing" | "family" | "witness" | "helper" | "official" | "other";
export type PartyKind = "person" | "company" | "agency" | "court" | "unknown";

export type NarrativeParty = {
  name: string;
  role: PartyRole;
  kind: PartyKind;
  /** What the text says about them, in a few words ("landlord", "property manager of Acme LLC"). */
  description: string | null;
  /** Other names for the same party in the text ("Kyle", "Kyle Whitfield", "Whitfield Properties"). */
  aliases: string[];
};

export type KeyDateKind =
  | "hearing"
  | "court_date"
  | "response_deadline"
  | "filing_deadline"
  | "offer_expiry"
  | "move_out"
  | "incident"
  | "employment_end"
  | "appointment"
  | "other";

export type KeyDate = {
  /** ISO 8601 date (YYYY-MM-DD), or date-time when a time was given. */
  iso: string;
  kind: KeyDateKind;
  /** The words the date was read from ("april 1st at 9am"). */
  phrase: string;
  /** The sentence it came from, for the firm to check. */
  sentence: string;
  /** Where it happens, when the text says ("Halden County Court"). */
  place: string | null;
};

export interface OrganizationsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  description: string | null;
  intro_message: string | null;
  profile_image: string | null;
  config: Json<Record<string, unknown>>;
  is_personal: Generated<boolean>;
  domain: string | null;
  verified_at: Timestamp | null;
  stripe_customer_id: string | null;
  subscription_tier: Generated<SubscriptionTier>;
  seats: Generated<number>;
  /** Set on a user's personal organization (one per user). */
  personal_user_id: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  job_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  transport: "smtp" | "outbox";
  message_id: string | null;
  sent_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IntakeSessionsTable {
  id: Generated<string>;
  organization_id: string;
  token_hash: string;
  expires_at: Timestamp;
  last_seen_at: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ConversationsTable {
  id: Generated<string>;
  organization_id: string;
  intake_session_id: string;
  disclaimer_acknowledged_at: Timestamp | null;
  contact: Json<Record<string, string>> | null;
  contact_submitted_at: Timestamp | null;
  agent_memory: Json<unknown> | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type MessageRole = "user" | "assistant" | "system";
export type MessageStatus = "complete" | "streaming" | "interrupted" | "failed";

export interface MessagesTable {
  id: Generated<string>;
  seq: ColumnType<number, never, never>;
  organization_id: string;
  conversation_id: string;
  role: MessageRole;
  content: Generated<string>;
  blocks: Json<unknown[]>;
  tool_calls: Json<unknown[]>;
  /** The files the visitor attached to this message (app/features/intake/chat-message.ts MessageFile). */
  files: ColumnType<unknown[], string | undefined, string>;
  status: Generated<MessageStatus>;
  ai_state: string | null;
  error_code: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MattersTable {
  id: Generated<string>;
  organization_id: string;
  conversation_id: string;
  matter_number: string;
  service: string | null;
  summary: Generated<string>;
  answers: Json<Record<string, string>>;
  urgency: string | null;
  jurisdiction: Json<Record<string, string | null>> | null;
  client_name: string | null;
  opposing_party: string | null;
  checklist: Json<unknown> | null;
  checklist_skipped_at: Timestamp | null;
  payment_required: Generated<boolean>;
  payment_amount_cents: number | null;
  payment_description: string | null;
  payment_url: string | null;
  payment_id: string | null;
  stripe_checkout_session_id: string | null;
  review_requested_at: Timestamp | null;
  review_reason: string | null;
  status: Generated<"draft" | "active" | "closed">;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The firm's side (ADR 0030): the last status change's title, the reviewing attorney, review and rating. */
  status_title: Generated<string | null>;
  reviewing_attorney_id: Generated<string | null>;
  reviewed_at: Generated<Date | null>;
  reviewed_by: Generated<string | null>;
  intake_rating: Generated<number | null>;
  intake_rating_comment: Generated<string | null>;
  rated_by: Generated<string | null>;
  urgency_reason: Generated<string | null>;
  /** A sub-area of understanding/practice-areas.ts ("eviction", "custody"); outside_services when the firm has none for it. */
  practice_area: Generated<string | null>;
  outside_services: Generated<boolean>;
  rated_at: Generated<Date | null>;
  /** What the extraction layer read (issue 13, ADR 0039/0040): parties with roles, key dates with kinds. */
  parties: JsonWithDefault<NarrativeParty[]>;
  key_dates: JsonWithDefault<KeyDate[]>;
}

export interface OrganizationCountersTable {
  organization_id: string;
  name: string;
  value: number;
}

export interface UsageCountersTable {
  subject: string;
  metric: "messages" | "files";
  period_start: Timestamp;
  used: number;
  updated_at: Generated<Date>;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** Failed sign-ins per hashed account or client key, and when that key may try again (ADR 0052). */
export interface SignInBackoffTable {
  key: string;
  failures: number;
  blocked_until: Generated<Timestamp>;
  last_failure_at: Generated<Timestamp>;
}

/** Upload statuses the UI shows; "uploading" exists only in the browser until the row is written. */
export type FileStatus = "uploading" | "processing" | "analyzing" | "completed" | "failed";
export type FileKind = "upload" | "case-pdf";

export interface FilesTable {
  id: Generated<string>;
  organization_id: string;
  conversation_id: string | null;
  intake_session_id: string | null;
  storage_key: string;
  name: string;
  content_type: string;
  size: number;
  status: Generated<FileStatus>;
  kind: Generated<FileKind>;
  /** What the client sent in x-file-metadata (ids removed); for a case PDF, its fingerprint. */
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The document analysis (app/features/files/document-analysis.ts), once it ran. */
  analysis: Json<unknown> | null;
  /** Why the file could not be read, shown to the visitor. */
  error: string | null;
  /** The assistant message that reported the analysis (one per file). */
  analysis_message_id: string | null;
  analyzed_at: Timestamp | null;
  /** Set on a case-file PDF (kind "case-pdf"): its matter; one per matter. */
  matter_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type MembershipRole = "owner" | "admin" | "attorney" | "paralegal";
export type EmailTokenPurpose = "verify-email" | "reset-password" | "delete-account";

export interface UsersTable {
  id: Generated<string>;
  /** Always lowercase. */
  email: string;
  email_verified_at: Timestamp | null;
  name: string;
  phone: string | null;
  image: string | null;
  password_hash: string | null;
  /** A date (YYYY-MM-DD). */
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  two_factor_enabled: Generated<boolean>;
  session_timeout_seconds: Generated<number>;
  last_password_change: Timestamp | null;
  onboarding_completed: Generated<boolean>;
  /** The spec's user settings; read through UserSettingsSchema (app/features/accounts/schemas.ts). */
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The TOTP secret once two-factor is enabled, sealed with AES-256-GCM (ADR 0017; never logged). */
  two_factor_secret: Generated<string | null>;
  /** The TOTP secret shown during enrollment, until a code confirms it; sealed like two_factor_secret. */
  two_factor_pending_secret: Generated<string | null>;
  /** The last TOTP step (unix seconds / 30) a code was accepted for; codes at or before it are refused. */
  two_factor_last_step: Generated<number | null>;
  /** The token of the DNS TXT record that verifies a user's domains (made on first use). */
  domain_verification_token: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  /** hex(sha256(code)). */
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserSessionsTable {
  /** hex(sha256(token)). */
  id: string;
  user_id: string;
  expires_at: Timestamp;
  last_seen_at: Generated<Date>;
  user_agent: string | null;
  two_factor_verified: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The organization this session works in (POST /api/organizations/active); null: the first one. */
  active_organization_id: Generated<string | null>;
}

export interface OauthAccountsTable {
  id: Generated<string>;
  provider: "google";
  provider_user_id: string;
  user_id: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EmailTokensTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MembershipsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  role: MembershipRole;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type ActivityActorType = "visitor" | "assistant" | "member" | "system";

export interface ActivityEventsTable {
  id: Generated<string>;
  organization_id: string;
  matter_id: string | null;
  conversation_id: string | null;
  intake_session_id: string | null;
  event_type: string;
  /** Rows written before ADR 0076 only: plain English, never client content. Null when title_key is set. */
  title: string | null;
  /** The title's i18n key under workspace:activityTitles (ADR 0076), translated when shown. */
  title_key: string | null;
  /** The title's parameters (a file format, a rating), never client content. */
  title_params: ColumnType<Record<string, string | number>, string | undefined, string>;
  description: string | null;
  actor_type: ActivityActorType;
  actor_id: string | null;
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  event_date: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type InvitationStatus = "pending" | "accepted" | "declined" | "cancelled";

export interface InvitationsTable {
  id: Generated<string>;
  organization_id: string;
  /** Always lowercase. */
  email: string;
  role: Exclude<MembershipRole, "owner">;
  status: Generated<InvitationStatus>;
  invited_by: string | null;
  /** hex(sha256(token)) of the link's token. */
  token_hash: string;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ApiTokensTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  /** The readable start of the secret (`parley_pat_` and a few characters), shown in lists. */
  token_prefix: string;
  /** hex(sha256(secret)): the secret itself is never stored. */
  token_hash: string;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  created_by: string | null;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface Database {
  organizations: OrganizationsTable;
  email_outbox: EmailOutboxTable;
  intake_sessions: IntakeSessionsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  matters: MattersTable;
  organization_counters: OrganizationCountersTable;
  usage_counters: UsageCountersTable;
  rate_limits: RateLimitsTable;
  sign_in_backoff: SignInBackoffTable;
  files: FilesTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  oauth_accounts: OauthAccountsTable;
  email_tokens: EmailTokensTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  api_tokens: ApiTokensTable;
  activity_events: ActivityEventsTable;
  matter_notes: MatterNotesTable;
  bug_reports: BugReportsTable;
  case_file_shares: CaseFileSharesTable;
}

export type Organization = Selectable<OrganizationsTable>;
export type NewOrganization = Insertable<OrganizationsTable>;
export type OrganizationUpdate = Updateable<OrganizationsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type IntakeSession = Selectable<IntakeSessionsTable>;
export type Conversation = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type MatterRow = Selectable<MattersTable>;
export type FileRow = Selectable<FilesTable>;
export type UserRow = Selectable<UsersTable>;
export type UserSessionRow = Selectable<UserSessionsTable>;
export type MembershipRow = Selectable<MembershipsTable>;
export type ActivityEventRow = Selectable<ActivityEventsTable>;

// Lawyer directory (issue 6, ADR 0026): the firm's own lawyers, searched by visitors. Declared by
// interface merging so the tables above stay untouched.
export interface LawyersTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  firm: Generated<string>;
  practice_areas: ColumnType<string[], string[] | undefined, string[]>;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  /** US cents per hour; null when the lawyer does not publish a fee. */
  hourly_fee_cents: number | null;
  years_experience: Generated<number>;
  /** numeric(2,1): pg returns it as a string. */
  rating: ColumnType<string, number | string | undefined, number | string>;
  review_count: Generated<number>;
  phone: string | null;
  email: string | null;
  website: string | null;
  bio: Generated<string>;
  photo_url: string | null;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ConversationsTable {
  /** The directory lawyer the visitor chose with Contact Through App (ADR 0027). */
  lawyer_id: Generated<string | null>;
  lawyer_chosen_at: Timestamp | null;
  /** The language the visitor writes in (ISO 639-1, ADR 0043); null until a message was clear enough. */
  visitor_language: Generated<string | null>;
}

export interface Database {
  lawyers: LawyersTable;
}

export type LawyerRow = Selectable<LawyersTable>;
/** Internal notes on a matter (ADR 0030): the firm's only; never shown to the visitor. */
export interface MatterNotesTable {
  id: Generated<string>;
  organization_id: string;
  matter_id: string;
  author_id: string | null;
  body: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type MatterNoteRow = Selectable<MatterNotesTable>;
/** A bug report sent from /report-bug (not tenant data: it is about the product). */
export interface BugReportsTable {
  id: Generated<string>;
  user_id: string | null;
  reply_to: string | null;
  summary: string;
  details: string;
  page_url: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type BugReportRow = Selectable<BugReportsTable>;
/** Share Matter (ADR 0020): an expiring link to a matter's case-file PDF; only the token's SHA-256 is kept. */
export interface CaseFileSharesTable {
  id: Generated<string>;
  organization_id: string;
  matter_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

// Conflict check (ADR 0041) and deadline triage (ADR 0042), declared by interface merging.
export type PartyIndexRole = "client" | "opposing" | "other";
export type PartyIndexSource = "matter" | "contact" | "import";
export type ConflictLevel = "none" | "weak" | "likely";
/** One party-index entry a party resembled (ADR 0041); stored with the check, shown to the firm only. */
export type ConflictMatch = {
  entryId: string;
  name: string;
  role: PartyIndexRole;
  reference: string | null;
  source: PartyIndexSource;
  matterId: string | null;
  /** The visitor's party that matched, and how closely (pg_trgm similarity, 0..1). */
  party: string;
  similarity: number;
  level: Exclude<ConflictLevel, "none">;
};
/** none: nothing found; flagged: a weak match to look at; hold: a likely match stops the interview; cleared/confirmed: the firm decided. */
export type ConflictStatus = "none" | "flagged" | "hold" | "cleared" | "confirmed";

export interface PartyIndexEntriesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  normalized_name: string;
  aliases: ColumnType<string[], string[] | undefined, string[]>;
  normalized_aliases: ColumnType<string[], string[] | undefined, string[]>;
  role: PartyIndexRole;
  reference: string | null;
  source: PartyIndexSource;
  matter_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type PartyIndexEntryRow = Selectable<PartyIndexEntriesTable>;

export interface LimitationPeriodsTable {
  id: Generated<string>;
  organization_id: string;
  practice_area: string;
  /** Two-letter USPS code. */
  state: string;
  period_months: number;
  citation: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MattersTable {
  conflict_level: Generated<ConflictLevel>;
  conflict_matches: JsonWithDefault<ConflictMatch[]>;
  conflict_checked_at: Generated<Date | null>;
  conflict_status: Generated<ConflictStatus>;
  conflict_resolved_at: Generated<Date | null>;
  conflict_resolved_by: Generated<string | null>;
  /** The deciding key date of the emergency whose same-day review was requested (one per emergency). */
  emergency_review_key: Generated<string | null>;
}

export interface ConversationsTable {
  conflict_level: Generated<ConflictLevel>;
  conflict_matches: JsonWithDefault<ConflictMatch[]>;
  /** A likely conflict: the agent takes contact details only, until the firm clears it. */
  conflict_hold: Generated<boolean>;
}

export interface Database {
  party_index_entries: PartyIndexEntriesTable;
  limitation_periods: LimitationPeriodsTable;
}

export type SubscriptionStatus =
  | "active"
  | "trialing"
  | "canceled"
  | "past_due"
  | "incomplete"
  | "incomplete_expired"
  | "unpaid"
  | "paused";

/** The organization's subscription as Stripe last said (ADR 0033): written only by the subscription sync. */
export interface SubscriptionsTable {
  id: Generated<string>;
  organization_id: string;
  stripe_subscription_id: string;
  stripe_customer_id: string;
  status: SubscriptionStatus;
  price_id: string | null;
  seats: number;
  /** The tier this subscription grants now (free once it has ended). */
  tier: SubscriptionTier;
  current_period_end: Timestamp | null;
  cancel_at_period_end: boolean;
  synced_at: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** A Stripe event taken in by the webhook: only its id (each event is applied once). */
export interface StripeWebhookEventsTable {
  id: Generated<string>;
  event_id: string;
  event_type: string;
  organization_id: string | null;
  received_at: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface Database {
  subscriptions: SubscriptionsTable;
  stripe_webhook_events: StripeWebhookEventsTable;
}

/** The business onboarding wizard (ADR 0038): one row per organization; Stripe Connect per ADR 0037. */
export type BusinessOnboardingStep =
  | "welcome"
  | "firm-basics"
  | "trust-account-intro"
  | "stripe-onboarding"
  | "business-details"
  | "services"
  | "review-and-launch";

export type BusinessService = { id: string; title: string; description: string };

export interface BusinessOnboardingTable {
  id: Generated<string>;
  organization_id: string;
  firm_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  website: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  overview: string | null;
  is_public: Generated<boolean>;
  services: ColumnType<BusinessService[], string | undefined, string>;
  primary_color: string | null;
  accent_color: string | null;
  intro_message: string | null;
  profile_image: string | null;
  current_step: Generated<BusinessOnboardingStep>;
  completed_at: Timestamp | null;
  skipped_at: Timestamp | null;
  stripe_account_id: string | null;
  stripe_charges_enabled: Generated<boolean>;
  stripe_details_submitted: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrganizationsTable {
  /** The wizard's "make the workspace public" toggle: false keeps the intake page out of search engines. */
  is_public: Generated<boolean>;
}

export interface Database {
  business_onboarding: BusinessOnboardingTable;
}

export type BusinessOnboardingRow = Selectable<BusinessOnboardingTable>;

// The intake record, retention policy, legal holds and deletion receipts (issue 18, ADR 0056, ADR 0057).
/** One entry of a conversation's append-only intake record (the database refuses updates and deletes). */
export interface IntakeRecordsTable {
  id: Generated<string>;
  /** bigint identity (this pool parses int8 as a number). */
  seq: ColumnType<number, never, never>;
  organization_id: string;
  conversation_id: string;
  matter_id: string | null;
  kind: string;
  actor_type: ActivityActorType;
  actor_id: string | null;
  data: ColumnType<Record<string, unknown>, string | undefined, never>;
  occurred_at: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type IntakeRecordRow = Selectable<IntakeRecordsTable>;

export type RetentionPolicyName = "unmatched-conversation" | "closed-matter" | "visitor-request";

/** What the retention job deleted for one conversation or matter: counts only, and a hash of its id. */
export interface DeletionReceiptsTable {
  id: Generated<string>;
  organization_id: string;
  subject: "conversation" | "matter";
  /** hex(sha256(matter id, or conversation id when there was no matter)). */
  subject_hash: string;
  policy: RetentionPolicyName;
  policy_days: number;
  counts: ColumnType<Record<string, number>, string | undefined, string>;
  /** bigint (this pool parses int8 as a number). */
  bytes: ColumnType<number, number | undefined, number>;
  started_at: Generated<Date>;
  completed_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type DeletionReceiptRow = Selectable<DeletionReceiptsTable>;

export interface OrganizationsTable {
  /** Days after its last message that a conversation which never became a matter is deleted. */
  retention_conversation_days: Generated<number>;
  /** Days after closing that a matter the firm did not keep is deleted. */
  retention_closed_matter_days: Generated<number>;
}

export interface MattersTable {
  /** A legal hold: never deleted while set. */
  legal_hold_at: Generated<Date | null>;
  legal_hold_by: Generated<string | null>;
  /** The firm keeps this matter (it took the client): outside the intake retention policy. */
  kept_at: Generated<Date | null>;
  kept_by: Generated<string | null>;
}

export interface Database {
  intake_records: IntakeRecordsTable;
  deletion_receipts: DeletionReceiptsTable;
}

// The firm's side (issue 19, ADR 0058): first open, first response, accept/decline, the letter.
export interface MattersTable {
  first_opened_at: Generated<Date | null>;
  first_opened_by: Generated<string | null>;
  first_response_at: Generated<Date | null>;
  decision: Generated<"accepted" | "declined" | null>;
  decided_at: Generated<Date | null>;
  decided_by: Generated<string | null>;
  decline_reason: Generated<string | null>;
  non_engagement_sent_at: Generated<Date | null>;
}

export interface OrganizationsTable {
  /** The firm's non-engagement letter (ADR 0058); null sends the default wording. */
  non_engagement_letter: Generated<string | null>;
}

/** A visitor's request to delete their intake, and the firm's decision (ADR 0060). */
export interface ConversationsTable {
  deletion_requested_at: Generated<Date | null>;
  deletion_decision: Generated<"approved" | "declined" | null>;
  deletion_decided_at: Generated<Date | null>;
  deletion_decided_by: Generated<string | null>;
  deletion_decline_reason: Generated<string | null>;
}
