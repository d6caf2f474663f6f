import { describe, expect, it } from "vitest";
import type { NarrativeParty } from "~/features/intake/understanding/types.ts";
import { completeFromText, mergeKeyDates, opposingPartyOf } from "./structured-matter.ts";
import { toolArgumentSchemas, toolJsonSchemas } from "./tools.ts";
import { isIsoDate, isPlaceholderName } from "./understanding-args.ts";

const base = {
  service: "Housing",
  matterSummary: "A tenant in Brooklyn Park faces an eviction hearing on 2026-04-01.",
};

function parseCreate(extra: Record<string, unknown>) {
  const parsed = toolArgumentSchemas.create_matter.safeParse({ ...base, ...extra });
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
}

const party = (
  name: string,
  role: NarrativeParty["role"],
  kind: NarrativeParty["kind"] = "person",
  aliases: string[] = [],
): NarrativeParty => ({
  name,
  role,
  kind,
  description: null,
  aliases,
});

describe("the structured arguments of create_matter and update_matter", () => {
  it("keeps real ISO dates with their kind and drops the rest, without failing the call", () => {
    const args = parseCreate({
      keyDates: [
        {
          iso: "2026-04-01T09:00",
          kind: "hearing",
          phrase: "april 1st at 9am",
          sentence: "court papers set for April 1st at 9am",
          place: "Halden County Court",
        },
        { iso: "2026-02-30", kind: "response_deadline", phrase: "feb 30", sentence: "" },
        { iso: "April 1st", kind: "hearing", phrase: "April 1st", sentence: "" },
        { iso: "2026-13-01", kind: "other" },
        { iso: "2026-05-15", kind: "court date (maybe)", phrase: "may 15" },
        "next friday",
      ],
    });
    expect(args.keyDates).toEqual([
      {
        iso: "2026-04-01T09:00",
        kind: "hearing",
        phrase: "april 1st at 9am",
        sentence: "court papers set for April 1st at 9am",
        place: "Halden County Court",
      },
      // An unknown kind is "other", the date itself is kept.
      { iso: "2026-05-15", kind: "other", phrase: "may 15", sentence: "", place: null },
    ]);
  });

  it("enumerates roles: an unknown role is 'other', never the other side; descriptions are not names", () => {
    const args = parseCreate({
      parties: [
        { name: "Kyle Whitfield", role: "opposing", kind: "person", aliases: ["Kyle", "Kyle Whitfield"] },
        { name: "Bev", role: "landlord's friend", description: "neighbour helping write this" },
        { name: "boss (name not given)", role: "opposing" },
        { name: "I just told you", role: "opposing" },
        { role: "opposing" },
      ],
    });
    expect(args.parties).toEqual([
      { name: "Kyle Whitfield", role: "opposing", kind: "person", description: null, aliases: ["Kyle"] },
      { name: "Bev", role: "other", kind: "unknown", description: "neighbour helping write this", aliases: [] },
    ]);
  });

  it("accepts a county in the jurisdiction and an urgency with its reason", () => {
    const args = parseCreate({
      jurisdiction: { city: "Brooklyn Park", county: "Hennepin", state: "MN", country: "US" },
      urgency: "high",
      urgencyReason: "Hearing in 10 days: 2026-04-01",
      practiceArea: "landlord-tenant",
    });
    expect(args).toMatchObject({
      jurisdiction: { county: "Hennepin", state: "MN" },
      urgency: "high",
      urgencyReason: "Hearing in 10 days: 2026-04-01",
    });
    expect(toolArgumentSchemas.create_matter.safeParse({ ...base, urgency: "very urgent" }).success).toBe(false);
  });

  it("shows the model the roles, the kinds and the ISO format in the JSON Schema", () => {
    const create = toolJsonSchemas().find((tool) => tool.name === "create_matter")!;
    const text = JSON.stringify(create.parameters);
    for (const word of [
      '"opposing"',
      '"helper"',
      '"family"',
      '"hearing"',
      '"response_deadline"',
      '"county"',
      '"urgencyReason"',
      '"practiceArea"',
      "YYYY-MM-DD",
    ]) {
      expect(text).toContain(word);
    }
    const update = toolJsonSchemas().find((tool) => tool.name === "update_matter")!;
    expect(JSON.stringify(update.parameters)).toContain('"keyDates"');
  });
});

describe("what reaches the matter", () => {
  it("a company on the other side beats a first name; a full name beats a first name", () => {
    expect(opposingPartyOf([party("Kyle", "opposing"), party("Whitfield Properties LLC", "opposing", "company")])).toBe(
      "Whitfield Properties LLC",
    );
    expect(opposingPartyOf([party("Kyle", "opposing"), party("Kyle Whitfield", "opposing")])).toBe("Kyle Whitfield");
    expect(opposingPartyOf([party("Midwest Recovery Services", "opposing", "agency"), party("Tom", "opposing")])).toBe(
      "Midwest Recovery Services",
    );
  });

  it("a helper or relative never becomes the opposing party, even when the model says so", () => {
    const parties = [
      party("Bev Anders", "helper", "person", ["Bev"]),
      party("Maria", "family"),
      party("Apex Staffing", "opposing", "company"),
    ];
    expect(completeFromText({ parties, opposingParty: "Bev" }).opposingParty).toBe("Apex Staffing");
    // No other side named: the helper named in opposingParty is dropped, not recorded.
    const noOtherSide = completeFromText({ parties: parties.slice(0, 2), opposingParty: "Bev" });
    expect(noOtherSide.opposingParty).toBeNull();
    expect(completeFromText({ parties: parties.slice(0, 2), opposingParty: "maria" }).opposingParty).toBeNull();
    expect(completeFromText({ opposingParty: "neighbor" }).opposingParty).toBeNull();
    expect(completeFromText({ opposingParty: "Dr. Lena Ortiz" }).opposingParty).toBe("Dr. Lena Ortiz");
  });

  it("a later call adds parties and dates to those recorded", () => {
    const first = completeFromText({
      parties: [party("Kyle", "opposing")],
      keyDates: [{ iso: "2026-04-01", kind: "hearing", phrase: "april 1st", sentence: "", place: null }],
    });
    const second = completeFromText(
      {
        parties: [party("Kyle Whitfield", "opposing", "person", ["Kyle"]), party("Bev", "helper")],
        keyDates: [{ iso: "2026-03-20", kind: "response_deadline", phrase: "by the 20th", sentence: "", place: null }],
      },
      first,
    );
    expect(second.parties.map((p) => [p.name, p.role])).toEqual([
      ["Kyle Whitfield", "opposing"],
      ["Bev", "helper"],
    ]);
    expect(second.parties[0]!.aliases).toEqual(["Kyle"]);
    expect(second.keyDates.map((date) => date.iso)).toEqual(["2026-03-20", "2026-04-01"]);
    expect(second.opposingParty).toBe("Kyle Whitfield");
  });

  it("the same date and kind is kept once", () => {
    const hearing = { iso: "2026-04-01", kind: "hearing" as const, phrase: "april 1", sentence: "", place: null };
    expect(
      mergeKeyDates([hearing], [{ ...hearing, iso: "2026-04-01T09:00", place: "Halden County Court" }]),
    ).toHaveLength(1);
  });

  it("ISO dates are real calendar dates; placeholders are not names", () => {
    expect(
      ["2026-04-01", "2028-02-29", "2026-04-01T09:00", "2026-04-01T09:00:00Z", "2026-04-01T09:00:00-05:00"].every(
        isIsoDate,
      ),
    ).toBe(true);
    expect(
      ["2027-02-29", "2026-04-31", "2026-4-1", "04/01/2026", "2026-04-01T25:00", "", "1800-01-01"].some(isIsoDate),
    ).toBe(false);
    expect(
      [
        "neighbor",
        "my boss",
        "the landlord",
        "boss (name not given)",
        "Not sure",
        "I just told you, Kyle Whitfield",
        "123",
      ].every(isPlaceholderName),
    ).toBe(true);
    expect(["Kyle Whitfield", "Acme Property Management LLC", "Bev"].some(isPlaceholderName)).toBe(false);
  });
});
