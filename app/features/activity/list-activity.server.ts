import { createHash } from "node:crypto";
import { type SelectQueryBuilder, sql } from "kysely";
import { db, type Executor } from "../../../db/client.ts";
import { keptQuery } from "../../../db/kept-query.ts";
import type { Database } from "../../../db/tables.ts";
import type { IntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { getIntakeSession } from "~/features/conversations/intake-sessions.server.ts";
import { activityDescriptionText } from "./activity-descriptions.ts";
import { activityTitleText } from "./activity-titles.ts";
import type { ActivityItem, ActivityQuery, ActivityResponse } from "./schemas.ts";
import { isUuid } from "~/lib/ids.ts";
import { organizationsByKey } from "~/features/organizations/organizations-by-key.server.ts";

/**
 * The activity feed (spec §4, §7). Who reads it is decided in the query itself: an anonymous
 * visitor sees only their own intake session's events, a member of the organization sees the
 * organization's. Anyone else finds nothing, as if the organization did not exist.
 */
export type ActivityViewer =
  | { kind: "visitor"; organizationId: string; sessionId: string }
  | { kind: "member"; organizationId: string; userId: string };

/** The viewer these credentials make of the organization (slug or id), or null (answered as 404). */
export async function resolveActivityViewer(
  credentials: IntakeCredentials,
  organizationKey: string,
  userId: string | null,
): Promise<ActivityViewer | null> {
  const organization = await organizationsByKey(db, organizationKey)?.select(["id"]).executeTakeFirst();
  if (!organization) return null;
  if (userId) {
    const membership = await db
      .selectFrom("memberships")
      .select("id")
      .where("organization_id", "=", organization.id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (membership) return { kind: "member", organizationId: organization.id, userId };
  }
  const current = await getIntakeSession(credentials, organization.id);
  if (current) return { kind: "visitor", organizationId: organization.id, sessionId: current.session.id };
  return null;
}

type Filters = Omit<ActivityQuery, "organizationId" | "limit" | "cursor">;
type EventQuery<O> = SelectQueryBuilder<Database, "activity_events", O>;

/** The organization, the viewer's reach and the filters, all in the WHERE clause. */
function scoped<O>(query: EventQuery<O>, viewer: ActivityViewer, filters: Filters): EventQuery<O> {
  let scopedQuery = query.where("activity_events.organization_id", "=", viewer.organizationId);
  if (viewer.kind === "visitor") {
    scopedQuery = scopedQuery.where("activity_events.intake_session_id", "=", viewer.sessionId);
  } else {
    scopedQuery = scopedQuery.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("memberships")
          .select(sql.lit(1).as("one"))
          .whereRef("memberships.organization_id", "=", "activity_events.organization_id")
          .where("memberships.user_id", "=", viewer.userId),
      ),
    );
  }
  if (filters.matterId) scopedQuery = scopedQuery.where("activity_events.matter_id", "=", filters.matterId);
  if (filters.sessionId) scopedQuery = scopedQuery.where("activity_events.intake_session_id", "=", filters.sessionId);
  if (filters.since) scopedQuery = scopedQuery.where("activity_events.event_date", ">=", filters.since);
  if (filters.until) scopedQuery = scopedQuery.where("activity_events.event_date", "<=", filters.until);
  if (filters.type?.length) scopedQuery = scopedQuery.where("activity_events.event_type", "in", filters.type);
  if (filters.actorType?.length) scopedQuery = scopedQuery.where("activity_events.actor_type", "in", filters.actorType);
  return scopedQuery;
}

export type ActivityFeedState = { total: number; newestId: string | null; newestDate: Date | null };

/** How many events match and which is the newest: enough to answer a conditional request. */
export async function getActivityFeedState(viewer: ActivityViewer, filters: Filters): Promise<ActivityFeedState> {
  const row = await scoped(
    db
      .selectFrom("activity_events")
      .select(["activity_events.id", "activity_events.event_date", sql<number>`count(*) over ()`.as("total")]),
    viewer,
    filters,
  )
    .orderBy("activity_events.event_date", "desc")
    .orderBy("activity_events.id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row
    ? { total: Number(row.total), newestId: row.id, newestDate: row.event_date }
    : { total: 0, newestId: null, newestDate: null };
}

export class InvalidActivityCursorError extends Error {
  constructor() {
    super("Invalid cursor");
    this.name = "InvalidActivityCursorError";
  }
}

/** The cursor is opaque to clients: the last item's (event_date to the microsecond, id). */
function encodeCursor(dateText: string, id: string): string {
  return Buffer.from(`${dateText}|${id}`, "utf8").toString("base64url");
}

function decodeCursor(cursor: string): { date: string; id: string } {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const [date, id] = text.split("|");
  if (!date || !id || !isUuid(id) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(date))
    throw new InvalidActivityCursorError();
  // A real instant: month 13, hour 25 or 30 February would reach PostgreSQL and fail there.
  const parsed = new Date(`${date.slice(0, 23)}Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== `${date.slice(0, 23)}Z`)
    throw new InvalidActivityCursorError();
  return { date, id };
}

/** One page, newest first, keyset-paged on (event_date, id); titles in the reader's language (`t`). */
export async function listActivity(
  viewer: ActivityViewer,
  query: Omit<ActivityQuery, "organizationId">,
  state: ActivityFeedState,
  t: (key: string, options?: Record<string, unknown>) => string,
): Promise<ActivityResponse> {
  let page = pageQuery(db, viewer, query, query.limit + 1);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    page = page.where(
      sql<boolean>`(activity_events.event_date, activity_events.id) < (${after.date}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await page.execute();
  return pageOf(rows, query.limit, state.total, t);
}

/**
 * The first page and how many events match, in one statement (the count is a window over every
 * matching row, taken before the limit): what the workspace renders with the page (ADR 0097),
 * where `getActivityFeedState` then `listActivity` were two round trips in sequence.
 */
export async function listFirstActivityPage(
  viewer: ActivityViewer,
  limit: number,
  t: (key: string, options?: Record<string, unknown>) => string,
): Promise<ActivityResponse> {
  const rows =
    viewer.kind === "visitor"
      ? (await visitorFirstPage(db, viewer.organizationId, viewer.sessionId, limit + 1)).rows
      : await firstPageQuery(db, viewer, limit + 1).execute();
  return pageOf(rows, limit, rows[0] ? Number(rows[0].total) : 0, t);
}

const firstPageQuery = (executor: Executor, viewer: ActivityViewer, take: number) =>
  pageQuery(executor, viewer, {}, take).select(sql<string>`count(*) over ()`.as("total"));

/** A visitor's first page (every intake page view of a visitor with a session), compiled once per process (ADR 0130). */
const visitorFirstPage = keptQuery((executor, organizationId: string, sessionId: string, take: number) =>
  firstPageQuery(executor, { kind: "visitor", organizationId, sessionId }, take),
);

/** The viewer's events matching the filters, newest first, `take` of them. */
function pageQuery(executor: Executor, viewer: ActivityViewer, filters: Filters, take: number) {
  return scoped(
    executor
      .selectFrom("activity_events")
      .select([
        "activity_events.id",
        "activity_events.event_type",
        "activity_events.title",
        "activity_events.title_key",
        "activity_events.title_params",
        "activity_events.description",
        "activity_events.description_key",
        "activity_events.description_params",
        "activity_events.event_date",
        "activity_events.actor_type",
        sql<string>`to_char(activity_events.event_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          "cursor_date",
        ),
      ]),
    viewer,
    filters,
  )
    .orderBy("activity_events.event_date", "desc")
    .orderBy("activity_events.id", "desc")
    .limit(take);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>["execute"]>>[number];

function pageOf(
  rows: PageRow[],
  limit: number,
  total: number,
  t: (key: string, options?: Record<string, unknown>) => string,
): ActivityResponse {
  const hasMore = rows.length > limit;
  const visible = rows.slice(0, limit);
  const last = visible.at(-1);
  const items: ActivityItem[] = visible.map((row) => ({
    id: row.id,
    eventType: row.event_type,
    title: activityTitleText(t, { title: row.title, titleKey: row.title_key, titleParams: row.title_params }),
    description: activityDescriptionText(t, {
      description: row.description,
      descriptionKey: row.description_key,
      descriptionParams: row.description_params,
    }),
    eventDate: new Date(row.event_date).toISOString(),
    actorType: row.actor_type,
  }));
  return { items, hasMore, total, nextCursor: hasMore && last ? encodeCursor(last.cursor_date, last.id) : null };
}

/** A strong validator: the newest event, the count, the query and who asks. */
export function activityETag(state: ActivityFeedState, viewer: ActivityViewer, normalizedQuery: string): string {
  const who = viewer.kind === "visitor" ? `v:${viewer.sessionId}` : `m:${viewer.userId}`;
  const newest = state.newestDate ? `${state.newestId}@${new Date(state.newestDate).toISOString()}` : "none";
  const hash = createHash("sha256")
    .update(`${newest}|${state.total}|${normalizedQuery}|${who}`)
    .digest("base64url")
    .slice(0, 27);
  return `"${hash}"`;
}
