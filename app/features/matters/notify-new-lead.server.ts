import { sql } from "kysely";
import type { Executor, Trx } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";
import { env } from "~/lib/env.server.ts";
import { logger } from "~/lib/logger.server.ts";
import { inTransaction } from "~/features/activity/record-activity.server.ts";
import type { OrganizationRole } from "~/features/members/permissions.ts";
import { matterOfOrganization } from "./conversation-matter.server.ts";

/**
 * The new-lead notice (issue 19, ADR 0058): when a matter is created, becomes urgent, or is sent for
 * a lawyer's review, every member of the firm who keeps "tasks by e-mail" on (the spec's
 * notificationTasksEmail, true by default) gets one e-mail through the `send-email` job, enqueued in
 * the same transaction as the change. The mail names the matter number, service, urgency and a
 * link to the matter page, and nothing about the client: no name, e-mail, phone or narrative.
 */
export const leadNoticeReasons = ["created", "urgent", "review"] as const;
export type LeadNoticeReason = (typeof leadNoticeReasons)[number];

/** Urgency levels that count as "urgent" for the notice. */
export const urgentLevels: ReadonlySet<string> = new Set(["high", "emergency"]);

const urgencyWords: Record<string, string> = { low: "Low", medium: "Medium", high: "High", emergency: "Emergency" };

const subjects: Record<LeadNoticeReason, (matterNumber: string) => string> = {
  created: (number) => `[Parley] New lead: matter ${number}`,
  urgent: (number) => `[Parley] Matter ${number} is now urgent`,
  review: (number) => `[Parley] Matter ${number} is waiting for review`,
};

const openings: Record<LeadNoticeReason, string> = {
  created: "A prospect has just opened a new matter through your intake page.",
  urgent: "A matter has been marked urgent.",
  review: "A matter is waiting for a lawyer's review.",
};

/**
 * The members who asked for task e-mails (settings flag true or absent: the spec's default is
 * true), optionally only those whose role may act on the task. Every firm e-mail about work to do
 * (new leads, deletion requests) goes to this list, so one setting governs them all.
 */
export async function listTaskEmailRecipients(
  executor: Executor,
  organizationId: string,
  roles?: readonly OrganizationRole[],
) {
  let query = executor
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .select(["users.id", "users.email"])
    .where("memberships.organization_id", "=", organizationId)
    .where(sql<boolean>`coalesce((users.settings->>'notificationTasksEmail')::boolean, true)`, "=", true);
  if (roles) {
    if (roles.length === 0) return [];
    query = query.where("memberships.role", "in", [...roles]);
  }
  return query.orderBy("users.id").execute();
}

/**
 * Enqueues one task e-mail to each recipient of listTaskEmailRecipients (of `roles` when given),
 * in the caller's transaction; `singletonKey` names a recipient's job when a repeat must not send
 * twice. Returns how many were enqueued.
 */
export async function enqueueTaskEmails(
  trx: Trx,
  input: {
    organizationId: string;
    roles?: readonly OrganizationRole[];
    mail: { subject: string; text: string };
    singletonKey?: (recipientId: string) => string;
  },
): Promise<number> {
  const recipients = await listTaskEmailRecipients(trx, input.organizationId, input.roles);
  for (const recipient of recipients) {
    await send(
      "send-email",
      { to: recipient.email, ...input.mail },
      { trx, ...(input.singletonKey ? { singletonKey: input.singletonKey(recipient.id) } : {}) },
    );
  }
  return recipients.length;
}

export function leadNoticeText(input: {
  reason: LeadNoticeReason;
  matterNumber: string;
  service: string | null;
  urgency: string | null;
  link: string;
  settingsLink: string;
}) {
  return {
    subject: subjects[input.reason](input.matterNumber),
    text:
      `${openings[input.reason]}\n\n` +
      `Matter: ${input.matterNumber}\n` +
      `Service: ${input.service ?? "Not identified yet"}\n` +
      `Urgency: ${urgencyWords[input.urgency ?? ""] ?? "Not assessed yet"}\n\n` +
      `Open it in Parley: ${input.link}\n\n` +
      `This e-mail deliberately contains no client details. ` +
      `You receive it because task e-mails are on in your notification settings: ${input.settingsLink}\n`,
  };
}

/** Enqueues one notice per opted-in member, in the caller's transaction (or a new one). Returns the count. */
export async function notifyNewLead(
  executor: Executor,
  input: { organizationId: string; matterId: string; reason: LeadNoticeReason },
): Promise<number> {
  return inTransaction(executor, async (trx) => {
    const matter = await matterOfOrganization(trx, input)
      .select(["id", "matter_number", "service", "urgency"])
      .executeTakeFirst();
    if (!matter) return 0;
    const origin = new URL(env().APP_URL).origin;
    const mail = leadNoticeText({
      reason: input.reason,
      matterNumber: matter.matter_number,
      service: matter.service,
      urgency: matter.urgency,
      link: `${origin}/org/${input.organizationId}/matters/${matter.id}`,
      settingsLink: `${origin}/settings/notifications`,
    });
    const recipients = await enqueueTaskEmails(trx, {
      organizationId: input.organizationId,
      mail,
      singletonKey: (recipientId) => `lead-notice:${matter.id}:${input.reason}:${recipientId}`,
    });
    logger.info("matters.lead_notice_enqueued", {
      organizationId: input.organizationId,
      matterId: matter.id,
      reason: input.reason,
      recipients,
    });
    return recipients;
  });
}
