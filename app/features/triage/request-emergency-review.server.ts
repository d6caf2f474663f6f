import type { Executor } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";
import { env } from "~/lib/env.server.ts";
import { inTransaction, recordActivity } from "~/features/activity/record-activity.server.ts";
import type { KeyDate } from "~/features/intake/understanding/types.ts";
import { assessUrgency, type DatedKeyDate } from "~/features/intake/understanding/urgency.ts";
import { requestLawyerReview } from "~/features/matters/matters.server.ts";
import type { ActivityDescription } from "~/features/activity/activity-descriptions.ts";
import { matterOfConversation, matterUpdate } from "~/features/matters/conversation-matter.server.ts";

/**
 * Same-day review for an emergency (ADR 0042): when a matter's key dates put a hearing or a
 * response/filing deadline within 7 days, the matter is sent to the firm's review queue (the
 * `request_lawyer_review` use case) and the owners are e-mailed through the `send-email` job,
 * in the same transaction. The mail names the matter number, service, urgency and a link, and
 * nothing about the client. One request per matter per emergency: the deciding date is kept in
 * `emergency_review_key`, so checking again changes nothing until a different date becomes the
 * emergency.
 */
type ConversationScope = { organizationId: string; conversationId: string };
export type EmergencyReview = { requested: boolean; decidingDate: DatedKeyDate | null };

const kindWords: Record<string, string> = {
  hearing: "Hearing",
  court_date: "Court date",
  response_deadline: "Response deadline",
  filing_deadline: "Filing deadline",
};

/** The activity description of the urgency (ADR 0082): the date's kind and day, nothing from the visitor. */
function urgencyDescription(date: DatedKeyDate): ActivityDescription {
  const params = { deadline: date.kind, date: date.date, days: date.daysUntil };
  if (date.daysUntil === 0) return { key: "sameDayReviewToday", params };
  if (date.daysUntil === 1) return { key: "sameDayReviewTomorrow", params };
  return { key: "sameDayReviewInDays", params };
}

/** "Hearing in 3 days (2026-04-01)": the urgency without the place or anything else from the visitor. */
function urgencyLine(date: DatedKeyDate): string {
  const when = date.daysUntil === 0 ? "today" : date.daysUntil === 1 ? "tomorrow" : `in ${date.daysUntil} days`;
  return `${kindWords[date.kind] ?? "Deadline"} ${when} (${date.date})`;
}

async function ownerAddresses(executor: Executor, organizationId: string): Promise<string[]> {
  const [organization, owners] = await Promise.all([
    executor.selectFrom("organizations").select("config").where("id", "=", organizationId).executeTakeFirst(),
    executor
      .selectFrom("memberships")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select("users.email")
      .where("memberships.organization_id", "=", organizationId)
      .where("memberships.role", "=", "owner")
      .execute(),
  ]);
  const configured = (organization?.config as { ownerEmail?: unknown } | undefined)?.ownerEmail;
  const addresses = [typeof configured === "string" ? configured : null, ...owners.map((owner) => owner.email)];
  return [
    ...new Set(
      addresses.filter((address): address is string => Boolean(address)).map((address) => address.toLowerCase()),
    ),
  ];
}

export async function requestEmergencyReview(
  executor: Executor,
  scope: ConversationScope & { matterId: string },
  options: { now?: Date; timeZone?: string } = {},
): Promise<EmergencyReview> {
  return inTransaction(executor, async (trx) => {
    const matter = await matterOfConversation(trx, scope)
      .select(["id", "matter_number", "service", "key_dates", "emergency_review_key", "urgency"])
      .where("id", "=", scope.matterId)
      .forUpdate()
      .executeTakeFirst();
    if (!matter) return { requested: false, decidingDate: null };
    const urgency = assessUrgency((matter.key_dates as KeyDate[]) ?? [], options.now ?? new Date(), {
      timeZone: options.timeZone,
    });
    const decidingDate = urgency.decidingDate;
    if (urgency.level !== "emergency" || !decidingDate) return { requested: false, decidingDate: null };
    const key = `${decidingDate.kind}:${decidingDate.date}`;
    if (matter.emergency_review_key === key) {
      // Already requested: the urgency still says what the dates say, whatever a later turn wrote.
      if (matter.urgency !== "emergency") {
        await matterUpdate(
          trx,
          { organizationId: scope.organizationId, matterId: matter.id },
          { urgency: "emergency" },
        ).execute();
      }
      return { requested: false, decidingDate };
    }

    await matterUpdate(
      trx,
      { organizationId: scope.organizationId, matterId: matter.id },
      { emergency_review_key: key, urgency: "emergency" },
    ).execute();
    await requestLawyerReview(trx, scope, matter.id, `Emergency: ${urgencyLine(decidingDate)}`);
    await recordActivity(trx, {
      organizationId: scope.organizationId,
      conversationId: scope.conversationId,
      matterId: matter.id,
      intakeSessionId: null,
      eventType: "deadline_review_requested",
      title: { key: "sameDayReviewRequested" },
      description: urgencyDescription(decidingDate),
      actorType: "system",
      metadata: { kind: decidingDate.kind, daysUntil: decidingDate.daysUntil },
    });
    const link = `${new URL(env().APP_URL).origin}/org/${scope.organizationId}/matters/${matter.id}`;
    for (const to of await ownerAddresses(trx, scope.organizationId)) {
      await send(
        "send-email",
        {
          to,
          subject: `Urgent: matter ${matter.matter_number} needs a lawyer's review today`,
          text:
            `A matter has a date within 7 days and needs a lawyer's review today.\n\n` +
            `Matter: ${matter.matter_number}\nService: ${matter.service ?? "Not identified"}\nUrgency: Emergency. ${urgencyLine(decidingDate)}\n\n` +
            `Open it in Parley: ${link}\n\nThis e-mail deliberately contains no client details.`,
        },
        { trx, singletonKey: `emergency-review:${matter.id}:${key}:${to}` },
      );
    }
    return { requested: true, decidingDate };
  });
}
