import { type SelectQueryBuilder, sql } from "kysely";
import { db, type Executor } from "../../../db/client.ts";
import type { OrganizationActor } from "~/features/members/organization-access.server.ts";
import { requirePermission } from "~/features/members/organization-access.server.ts";
import { paymentStateOf } from "~/features/matters/list-organization-matters.server.ts";
import type { WorkspacePage, WorkspaceResource } from "./schemas.ts";
import type { ActivityDescriptionKey } from "~/features/activity/activity-descriptions.ts";
import type { ActivityTitleKey } from "~/features/activity/activity-titles.ts";
import { englishActivityDescription, englishActivityTitle } from "~/features/activity/record-activity.server.ts";

/**
 * The firm's own data as JSON for its tools (ADR 0031), one page at a time, newest first. Every
 * query names the actor's organization in its WHERE clause; the actor (a member or an API token of
 * that organization) needs matter:work. Dates are ISO 8601 strings; ids are UUIDs.
 */
export type WorkspaceListing = { data: unknown[]; page: number; limit: number; total: number; hasMore: boolean };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type Lister = (
  executor: Executor,
  organizationId: string,
  page: WorkspacePage,
) => Promise<{ rows: unknown[]; total: number }>;

const offsetOf = (page: WorkspacePage) => (page.page - 1) * page.limit;

/** One page of a list, newest first (ties broken by id, so pages never overlap). */
const newestFirst =
  (page: WorkspacePage, dateColumn: string, idColumn: string) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    query
      .orderBy(sql.ref(dateColumn), "desc")
      .orderBy(sql.ref(idColumn), "desc")
      .limit(page.limit)
      .offset(offsetOf(page));
const totalOf = (rows: { total?: unknown }[]) => Number(rows[0]?.total ?? 0);

const listMatters: Lister = async (executor, organizationId, page) => {
  const rows = await executor
    .selectFrom("matters")
    .selectAll()
    .select(sql<string>`count(*) over ()`.as("total"))
    .where("organization_id", "=", organizationId)
    .$call(newestFirst(page, "created_at", "id"))
    .execute();
  return {
    total: totalOf(rows) || (await countOf(executor, "matters", organizationId)),
    rows: rows.map((row) => ({
      id: row.id,
      matterNumber: row.matter_number,
      conversationId: row.conversation_id,
      status: row.status,
      statusTitle: row.status_title,
      service: row.service,
      summary: row.summary,
      answers: row.answers,
      urgency: row.urgency,
      jurisdiction: row.jurisdiction,
      clientName: row.client_name,
      opposingParty: row.opposing_party,
      paymentState: paymentStateOf(row),
      paymentRequired: row.payment_required,
      paymentAmountCents: row.payment_amount_cents,
      paymentId: row.payment_id,
      reviewRequestedAt: iso(row.review_requested_at),
      reviewReason: row.review_reason,
      reviewingAttorneyId: row.reviewing_attorney_id,
      reviewedAt: iso(row.reviewed_at),
      reviewedBy: row.reviewed_by,
      intakeRating: row.intake_rating,
      intakeRatingComment: row.intake_rating_comment,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
  };
};

const listConversations: Lister = async (executor, organizationId, page) => {
  const conversations = await executor
    .selectFrom("conversations")
    .leftJoin("matters", (join) =>
      join
        .onRef("matters.conversation_id", "=", "conversations.id")
        .onRef("matters.organization_id", "=", "conversations.organization_id"),
    )
    .select([
      "conversations.id",
      "conversations.contact_submitted_at",
      "conversations.disclaimer_acknowledged_at",
      "conversations.created_at",
      "conversations.updated_at",
      "matters.id as matter_id",
      sql<string>`count(*) over ()`.as("total"),
    ])
    .where("conversations.organization_id", "=", organizationId)
    .$call(newestFirst(page, "conversations.created_at", "conversations.id"))
    .execute();
  const ids = conversations.map((conversation) => conversation.id);
  const messages = ids.length
    ? await executor
        .selectFrom("messages")
        .select(["id", "conversation_id", "role", "content", "status", "created_at"])
        .where("organization_id", "=", organizationId)
        .where("conversation_id", "in", ids)
        .orderBy("seq")
        .execute()
    : [];
  return {
    total: totalOf(conversations) || (await countOf(executor, "conversations", organizationId)),
    rows: conversations.map((conversation) => ({
      id: conversation.id,
      matterId: conversation.matter_id,
      disclaimerAcknowledgedAt: iso(conversation.disclaimer_acknowledged_at),
      contactSubmittedAt: iso(conversation.contact_submitted_at),
      createdAt: iso(conversation.created_at),
      updatedAt: iso(conversation.updated_at),
      messages: messages
        .filter((message) => message.conversation_id === conversation.id)
        .map((message) => ({
          id: message.id,
          role: message.role,
          content: message.content,
          status: message.status,
          createdAt: iso(message.created_at),
        })),
    })),
  };
};

const listContacts: Lister = async (executor, organizationId, page) => {
  const rows = await executor
    .selectFrom("conversations")
    .leftJoin("matters", (join) =>
      join
        .onRef("matters.conversation_id", "=", "conversations.id")
        .onRef("matters.organization_id", "=", "conversations.organization_id"),
    )
    .select([
      "conversations.id",
      "conversations.contact",
      "conversations.contact_submitted_at",
      "matters.id as matter_id",
      sql<string>`count(*) over ()`.as("total"),
    ])
    .where("conversations.organization_id", "=", organizationId)
    .where("conversations.contact", "is not", null)
    .$call(newestFirst(page, "conversations.contact_submitted_at", "conversations.id"))
    .execute();
  const total =
    totalOf(rows) ||
    Number(
      (
        await executor
          .selectFrom("conversations")
          .select((eb) => eb.fn.countAll<string>().as("total"))
          .where("organization_id", "=", organizationId)
          .where("contact", "is not", null)
          .executeTakeFirstOrThrow()
      ).total,
    );
  return {
    total,
    rows: rows.map((row) => {
      const contact = (row.contact ?? {}) as Record<string, string>;
      return {
        conversationId: row.id,
        matterId: row.matter_id,
        name: contact.name ?? null,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        location: contact.location ?? null,
        opposingParty: contact.opposingParty ?? null,
        submittedAt: iso(row.contact_submitted_at),
      };
    }),
  };
};

const listFiles: Lister = async (executor, organizationId, page) => {
  const rows = await executor
    .selectFrom("files")
    .select([
      "id",
      "kind",
      "name",
      "content_type",
      "size",
      "status",
      "conversation_id",
      "matter_id",
      "analysis",
      "analyzed_at",
      "created_at",
      sql<string>`count(*) over ()`.as("total"),
    ])
    .where("organization_id", "=", organizationId)
    .$call(newestFirst(page, "created_at", "id"))
    .execute();
  return {
    total: totalOf(rows) || (await countOf(executor, "files", organizationId)),
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      contentType: row.content_type,
      size: Number(row.size),
      status: row.status,
      conversationId: row.conversation_id,
      matterId: row.matter_id,
      analysis: row.analysis,
      analyzedAt: iso(row.analyzed_at),
      url: `/api/files/${row.id}`,
      createdAt: iso(row.created_at),
    })),
  };
};

const listActivityEvents: Lister = async (executor, organizationId, page) => {
  const rows = await executor
    .selectFrom("activity_events")
    .select([
      "id",
      "event_type",
      "title",
      "title_key",
      "title_params",
      "description",
      "description_key",
      "description_params",
      "actor_type",
      "matter_id",
      "conversation_id",
      "event_date",
      sql<string>`count(*) over ()`.as("total"),
    ])
    .where("organization_id", "=", organizationId)
    .$call(newestFirst(page, "event_date", "id"))
    .execute();
  return {
    total: totalOf(rows) || (await countOf(executor, "activity_events", organizationId)),
    rows: rows.map((row) => ({
      id: row.id,
      eventType: row.event_type,
      // A JSON API: the English texts (ADR 0076, 0082); older rows keep theirs.
      title:
        row.title ??
        (row.title_key
          ? englishActivityTitle({ key: row.title_key as ActivityTitleKey, params: row.title_params })
          : null),
      description:
        row.description ??
        (row.description_key
          ? englishActivityDescription({
              key: row.description_key as ActivityDescriptionKey,
              params: row.description_params,
            })
          : null),
      actorType: row.actor_type,
      matterId: row.matter_id,
      conversationId: row.conversation_id,
      eventDate: iso(row.event_date),
    })),
  };
};

const listNotes: Lister = async (executor, organizationId, page) => {
  const rows = await executor
    .selectFrom("matter_notes")
    .select(["id", "matter_id", "author_id", "body", "created_at", sql<string>`count(*) over ()`.as("total")])
    .where("organization_id", "=", organizationId)
    .$call(newestFirst(page, "created_at", "id"))
    .execute();
  return {
    total: totalOf(rows) || (await countOf(executor, "matter_notes", organizationId)),
    rows: rows.map((row) => ({
      id: row.id,
      matterId: row.matter_id,
      authorId: row.author_id,
      body: row.body,
      createdAt: iso(row.created_at),
    })),
  };
};

/** A page past the end has no rows to carry count(*) over (); the count is asked for directly. */
async function countOf(
  executor: Executor,
  table: "matters" | "conversations" | "files" | "activity_events" | "matter_notes",
  organizationId: string,
): Promise<number> {
  const row = await executor
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .where("organization_id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const listers: Record<WorkspaceResource, Lister> = {
  matters: listMatters,
  conversations: listConversations,
  contacts: listContacts,
  files: listFiles,
  activity: listActivityEvents,
  notes: listNotes,
};

export async function listWorkspaceResource(
  actor: OrganizationActor,
  resource: WorkspaceResource,
  page: WorkspacePage,
): Promise<WorkspaceListing> {
  requirePermission(actor, "matter:work");
  const { rows, total } = await listers[resource](db, actor.organizationId, page);
  return { data: rows, page: page.page, limit: page.limit, total, hasMore: offsetOf(page) + rows.length < total };
}
