import { type ExpressionBuilder, sql } from "kysely";
import { db, type Executor } from "../../../db/client.ts";
import type { Database } from "../../../db/tables.ts";
import { type MatterListQuery, matterPageSize, type PaymentState } from "./firm-schemas.ts";
import type { FirmMatterStatus } from "./matter-actions.ts";
import type { KeyDate } from "~/features/intake/understanding/types.ts";
import { datedKeyDates } from "~/features/intake/understanding/urgency.ts";
import { hasSafetyConcern, safetyPrefilter } from "./safety-concern.ts";
import { conversationOfMatter } from "./conversation-matter.server.ts";

/**
 * The organization's matters as the firm sees them (ADR 0030): filtered by status, service,
 * urgency, review and payment state, searched by matter number, contact name and summary text,
 * newest first, one page at a time. Every query names the organization in its WHERE clause.
 */
export type MatterListItem = {
  id: string;
  matterNumber: string;
  status: FirmMatterStatus;
  statusTitle: string | null;
  service: string | null;
  urgency: string | null;
  clientName: string | null;
  summaryPreview: string;
  paymentState: PaymentState;
  reviewRequestedAt: Date | null;
  reviewedAt: Date | null;
  reviewingAttorneyName: string | null;
  createdAt: Date;
  /** The nearest upcoming key date (ADR 0042), shown first. */
  nextKeyDate: { kind: string; date: string; daysUntil: number; place: string | null } | null;
  /** The conflict check's open state (ADR 0041): "hold" or "flagged" until the firm decides. */
  conflictStatus: string;
  /** Issue 19 (ADR 0058): nobody at the firm has opened it yet; the firm's first response; its decision. */
  unopened: boolean;
  firstResponseAt: Date | null;
  decision: "accepted" | "declined" | null;
  safetyConcern: boolean;
};

export type MatterListPage = {
  items: MatterListItem[];
  total: number;
  page: number;
  pageCount: number;
  reviewQueueCount: number;
};

/** "50%_off" searched literally: LIKE's wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type Filters = Omit<MatterListQuery, "page">;

function filtered(
  eb: ExpressionBuilder<Database, "matters" | "conversations">,
  organizationId: string,
  filters: Filters,
) {
  const conditions = [eb("matters.organization_id", "=", organizationId)];
  if (filters.status) conditions.push(eb("matters.status", "=", filters.status));
  if (filters.service) conditions.push(eb("matters.service", "=", filters.service));
  if (filters.urgency) {
    conditions.push(
      filters.urgency === "unknown"
        ? eb.or([eb("matters.urgency", "is", null), eb("matters.urgency", "=", "unknown")])
        : eb("matters.urgency", "=", filters.urgency),
    );
  }
  if (filters.review === "requested")
    conditions.push(eb.and([eb("matters.review_requested_at", "is not", null), eb("matters.reviewed_at", "is", null)]));
  if (filters.review === "reviewed") conditions.push(eb("matters.reviewed_at", "is not", null));
  if (filters.payment === "not-required") conditions.push(eb("matters.payment_required", "=", false));
  if (filters.payment === "pending")
    conditions.push(eb.and([eb("matters.payment_required", "=", true), eb("matters.payment_id", "is", null)]));
  if (filters.payment === "paid") conditions.push(eb("matters.payment_id", "is not", null));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      eb.or([
        eb("matters.matter_number", "ilike", pattern),
        eb("matters.client_name", "ilike", pattern),
        eb(sql<string>`conversations.contact->>'name'`, "ilike", pattern),
        eb("matters.summary", "ilike", pattern),
      ]),
    );
  }
  return eb.and(conditions);
}

export function paymentStateOf(row: { payment_required: boolean; payment_id: string | null }): PaymentState {
  if (row.payment_id) return "paid";
  return row.payment_required ? "pending" : "not-required";
}

function nextKeyDate(keyDates: KeyDate[]): MatterListItem["nextKeyDate"] {
  const next = datedKeyDates(keyDates, new Date()).find((date) => date.daysUntil >= 0);
  return next ? { kind: next.kind, date: next.date, daysUntil: next.daysUntil, place: next.place } : null;
}

/** The listed conversations whose visitor wrote of a safety concern: a database prefilter, then the negation-aware check. */
async function safetyConcerns(
  executor: Executor,
  organizationId: string,
  conversationIds: string[],
): Promise<Set<string>> {
  if (conversationIds.length === 0) return new Set();
  const candidates = await executor
    .selectFrom("messages")
    .select(["conversation_id", "content"])
    .where("organization_id", "=", organizationId)
    .where("conversation_id", "in", conversationIds)
    .where("role", "=", "user")
    .where("content", "~*", safetyPrefilter)
    .execute();
  return new Set(
    candidates.filter((message) => hasSafetyConcern([message.content])).map((message) => message.conversation_id),
  );
}

export async function listOrganizationMatters(organizationId: string, query: MatterListQuery): Promise<MatterListPage> {
  const { page, ...filters } = query;
  const base = db
    .selectFrom("matters")
    .innerJoin("conversations", conversationOfMatter)
    .where((eb) => filtered(eb, organizationId, filters));
  const [counted, queue] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
    db
      .selectFrom("matters")
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .where("organization_id", "=", organizationId)
      .where("review_requested_at", "is not", null)
      .where("reviewed_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  const pageCount = Math.max(1, Math.ceil(total / matterPageSize));
  const rows = await base
    .leftJoin("users as reviewer", "reviewer.id", "matters.reviewing_attorney_id")
    .select([
      "matters.id",
      "matters.matter_number",
      "matters.status",
      "matters.status_title",
      "matters.service",
      "matters.urgency",
      "matters.client_name",
      sql<string | null>`conversations.contact->>'name'`.as("contact_name"),
      sql<string>`left(matters.summary, 160)`.as("summary_preview"),
      "matters.payment_required",
      "matters.payment_id",
      "matters.review_requested_at",
      "matters.reviewed_at",
      "reviewer.name as reviewer_name",
      "matters.created_at",
      "matters.key_dates",
      "matters.conflict_status",
      "matters.first_opened_at",
      "matters.first_response_at",
      "matters.decision",
      "matters.conversation_id",
    ])
    .orderBy("matters.created_at", "desc")
    .orderBy("matters.id", "desc")
    .limit(matterPageSize)
    .offset((page - 1) * matterPageSize)
    .execute();
  const concerns = await safetyConcerns(
    db,
    organizationId,
    rows.map((row) => row.conversation_id),
  );
  return {
    total,
    page,
    pageCount,
    reviewQueueCount: Number(queue.total),
    items: rows.map((row) => ({
      id: row.id,
      matterNumber: row.matter_number,
      status: row.status,
      statusTitle: row.status_title,
      service: row.service,
      urgency: row.urgency,
      clientName: row.contact_name ?? row.client_name,
      summaryPreview: row.summary_preview,
      paymentState: paymentStateOf(row),
      reviewRequestedAt: row.review_requested_at,
      reviewedAt: row.reviewed_at,
      reviewingAttorneyName: row.reviewer_name,
      createdAt: row.created_at,
      nextKeyDate: nextKeyDate((row.key_dates as KeyDate[] | null) ?? []),
      conflictStatus: row.conflict_status,
      unopened: row.first_opened_at === null,
      firstResponseAt: row.first_response_at,
      decision: row.decision,
      safetyConcern: concerns.has(row.conversation_id),
    })),
  };
}
