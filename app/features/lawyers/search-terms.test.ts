import { describe, expect, it } from "vitest";
import { likeEscape, locationTerms, practiceAreaTerm, textTerms } from "./search-terms.ts";

describe("search terms", () => {
  it("a location becomes places and state codes", () => {
    expect(locationTerms("Austin, Texas")).toEqual({ places: ["austin", "texas"], states: ["tx"] });
    expect(locationTerms("Austin TX")).toEqual({ places: ["austin tx", "austin"], states: ["tx"] });
    expect(locationTerms("ny")).toEqual({ places: ["ny"], states: ["ny"] });
    expect(locationTerms(undefined)).toEqual({ places: [], states: [] });
  });

  it("free text keeps meaningful words only", () => {
    expect(textTerms("The best divorce lawyer for custody")).toEqual(["best", "divorce", "custody"]);
    expect(textTerms("%")).toEqual([]);
  });

  it("a practice area drops words like 'law' and 'lawyer'", () => {
    expect(practiceAreaTerm("Family Law")).toBe("family");
    expect(practiceAreaTerm("Personal Injury")).toBe("personal injury");
    expect(practiceAreaTerm("Law")).toBe("law");
  });

  it("LIKE wildcards are escaped", () => {
    expect(likeEscape("100%_\\")).toBe("100\\%\\_\\\\");
  });
});
