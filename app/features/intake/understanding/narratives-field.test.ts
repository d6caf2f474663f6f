import { beforeAll, describe, expect, it } from "vitest";
import { opposingParty, understandNarrative, warmUnderstanding } from "./index.ts";
import { FIELD_NARRATIVES, FIELD_NOW } from "./narratives-field.fixtures.ts";
import { differences } from "./narratives-field.check.ts";
import { DEFAULT_SERVICES } from "./test-services.ts";

// The gazetteer and the NLP lexicon load once, before the timed tests.
beforeAll(() => warmUnderstanding(), 60_000);

/** The extraction layer on field narratives written before it was tuned (issue 13). */
describe("field narratives: the extraction layer", () => {
  it.each(FIELD_NARRATIVES.map((n) => [n.id, n] as const))("%s", (_id, n) => {
    const u = understandNarrative(n.text, { now: new Date(n.now ?? FIELD_NOW), firmServices: DEFAULT_SERVICES });
    const filed = {
      opposing: opposingParty(u.parties) ?? null,
      place: u.place,
      keyDates: u.keyDates,
      urgency: u.urgency.level,
      outsideServices: u.outsideServices,
    };
    const problems = differences(n, filed);
    expect(problems.length, problems.join("\n")).toBe(0);
  });
});
