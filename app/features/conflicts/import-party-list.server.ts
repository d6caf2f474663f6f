import type { Executor } from "../../../db/client.ts";
import { inTransaction } from "~/features/activity/record-activity.server.ts";
import type { MemberActor } from "~/features/matters/matter-action-guard.server.ts";
import { type PartyImportProblem, parsePartyCsv } from "./parse-party-csv.server.ts";
import { replaceImportedParties } from "./party-index.server.ts";

/**
 * Settings > Organization > Conflict check: the firm uploads its list of past clients and other
 * sides (ADR 0041). The whole file is checked first; a file with any problem changes nothing, and
 * a good one replaces the previously imported list (matters' own rows stay).
 */
export async function importPartyList(
  executor: Executor,
  actor: MemberActor,
  csvText: string,
): Promise<{ ok: true; count: number } | { ok: false; problems: PartyImportProblem[] }> {
  const parsed = parsePartyCsv(csvText);
  if (!parsed.ok) return parsed;
  const count = await inTransaction(executor, (trx) => replaceImportedParties(trx, actor.organizationId, parsed.rows));
  return { ok: true, count };
}
