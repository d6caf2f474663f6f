import type { MatterJurisdiction, Urgency } from "~/features/matters/schemas.ts";
import { sameDatePhrase } from "~/features/intake/understanding/date-phrases.ts";
import type { KeyDate, NarrativeParty, NarrativeUnderstanding } from "~/features/intake/understanding/types.ts";
import { isPlaceholderName, type UnderstandingArguments } from "./understanding-args.ts";

/**
 * What `create_matter` / `update_matter` write to the matter from the model's structured
 * arguments (issue 13), after the checks no model is trusted to make:
 * - only a party whose role is "opposing" can be the opposing party; a company or agency beats a
 *   person, a full name beats a first name; a free-text `opposingParty` that names a helper,
 *   relative, witness or the visitor is dropped, and so is a description ("neighbor");
 * - parties are merged by name (and alias), key dates by date and kind, so a later call adds to
 *   what an earlier one recorded.
 * Client-safe, no I/O.
 */
export type MatterFieldsFromModel = UnderstandingArguments & {
  opposingParty?: string | null;
  jurisdiction?: MatterJurisdiction | null;
  urgency?: Urgency | null;
};

export type CompletedMatterFields = {
  parties: NarrativeParty[];
  keyDates: KeyDate[];
  /** The other side's name when the fields name one; null: nothing trustworthy (keep what is recorded). */
  opposingParty: string | null;
};

const kindRank: Record<NarrativeParty["kind"], number> = { company: 0, agency: 1, court: 3, person: 2, unknown: 4 };

const normalized = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

function namesOf(party: NarrativeParty): string[] {
  return [party.name, ...party.aliases].map(normalized);
}

/** The other side's name for the firm's record and conflict check, or null when none is named. */
export function opposingPartyOf(parties: NarrativeParty[]): string | null {
  const candidates = parties.filter((party) => party.role === "opposing" && !isPlaceholderName(party.name));
  const ranked = [...candidates].sort(
    (a, b) =>
      kindRank[a.kind] - kindRank[b.kind] || b.name.trim().split(/\s+/).length - a.name.trim().split(/\s+/).length,
  );
  return ranked[0]?.name.trim() ?? null;
}

/** Parties merged by any shared name; the later description and role win, aliases add up. */
export function mergeParties(earlier: NarrativeParty[], later: NarrativeParty[]): NarrativeParty[] {
  const merged = earlier.map((party) => ({ ...party, aliases: [...party.aliases] }));
  for (const party of later) {
    const names = new Set(namesOf(party));
    const existing = merged.find((candidate) => namesOf(candidate).some((name) => names.has(name)));
    if (!existing) {
      merged.push({ ...party, aliases: [...party.aliases] });
      continue;
    }
    const aliases = new Set(
      [...existing.aliases, ...party.aliases, existing.name, party.name].filter(
        (name) => normalized(name) !== normalized(party.name),
      ),
    );
    Object.assign(existing, {
      name: party.name,
      role: party.role,
      kind: party.kind === "unknown" ? existing.kind : party.kind,
      description: party.description ?? existing.description,
      aliases: [...aliases],
    });
  }
  return merged;
}

/** Key dates merged by date and kind, sorted by date. */
export function mergeKeyDates(earlier: KeyDate[], later: KeyDate[]): KeyDate[] {
  const byKey = new Map<string, KeyDate>();
  for (const date of [...earlier, ...later]) byKey.set(`${date.iso.slice(0, 10)}|${date.kind}`, date);
  return [...byKey.values()].sort((a, b) => a.iso.localeCompare(b.iso));
}

/**
 * Where the extraction layer checks and completes what the model returned: the model's parties
 * and dates are validated and merged with what the matter records; then what the visitor's own
 * words say (`understandNarrative`, English text) fills what the model left out: a date the text
 * states that the model missed is added, and the text's other side is used only when the model
 * named none. The model's answer is never overwritten by the text's.
 */
export function completeFromText(
  args: MatterFieldsFromModel,
  previous: { parties: NarrativeParty[]; keyDates: KeyDate[] } = { parties: [], keyDates: [] },
  fromText: Pick<NarrativeUnderstanding, "parties" | "keyDates"> | null = null,
): CompletedMatterFields {
  let parties = args.parties ? mergeParties(previous.parties, args.parties) : previous.parties;
  let keyDates = args.keyDates ? mergeKeyDates(previous.keyDates, args.keyDates) : previous.keyDates;
  if (fromText) {
    const known = new Set(keyDates.map((date) => date.iso.slice(0, 10)));
    const missed = fromText.keyDates.filter(
      (date) => !known.has(date.iso.slice(0, 10)) && !keyDates.some((kept) => sameDatePhrase(kept.phrase, date.phrase)),
    );
    if (missed.length > 0) keyDates = mergeKeyDates(keyDates, missed);
    const textOpposing = fromText.parties.filter(
      (party) => party.role === "opposing" && !isPlaceholderName(party.name),
    );
    if (!parties.some((party) => party.role === "opposing") && textOpposing.length > 0)
      parties = mergeParties(parties, textOpposing);
  }

  // A name the model put in `opposingParty` that the parties say is someone else is not the other side.
  const notOpposing = new Set(parties.filter((party) => party.role !== "opposing").flatMap(namesOf));
  const stated =
    typeof args.opposingParty === "string" &&
    !isPlaceholderName(args.opposingParty) &&
    !notOpposing.has(normalized(args.opposingParty))
      ? args.opposingParty.trim()
      : null;
  return { parties, keyDates, opposingParty: opposingPartyOf(parties) ?? stated };
}
