import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-11-23T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const text = (ms: number, locale = "en") => {
  const time = relativeTime(ago(ms), now, locale);
  return time.unit === "text" ? time.text : time.unit;
};

describe("relative times of the activity timeline", () => {
  it("says 'Just now' under a minute, also for a clock slightly ahead", () => {
    expect(relativeTime(ago(0), now, "en")).toEqual({ unit: "now" });
    expect(relativeTime(ago(59_999), now, "en")).toEqual({ unit: "now" });
    expect(relativeTime(ago(-5_000), now, "en")).toEqual({ unit: "now" });
  });

  it("counts whole minutes, hours and days as the spec writes them: 'Nm ago', 'Nh ago', 'Nd ago'", () => {
    expect(text(60_000)).toBe("1m ago");
    expect(text(59 * 60_000 + 59_000)).toBe("59m ago");
    expect(text(3_600_000)).toBe("1h ago");
    expect(text(23 * 3_600_000 + 3_599_000)).toBe("23h ago");
    expect(text(86_400_000)).toBe("1d ago");
    expect(text(7 * 86_400_000 - 1)).toBe("6d ago");
  });

  it("speaks the reader's language", () => {
    expect(text(3 * 3_600_000, "es")).toBe("hace 3 h");
    expect(text(2 * 86_400_000, "ja")).toBe("2日前");
  });

  it("shows a locale date from 7 days on", () => {
    expect(relativeTime("2026-11-16T12:00:00.000Z", now, "en-US")).toEqual({ unit: "text", text: "Nov 16, 2026" });
    expect(relativeTime("2026-01-05T08:00:00.000Z", now, "de")).toEqual({ unit: "text", text: "5. Jan. 2026" });
  });
});
