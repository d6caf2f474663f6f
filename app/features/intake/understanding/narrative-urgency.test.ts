import { beforeAll, describe, expect, it } from "vitest";
import { warmUnderstanding } from "./index.ts";
import type { KeyDate } from "./types.ts";
import { assessNarrativeUrgency, keyDateLabel } from "./narrative-urgency.ts";

// The gazetteer and the NLP lexicon load once, before the timed tests.
beforeAll(() => warmUnderstanding(), 60_000);

const NOW = new Date("2026-03-22T15:00:00Z");
const date = (iso: string, kind: KeyDate["kind"] = "hearing", place: string | null = null): KeyDate => ({
  iso,
  kind,
  phrase: iso,
  sentence: iso,
  place,
});

describe("urgency from key dates", () => {
  // The one rule of deadline triage (urgency.ts): only hearings, court dates and response or filing deadlines decide.
  it.each([
    ["2026-03-22", "hearing", "emergency"], // today
    ["2026-03-29", "hearing", "emergency"], // day 7
    ["2026-03-30", "hearing", "high"], // day 8
    ["2026-04-21", "response_deadline", "high"], // day 30
    ["2026-04-22", "response_deadline", "medium"], // day 31
    ["2026-03-21", "hearing", "low"], // yesterday: past dates decide nothing
    ["2026-03-25", "incident", "low"],
    ["2026-03-25", "filing_deadline", "emergency"],
    ["2026-04-10", "offer_expiry", "high"],
  ] as const)("%s %s → %s", (iso, kind, level) => {
    expect(assessNarrativeUrgency([date(iso, kind)], [], NOW).level).toBe(level);
  });

  it("gives the deciding date and a reason the firm can read", () => {
    const result = assessNarrativeUrgency(
      [date("2026-05-30", "hearing"), date("2026-04-01", "hearing", "Halden County Court")],
      [],
      NOW,
    );
    expect(result.level).toBe("high");
    expect(result.reason).toBe("Hearing in 10 days: 2026-04-01, Halden County Court");
    expect(result.decidingDate?.iso).toBe("2026-04-01");
  });

  it("keeps danger in the visitor's words an emergency without any date", () => {
    expect(assessNarrativeUrgency([], ["he hit me last night and i am scared he will come back"], NOW).level).toBe(
      "emergency",
    );
  });

  it("labels past dates as past", () => {
    expect(keyDateLabel(date("2026-03-12", "employment_end"), NOW)).toBe("Employment ended 10 days ago: 2026-03-12");
  });
});

describe("urgency in the visitor's words: places and fears are no emergency (session 19)", () => {
  it.each([
    ["she went to the emergency room after the fall and got six stitches", "low"],
    ["i phoned the police non-emergency number and they said it was civil", "low"],
    ["i am scared that if i fall behind they could end up putting me in jail", "low"],
    ["my boyfriend has been in jail since tuesday and nobody will tell us anything", "emergency"],
    ["we need an emergency custody order, she took the baby out of state", "emergency"],
  ] as const)("%s → %s", (text, level) => {
    expect(assessNarrativeUrgency([], [text], NOW).level).toBe(level);
  });
});

describe("urgency in the visitor's words: a jail named, a lock in Spanish (session 23)", () => {
  it.each([
    // Held now in a jail named by its county or city.
    ["my daughter is still in the Pima County jail since her arrest on sunday", "emergency"],
    ["he's sitting in the city jail and they won't let me talk to him", "emergency"],
    // ... custody that is over is none.
    ["i was in the Dane County jail for two nights last year on a warrant that was a mistake", "low"],
    ["i was in jail for a weekend back in 2019 and now a background check turned it up", "low"],
    // ... nor is a job there.
    ["i work as a nurse in the county jail and they wrote me up for being late", "low"],
    // A lock changed, told in Spanish in the singular.
    ["el dueño me cambió la cerradura y mis cosas están adentro", "emergency"],
  ] as const)("%s → %s", (text, level) => {
    expect(assessNarrativeUrgency([], [text], NOW).level).toBe(level);
  });
});
