import type { PartyKind, PartyRole } from "./types.ts";

/** A name the text gives a party, where it stands, and what the rules have made of it so far. */
export type Mention = {
  name: string;
  kind: PartyKind;
  index: number;
  end: number;
  relation: string | null;
  role: PartyRole;
  score: number;
  /** Other names of the same party ("my landlord Kyle" behind Whitfield Properties LLC). */
  alias?: string[];
  /** Named as acting with the visitor ("my business partner Omar and I"). */
  withVisitor?: boolean;
  /** A partner who only says what to do about the matter. */
  advises?: boolean;
  /** Named right after a harm told of "he" or "she" ("he pushed me ... his name is Travis Odell"). */
  namedForHarm?: boolean;
  /** Said to act against the visitor somewhere in the text. */
  actsAgainst?: boolean;
};

/** "Omar" and "Omar Haddad", "ACME" and "acme": one party. */
export function sameParty(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || x.split(/\s+/).includes(y) || y.split(/\s+/).includes(x);
}
