import type { Party } from "./extract-facts.ts";
import { asSentence, clip, collapseSpace } from "./tokens.ts";

/**
 * The matter summary a lawyer reads first. It is built only from what the visitor said: a lead
 * sentence from the extracted facts, then the visitor's own account, quoted.
 */

export type SummaryInput = {
  service: string;
  clientName: string | null;
  opposing: Party | null;
  place: string | null;
  /** The visitor's own descriptions, oldest first. */
  statements: readonly string[];
  /** Answers to intake questions, used only when the visitor gave no description. */
  answers: readonly string[];
};

const SUMMARY_MAX = 1500;
const DEFINITE = /^(other |truck driver|driver|store|restaurant|hospital|company|property owner|owner|alleged victim|accuser|co-defendant|HOA)/;

function partyPhrase(party: Party): string | null {
  const article = party.relation && DEFINITE.test(party.relation) ? "the" : "their";
  if (party.name && party.relation) return `${article} ${party.relation}, ${party.name}`;
  if (party.name) return party.name;
  return party.relation ? `${article} ${party.relation}` : null;
}

export function composeSummary(input: SummaryInput): string {
  const opposing = input.opposing ? partyPhrase(input.opposing) : null;
  const article = /^[aeiou]/i.test(input.service) ? "an" : "a";
  let lead = `${input.clientName ?? "The visitor"} is seeking help with ${article} ${input.service} matter`;
  if (opposing) lead += ` involving ${opposing}`;
  if (input.place) lead += ` (${input.place})`;
  lead += ".";
  const statements = input.statements.map((s) => asSentence(collapseSpace(s))).filter((s) => s.length > 1);
  if (statements.length > 0) {
    const quoted = clip(statements.join(" "), SUMMARY_MAX - lead.length - 20);
    return `${lead} In their words: "${quoted}"`;
  }
  const details = input.answers.filter((a) => a && a !== "Not provided").map((a) => asSentence(a));
  if (details.length > 0) return `${lead} Details given: ${clip(details.join(" "), SUMMARY_MAX - lead.length - 20)}`;
  return lead;
}
