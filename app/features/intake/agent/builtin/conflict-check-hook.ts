import type { NarrativeParty } from "../../understanding/types.ts";

/**
 * The one place where the built-in interview learns who the other side is (ADR 0040). The conflict
 * check itself (issue 13's `triage` work: `checkPartyConflicts(db, organizationId, parties)`) needs
 * the database, which the pure interview has not: it runs in run-turn.server.ts after the turn, on
 * the parties the interview stored (memory.understanding.parties) and, once a matter exists, on
 * matters.parties. This hook is where the interview would react within the turn; it does nothing yet.
 */
export function partiesBecameKnown(_parties: readonly NarrativeParty[]): void {}
