import type { Migration } from "kysely";
import * as createOrganizations from "./202611230900_create_organizations.ts";
import * as createEmailOutbox from "./202611230910_create_email_outbox.ts";
import * as createIntake from "./202611231000_create_intake.ts";
import * as createFiles from "./202611231010_create_files.ts";
import * as fileAnalysis from "./202611231100_file_analysis.ts";
import * as createAccounts from "./202611231200_create_accounts.ts";
import * as onboardingTwoFactor from "./202611231300_onboarding_two_factor.ts";
import * as createActivityEvents from "./202611231310_create_activity_events.ts";
import * as invitationsAndTokens from "./202611231320_invitations_and_tokens.ts";
import * as domainVerificationToken from "./202611231400_domain_verification_token.ts";
import * as encryptTwoFactorSecrets from "./202611231401_encrypt_two_factor_secrets.ts";
import * as createCaseFileShares from "./202611231410_create_case_file_shares.ts";
import * as createBugReports from "./202611231420_create_bug_reports.ts";
import * as createLawyers from "./202611231430_create_lawyers.ts";
import * as sessionActiveOrganization from "./202611231440_session_active_organization.ts";
import * as firmMatterWork from "./202611231450_firm_matter_work.ts";
import * as totpLastStep from "./202611260800_totp_last_step.ts";
import * as createSubscriptions from "./202611261000_create_subscriptions.ts";
import * as createBusinessOnboarding from "./202611261200_create_business_onboarding.ts";
import * as matterUnderstanding from "./202611261300_matter_understanding.ts";
import * as conflictsAndTriage from "./202611261400_conflicts_and_triage.ts";
import * as conversationVisitorLanguage from "./202611261500_conversation_visitor_language.ts";
import * as messageFiles from "./202611270300_message_files.ts";
import * as signInBackoff from "./202611270500_sign_in_backoff.ts";
import * as intakeRecordAndRetention from "./202611270700_intake_record_and_retention.ts";
import * as firmDecisionsAndFirstResponse from "./202611270800_firm_decisions_and_first_response.ts";
import * as intakeDeletionRequests from "./202611270900_intake_deletion_requests.ts";
import * as activityTitleKeys from "./202611281200_activity_title_keys.ts";
import * as activityDescriptionKeys from "./202611290900_activity_description_keys.ts";

/**
 * Every migration, by name, in order. Listed explicitly (not read from the folder) so the same
 * list works under tsx, in the bundled server and in tests. Add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  "202611230900_create_organizations": createOrganizations,
  "202611230910_create_email_outbox": createEmailOutbox,
  "202611231000_create_intake": createIntake,
  "202611231010_create_files": createFiles,
  "202611231100_file_analysis": fileAnalysis,
  "202611231200_create_accounts": createAccounts,
  "202611231300_onboarding_two_factor": onboardingTwoFactor,
  "202611231310_create_activity_events": createActivityEvents,
  "202611231320_invitations_and_tokens": invitationsAndTokens,
  "202611231400_domain_verification_token": domainVerificationToken,
  "202611231401_encrypt_two_factor_secrets": encryptTwoFactorSecrets,
  "202611231410_create_case_file_shares": createCaseFileShares,
  "202611231420_create_bug_reports": createBugReports,
  "202611231430_create_lawyers": createLawyers,
  "202611231440_session_active_organization": sessionActiveOrganization,
  "202611231450_firm_matter_work": firmMatterWork,
  "202611260800_totp_last_step": totpLastStep,
  "202611261000_create_subscriptions": createSubscriptions,
  "202611261200_create_business_onboarding": createBusinessOnboarding,
  "202611261300_matter_understanding": matterUnderstanding,
  "202611261400_conflicts_and_triage": conflictsAndTriage,
  "202611261500_conversation_visitor_language": conversationVisitorLanguage,
  "202611270300_message_files": messageFiles,
  "202611270500_sign_in_backoff": signInBackoff,
  "202611270700_intake_record_and_retention": intakeRecordAndRetention,
  "202611270800_firm_decisions_and_first_response": firmDecisionsAndFirstResponse,
  "202611270900_intake_deletion_requests": intakeDeletionRequests,
  "202611281200_activity_title_keys": activityTitleKeys,
  "202611290900_activity_description_keys": activityDescriptionKeys,
};
