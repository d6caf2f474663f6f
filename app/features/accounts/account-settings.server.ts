import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { invalidateAllSessions } from "~/features/auth/session.server.ts";
import { fromE164 } from "~/lib/phone.ts";
import { getMemberOrganization } from "~/features/organizations/get-member-organization.server.ts";
import { getAccount } from "./get-account.server.ts";
import { getCurrentPlan } from "./get-current-plan.server.ts";
import { fixedLinkDomains, getDomainVerificationToken, verificationRecord } from "./link-domains.server.ts";
import { countRecoveryCodes } from "./two-factor.server.ts";
import { updateUser } from "./update-user.server.ts";
import type { UpdateUser } from "./schemas.ts";

/**
 * Settings > Account (spec §2, §4, §5): what the page shows. `checkoutCancelled` is the way back
 * from a cancelled Stripe Checkout (?organizationId=…&cancelled=1): the notice names the
 * organization only to its members (anyone else gets it without a name; the id reveals nothing).
 */
export async function loadAccountSettings(
  userId: string,
  query: { checkoutCancelled: boolean; organizationId: string | null; deletionEmailSent: boolean },
) {
  const account = await getAccount(db, userId);
  if (!account) throw new DomainError("USER_NOT_FOUND");
  const plan = await getCurrentPlan(db, userId);
  const { settings } = account;
  const cancelledFor = query.checkoutCancelled
    ? await getMemberOrganization(db, query.organizationId ?? "", userId)
    : null;
  return {
    email: account.email,
    hasPassword: account.hasPassword,
    plan,
    fixedDomains: [...fixedLinkDomains],
    domains: settings.customDomains.map((entry) => ({
      ...entry,
      status: entry.status ?? (entry.verified ? "verified" : "pending"),
    })),
    selectedDomain: settings.selectedDomain,
    record: verificationRecord(await getDomainVerificationToken(db, userId)),
    phone: fromE164(account.phone),
    linkedinUrl: settings.linkedinUrl,
    githubUrl: settings.githubUrl,
    receiveFeedbackEmails: settings.receiveFeedbackEmails,
    deletionEmailSent: query.deletionEmailSent,
    checkoutCancelled: query.checkoutCancelled,
    cancelledOrganization: cancelledFor ? { id: cancelledFor.id, name: cancelledFor.name } : null,
  };
}
export type AccountSettingsView = Awaited<ReturnType<typeof loadAccountSettings>>;

/** Saves the account's own preferences (feedback e-mails, phone, profile links, session timeout). */
export async function saveAccountSettings(
  userId: string,
  changes: Pick<UpdateUser, "receiveFeedbackEmails" | "phone" | "linkedinUrl" | "githubUrl" | "sessionTimeout">,
): Promise<void> {
  await updateUser(userId, changes);
}

/** How many recovery codes are left to a user with two-factor on (Settings > Security). */
export function countRecoveryCodesLeft(userId: string): Promise<number> {
  return countRecoveryCodes(db, userId);
}

/** Signs the user out of every device: all their sessions end. */
export async function signOutEverywhere(userId: string): Promise<void> {
  await invalidateAllSessions(db, userId);
}
