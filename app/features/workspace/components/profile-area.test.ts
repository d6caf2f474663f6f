import { describe, expect, it } from "vitest";
import { tierBadgeKey } from "./profile-area.tsx";

describe("the profile's tier badge", () => {
  it("shows Free for free and Business for plus, business and enterprise (spec §6)", () => {
    expect(tierBadgeKey("free")).toBe("profile.tierFree");
    for (const tier of ["plus", "business", "enterprise"] as const)
      expect(tierBadgeKey(tier)).toBe("profile.tierBusiness");
  });
});
