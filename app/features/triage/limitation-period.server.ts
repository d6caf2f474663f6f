import type { Executor } from "../../../db/client.ts";
import type { KeyDate } from "~/features/intake/understanding/types.ts";
import { keyDateDay } from "~/features/intake/understanding/urgency.ts";

/**
 * Limitation periods come only from the firm's own table (ADR 0042, ADR 0049): practice area ×
 * state → period in months, with the firm's citation. None by default: with no row for the
 * matter's sub-area or service in its state, nothing is shown; a row for the sub-area ("eviction")
 * beats one for the service ("Tenant Rights"). The date is counted from the earliest incident date and
 * shown to the firm only, as "may run around <date>; verify".
 */
export type LimitationNotice = { date: string; citation: string; periodMonths: number };

function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

export function limitationDate(keyDates: readonly KeyDate[], periodMonths: number): string | null {
  const incidents = keyDates
    .filter((keyDate) => keyDate.kind === "incident" || keyDate.kind === "employment_end")
    .map((keyDate) => keyDateDay(keyDate.iso))
    .filter((day): day is string => day !== null)
    .sort();
  return incidents[0] ? addMonths(incidents[0], periodMonths) : null;
}

export async function getLimitationNotice(
  executor: Executor,
  organizationId: string,
  matter: { service: string | null; practice_area?: string | null; jurisdiction: unknown; key_dates: unknown },
): Promise<LimitationNotice | null> {
  const state = (matter.jurisdiction as { state?: unknown } | null)?.state;
  const subArea = matter.practice_area?.toLowerCase() ?? null;
  const areas = [subArea, matter.service?.toLowerCase() ?? null].filter((area): area is string => Boolean(area));
  if (areas.length === 0 || typeof state !== "string" || !/^[A-Za-z]{2}$/.test(state.trim())) return null;
  const row = await executor
    .selectFrom("limitation_periods")
    .select(["period_months", "citation"])
    .where("organization_id", "=", organizationId)
    .where((eb) => eb(eb.fn("lower", ["practice_area"]), "in", areas))
    .where("state", "=", state.trim().toUpperCase())
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.fn("lower", ["practice_area"]), "=", subArea ?? "")
        .then(0)
        .else(1)
        .end(),
    )
    .executeTakeFirst();
  if (!row) return null;
  const date = limitationDate((matter.key_dates as KeyDate[] | null) ?? [], row.period_months);
  return date ? { date, citation: row.citation, periodMonths: row.period_months } : null;
}
