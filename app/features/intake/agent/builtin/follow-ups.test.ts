import { describe, expect, it } from "vitest";
import { type MatterFacts, missingInformation } from "~/features/matters/missing-information.ts";
import { chooseFollowUp, followUpById, hintId } from "./follow-ups.ts";

// A service whose name carries each area, so its per-service details apply.
const SERVICE_OF: Record<string, string> = {
  family: "Family",
  employment: "Employment",
  business: "Business",
  "tenant-landlord": "Tenant Rights",
  probate: "Probate",
  education: "Education",
};

// A plausible answer to each follow-up, as a visitor would type it.
const ANSWERS: Record<string, string> = {
  "family.marriageDates": "We married in 2015 and separated this spring",
  "family.children": "No, we don't have children",
  "employment.employmentDates": "From 2019 until they let me go",
  "employment.employer": "Northwind Freight",
  "employment.termination": "They let me go",
  "business.entity": "We're an LLC",
  "business.otherParty": "A supplier we buy parts from",
  "business.contract": "Only emails, nothing signed",
  "tenant-landlord.role": "I'm the tenant",
  "tenant-landlord.lease": "Yes, a one-year lease",
  "tenant-landlord.propertyAddress": "12 Oak Street, Denver, CO",
  "probate.decedent": "My father, last November",
  "probate.will": "Yes, a will from 2010",
  "probate.estate": "A house and two bank accounts",
  "education.school": "Lincoln Middle School",
  "education.student": "My son, in 7th grade",
  "education.issue": "He was suspended",
  timeline: "About two years ago",
  place: "Denver, CO",
  state: "Colorado",
};

function matter(service: string, answers: Record<string, string> = {}): MatterFacts {
  return { service, matterSummary: "", answers, urgency: "low", jurisdiction: null };
}

function openHints(facts: MatterFacts): string[] {
  return missingInformation(facts).flatMap((hint) => hintId(hint) ?? []);
}

describe("follow-up questions", () => {
  it.each(Object.entries(ANSWERS))("a real answer to %s settles the hints it is asked for", (id, answer) => {
    const followUp = followUpById(id)!;
    expect(followUp).not.toBeNull();
    const area = id.includes(".") ? id.split(".")[0] : null;
    const service = area ? SERVICE_OF[area] : "Personal Injury";
    const before = openHints(matter(service));
    for (const hint of followUp.covers) expect(before, hint).toContain(hint);
    const after = openHints(matter(service, { [followUp.question]: answer }));
    for (const hint of followUp.covers) expect(after, hint).not.toContain(hint);
  });

  it("leaves the hint open when the visitor does not know", () => {
    const followUp = followUpById("timeline")!;
    expect(openHints(matter("Personal Injury", { [followUp.question]: "I don't know" }))).toContain("timeline");
  });

  it("prefers the question that settles the most: the marriage dates also date the matter", () => {
    const hints = missingInformation(matter("Family"));
    const choice = chooseFollowUp(hints, []);
    expect(choice?.followUp.id).toBe("family.marriageDates");
    expect(choice?.targets).toEqual(["family.marriageDates", "timeline"]);
  });

  it("never targets a hint twice, so a visitor who did not know is not asked again in other words", () => {
    const hints = missingInformation(matter("Personal Injury"));
    const first = chooseFollowUp(hints, []);
    expect(first).toMatchObject({ followUp: { id: "place" }, targets: ["location", "jurisdiction"] });
    const second = chooseFollowUp(hints, first!.targets);
    expect(second?.followUp.id).toBe("timeline");
    expect(chooseFollowUp(hints, [...first!.targets, ...second!.targets])).toBeNull();
  });

  it("asks for the state alone when the place is known but not its state", () => {
    const facts: MatterFacts = {
      ...matter("Personal Injury"),
      jurisdiction: { city: "Springfield", state: null, country: null },
    };
    const choice = chooseFollowUp(missingInformation(facts), ["timeline"]);
    expect(choice?.followUp.id).toBe("state");
  });

  it("has nothing to ask about documents, urgency or the summary", () => {
    const facts: MatterFacts = {
      service: "Personal Injury",
      matterSummary: "",
      answers: { "When did it happen?": "Last March", "Where?": "Denver, CO" },
      urgency: "unknown",
      jurisdiction: null,
    };
    expect(missingInformation(facts).map((hint) => hint.code)).toEqual(["summary", "evidence", "urgency"]);
    expect(chooseFollowUp(missingInformation(facts), [])).toBeNull();
  });
});
