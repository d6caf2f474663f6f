import { describe, expect, it } from "vitest";
import { defaultTitle, intakeDescription, intakeTitle } from "./intake-meta.ts";

describe("intake page title and description", () => {
  it("uses the organization's name with the 'AI Legal Assistant' suffix", () => {
    expect(intakeTitle({ name: "Smith & Park LLP", introMessage: null })).toBe("Smith & Park LLP - AI Legal Assistant");
  });

  it("falls back to a shortened intro message, then to the default title", () => {
    const title = intakeTitle({
      name: " ",
      introMessage: "Welcome to the intake assistant of a firm with a very long introduction indeed",
    });
    expect(title.endsWith(" - AI Legal Assistant")).toBe(true);
    expect(title.length).toBeLessThan(70);
    expect(title).toContain("…");
    expect(intakeTitle(null)).toBe(defaultTitle);
    expect(defaultTitle).toBe("Intelligent Legal Assistant & Chat Interface");
  });

  it("describes the page by the organization's description, else its intro message", () => {
    expect(intakeDescription({ description: "Family law in Ohio.", introMessage: "Hi" })).toBe("Family law in Ohio.");
    expect(intakeDescription({ description: null, introMessage: "Hi there" })).toBe("Hi there");
    expect(intakeDescription({ description: "x".repeat(400), introMessage: null }).length).toBeLessThanOrEqual(160);
  });
});
