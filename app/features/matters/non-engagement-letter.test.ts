import { describe, expect, it } from "vitest";
import { defaultNonEngagementLetter, renderNonEngagementLetter } from "./non-engagement-letter.ts";

describe("renderNonEngagementLetter", () => {
  const values = { clientName: "Dana Reyes", firmName: "Abbott & Co", matterNumber: "AC-2026-0007" };

  it("fills the firm's template and leaves an unknown placeholder as written", () => {
    expect(
      renderNonEngagementLetter("Dear {{ clientName }}, {{firmName}} declines {{matterNumber}}. {{signature}}", values),
    ).toBe("Dear Dana Reyes, Abbott & Co declines AC-2026-0007. {{signature}}");
  });

  it("falls back to the default wording, which says no representation, deadlines and other counsel", () => {
    const letter = renderNonEngagementLetter("   ", { ...values, clientName: null });
    expect(letter.startsWith("Dear prospective client,")).toBe(true);
    expect(letter).toContain("Abbott & Co does not represent you");
    expect(letter).toContain("deadlines and limitation periods may apply");
    expect(letter).toContain("seek advice from another lawyer promptly");
    expect(renderNonEngagementLetter(null, values)).toBe(renderNonEngagementLetter(defaultNonEngagementLetter, values));
  });
});
