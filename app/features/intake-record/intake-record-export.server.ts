import type { Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { type OrganizationActor, requirePermission } from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";

/**
 * A matter's intake record as the firm exports it (ADR 0056): every entry of its conversation in
 * order, up to `through` (a record sequence number), so the same export asked for twice is the
 * same bytes and its detached signature can be fetched separately. Scoped to the actor's
 * organization: another organization's matter is NOT_FOUND, like a missing one.
 */
export const intakeRecordFormat = "parley-intake-record/1";

export type IntakeRecordExportEntry = {
  seq: string;
  kind: string;
  occurredAt: string;
  actorType: string;
  actorId: string | null;
  actorName: string | null;
  data: Record<string, unknown>;
};

export type IntakeRecordExport = {
  format: typeof intakeRecordFormat;
  organization: { id: string; name: string };
  matter: { id: string; matterNumber: string };
  conversationId: string;
  throughSeq: string;
  entries: IntakeRecordExportEntry[];
};

export const intakeRecordNotFound = () => new DomainError("NOT_FOUND", "errors:domain.matterNotFound");

export async function getIntakeRecordExport(
  executor: Executor,
  actor: OrganizationActor,
  input: { matterId: string; through?: string | null },
): Promise<IntakeRecordExport> {
  requirePermission(actor, "matter:work");
  if (!isUuid(input.matterId)) throw intakeRecordNotFound();
  if (input.through != null && !/^\d{1,18}$/.test(input.through))
    throw new DomainError("VALIDATION_FAILED", "errors:domain.recordThroughInvalid", { field: "through" });
  const matter = await executor
    .selectFrom("matters as m")
    .innerJoin("organizations as o", "o.id", "m.organization_id")
    .select(["m.id", "m.matter_number", "m.conversation_id", "o.id as organization_id", "o.name as organization_name"])
    .where("m.organization_id", "=", actor.organizationId)
    .where("m.id", "=", input.matterId)
    .executeTakeFirstOrThrow(intakeRecordNotFound);
  let query = executor
    .selectFrom("intake_records as r")
    .leftJoin("users as u", "u.id", "r.actor_id")
    .select(["r.seq", "r.kind", "r.occurred_at", "r.actor_type", "r.actor_id", "r.data", "u.name as actor_name"])
    .where("r.organization_id", "=", actor.organizationId)
    .where("r.conversation_id", "=", matter.conversation_id)
    .orderBy("r.seq");
  if (input.through != null) query = query.where("r.seq", "<=", input.through as never);
  const rows = await query.execute();
  return {
    format: intakeRecordFormat,
    organization: { id: matter.organization_id, name: matter.organization_name },
    matter: { id: matter.id, matterNumber: matter.matter_number },
    conversationId: matter.conversation_id,
    throughSeq: String(rows.at(-1)?.seq ?? input.through ?? "0"),
    entries: rows.map((row) => ({
      seq: String(row.seq),
      kind: row.kind,
      occurredAt: new Date(row.occurred_at).toISOString(),
      actorType: row.actor_type,
      actorId: row.actor_id,
      // Only the firm's members have names here; the visitor is "visitor".
      actorName: row.actor_type === "member" ? (row.actor_name ?? null) : null,
      data: row.data,
    })),
  };
}

/** The newest entry's sequence number of a matter's record (the matter page pins its links to it). */
export async function latestIntakeRecordSeq(
  executor: Executor,
  organizationId: string,
  conversationId: string,
): Promise<string> {
  const row = await executor
    .selectFrom("intake_records")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("organization_id", "=", organizationId)
    .where("conversation_id", "=", conversationId)
    .executeTakeFirst();
  return row?.seq ? String(row.seq) : "0";
}

/** The JSON export's exact bytes. */
export function intakeRecordJson(record: IntakeRecordExport): Buffer {
  return Buffer.from(`${JSON.stringify(record, null, 2)}\n`, "utf8");
}
