import { beforeAll, describe, expect, it } from "vitest";
import { warmUnderstanding } from "./index.ts";
import { DEFAULT_SERVICES } from "./test-services.ts";
import { SUMMARY_MAX, understandNarrative, writeSummary } from "./index.ts";

// The gazetteer and the NLP lexicon load once, before the timed tests.
beforeAll(() => warmUnderstanding(), 60_000);

const NOW = new Date("2026-03-22T15:00:00Z");

describe("writeSummary", () => {
  it("writes who, against whom, where, when and what is wanted, without quoting the visitor", () => {
    const text =
      "hi my name is dana reyes. my landlord kyle from Whitfield Properties LLC gave me court papers, the hearing is set for april 1st at 9am at the Halden County Court. he says i owe 3 months rent but i paid. my neighbour Bev who is helping me write this says i should get a lawyer. i live in brooklyn park. i want to stay in my apartment";
    const u = understandNarrative(text, { now: NOW, firmServices: DEFAULT_SERVICES });
    const summary = writeSummary(u, [text], NOW, u.service ?? null);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary).toMatch(
      /^Dana Reyes seeks help with a landlord-tenant matter against Whitfield Properties LLC, landlord \(also named: Kyle\) in Brooklyn Park, Halden County, MN\./,
    );
    expect(summary).toContain("Hearing in 10 days: 2026-04-01, Halden County Court");
    expect(summary).toContain("Bev (helper, neighbour)");
    expect(summary).toContain("The visitor wants: stay in my apartment.");
    expect(summary).not.toContain('"');
  });

  it("stays within the limit for a very long narrative", () => {
    const text = Array.from(
      { length: 60 },
      (_, i) => `On march ${(i % 20) + 1} my boss at Acme Logistics Inc refused to pay me again and threatened me.`,
    ).join(" ");
    const u = understandNarrative(text, { now: NOW, firmServices: DEFAULT_SERVICES });
    expect(writeSummary(u, [text], NOW, "Employment").length).toBeLessThanOrEqual(SUMMARY_MAX);
  });

  it("says when the matter is outside the firm's services", () => {
    const text = "I have a removal hearing in immigration court on April 14, 2026.";
    const u = understandNarrative(text, { now: NOW, firmServices: DEFAULT_SERVICES });
    expect(writeSummary(u, [text], NOW, null)).toContain("outside the firm's listed services");
  });
});

describe("writeSummary: a message written for another", () => {
  it("names the one it is written for as the client, not the writer who signs", () => {
    const text =
      "My name is Sam Ortiz and I'm a coworker of the person this is about. Her name is Mei Tanaka and we both work at Ridgeline Insurance in Omaha, Nebraska. Our manager Todd Burke keeps making comments about her age and cut her shifts.";
    const u = understandNarrative(text, { now: NOW, firmServices: DEFAULT_SERVICES });
    expect(writeSummary(u, [text], NOW, u.service ?? null)).toMatch(/^Mei Tanaka seeks help/);
  });
});
