import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";

/**
 * A member opened the matter page (ADR 0058): the first open is recorded once (who and when), so
 * the list can mark what nobody has opened yet; it is also the firm's first response when nothing
 * came before it. Later opens change nothing.
 */
export async function recordMatterOpened(executor: Executor, actor: MemberActor, matterId: string): Promise<boolean> {
  const result = await executor
    .updateTable("matters")
    .set({
      first_opened_at: sql<Date>`now()`,
      first_opened_by: actor.userId,
      first_response_at: sql<Date>`coalesce(first_response_at, now())`,
    })
    .where("organization_id", "=", actor.organizationId)
    .where("id", "=", matterId)
    .where("first_opened_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
