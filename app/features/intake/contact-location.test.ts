import { describe, expect, it } from "vitest";
import { isVisitorsOwnLocation, withoutOthersLocation } from "./contact-location.ts";

describe("the contact form's location is the visitor's own", () => {
  it("keeps a place the visitor puts themselves in", () => {
    expect(
      isVisitorsOwnLocation("Charlotte, NC", [
        "My wife and I are separating and I'm in Charlotte, NC. We have two kids.",
      ]),
    ).toBe(true);
    expect(
      isVisitorsOwnLocation("Austin, TX", [
        "My husband John and I separated last March. I live in Austin, TX with our daughter.",
      ]),
    ).toBe(true);
    expect(isVisitorsOwnLocation("Denver, CO", ["can you find me a lawyer? we moved to Denver last year"])).toBe(true);
  });

  it("never keeps the other side's city", () => {
    expect(
      isVisitorsOwnLocation("Denver, CO", ["My ex-husband moved to Denver with the kids and won't let me see them."]),
    ).toBe(false);
    expect(isVisitorsOwnLocation("Reno, NV", ["I'm in Sacramento but my landlord lives in Reno, NV."])).toBe(false);
    expect(isVisitorsOwnLocation("Phoenix, AZ", ["The company is based in Phoenix, AZ."])).toBe(false);
  });

  it("drops only the location from the form's values", () => {
    expect(withoutOthersLocation({ name: "Dana", location: "Denver, CO" }, ["She lives in Denver now."])).toEqual({
      name: "Dana",
    });
    expect(withoutOthersLocation({ name: "Dana", location: "Austin, TX" }, ["I live in Austin."])).toEqual({
      name: "Dana",
      location: "Austin, TX",
    });
  });
});
