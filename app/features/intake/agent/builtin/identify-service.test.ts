import { describe, expect, it } from "vitest";
import { defaultServiceQuestions } from "~/features/organizations/default-config.ts";
import {
  areaOfService,
  detectServiceCorrection,
  fallbackService,
  identifyService,
  resolveServiceChoice,
} from "./identify-service.ts";

const DEFAULTS = Object.keys(defaultServiceQuestions);

describe("identifying a default service from the visitor's words", () => {
  it.each([
    ["We're getting a divorce", "Family"],
    ["I need help with child support payments", "Family"],
    ["My ex won't let me see the kids and I want to change custody", "Family"],
    ["I got fired for no reason", "Employment"],
    ["My employer hasn't paid my wages for a month", "Employment"],
    ["My boss keeps making comments, it's harassment", "Employment"],
    ["I was in a car accident", "Personal Injury"],
    ["I had a slip and fall at a restaurant", "Personal Injury"],
    ["I was injured at a construction site", "Personal Injury"],
    ["I was arrested yesterday", "Criminal"],
    ["I've been charged with theft", "Criminal"],
    // A business billing the visitor is no criminal charge.
    ["The gym keeps charging my card even though I cancelled", "Civil"],
    ["I got a DUI", "Criminal"],
    ["Someone registered a trademark that looks like ours", "Intellectual Property"],
    ["A blog copied my photos, is that copyright infringement?", "Intellectual Property"],
    ["I have an idea for a patent", "Intellectual Property"],
    ["I want to set up an LLC with a partner", "Business"],
    ["I'm buying into a business", "Business"],
    ["Can someone look over this contract?", "Contract Review"],
    ["I need a lease review before I move in", "Contract Review"],
    ["My neighbor dispute is getting worse", "Civil"],
    ["I want to sue a contractor who never finished the job, maybe small claims", "Civil"],
  ])("%s → %s", (text, service) => {
    expect(identifyService(text, DEFAULTS)).toMatchObject({ kind: "match", service });
  });

  it("finds nothing in a greeting or a vague request", () => {
    expect(identifyService("hello there", DEFAULTS)).toEqual({ kind: "none" });
    expect(identifyService("I need some help please", DEFAULTS)).toEqual({ kind: "none" });
  });

  it("picks General Consultation only when the visitor names it", () => {
    expect(identifyService("I'd like a general consultation", DEFAULTS)).toMatchObject({
      kind: "match",
      service: "General Consultation",
    });
    expect(fallbackService(DEFAULTS)).toBe("General Consultation");
  });

  it("reports a tie between two areas as ambiguous", () => {
    expect(identifyService("I was arrested and my wife wants a divorce", DEFAULTS)).toEqual({
      kind: "ambiguous",
      options: ["Family", "Criminal"],
    });
  });
});

describe("a firm's own service names", () => {
  it.each([
    ["Family Law", "family"],
    ["Divorce & Custody", "family"],
    ["Workplace Rights", "employment"],
    ["DUI Defense", "criminal"],
    ["Landlord & Tenant", "housing"],
    ["Immigration", "immigration"],
    ["Estate Planning", "estate"],
    ["Other", "general"],
    ["Maritime Salvage", null],
  ])("%s belongs to %s", (service, area) => {
    expect(areaOfService(service)).toBe(area);
  });

  it("matches renamed services through the lexicon and through their own names", () => {
    const services = ["Family Law", "Workplace Rights", "Landlord & Tenant", "Maritime Salvage", "Something Else"];
    expect(identifyService("my husband and I are separating", services)).toMatchObject({ service: "Family Law" });
    expect(identifyService("I was fired from my job", services)).toMatchObject({ service: "Workplace Rights" });
    expect(identifyService("my landlord kept my security deposit", services)).toMatchObject({
      service: "Landlord & Tenant",
    });
    expect(identifyService("a question about maritime salvage rights", services)).toMatchObject({
      service: "Maritime Salvage",
    });
    expect(fallbackService(services)).toBe("Something Else");
  });
});

describe("the visitor picking or correcting the service", () => {
  const options = ["Family", "Criminal"];

  it.each([
    ["2", "Criminal"],
    ["the first one", "Family"],
    ["criminal", "Criminal"],
    ["It's more about the divorce", "Family"],
    ["none of these", "General Consultation"],
  ])("%s → %s", (reply, service) => {
    expect(resolveServiceChoice(reply, options, DEFAULTS)).toBe(service);
  });

  it("does not read a number inside a sentence as a choice", () => {
    expect(resolveServiceChoice("2 years ago my landlord kept my deposit and I want to sue", options, DEFAULTS)).toBe(
      "Civil",
    );
  });

  it("switches on a correction that names another area", () => {
    expect(detectServiceCorrection("Actually it's more of an employment issue", DEFAULTS, "Business")).toEqual({
      kind: "switch",
      service: "Employment",
    });
    expect(detectServiceCorrection("Employment", DEFAULTS, "Business")).toEqual({
      kind: "switch",
      service: "Employment",
    });
    expect(detectServiceCorrection("That's the wrong category", DEFAULTS, "Business")).toEqual({ kind: "ask" });
  });

  it("does not switch on an ordinary answer", () => {
    expect(detectServiceCorrection("No, nothing has been filed yet", DEFAULTS, "Family")).toBeNull();
    expect(detectServiceCorrection("It's about custody of our two kids", DEFAULTS, "Family")).toBeNull();
    expect(detectServiceCorrection("My boss also yelled at me", DEFAULTS, "Family")).toBeNull();
  });
});
