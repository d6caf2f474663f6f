import type { Executor } from "../../../../db/client.ts";
import type { NarrativeParty } from "../understanding/types.ts";

/**
 * Called by run-turn once per turn in which the other side became known (the built-in agent's
 * `partiesKnown`, ADR 0040): the one call site of the conflict check. Issue 13's conflict work
 * (`checkPartyConflicts(db, organizationId, parties)`, none/weak/likely) plugs in here; until then
 * there is nothing to check against and the turn goes on.
 */
export async function otherSideKnown(
  _executor: Executor,
  _scope: { organizationId: string; conversationId: string },
  _parties: readonly NarrativeParty[],
): Promise<void> {}
