import type { TFunction } from "i18next";

/**
 * "Hearing in 10 days: 2026-04-01, Halden County Court" in the reader's language (firm:triage.*).
 * Client-safe: the matter page and the matter list share it.
 */
export function keyDateText(
  t: TFunction,
  date: { kind: string; date: string; daysUntil: number; place: string | null },
): string {
  const kind = t(`firm:triage.kind.${date.kind}`, { defaultValue: t("firm:triage.kind.other") });
  const when = date.place ? `${date.date}, ${date.place}` : date.date;
  if (date.daysUntil < 0) return t("firm:triage.past", { kind, when });
  if (date.daysUntil === 0) return t("firm:triage.today", { kind, when });
  return t("firm:triage.upcoming", { kind, when, count: date.daysUntil });
}
