import { beforeAll, describe, expect, it } from "vitest";
import { opposingParty, understandNarrative, warmUnderstanding } from "./index.ts";
import {
  HOLDOUT_NARRATIVES,
  HOLDOUT_NARRATIVES_2,
  HOLDOUT_NARRATIVES_3,
  HOLDOUT_NARRATIVES_4,
} from "./narratives-holdout.fixtures.ts";
import { FIELD_NOW } from "./narratives-field.fixtures.ts";
import { differences } from "./narratives-field.check.ts";
import { DEFAULT_SERVICES } from "./test-services.ts";

beforeAll(() => warmUnderstanding(), 60_000);

/** The lead's hold-out narratives (written blind; see the fixtures' header). */
describe("hold-out narratives: the extraction layer", () => {
  it.each(
    [...HOLDOUT_NARRATIVES, ...HOLDOUT_NARRATIVES_2, ...HOLDOUT_NARRATIVES_3, ...HOLDOUT_NARRATIVES_4].map(
      (n) => [n.id, n] as const,
    ),
  )("%s", (_id, n) => {
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
