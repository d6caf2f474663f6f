import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import type { MatterRow } from "../../../db/tables.ts";
import { rolesWith } from "~/features/members/permissions.ts";
import type { PaymentState } from "./firm-schemas.ts";
import { paymentStateOf } from "./list-organization-matters.server.ts";
import { reviewerPermission } from "./matter-actions.ts";
import { hasSafetyConcern } from "./safety-concern.ts";
import { markdownHtml } from "~/components/markdown-html.server.tsx";
import type { StoredActivityTitle } from "~/features/activity/activity-titles.ts";
import type { StoredActivityDescription } from "~/features/activity/activity-descriptions.ts";
import { shownActivityColumns } from "~/features/activity/activity-columns.ts";
import { isUuid } from "~/lib/ids.ts";
import { matterOfOrganization } from "./conversation-matter.server.ts";

/**
 * One matter with everything the firm reads on its page (ADR 0030): the transcript, summary and
 * answers, contact details, documents with their analyses, the case PDF, payment, the activity
 * timeline and the internal notes. Every query names the organization; another organization's
 * matter is the same null as a missing one.
 */
export type MatterDetail = {
  matter: MatterRow;
  paymentState: PaymentState;
  contact: Record<string, string> | null;
  /** `html`: an answer's Markdown rendered to sanitized HTML here, so the page needs no renderer (ADR 0069). */
  messages: { id: string; role: string; content: string; html?: string; createdAt: Date }[];
  documents: {
    id: string;
    name: string;
    contentType: string;
    size: number;
    status: string;
    summary: string | null;
    createdAt: Date;
  }[];
  casePdf: { id: string; name: string; createdAt: Date } | null;
  activity: (StoredActivityTitle &
    StoredActivityDescription & {
      id: string;
      eventType: string;
      actorType: string;
      eventDate: Date;
    })[];
  notes: { id: string; body: string; authorName: string | null; createdAt: Date }[];
  reviewers: { userId: string; name: string; role: string }[];
  reviewerName: string | null;
  reviewedByName: string | null;
  ratedByName: string | null;
  /** Issue 19 (ADR 0058): who decided (accept/decline), who first opened it, and a safety concern in the visitor's words. */
  decidedByName: string | null;
  firstOpenedByName: string | null;
  safetyConcern: boolean;
};

export async function getOrganizationMatterRow(
  executor: Executor,
  organizationId: string,
  matterId: string,
): Promise<MatterRow | null> {
  if (!isUuid(matterId)) return null;
  const row = await matterOfOrganization(executor, { organizationId, matterId }).selectAll().executeTakeFirst();
  return row ?? null;
}

/** Members who may be the reviewing attorney (roles holding matter:review), by name. */
export async function listReviewers(executor: Executor, organizationId: string) {
  return executor
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .select(["users.id as userId", "users.name", "memberships.role"])
    .where("memberships.organization_id", "=", organizationId)
    .where("memberships.role", "in", rolesWith(reviewerPermission))
    .orderBy("users.name")
    .execute();
}

function summaryOf(analysis: unknown): string | null {
  if (analysis && typeof analysis === "object" && "summary" in analysis && typeof analysis.summary === "string")
    return analysis.summary;
  return null;
}

/**
 * The names of the matter's reviewing attorney and of the members who reviewed, rated, decided and
 * first opened it, in one query; null where nobody did or the person is no longer a member.
 */
async function matterPeople(executor: Executor, organizationId: string, matter: MatterRow) {
  const ids = [
    matter.reviewing_attorney_id,
    matter.reviewed_by,
    matter.rated_by,
    matter.decided_by,
    matter.first_opened_by,
  ].filter((id): id is string => id !== null);
  const rows = ids.length
    ? await executor
        .selectFrom("users")
        .innerJoin("memberships", "memberships.user_id", "users.id")
        .select(["users.id", "users.name"])
        .where("memberships.organization_id", "=", organizationId)
        .where("users.id", "in", ids)
        .execute()
    : [];
  const nameOf = (id: string | null) => rows.find((row) => row.id === id)?.name ?? null;
  return {
    reviewerName: nameOf(matter.reviewing_attorney_id),
    reviewedByName: nameOf(matter.reviewed_by),
    ratedByName: nameOf(matter.rated_by),
    decidedByName: nameOf(matter.decided_by),
    firstOpenedByName: nameOf(matter.first_opened_by),
  };
}

export async function getOrganizationMatter(
  executor: Executor,
  organizationId: string,
  matterId: string,
): Promise<MatterDetail | null> {
  const matter = await getOrganizationMatterRow(executor, organizationId, matterId);
  if (!matter) return null;
  // Files and activity belong to the matter itself or to the conversation that built it.
  const ofThisMatter = sql<boolean>`(matter_id = ${matter.id} or conversation_id = ${matter.conversation_id})`;
  const [conversation, messages, files, activity, notes, reviewers, people] = await Promise.all([
    executor
      .selectFrom("conversations")
      .select(["contact"])
      .where("organization_id", "=", organizationId)
      .where("id", "=", matter.conversation_id)
      .executeTakeFirst(),
    executor
      .selectFrom("messages")
      .select(["id", "role", "content", "created_at"])
      .where("organization_id", "=", organizationId)
      .where("conversation_id", "=", matter.conversation_id)
      .where("role", "in", ["user", "assistant"])
      .orderBy("seq")
      .execute(),
    executor
      .selectFrom("files")
      .select(["id", "name", "content_type", "size", "status", "kind", "analysis", "created_at"])
      .where("organization_id", "=", organizationId)
      .where(ofThisMatter)
      .orderBy("created_at")
      .execute(),
    executor
      .selectFrom("activity_events")
      .select(shownActivityColumns)
      .where("organization_id", "=", organizationId)
      .where(ofThisMatter)
      .orderBy("event_date", "desc")
      .orderBy("id", "desc")
      .limit(200)
      .execute(),
    executor
      .selectFrom("matter_notes")
      .leftJoin("users", "users.id", "matter_notes.author_id")
      .select(["matter_notes.id", "matter_notes.body", "users.name as author_name", "matter_notes.created_at"])
      .where("matter_notes.organization_id", "=", organizationId)
      .where("matter_notes.matter_id", "=", matter.id)
      .orderBy("matter_notes.created_at", "desc")
      .execute(),
    listReviewers(executor, organizationId),
    matterPeople(executor, organizationId, matter),
  ]);
  const casePdf = files.find((file) => file.kind === "case-pdf" && file.status === "completed") ?? null;
  return {
    matter,
    paymentState: paymentStateOf(matter),
    contact: (conversation?.contact as Record<string, string> | null) ?? null,
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      ...(message.role === "assistant" ? { html: markdownHtml(message.content) } : {}),
      createdAt: message.created_at,
    })),
    documents: files
      .filter((file) => file.kind === "upload")
      .map((file) => ({
        id: file.id,
        name: file.name,
        contentType: file.content_type,
        size: Number(file.size),
        status: file.status,
        summary: summaryOf(file.analysis),
        createdAt: file.created_at,
      })),
    casePdf: casePdf ? { id: casePdf.id, name: casePdf.name, createdAt: casePdf.created_at } : null,
    activity: activity.map((event) => ({
      id: event.id,
      eventType: event.event_type,
      title: event.title,
      titleKey: event.title_key,
      titleParams: event.title_params,
      description: event.description,
      descriptionKey: event.description_key,
      descriptionParams: event.description_params,
      actorType: event.actor_type,
      eventDate: event.event_date,
    })),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      authorName: note.author_name,
      createdAt: note.created_at,
    })),
    reviewers,
    ...people,
    safetyConcern: hasSafetyConcern(
      messages.filter((message) => message.role === "user").map((message) => message.content),
    ),
  };
}
