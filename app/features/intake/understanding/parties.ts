import { NO_DISPUTE } from "./practice-areas.ts";
import type { NarrativeParty, PartyRole } from "./types.ts";
import { isCityName } from "./gazetteer.server.ts";
import { WRITTEN_FOR } from "./writer.ts";
import { type Mention, sameParty } from "./mention.ts";
import { FALLBACKS, STORY_PASSES, type Story } from "./story-roles.ts";
import { employmentMatter } from "./relations.ts";
import { businessLike, findVisitorName, findClientName } from "./reading-names.ts";
import {
  withoutStreetAddresses,
  expandAbbreviations,
  fixRelationTypos,
  spanishRelations,
  withOwnSpelling,
} from "./story-cleanup.ts";
import { namesAfterRelations, namedMentionsOf } from "./relation-names.ts";
import { ownersNamed } from "./owner-names.ts";
import { entityMentions } from "./entity-mentions.ts";
import { oneMentionEach, dropPlacesAndVehicles } from "./merge-mentions.ts";
import { readRoles } from "./mention-roles.ts";

/**
 * The people and bodies in the visitor's story, each with a role. Names come from compromise
 * (people, organizations) and from the words right after a relation ("my landlord kyle"); the role
 * comes from the relation and the verbs around the name. Only `opposing` is the other side; a
 * helper ("my neighbour Bev who is helping me write this") never is, and a company beats a first
 * name ("my landlord Kyle from Whitfield Properties LLC" → Whitfield Properties LLC, alias Kyle).
 */

/** Every party the text names, with its role; the other side first. */
export function findParties(raw: string, practiceArea: string | null = null): NarrativeParty[] {
  const text = withoutStreetAddresses(expandAbbreviations(fixRelationTypos(spanishRelations(raw))));
  const visitor = findVisitorName(text);
  const client = findClientName(text);
  const mentions = [
    ...namesAfterRelations(text),
    ...namedMentionsOf(text),
    ...entityMentions(text),
    ...ownersNamed(text),
  ];
  const merged = oneMentionEach(mentions);
  dropPlacesAndVehicles(merged, text);
  const employment = employmentMatter(practiceArea, text);
  readRoles(merged, text, practiceArea, [visitor, client]);
  const story: Story = { mentions: merged, text, practiceArea, employment };
  for (const pass of STORY_PASSES) pass(story);
  const parties = partiesOf(merged, visitor, client);
  // "nothing is wrong exactly, we just want a going-over": no one is the other side.
  if (NO_DISPUTE.test(text)) {
    for (const party of parties) if (party.role === "opposing") party.role = "other";
  } else for (const fallback of FALLBACKS) if (!parties.some((p) => p.role === "opposing")) fallback(parties, story);
  for (const party of parties) {
    party.name = withOwnSpelling(party.name, raw);
    party.aliases = party.aliases.map((alias) => withOwnSpelling(alias, raw));
  }
  return parties.sort((a, b) => rank(a.role) - rank(b.role));
}

/** The parties to record, best first: one per person or body (aliases kept), places and courts left out. */
function partiesOf(merged: Mention[], visitor: string | null, client: string | null): NarrativeParty[] {
  const parties: NarrativeParty[] = [];
  if (visitor) parties.push({ name: visitor, role: "client", kind: "person", description: "the visitor", aliases: [] });
  if (client && !(visitor && sameParty(client, visitor)))
    parties.push({ name: client, role: "client", kind: "person", description: WRITTEN_FOR, aliases: [] });
  const ordered = [...merged].sort((a, b) => b.score - a.score || a.index - b.index);
  for (const m of ordered) {
    if (m.role === "client") continue;
    const aliases = m.alias ?? [];
    const existing = parties.find(
      (p) =>
        sameParty(p.name, m.name) ||
        aliases.some((a) => sameParty(p.name, a)) ||
        p.aliases.some((a) => sameParty(a, m.name)),
    );
    if (existing) {
      // "Mr. Patel ... all the letters say Patel Holdings LLC": the company by its legal name, the person its alias.
      const companyOfThePerson =
        existing.kind === "person" && m.kind === "company" && businessLike(m.name) && existing.role !== "client";
      if (companyOfThePerson) {
        existing.aliases.push(existing.name);
        Object.assign(existing, { name: m.name, kind: m.kind });
      } else if (m.name.length > existing.name.length && m.kind === existing.kind && existing.role !== "client") {
        existing.aliases.push(existing.name);
        existing.name = m.name;
      } else if (m.name !== existing.name && !existing.aliases.includes(m.name)) existing.aliases.push(m.name);
      continue;
    }
    // "Charlotte" or "Charlotte NC" is as likely the city, "Halden County Court" is a place: left out.
    if (
      m.role === "other" &&
      !m.relation &&
      (m.kind === "person" || m.kind === "company") &&
      isCityName(m.name.replace(/\s+[A-Z]{2}$/, ""))
    )
      continue;
    if (m.role !== "opposing" && /\b(court|courthouse|county|tribunal)$/i.test(m.name)) continue;
    if (m.score < 0) {
      // Kyle is already the company's alias.
      continue;
    }
    parties.push({ name: m.name, role: m.role, kind: m.kind, description: m.relation, aliases: [...aliases] });
  }
  return parties;
}

function rank(role: PartyRole): number {
  return ["opposing", "client", "family", "helper", "witness", "official", "other"].indexOf(role);
}

/** The other side, as the firm should record it: the named one first, else null. */
export function opposingParty(parties: readonly NarrativeParty[]): NarrativeParty | null {
  return parties.find((p) => p.role === "opposing" && p.name) ?? parties.find((p) => p.role === "opposing") ?? null;
}

export { findVisitorName } from "./reading-names.ts";
export { fixRelationTypos } from "./story-cleanup.ts";
