import type { Executor } from "../../../db/client.ts";
import type { MatterRow } from "../../../db/tables.ts";
import type { ActivityEventType } from "~/features/activity/record-activity.server.ts";
import { latestIntakeRecordSeq } from "~/features/intake-record/intake-record-export.server.ts";
import {
  changeLockedMatter,
  type MemberActor,
  withLockedMatter,
} from "~/features/matters/matter-action-guard.server.ts";
import { roleMay } from "~/features/matters/matter-actions.ts";
import { type DeletionRequestView, getDeletionRequest } from "./deletion-request.server.ts";
import type { StewardshipChange } from "./schemas.ts";
import type { ActivityTitle } from "~/features/activity/activity-titles.ts";

/**
 * A matter's place in the retention policy (ADR 0057): a legal hold keeps it, whatever its age,
 * until lifted; "the firm keeps this matter" (it took the client) takes it out of the intake
 * policy for good. Each change needs matter:close (owners, admins, attorneys) and is recorded in
 * the activity timeline, and so in the intake record.
 */
const changes: Record<
  StewardshipChange,
  {
    eventType: ActivityEventType;
    title: ActivityTitle;
    set: (actor: MemberActor) => Partial<MatterRow>;
    applies: (matter: MatterRow) => boolean;
  }
> = {
  "place-hold": {
    eventType: "legal_hold_placed",
    title: { key: "legalHoldPlaced" },
    set: (actor) => ({ legal_hold_at: new Date(), legal_hold_by: actor.userId }),
    applies: (m) => m.legal_hold_at === null,
  },
  "lift-hold": {
    eventType: "legal_hold_lifted",
    title: { key: "legalHoldLifted" },
    set: () => ({ legal_hold_at: null, legal_hold_by: null }),
    applies: (m) => m.legal_hold_at !== null,
  },
  keep: {
    eventType: "matter_kept",
    title: { key: "matterKept" },
    set: (actor) => ({ kept_at: new Date(), kept_by: actor.userId }),
    applies: (m) => m.kept_at === null,
  },
  release: {
    eventType: "matter_released",
    title: { key: "matterReleased" },
    set: () => ({ kept_at: null, kept_by: null }),
    applies: (m) => m.kept_at !== null,
  },
};

export async function changeMatterStewardship(
  executor: Executor,
  actor: MemberActor,
  input: { matterId: string; change: StewardshipChange },
): Promise<void> {
  await withLockedMatter(executor, actor, "close", input.matterId, async (trx, matter) => {
    const change = changes[input.change];
    // Placing a hold twice changes nothing and records nothing.
    if (!change.applies(matter)) return;
    await changeLockedMatter(trx, actor, matter, change.set(actor), {
      eventType: change.eventType,
      title: change.title,
      metadata: { change: input.change },
    });
  });
}

export type MatterStewardship = {
  legalHoldAt: string | null;
  legalHoldByName: string | null;
  keptAt: string | null;
  keptByName: string | null;
  mayChange: boolean;
  recordThrough: string;
  /** When the policy would delete this matter, for a closed matter that is neither held nor kept. */
  closedMatterDays: number;
  /** The visitor's request to delete this intake, if any (ADR 0060). */
  deletionRequest: DeletionRequestView;
};

/** What the matter page shows about the matter's hold, its keeping, and its record's export. */
export async function getMatterStewardship(
  executor: Executor,
  actor: MemberActor,
  matter: Pick<MatterRow, "id" | "conversation_id" | "legal_hold_at" | "legal_hold_by" | "kept_at" | "kept_by">,
): Promise<MatterStewardship> {
  const ids = [matter.legal_hold_by, matter.kept_by].filter((id): id is string => id !== null);
  const [names, recordThrough, organization, deletionRequest] = await Promise.all([
    ids.length
      ? executor.selectFrom("users").select(["id", "name"]).where("id", "in", ids).execute()
      : Promise.resolve([]),
    latestIntakeRecordSeq(executor, actor.organizationId, matter.conversation_id),
    executor
      .selectFrom("organizations")
      .select("retention_closed_matter_days")
      .where("id", "=", actor.organizationId)
      .executeTakeFirstOrThrow(),
    getDeletionRequest(executor, { organizationId: actor.organizationId, conversationId: matter.conversation_id }),
  ]);
  const nameOf = (id: string | null) => names.find((row) => row.id === id)?.name ?? null;
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    legalHoldAt: iso(matter.legal_hold_at),
    legalHoldByName: nameOf(matter.legal_hold_by),
    keptAt: iso(matter.kept_at),
    keptByName: nameOf(matter.kept_by),
    mayChange: roleMay(actor.role, "close"),
    recordThrough,
    closedMatterDays: organization.retention_closed_matter_days,
    deletionRequest,
  };
}
