import { describe, expect, it } from "vitest";
import { hasSafetyConcern } from "./safety-concern.ts";

describe("hasSafetyConcern", () => {
  it("marks threats and violence in the visitor's words", () => {
    expect(hasSafetyConcern(["My landlord threatened me when I asked for the deposit."])).toBe(true);
    expect(hasSafetyConcern(["There was domestic violence last year."])).toBe(true);
    expect(hasSafetyConcern(["I am afraid for my safety."])).toBe(true);
  });

  it("does not mark a concern the visitor denies, or an ordinary dispute", () => {
    expect(hasSafetyConcern(["He never threatened me, he just kept the deposit."])).toBe(false);
    expect(hasSafetyConcern(["My landlord kept my deposit of $1,200."])).toBe(false);
  });
});
