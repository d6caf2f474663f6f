import { describe, expect, it } from "vitest";
import type { KeyDate } from "~/features/intake/understanding/types.ts";
import { limitationDate } from "./limitation-period.server.ts";

const date = (iso: string, kind: KeyDate["kind"]): KeyDate => ({ iso, kind, phrase: iso, sentence: iso, place: null });

describe("limitationDate", () => {
  it("counts the firm's period from the earliest incident or end of employment", () => {
    expect(
      limitationDate(
        [date("2025-03-10", "incident"), date("2024-11-02", "incident"), date("2026-01-01", "hearing")],
        24,
      ),
    ).toBe("2026-11-02");
    expect(limitationDate([date("2025-06-30", "employment_end")], 6)).toBe("2025-12-30");
  });

  it("keeps to the month's last day when the month is shorter", () => {
    expect(limitationDate([date("2024-08-31", "incident")], 6)).toBe("2025-02-28");
  });

  it("has no date without an incident", () => {
    expect(limitationDate([date("2026-04-01", "hearing")], 12)).toBeNull();
  });
});
