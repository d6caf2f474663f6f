import type { Executor } from "../../../db/client.ts";
import type { MatterRow, PartyIndexRole } from "../../../db/tables.ts";
import type { NarrativeParty } from "~/features/intake/understanding/types.ts";
import { normalizePartyName } from "./normalize-party-name.ts";
import type { PartyImportRow } from "./parse-party-csv.server.ts";
import { conversationOfMatter } from "~/features/matters/conversation-matter.server.ts";

/**
 * The firm's party index (ADR 0041): one row per name the firm has dealt with. Rows from a matter
 * (its client and other side, source "matter"; the contact form's name, source "contact") are
 * rewritten whenever the matter is created or updated, so the index always says what the matter
 * says; the imported list (source "import") is replaced as a whole by each upload.
 */
type IndexedParty = { name: string; aliases: string[]; role: PartyIndexRole; source: "matter" | "contact" };

/** Everyone the matter names on either side: the visitor, the other side (with aliases). */
export function partiesOfMatter(
  matter: Pick<MatterRow, "client_name" | "opposing_party" | "parties">,
  contact: Record<string, string> | null,
): NarrativeParty[] {
  const parties: NarrativeParty[] = [...((matter.parties as NarrativeParty[] | null) ?? [])].filter(
    (party) => party.role === "client" || party.role === "opposing",
  );
  const has = (name: string, role: NarrativeParty["role"]) =>
    parties.some(
      (party) =>
        party.role === role &&
        [party.name, ...party.aliases].some((known) => normalizePartyName(known) === normalizePartyName(name)),
    );
  const add = (name: string | null | undefined, role: "client" | "opposing") => {
    const trimmed = name?.trim();
    if (trimmed && !has(trimmed, role))
      parties.push({ name: trimmed, role, kind: "unknown", description: null, aliases: [] });
  };
  add(matter.opposing_party, "opposing");
  add(contact?.opposingParty, "opposing");
  add(matter.client_name, "client");
  add(contact?.name, "client");
  return parties;
}

function indexedParties(
  matter: Pick<MatterRow, "client_name" | "opposing_party" | "parties">,
  contact: Record<string, string> | null,
): IndexedParty[] {
  const contactName = contact?.name?.trim() ? normalizePartyName(contact.name) : null;
  return partiesOfMatter(matter, contact).map((party) => ({
    name: party.name.slice(0, 300),
    aliases: party.aliases.map((alias) => alias.slice(0, 300)),
    role: party.role === "client" ? "client" : "opposing",
    source: party.role === "client" && normalizePartyName(party.name) === contactName ? "contact" : "matter",
  }));
}

/** Rewrites the matter's rows in its organization's index from what the matter now says. */
export async function syncMatterParties(executor: Executor, organizationId: string, matterId: string): Promise<void> {
  const matter = await executor
    .selectFrom("matters")
    .leftJoin("conversations", conversationOfMatter)
    .select(["matters.client_name", "matters.opposing_party", "matters.parties", "conversations.contact"])
    .where("matters.organization_id", "=", organizationId)
    .where("matters.id", "=", matterId)
    .executeTakeFirst();
  await executor
    .deleteFrom("party_index_entries")
    .where("organization_id", "=", organizationId)
    .where("matter_id", "=", matterId)
    .execute();
  if (!matter) return;
  const rows = indexedParties(matter, (matter.contact as Record<string, string> | null) ?? null)
    .map((party) => ({ ...party, normalized: normalizePartyName(party.name) }))
    .filter((party) => party.normalized.length > 0);
  if (rows.length === 0) return;
  await executor
    .insertInto("party_index_entries")
    .values(
      rows.map((party) => ({
        organization_id: organizationId,
        matter_id: matterId,
        name: party.name,
        normalized_name: party.normalized,
        aliases: party.aliases,
        normalized_aliases: party.aliases.map(normalizePartyName).filter(Boolean),
        role: party.role,
        source: party.source,
        reference: null,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(["organization_id", "matter_id", "source", "role", "normalized_name"])
        .where("matter_id", "is not", null)
        .doNothing(),
    )
    .execute();
}

/** Replaces the organization's imported list with these rows (the firm's current list). */
export async function replaceImportedParties(
  executor: Executor,
  organizationId: string,
  rows: readonly PartyImportRow[],
): Promise<number> {
  await executor
    .deleteFrom("party_index_entries")
    .where("organization_id", "=", organizationId)
    .where("source", "=", "import")
    .execute();
  const chunkSize = 1_000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    await executor
      .insertInto("party_index_entries")
      .values(
        rows.slice(start, start + chunkSize).map((row) => ({
          organization_id: organizationId,
          name: row.name,
          normalized_name: row.normalizedName,
          aliases: row.aliases,
          normalized_aliases: row.aliases.map(normalizePartyName).filter(Boolean),
          role: row.role,
          reference: row.reference,
          source: "import" as const,
          matter_id: null,
        })),
      )
      .execute();
  }
  return rows.length;
}

export type PartyIndexListItem = {
  id: string;
  name: string;
  aliases: string[];
  role: PartyIndexRole;
  reference: string | null;
  source: string;
  matterNumber: string | null;
};

/** The index as the settings page lists it: imported rows first, then those from matters, by name. */
export async function listPartyIndex(
  executor: Executor,
  organizationId: string,
  limit = 500,
): Promise<{ items: PartyIndexListItem[]; total: number; imported: number }> {
  const [rows, counts] = await Promise.all([
    executor
      .selectFrom("party_index_entries as e")
      .leftJoin("matters as m", (join) =>
        join.onRef("m.id", "=", "e.matter_id").onRef("m.organization_id", "=", "e.organization_id"),
      )
      .select(["e.id", "e.name", "e.aliases", "e.role", "e.reference", "e.source", "m.matter_number"])
      .where("e.organization_id", "=", organizationId)
      .orderBy((eb) => eb.case().when("e.source", "=", "import").then(0).else(1).end())
      .orderBy("e.normalized_name")
      .orderBy("e.id")
      .limit(limit)
      .execute(),
    executor
      .selectFrom("party_index_entries")
      .select((eb) => [
        eb.fn.countAll<string>().as("total"),
        eb.fn.countAll<string>().filterWhere("source", "=", "import").as("imported"),
      ])
      .where("organization_id", "=", organizationId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counts.total),
    imported: Number(counts.imported),
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      aliases: row.aliases,
      role: row.role,
      reference: row.reference,
      source: row.source,
      matterNumber: row.matter_number,
    })),
  };
}
