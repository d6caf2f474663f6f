import type { Executor } from "../../../db/client.ts";
import type { ConflictMatch, MatterRow } from "../../../db/tables.ts";
import type { KeyDate } from "~/features/intake/understanding/types.ts";
import { assessUrgency, datedKeyDates } from "~/features/intake/understanding/urgency.ts";
import { getLimitationNotice, type LimitationNotice } from "./limitation-period.server.ts";

/**
 * What the firm reads first on a matter (ADR 0041, ADR 0042): its key dates, nearest upcoming
 * first, the urgency they call for, the firm's own limitation period when it configured one, and
 * the conflict check's result with who decided it. Plain values for the page to render.
 */
export type MatterKeyDate = { kind: string; date: string; daysUntil: number; place: string | null };
export type MatterTriage = {
  keyDates: MatterKeyDate[];
  urgency: { level: string; decidingDate: MatterKeyDate | null };
  limitation: LimitationNotice | null;
  conflict: {
    level: string;
    status: string;
    matches: ConflictMatch[];
    resolvedAt: string | null;
    resolvedByName: string | null;
  };
};

const plain = (date: { kind: string; date: string; daysUntil: number; place: string | null }): MatterKeyDate => ({
  kind: date.kind,
  date: date.date,
  daysUntil: date.daysUntil,
  place: date.place,
});

export async function getMatterTriage(
  executor: Executor,
  organizationId: string,
  matter: MatterRow,
  now: Date = new Date(),
): Promise<MatterTriage> {
  const keyDates = (matter.key_dates as KeyDate[] | null) ?? [];
  const urgency = assessUrgency(keyDates, now);
  const [limitation, resolver] = await Promise.all([
    getLimitationNotice(executor, organizationId, matter),
    matter.conflict_resolved_by
      ? executor
          .selectFrom("users")
          .innerJoin("memberships", "memberships.user_id", "users.id")
          .select("users.name")
          .where("memberships.organization_id", "=", organizationId)
          .where("users.id", "=", matter.conflict_resolved_by)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    keyDates: datedKeyDates(keyDates, now).map(plain),
    urgency: { level: urgency.level, decidingDate: urgency.decidingDate ? plain(urgency.decidingDate) : null },
    limitation,
    conflict: {
      level: matter.conflict_level,
      status: matter.conflict_status,
      matches: (matter.conflict_matches as ConflictMatch[]) ?? [],
      resolvedAt: matter.conflict_resolved_at ? new Date(matter.conflict_resolved_at).toISOString() : null,
      resolvedByName: resolver?.name ?? null,
    },
  };
}
