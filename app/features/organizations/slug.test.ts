import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify", () => {
  it("makes a URL-safe slug of a firm's name", () => {
    expect(slugify("Smith & Park LLP")).toBe("smith-and-park-llp");
    expect(slugify("  Müller  Rechtsanwälte!! ")).toBe("muller-rechtsanwalte");
    expect(slugify("---")).toBe("firm");
    expect(slugify("東京法律事務所")).toBe("firm");
    expect(slugify("A")).toBe("firm-a");
    expect(slugify("x".repeat(80))).toHaveLength(50);
  });
});
