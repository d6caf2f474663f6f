import { beforeAll, describe, expect, it } from "vitest";
import { opposingParty, understandNarrative, warmUnderstanding } from "./index.ts";
import { HOLDOUT_ROUNDS } from "./narratives-rounds.fixtures.ts";
import { FIELD_NARRATIVES, FIELD_NOW, type FieldNarrative } from "./narratives-field.fixtures.ts";
import { differences } from "./narratives-field.check.ts";
import { DEFAULT_SERVICES } from "./test-services.ts";
import { identifyService } from "~/features/intake/agent/builtin/identify-service.ts";

beforeAll(() => warmUnderstanding(), 60_000);

/**
 * Rounds 1 to 4 (the lead's first hold-out sets; see the fixtures' header), rounds 5 and 7 (the lead's blind sets, handed over as training data), rounds 6 and 8 (written
 * before the code changed for them; ADR 0063, 0064): the other side, the place, the key dates with their kinds and
 * the urgency a careful paralegal would file.
 */
/**
 * Known miss (ADR 0063): a cousin who is the visitor's business partner, named by a short first
 * name no lexicon knows ("my cousin dev"), whose act is told without a verb done to the visitor
 * ("opened a second bank account behind my back"). Marked so that a fix shows here.
 */
/**
 * Known misses of round 21 (ADR 0105): a town two states share ("Everett") named only beside a state
 * agency's name, and a Spanish business name with "de" inside it.
 */
const KNOWN_MISSES = new Set<string>([
  "f8 business partner is a cousin, the company is the visitor's own",
  "unemployment denied for misconduct, phone hearing",
  "Spanish: another bakery opened with the same name",
  // "Duluth" alone is in Minnesota and in Georgia, neither five times the other: no state is guessed.
  "a nurse's final warning after reporting falsified counts",
  // Round 26: "Jefferson District Court" is Jefferson County's court in Kentucky, where the arrest was;
  // it is read as the village of Jefferson in Ohio, the visitor's home state.
  "arrested at a concert in another state",
  // Round 29: "Lansing" alone is in Michigan and in Illinois, neither five times the other.
  "workers comp cut off with no light duty",
]);

function problemsOf(n: FieldNarrative): string[] {
  const u = understandNarrative(n.text, { now: new Date(n.now ?? FIELD_NOW), firmServices: DEFAULT_SERVICES });
  return differences(n, {
    opposing: opposingParty(u.parties) ?? null,
    place: u.place,
    keyDates: u.keyDates,
    urgency: u.urgency.level,
    outsideServices: u.outsideServices,
    parties: u.parties,
    // The service as the interview files it: the layer's practice area, else the keywords' clear match.
    service: u.service ?? matchedService(n.text),
  });
}

function matchedService(text: string): string | null {
  const found = identifyService(text, DEFAULT_SERVICES);
  return found.kind === "match" ? found.service : null;
}

describe.each([
  // The field narratives (written before the extraction layer was tuned to them), then the hold-out rounds.
  ["field", FIELD_NARRATIVES],
  ...HOLDOUT_ROUNDS,
] as const)("narratives, %s: the extraction layer", (_round, narratives) => {
  it.each(narratives.filter((n) => !KNOWN_MISSES.has(n.id)).map((n) => [n.id, n] as const))("%s", (_id, n) => {
    const problems = problemsOf(n);
    expect(problems.length, problems.join("\n")).toBe(0);
  });

  const misses = narratives.filter((n) => KNOWN_MISSES.has(n.id));
  if (misses.length > 0) {
    it.each(misses.map((n) => [n.id, n] as const))("known miss: %s", (_id, n) => {
      expect(problemsOf(n).length).toBeGreaterThan(0);
    });
  }
});
