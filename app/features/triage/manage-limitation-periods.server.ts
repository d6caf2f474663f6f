import type { Executor } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import { DomainError, type ErrorCode } from "~/lib/errors.ts";
import { SUB_AREAS } from "~/features/intake/understanding/practice-areas.ts";
import { requirePermission } from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";
import type { MemberActor } from "~/features/matters/matter-action-guard.server.ts";
import type { LimitationAreaChoice, LimitationPeriodInput } from "./schemas.ts";

/**
 * The firm's own limitation-period table (issue 13, ADR 0042 and 0049): owners and admins
 * (`organization:update`, the conflict list's rule) list, add, edit and delete rows of practice
 * area × state → months, with a citation. Every query names the actor's organization, so another
 * firm's row is NOT_FOUND. A practice area is one of the firm's services or a sub-area of the
 * taxonomy; a second row for the same area and state is refused as a field error.
 */
export type LimitationPeriod = {
  id: string;
  practiceArea: string;
  state: string;
  periodMonths: number;
  citation: string;
};

export type LimitationPeriodResult =
  | { ok: true; id: string }
  | { ok: false; code: Extract<ErrorCode, "VALIDATION_FAILED" | "CONFLICT">; field: "practiceArea"; message: string };

const permission = "organization:update";
export const limitationPeriodNotFound = () => new DomainError("NOT_FOUND", "errors:domain.limitationPeriodNotFound");

const columns = ["id", "practice_area", "state", "period_months", "citation"] as const;
const view = (row: {
  id: string;
  practice_area: string;
  state: string;
  period_months: number;
  citation: string;
}): LimitationPeriod => ({
  id: row.id,
  practiceArea: row.practice_area,
  state: row.state,
  periodMonths: row.period_months,
  citation: row.citation,
});

/** The firm's services first (as it named them), then the taxonomy's sub-areas a service does not already name. */
export async function listLimitationAreaChoices(
  executor: Executor,
  actor: MemberActor,
): Promise<LimitationAreaChoice[]> {
  requirePermission(actor, permission);
  const row = await executor
    .selectFrom("organizations")
    .select("config")
    .where("id", "=", actor.organizationId)
    .executeTakeFirstOrThrow();
  const configured = (row.config as { availableServices?: unknown }).availableServices;
  const services = Array.isArray(configured)
    ? configured.filter((service): service is string => typeof service === "string" && service.trim() !== "")
    : [];
  const taken = new Set(services.map((service) => service.toLowerCase()));
  return [
    ...services.map((value) => ({ value, kind: "service" as const })),
    ...SUB_AREAS.filter((sub) => !taken.has(sub.id)).map((sub) => ({ value: sub.id, kind: "subArea" as const })),
  ];
}

export async function listLimitationPeriods(executor: Executor, actor: MemberActor): Promise<LimitationPeriod[]> {
  requirePermission(actor, permission);
  const rows = await executor
    .selectFrom("limitation_periods")
    .select(columns)
    .where("organization_id", "=", actor.organizationId)
    .orderBy((eb) => eb.fn("lower", ["practice_area"]))
    .orderBy("state")
    .execute();
  return rows.map(view);
}

/** What the editor shows: the rows (each with the kind of its area, for its label) and the areas to choose from. */
export async function getLimitationTable(
  executor: Executor,
  actor: MemberActor,
): Promise<{
  periods: (LimitationPeriod & { areaKind: LimitationAreaChoice["kind"] })[];
  choices: LimitationAreaChoice[];
}> {
  const [periods, choices] = await Promise.all([
    listLimitationPeriods(executor, actor),
    listLimitationAreaChoices(executor, actor),
  ]);
  const kindOf = new Map(choices.map((choice) => [choice.value, choice.kind]));
  return {
    periods: periods.map((period) => ({ ...period, areaKind: kindOf.get(period.practiceArea) ?? "service" })),
    choices,
  };
}

export async function getLimitationPeriod(
  executor: Executor,
  actor: MemberActor,
  id: string,
): Promise<LimitationPeriod> {
  requirePermission(actor, permission);
  if (!isUuid(id)) throw limitationPeriodNotFound();
  const row = await executor
    .selectFrom("limitation_periods")
    .select(columns)
    .where("organization_id", "=", actor.organizationId)
    .where("id", "=", id)
    .executeTakeFirstOrThrow(limitationPeriodNotFound);
  return view(row);
}

/** The chosen area as the choice spells it; an area kept from before (a service since renamed) stays allowed on its own row. */
async function chosenArea(
  executor: Executor,
  actor: MemberActor,
  input: LimitationPeriodInput,
  current: string | null,
): Promise<string | null> {
  const wanted = input.practiceArea.toLowerCase();
  if (current !== null && current.toLowerCase() === wanted) return current;
  const choice = (await listLimitationAreaChoices(executor, actor)).find(
    (candidate) => candidate.value.toLowerCase() === wanted,
  );
  return choice?.value ?? null;
}

const unknownArea = {
  ok: false,
  code: "VALIDATION_FAILED",
  field: "practiceArea",
  message: "limitations.errors.areaUnknown",
} as const;
const duplicate = {
  ok: false,
  code: "CONFLICT",
  field: "practiceArea",
  message: "limitations.errors.duplicate",
} as const;

export async function createLimitationPeriod(
  executor: Executor,
  actor: MemberActor,
  input: LimitationPeriodInput,
): Promise<LimitationPeriodResult> {
  requirePermission(actor, permission);
  const practiceArea = await chosenArea(executor, actor, input, null);
  if (!practiceArea) return unknownArea;
  try {
    const row = await executor
      .insertInto("limitation_periods")
      .values({
        organization_id: actor.organizationId,
        practice_area: practiceArea,
        state: input.state,
        period_months: input.periodMonths,
        citation: input.citation,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate;
    throw error;
  }
}

export async function updateLimitationPeriod(
  executor: Executor,
  actor: MemberActor,
  id: string,
  input: LimitationPeriodInput,
): Promise<LimitationPeriodResult> {
  const existing = await getLimitationPeriod(executor, actor, id);
  const practiceArea = await chosenArea(executor, actor, input, existing.practiceArea);
  if (!practiceArea) return unknownArea;
  try {
    await executor
      .updateTable("limitation_periods")
      .set({
        practice_area: practiceArea,
        state: input.state,
        period_months: input.periodMonths,
        citation: input.citation,
        updated_at: new Date(),
      })
      .where("organization_id", "=", actor.organizationId)
      .where("id", "=", existing.id)
      .returning("id")
      .executeTakeFirstOrThrow(limitationPeriodNotFound);
    return { ok: true, id: existing.id };
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate;
    throw error;
  }
}

export async function deleteLimitationPeriod(executor: Executor, actor: MemberActor, id: string): Promise<void> {
  requirePermission(actor, permission);
  if (!isUuid(id)) throw limitationPeriodNotFound();
  await executor
    .deleteFrom("limitation_periods")
    .where("organization_id", "=", actor.organizationId)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirstOrThrow(limitationPeriodNotFound);
}

/** The form's values for an existing row. */
export function limitationPeriodFormValues(row: LimitationPeriod): Record<string, string> {
  return {
    practiceArea: row.practiceArea,
    state: row.state,
    periodMonths: String(row.periodMonths),
    citation: row.citation,
  };
}
