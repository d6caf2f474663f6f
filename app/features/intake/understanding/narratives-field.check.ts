import type { KeyDate, NarrativeParty } from "./types.ts";
import type { ExpectedPlace, FieldNarrative } from "./narratives-field.fixtures.ts";

/**
 * Compares what was understood of a field narrative with what a careful paralegal would file, and
 * lists every difference (one line each) so a failing narrative shows all its problems at once.
 */

export type Filed = {
  opposing: NarrativeParty | null;
  place: { city?: string | null; county?: string | null; state?: string | null } | null;
  keyDates: readonly KeyDate[];
  urgency: string | null;
  outsideServices?: boolean;
  /** Every party recorded, when the caller has them (helpers and family are checked there). */
  parties?: readonly NarrativeParty[];
  /** The firm's service the matter was filed under. */
  service?: string | null;
};

/** One spelling of a name: a leading "the" and a trailing legal form name the same company ("The Anchor Grill", "Riverbend Property Group LLC"). */
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,']/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^the /, "")
    .replace(/ (?:llc|inc|corp|co|ltd|lp|llp|pllc|pc)$/, "");
const oneOf = (alternatives: string, value: string | null | undefined) =>
  value != null && alternatives.split("|").some((a) => fold(a) === fold(value));

export function differences(n: FieldNarrative, filed: Filed): string[] {
  const out: string[] = [];
  const name = filed.opposing?.name || null;
  if (n.other === null) {
    if (name) out.push(`other side: expected none, got "${name}"`);
  } else {
    if (!oneOf(n.other.name, name)) out.push(`other side: expected "${n.other.name}", got "${name}"`);
    else if (!oneOf(n.other.kind, filed.opposing?.kind))
      out.push(`other side kind: expected ${n.other.kind}, got ${filed.opposing?.kind}`);
  }
  for (const never of n.never ?? [])
    if (name && fold(name) === fold(never)) out.push(`other side: "${never}" is not the other side`);
  if (n.place === null) {
    if (filed.place?.city || filed.place?.state || filed.place?.county)
      out.push(`place: expected none, got ${JSON.stringify(filed.place)}`);
  } else if (n.place) {
    for (const field of ["city", "county", "state"] as const) {
      const want = (n.place as ExpectedPlace)[field];
      if (want === undefined) continue;
      const got = filed.place?.[field] ?? null;
      if (want === null ? got !== null : !oneOf(want, got)) out.push(`place ${field}: expected ${want}, got ${got}`);
    }
  }
  for (const [days, kinds] of n.dates ?? []) {
    const found = filed.keyDates.filter((d) => oneOf(days, d.iso.slice(0, 10)));
    if (found.length === 0)
      out.push(`date ${days}: missing (got ${filed.keyDates.map((d) => `${d.iso} ${d.kind}`).join(", ") || "none"})`);
    else if (!found.some((d) => oneOf(kinds, d.kind)))
      out.push(`date ${days}: expected ${kinds}, got ${found.map((d) => d.kind).join(",")}`);
  }
  if (n.urgency && !oneOf(n.urgency, filed.urgency)) out.push(`urgency: expected ${n.urgency}, got ${filed.urgency}`);
  if (n.outside !== undefined && Boolean(filed.outsideServices) !== n.outside)
    out.push(`outside the firm's services: expected ${n.outside}`);
  for (const helper of n.helpers ?? []) {
    const recorded = (filed.parties ?? []).find((p) => fold(p.name) === fold(helper));
    if (!recorded || !["family", "helper"].includes(recorded.role))
      out.push(`"${helper}": expected recorded as family or a helper, got ${recorded ? recorded.role : "nothing"}`);
  }
  if (n.service && !oneOf(n.service, filed.service)) out.push(`service: expected ${n.service}, got ${filed.service}`);
  return out;
}
