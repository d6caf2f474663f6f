import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// Verified-link domains (settings → Account): the per-user token a domain publishes in a DNS TXT
// record (parley-verification=<token>). Made on first use. The domains themselves stay in
// users.settings.customDomains (spec §3).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("domain_verification_token", "text").execute();
  await db.schema
    .createIndex("users_domain_verification_token_key")
    .unique()
    .on("users")
    .column("domain_verification_token")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("users_domain_verification_token_key").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("domain_verification_token").execute();
}
