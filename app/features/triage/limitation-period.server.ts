import type { Executor } from "../../../db/client.ts";
import type { KeyDate } from "../intake/understanding/types.ts";
import { keyDateDay } from "../intake/understanding/urgency.ts";

/**
 * Limitation periods come only from the firm's own table (ADR 0042): practice area × state →
 * period in months, with the firm's citation. None by default: with no row for the matter's
 * service and state, nothing is shown. The date is counted from the earliest incident date and
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
  matter: { service: string | null; jurisdiction: unknown; key_dates: unknown },
): Promise<LimitationNotice | null> {
  const state = (matter.jurisdiction as { state?: unknown } | null)?.state;
  if (!matter.service || typeof state !== "string" || !/^[A-Za-z]{2}$/.test(state.trim())) return null;
  const row = await executor
    .selectFrom("limitation_periods")
    .select(["period_months", "citation"])
    .where("organization_id", "=", organizationId)
    .where((eb) => eb(eb.fn("lower", ["practice_area"]), "=", matter.service!.toLowerCase()))
    .where("state", "=", state.trim().toUpperCase())
    .executeTakeFirst();
  if (!row) return null;
  const date = limitationDate((matter.key_dates as KeyDate[] | null) ?? [], row.period_months);
  return date ? { date, citation: row.citation, periodMonths: row.period_months } : null;
}
