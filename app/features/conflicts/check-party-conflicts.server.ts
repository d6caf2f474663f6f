import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import type { ConflictLevel, ConflictMatch, PartyIndexRole } from "../../../db/tables.ts";
import type { NarrativeParty } from "~/features/intake/understanding/types.ts";
import { normalizePartyName } from "./normalize-party-name.ts";

/**
 * The conflict check (ADR 0041, ABA Model Rule 1.18): the visitor and the other side, compared
 * with the firm's party index by pg_trgm similarity on normalized names and aliases. A match only
 * counts when it is on the other side of the firm's earlier relationship: the visitor's opponent
 * resembling a client (or an "other" entry) of the firm, or the visitor resembling a party the firm
 * was against (or an "other" entry). A returning client, or an opponent the firm already faced,
 * is not a conflict. Family, witnesses and helpers are not checked.
 *
 * Similarity ≥ 0.7 (or an exact normalized name or alias) is likely: the interview holds.
 * Similarity ≥ 0.45 is weak: flagged for the firm without stopping the visitor.
 */
export const likelySimilarity = 0.7;
export const weakSimilarity = 0.45;

export type ConflictCheck = { level: ConflictLevel; matches: ConflictMatch[] };

const conflictingRoles: Partial<Record<NarrativeParty["role"], PartyIndexRole[]>> = {
  opposing: ["client", "other"],
  client: ["opposing", "other"],
};

const maxMatchesPerParty = 5;

export function levelOf(similarity: number): Exclude<ConflictLevel, "none"> | null {
  if (similarity >= likelySimilarity) return "likely";
  if (similarity >= weakSimilarity) return "weak";
  return null;
}

/** The names a party is known by, normalized, without duplicates or blanks. */
function namesOf(party: NarrativeParty): string[] {
  return [...new Set([party.name, ...party.aliases].map(normalizePartyName).filter((name) => name.length >= 2))];
}

export async function checkPartyConflicts(
  executor: Executor,
  organizationId: string,
  parties: readonly NarrativeParty[],
  options: { excludeMatterId?: string | null } = {},
): Promise<ConflictCheck> {
  const matches = new Map<string, ConflictMatch>();
  for (const party of parties) {
    const roles = conflictingRoles[party.role];
    if (!roles) continue;
    for (const name of namesOf(party)) {
      // `%` (pg_trgm's similarity_threshold, 0.3 by default, below weakSimilarity) lets the GIN
      // index find candidates by name; aliases are compared row by row within the organization.
      const rows = await executor
        .selectFrom("party_index_entries as e")
        .select([
          "e.id",
          "e.name",
          "e.role",
          "e.reference",
          "e.source",
          "e.matter_id",
          sql<number>`greatest(similarity(e.normalized_name, ${name}), coalesce((select max(similarity(alias, ${name})) from unnest(e.normalized_aliases) as alias), 0))`.as(
            "score",
          ),
        ])
        .where("e.organization_id", "=", organizationId)
        .where("e.role", "in", roles)
        .where((eb) =>
          options.excludeMatterId
            ? eb.or([eb("e.matter_id", "is", null), eb("e.matter_id", "!=", options.excludeMatterId)])
            : eb.lit(true),
        )
        .where((eb) =>
          eb.or([
            sql<boolean>`e.normalized_name % ${name}`,
            sql<boolean>`exists (select 1 from unnest(e.normalized_aliases) as alias where similarity(alias, ${name}) >= ${weakSimilarity})`,
          ]),
        )
        .orderBy("score", "desc")
        .limit(maxMatchesPerParty)
        .execute();
      for (const row of rows) {
        const similarity = Math.round(Number(row.score) * 1000) / 1000;
        const level = levelOf(similarity);
        if (!level) continue;
        const previous = matches.get(row.id);
        if (previous && previous.similarity >= similarity) continue;
        matches.set(row.id, {
          entryId: row.id,
          name: row.name,
          role: row.role,
          reference: row.reference,
          source: row.source,
          matterId: row.matter_id,
          party: party.name,
          similarity,
          level,
        });
      }
    }
  }
  const sorted = [...matches.values()].sort((a, b) => b.similarity - a.similarity);
  const level: ConflictLevel = sorted.some((match) => match.level === "likely")
    ? "likely"
    : sorted.length > 0
      ? "weak"
      : "none";
  return { level, matches: sorted };
}
