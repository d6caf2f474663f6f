import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import type { ActivityActorType, MatterRow } from "../../../db/tables.ts";
import { jsonColumn } from "../../../db/json-column.ts";
import { inTransaction, recordActivity, recordMatterStatusChange } from "~/features/activity/record-activity.server.ts";
import { refreshCasePdf } from "~/features/case-pdf/refresh-case-pdf.server.ts";
import { syncMatterParties } from "~/features/conflicts/party-index.server.ts";
import {
  getMatterForConversation,
  matterOfConversation,
  matterOfOrganization,
  matterUpdate,
} from "./conversation-matter.server.ts";
import { defaultChecklist } from "./document-checklist.ts";
import { viewMatter } from "./matter-view.ts";
import { notifyNewLead, urgentLevels } from "./notify-new-lead.server.ts";
import type { KeyDate, NarrativeParty } from "~/features/intake/understanding/types.ts";
import type { DocumentChecklist, MatterJurisdiction, Urgency } from "./schemas.ts";
export { matterCanvasOf, paymentEmbedOf, viewMatter, type MatterView } from "./matter-view.ts";

/**
 * The matter an intake conversation builds, scoped to its organization in every query.
 * Derived views (canvas, status, missing information) are computed from the row, never stored.
 */
type ConversationScope = { organizationId: string; conversationId: string };

export { getMatterForConversation };

/** "YF-2026-0007": the organization's initials, the year, and a per-organization sequence. */
async function nextMatterNumber(executor: Executor, organizationId: string, slug: string, now: Date): Promise<string> {
  const row = await executor
    .insertInto("organization_counters")
    .values({ organization_id: organizationId, name: "matter_number", value: 1 })
    .onConflict((conflict) =>
      conflict.columns(["organization_id", "name"]).doUpdateSet({ value: sql`organization_counters.value + 1` }),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  const initials = slug
    .split("-")
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join("")
    .slice(0, 4);
  return `${initials || "M"}-${now.getUTCFullYear()}-${String(row.value).padStart(4, "0")}`;
}

export type MatterInput = {
  service?: string;
  matterSummary?: string;
  answers?: Record<string, string>;
  urgency?: Urgency | null;
  jurisdiction?: MatterJurisdiction | null;
  clientName?: string | null;
  opposingParty?: string | null;
  /** From the understanding layer (understanding/types.ts shapes). */
  parties?: NarrativeParty[];
  keyDates?: KeyDate[];
  urgencyReason?: string | null;
  practiceArea?: string | null;
  outsideServices?: boolean;
};

/** Creates the conversation's matter, or updates it when it already exists (a model may call twice). */
export async function createMatter(
  executor: Executor,
  scope: ConversationScope & { organizationSlug: string; paymentRequired: boolean },
  input: MatterInput & { service: string; matterSummary: string },
  now: Date = new Date(),
): Promise<{ matter: MatterRow; created: boolean }> {
  const existing = await getMatterForConversation(executor, scope);
  if (existing)
    return { matter: await updateMatter(executor, { ...scope, matterId: existing.id }, input), created: false };
  const matterNumber = await nextMatterNumber(executor, scope.organizationId, scope.organizationSlug, now);
  const matter = await executor
    .insertInto("matters")
    .values({
      organization_id: scope.organizationId,
      conversation_id: scope.conversationId,
      matter_number: matterNumber,
      service: input.service,
      summary: input.matterSummary,
      answers: JSON.stringify(input.answers ?? {}),
      urgency: input.urgency ?? null,
      jurisdiction: input.jurisdiction ? JSON.stringify(input.jurisdiction) : null,
      client_name: input.clientName ?? null,
      opposing_party: input.opposingParty ?? null,
      parties: JSON.stringify(input.parties ?? []),
      key_dates: JSON.stringify(input.keyDates ?? []),
      urgency_reason: input.urgencyReason ?? null,
      practice_area: input.practiceArea ?? null,
      outside_services: input.outsideServices ?? false,
      payment_required: scope.paymentRequired,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordActivity(executor, {
    organizationId: scope.organizationId,
    conversationId: scope.conversationId,
    matterId: matter.id,
    eventType: "matter_created",
    title: { key: "matterCreated" },
    description: { key: "matterOpened", params: { matterNumber: matter.matter_number } },
    actorType: "assistant",
  });
  await syncMatterParties(executor, scope.organizationId, matter.id);
  // The firm hears of the new lead in the same transaction (ADR 0058).
  await notifyNewLead(executor, { organizationId: scope.organizationId, matterId: matter.id, reason: "created" });
  return { matter, created: true };
}

export async function updateMatter(
  executor: Executor,
  scope: ConversationScope & { matterId: string },
  input: MatterInput,
): Promise<MatterRow> {
  const current = await matterOfOrganization(executor, scope).selectAll().executeTakeFirstOrThrow();
  // A field the input leaves undefined is not in the SET list (Kysely skips undefined values).
  const matter = await matterUpdate(executor, scope, {
    service: input.service,
    summary: input.matterSummary,
    // Answers accumulate: a later turn adds to what earlier turns recorded.
    answers: jsonColumn(input.answers && { ...(current.answers as object), ...input.answers }),
    urgency: input.urgency,
    jurisdiction: jsonColumn(input.jurisdiction),
    client_name: input.clientName,
    opposing_party: input.opposingParty,
    parties: jsonColumn(input.parties),
    key_dates: jsonColumn(input.keyDates),
    urgency_reason: input.urgencyReason,
    practice_area: input.practiceArea,
    outside_services: input.outsideServices,
  })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordMatterStatusChange(
    executor,
    { ...scope, matterId: matter.id },
    viewMatter(current).status,
    viewMatter(matter).status,
  );
  await refreshCasePdf(executor, { organizationId: scope.organizationId, matterId: matter.id });
  await syncMatterParties(executor, scope.organizationId, matter.id);
  // A matter that becomes urgent is announced again (ADR 0058); staying urgent is not news.
  if (!urgentLevels.has(current.urgency ?? "") && urgentLevels.has(matter.urgency ?? "")) {
    await notifyNewLead(executor, { organizationId: scope.organizationId, matterId: matter.id, reason: "urgent" });
  }
  return matter;
}

/** Shows the checklist: the service's default documents, unless the matter already has one. */
export async function ensureChecklist(
  executor: Executor,
  scope: ConversationScope,
  matter: MatterRow,
): Promise<DocumentChecklist> {
  if (matter.checklist) return matter.checklist as DocumentChecklist;
  const checklist = defaultChecklist(matter.service, matter.practice_area);
  await saveChecklist(executor, scope, matter.id, checklist, "assistant");
  return checklist;
}

export async function saveChecklist(
  executor: Executor,
  scope: ConversationScope,
  matterId: string,
  checklist: DocumentChecklist,
  actorType: ActivityActorType = "visitor",
) {
  await inTransaction(executor, async (trx) => {
    const before = await matterOfConversation(trx, scope).selectAll().where("id", "=", matterId).executeTakeFirst();
    const after = await matterUpdate(
      trx,
      { organizationId: scope.organizationId, matterId },
      { checklist: JSON.stringify(checklist) },
    )
      .where("conversation_id", "=", scope.conversationId)
      .returningAll()
      .executeTakeFirst();
    if (before && after) {
      await recordMatterStatusChange(
        trx,
        { ...scope, matterId },
        viewMatter(before).status,
        viewMatter(after).status,
        actorType,
      );
    }
    await refreshCasePdf(trx, { organizationId: scope.organizationId, matterId });
  });
}

export async function skipChecklist(executor: Executor, scope: ConversationScope, matterId: string) {
  await matterUpdate(executor, { organizationId: scope.organizationId, matterId }, { checklist_skipped_at: new Date() })
    .where("conversation_id", "=", scope.conversationId)
    .execute();
}

export async function requestLawyerReview(
  executor: Executor,
  scope: ConversationScope,
  matterId: string,
  reason: string | null,
) {
  const previous = await matterOfConversation(executor, scope)
    .select(["review_requested_at"])
    .where("id", "=", matterId)
    .forUpdate()
    .executeTakeFirst();
  const alreadyRequested = previous?.review_requested_at != null;
  const activityScope = { organizationId: scope.organizationId, conversationId: scope.conversationId, matterId };
  const row = await matterUpdate(executor, activityScope, {
    review_requested_at: sql`coalesce(review_requested_at, now())`,
    review_reason: reason,
    status: "active",
  })
    .where("conversation_id", "=", scope.conversationId)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!alreadyRequested) {
    await recordActivity(executor, {
      ...activityScope,
      eventType: "review_requested",
      title: { key: "reviewRequested" },
      description: { key: "reviewRequested" },
      actorType: "assistant",
    });
    if (viewMatter(row).status === "ready") {
      await recordActivity(executor, {
        ...activityScope,
        eventType: "intake_completed",
        title: { key: "intakeCompleted" },
        description: { key: "intakeCompleted" },
        actorType: "assistant",
      });
    }
    await refreshCasePdf(executor, { organizationId: scope.organizationId, matterId });
    await notifyNewLead(executor, { organizationId: scope.organizationId, matterId, reason: "review" });
  }
  return row.review_requested_at;
}
