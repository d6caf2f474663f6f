import { describe, expect, it } from "vitest";
import { parsePlanChoice, planHref } from "./plan-page.ts";

describe("the plan page's query", () => {
  it("falls back to the defaults for anything unknown", () => {
    expect(parsePlanChoice(new URLSearchParams("tab=x&interval=weekly&seats=-3&country=FI"))).toEqual({
      tab: "personal",
      interval: "annual",
      seats: 1,
      country: "US",
    });
    expect(parsePlanChoice(new URLSearchParams("tab=business&seats=abc"))).toMatchObject({ tab: "business", seats: 2 });
    expect(parsePlanChoice(new URLSearchParams("country=vn&seats=7"))).toMatchObject({ country: "VN", seats: 7 });
  });

  it("links keep the choice", () => {
    const choice = parsePlanChoice(new URLSearchParams("tab=business&interval=monthly&seats=3&country=DE"));
    expect(planHref(choice, { interval: "annual" })).toBe("/pricing?tab=business&interval=annual&seats=3&country=DE");
  });
});
