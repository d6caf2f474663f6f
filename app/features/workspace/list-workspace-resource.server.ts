import { type SelectQueryBuilder, sql } from "kysely";
import { db, type Executor } from "../../../db/client.ts";
import { shownActivityColumns } from "~/features/activity/activity-columns.ts";
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

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A row as the API answers it: each selected column under its camelCase name, timestamps as ISO
 * strings. The select list decides what is shown; the page's running total is not a field.
 */
function apiRow(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => column !== "total")
      .map(([column, value]) => [camelCase(column), value instanceof Date ? value.toISOString() : value]),
  );
}

type Lister = (
  executor: Executor,
  organizationId: string,
  page: WorkspacePage,
) => Promise<{ rows: unknown[]; total: number }>;

const offsetOf = (page: WorkspacePage) => (page.page - 1) * page.limit;

/**
 * One page of a listing, newest first (ties broken by id, so pages never overlap), each row as
 * `show` makes it, with the total of the rows it is cut from. A page past the end has no rows to
 * carry count(*) over (), so the total is then counted from the same query.
 */
async function pageOf<DB, TB extends keyof DB, O, R>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: WorkspacePage,
  order: { date: string; id: string },
  show: (row: O) => R,
): Promise<{ rows: R[]; total: number }> {
  const rows = await query
    .select(sql<string>`count(*) over ()`.as("total"))
    .$castTo<O & { total: string }>()
    .orderBy(sql.ref(order.date), "desc")
    .orderBy(sql.ref(order.id), "desc")
    .limit(page.limit)
    .offset(offsetOf(page))
    .execute();
  if (rows.length > 0) return { rows: rows.map(show), total: Number(rows[0]?.total) };
  const counted = await query
    .clearSelect()
    .select(sql<string>`count(*)`.as("total"))
    .$castTo<{ total: string }>()
    .executeTakeFirstOrThrow();
  return { rows: [], total: Number(counted.total) };
}

/** The organization's conversations, each with its matter's id when it has one. */
const conversationsWithMatter = (executor: Executor, organizationId: string) =>
  executor
    .selectFrom("conversations")
    .leftJoin("matters", (join) =>
      join
        .onRef("matters.conversation_id", "=", "conversations.id")
        .onRef("matters.organization_id", "=", "conversations.organization_id"),
    )
    .where("conversations.organization_id", "=", organizationId);

/** The columns of a matter the API shows (its own names are these in camelCase). */
const matterColumns = [
  "id",
  "matter_number",
  "conversation_id",
  "status",
  "status_title",
  "service",
  "summary",
  "answers",
  "urgency",
  "jurisdiction",
  "client_name",
  "opposing_party",
  "payment_required",
  "payment_amount_cents",
  "payment_id",
  "review_requested_at",
  "review_reason",
  "reviewing_attorney_id",
  "reviewed_at",
  "reviewed_by",
  "intake_rating",
  "intake_rating_comment",
  "created_at",
  "updated_at",
] as const;

const listMatters: Lister = (executor, organizationId, page) =>
  pageOf(
    executor.selectFrom("matters").select(matterColumns).where("organization_id", "=", organizationId),
    page,
    { date: "created_at", id: "id" },
    (row) => ({ ...apiRow(row), paymentState: paymentStateOf(row) }),
  );

const listConversations: Lister = async (executor, organizationId, page) => {
  const { rows: conversations, total } = await pageOf(
    conversationsWithMatter(executor, organizationId).select([
      "conversations.id",
      "conversations.contact_submitted_at",
      "conversations.disclaimer_acknowledged_at",
      "conversations.created_at",
      "conversations.updated_at",
      "matters.id as matter_id",
    ]),
    page,
    { date: "conversations.created_at", id: "conversations.id" },
    (conversation) => conversation,
  );
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
    total,
    rows: conversations.map((conversation) => ({
      ...apiRow(conversation),
      messages: messages
        .filter((message) => message.conversation_id === conversation.id)
        .map(({ conversation_id, ...message }) => apiRow(message)),
    })),
  };
};

const listContacts: Lister = (executor, organizationId, page) =>
  pageOf(
    conversationsWithMatter(executor, organizationId)
      .select([
        "conversations.id",
        "conversations.contact",
        "conversations.contact_submitted_at",
        "matters.id as matter_id",
      ])
      .where("conversations.contact", "is not", null),
    page,
    { date: "conversations.contact_submitted_at", id: "conversations.id" },
    (row) => {
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
    },
  );

const listFiles: Lister = (executor, organizationId, page) =>
  pageOf(
    executor
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
      ])
      .where("organization_id", "=", organizationId),
    page,
    { date: "created_at", id: "id" },
    (row) => ({ ...apiRow(row), size: Number(row.size), url: `/api/files/${row.id}` }),
  );

const listActivityEvents: Lister = (executor, organizationId, page) =>
  pageOf(
    executor
      .selectFrom("activity_events")
      .select([...shownActivityColumns, "matter_id", "conversation_id"])
      .where("organization_id", "=", organizationId),
    page,
    { date: "event_date", id: "id" },
    ({ title_key, title_params, description_key, description_params, ...row }) => ({
      ...apiRow(row),
      // A JSON API: the English texts (ADR 0076, 0082); older rows keep theirs.
      title:
        row.title ??
        (title_key ? englishActivityTitle({ key: title_key as ActivityTitleKey, params: title_params }) : null),
      description:
        row.description ??
        (description_key
          ? englishActivityDescription({ key: description_key as ActivityDescriptionKey, params: description_params })
          : null),
    }),
  );

const listNotes: Lister = (executor, organizationId, page) =>
  pageOf(
    executor
      .selectFrom("matter_notes")
      .select(["id", "matter_id", "author_id", "body", "created_at"])
      .where("organization_id", "=", organizationId),
    page,
    { date: "created_at", id: "id" },
    apiRow,
  );

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
