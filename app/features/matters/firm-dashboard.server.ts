import { sql } from "kysely";
import { db } from "../../../db/client.ts";

/**
 * The firm's dashboard (issue 19, ADR 0058): per week (Monday 00:00 UTC), the intakes started
 * (conversations opened on the intake page), matters created, reviewed, accepted and declined, and
 * the median time from a matter's creation to the firm's first response (first open, note, status
 * change, accept or decline) for the matters created that week. The newest week first. Every count
 * names the organization.
 */
export const dashboardWeeks = 8;

export type DashboardWeek = {
  weekStart: string;
  intakesStarted: number;
  mattersCreated: number;
  reviewed: number;
  accepted: number;
  declined: number;
  /** null when no matter created that week has had a response yet. */
  medianFirstResponseSeconds: number | null;
  awaitingFirstResponse: number;
};

type Row = {
  week_start: Date;
  intakes: string;
  created: string;
  reviewed: string;
  accepted: string;
  declined: string;
  median_seconds: number | string | null;
  awaiting: string;
};

export async function getFirmDashboard(organizationId: string, now: Date = new Date()): Promise<DashboardWeek[]> {
  const inWeek = (column: string) =>
    sql.raw(`${column} >= w.week_start and ${column} < w.week_start + interval '1 week'`);
  const result = await sql<Row>`
    with weeks as (
      select generate_series(
        date_trunc('week', ${now}::timestamptz at time zone 'UTC') - (${dashboardWeeks - 1} * interval '1 week'),
        date_trunc('week', ${now}::timestamptz at time zone 'UTC'),
        interval '1 week'
      ) at time zone 'UTC' as week_start
    )
    select
      w.week_start,
      (select count(*) from conversations c where c.organization_id = ${organizationId} and ${inWeek("c.created_at")}) as intakes,
      (select count(*) from matters m where m.organization_id = ${organizationId} and ${inWeek("m.created_at")}) as created,
      (select count(*) from matters m where m.organization_id = ${organizationId} and ${inWeek("m.reviewed_at")}) as reviewed,
      (select count(*) from matters m where m.organization_id = ${organizationId} and m.decision = 'accepted' and ${inWeek("m.decided_at")}) as accepted,
      (select count(*) from matters m where m.organization_id = ${organizationId} and m.decision = 'declined' and ${inWeek("m.decided_at")}) as declined,
      (select percentile_cont(0.5) within group (order by extract(epoch from m.first_response_at - m.created_at))
         from matters m where m.organization_id = ${organizationId} and m.first_response_at is not null and ${inWeek("m.created_at")}) as median_seconds,
      (select count(*) from matters m where m.organization_id = ${organizationId} and m.first_response_at is null and ${inWeek("m.created_at")}) as awaiting
    from weeks w
    order by w.week_start desc
  `.execute(db);
  return result.rows.map((row) => ({
    weekStart: new Date(row.week_start).toISOString().slice(0, 10),
    intakesStarted: Number(row.intakes),
    mattersCreated: Number(row.created),
    reviewed: Number(row.reviewed),
    accepted: Number(row.accepted),
    declined: Number(row.declined),
    medianFirstResponseSeconds: row.median_seconds === null ? null : Math.round(Number(row.median_seconds)),
    awaitingFirstResponse: Number(row.awaiting),
  }));
}
