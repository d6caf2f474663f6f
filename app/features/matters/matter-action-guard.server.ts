import { sql, type Updateable } from "kysely";
import type { Executor, Trx } from "../../../db/client.ts";
import type { MatterRow, MattersTable } from "../../../db/tables.ts";
import { DomainError } from "~/lib/errors.ts";
import { type ActivityEvent, inTransaction, recordActivity } from "~/features/activity/record-activity.server.ts";
import type { OrganizationActor } from "~/features/members/organization-access.server.ts";
import { accessDenied } from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";
import { roleMay, type MatterAction } from "./matter-actions.ts";
import { matterOfOrganization, matterUpdate } from "./conversation-matter.server.ts";

/**
 * The firm's matter actions act as a signed-in member (an API token reads the workspace, it does
 * not work matters on a person's behalf). The matter is read and locked with the organization in
 * the WHERE clause: another organization's matter is MATTER_NOT_FOUND (404), exactly like a
 * missing one; a member whose role lacks the action's permission gets 'Access Denied' (403).
 */
export type MemberActor = Extract<OrganizationActor, { kind: "member" }>;

export const matterNotFound = () => new DomainError("NOT_FOUND", "errors:domain.matterNotFound");

export function requireMemberActor(actor: OrganizationActor): MemberActor {
  if (actor.kind !== "member") throw accessDenied();
  return actor;
}

export function requireMatterAction(actor: MemberActor, action: MatterAction): void {
  if (!roleMay(actor.role, action)) throw accessDenied();
}

/**
 * A member's action on one matter: the role must allow `action`, then `work` runs in a transaction
 * (the caller's, or a new one) with the matter locked. Another organization's matter is not found.
 */
export async function withLockedMatter<T>(
  executor: Executor,
  actor: MemberActor,
  action: MatterAction,
  matterId: string,
  work: (trx: Trx, matter: MatterRow) => Promise<T>,
): Promise<T> {
  requireMatterAction(actor, action);
  return inTransaction(executor, async (trx) => work(trx, await lockMatter(trx, actor, matterId)));
}

async function lockMatter(trx: Trx, actor: MemberActor, matterId: string): Promise<MatterRow> {
  if (!isUuid(matterId)) throw matterNotFound();
  const row = await matterOfOrganization(trx, { organizationId: actor.organizationId, matterId })
    .selectAll()
    .forUpdate()
    .executeTakeFirstOrThrow(matterNotFound);
  return row;
}

/**
 * Writes a locked matter's new values (and updated_at), the organization in the WHERE clause. Every
 * member action goes through here, so the first one also sets the time of the firm's first
 * response (ADR 0058), once.
 */
export async function updateLockedMatter(
  trx: Trx,
  actor: MemberActor,
  matter: MatterRow,
  values: Updateable<MattersTable>,
): Promise<MatterRow> {
  return matterUpdate(
    trx,
    { organizationId: actor.organizationId, matterId: matter.id },
    { ...values, first_response_at: sql<Date>`coalesce(first_response_at, now())` },
  )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The firm's events: on the matter's timeline, never in the visitor's own feed (no intake session). */
export function firmEvent(actor: MemberActor, matter: MatterRow) {
  return {
    organizationId: actor.organizationId,
    matterId: matter.id,
    conversationId: matter.conversation_id,
    intakeSessionId: null,
    actorType: "member" as const,
    actorId: actor.userId,
  };
}

/** What a firm action says on the matter's timeline; who acted and on which matter come from the actor and the matter. */
export type FirmEventDetails = Pick<ActivityEvent, "eventType" | "title" | "description" | "metadata">;

/**
 * A firm action's change to a locked matter: its new values written (updateLockedMatter) and the
 * event recorded on its timeline, in the action's transaction. Returns the matter as written.
 */
export async function changeLockedMatter(
  trx: Trx,
  actor: MemberActor,
  matter: MatterRow,
  values: Updateable<MattersTable>,
  event: FirmEventDetails,
): Promise<MatterRow> {
  const updated = await updateLockedMatter(trx, actor, matter, values);
  await recordActivity(trx, { ...firmEvent(actor, matter), ...event });
  return updated;
}
