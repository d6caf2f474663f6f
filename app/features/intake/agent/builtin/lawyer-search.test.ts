import { describe, expect, it } from "vitest";
import { isLawyerSearchRequest, readLawyerSearchRequest } from "./lawyer-search.ts";

const services = ["Family", "Business", "Contract Review", "Intellectual Property", "Employment", "Personal Injury", "Criminal", "Civil", "General Consultation"];

describe("a visitor asking the built-in agent to find a lawyer", () => {
  it("recognizes requests to find, search for or be recommended a lawyer or attorney", () => {
    for (const text of ["Can you find me a lawyer?", "Search for an attorney near me", "I'm looking for an employment lawyer in Chicago", "Could you recommend a good attorney?", "Show me lawyers", "Who are the best lawyers here?"]) {
      expect(isLawyerSearchRequest(text), text).toBe(true);
    }
  });

  it("does not take an ordinary account or a refusal for a search", () => {
    for (const text of ["I need a lawyer for my divorce", "My landlord kept my deposit", "I don't want a lawyer, just information", "My lawyer found a problem with the lease"]) {
      expect(isLawyerSearchRequest(text), text).toBe(false);
    }
  });

  it("reads the practice area, place, language and fee it asks for", () => {
    expect(readLawyerSearchRequest("Can you find me a family lawyer in Austin, TX?", services)).toEqual({ practiceArea: "Family", location: "Austin, TX", language: null, maxFee: null });
    expect(readLawyerSearchRequest("Search for a Spanish-speaking attorney under $300 an hour", services)).toEqual({ practiceArea: null, location: null, language: "Spanish", maxFee: 300 });
    expect(readLawyerSearchRequest("Find me a criminal defense attorney in Miami who speaks Spanish", services)).toEqual({ practiceArea: "Criminal", location: "Miami, FL", language: "Spanish", maxFee: null });
  });
});
