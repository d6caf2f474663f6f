import { beforeAll, describe, expect, it } from "vitest";
import { opposingParty, understandNarrative, warmUnderstanding } from "./index.ts";
import { HOLDOUT_ROUNDS, KNOWN_READING_MISSES } from "./narratives-rounds.fixtures.ts";
import { FIELD_NARRATIVES, FIELD_NOW, type FieldNarrative } from "./narratives-field.fixtures.ts";
import { differences } from "./narratives-field.check.ts";
import { DEFAULT_SERVICES } from "./test-services.ts";
import { identifyService } from "~/features/intake/agent/builtin/identify-service.ts";

beforeAll(() => warmUnderstanding(), 60_000);

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
  it.each(narratives.filter((n) => !KNOWN_READING_MISSES.has(n.id)).map((n) => [n.id, n] as const))("%s", (_id, n) => {
    const problems = problemsOf(n);
    expect(problems.length, problems.join("\n")).toBe(0);
  });

  const misses = narratives.filter((n) => KNOWN_READING_MISSES.has(n.id));
  if (misses.length > 0) {
    it.each(misses.map((n) => [n.id, n] as const))("known miss: %s", (_id, n) => {
      expect(problemsOf(n).length).toBeGreaterThan(0);
    });
  }
});
