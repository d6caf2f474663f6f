import { describe, expect, it } from "vitest";
import { annualSavingPercent, businessSeatPrice, parseSeats, recommendedTier, upgradePaths } from "./plans.ts";

describe("plan catalogue", () => {
  it("presents the annual business seat as a 12 % saving", () => {
    expect(annualSavingPercent(businessSeatPrice.monthly, businessSeatPrice.annual)).toBe(12);
  });

  it("offers the spec's upgrade paths and recommendations", () => {
    expect(upgradePaths.free).toEqual(["free", "business"]);
    expect(upgradePaths.enterprise).toEqual(["enterprise"]);
    expect(recommendedTier("plus")).toBe("business");
    expect(recommendedTier("business")).toBe("enterprise");
    expect(recommendedTier("enterprise")).toBeNull();
  });

  it("falls back to one seat for anything that is not a positive number", () => {
    expect(parseSeats("3")).toBe(3);
    expect(parseSeats("abc")).toBe(1);
    expect(parseSeats("0")).toBe(1);
    expect(parseSeats(undefined)).toBe(1);
  });
});
