import type { ColumnType, Insertable, Selectable, Updateable } from "kysely";

/** Table interfaces, kept by hand beside the migrations that create them. */

type Generated<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;

export type SubscriptionTier = "free" | "plus" | "business" | "enterprise";

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

export interface Database {
  organizations: OrganizationsTable;
  email_outbox: EmailOutboxTable;
}

export type Organization = Selectable<OrganizationsTable>;
export type NewOrganization = Insertable<OrganizationsTable>;
export type OrganizationUpdate = Updateable<OrganizationsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
