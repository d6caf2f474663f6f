import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-11-23T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("relative times of the activity timeline", () => {
  it("says 'Just now' under a minute, also for a clock slightly ahead", () => {
    expect(relativeTime(ago(0), now, "en")).toEqual({ unit: "now" });
    expect(relativeTime(ago(59_999), now, "en")).toEqual({ unit: "now" });
    expect(relativeTime(ago(-5_000), now, "en")).toEqual({ unit: "now" });
  });

  it("counts whole minutes, hours and days", () => {
    expect(relativeTime(ago(60_000), now, "en")).toEqual({ unit: "minutes", value: 1 });
    expect(relativeTime(ago(59 * 60_000 + 59_000), now, "en")).toEqual({ unit: "minutes", value: 59 });
    expect(relativeTime(ago(3_600_000), now, "en")).toEqual({ unit: "hours", value: 1 });
    expect(relativeTime(ago(23 * 3_600_000 + 3_599_000), now, "en")).toEqual({ unit: "hours", value: 23 });
    expect(relativeTime(ago(86_400_000), now, "en")).toEqual({ unit: "days", value: 1 });
    expect(relativeTime(ago(7 * 86_400_000 - 1), now, "en")).toEqual({ unit: "days", value: 6 });
  });

  it("shows a locale date from 7 days on", () => {
    expect(relativeTime("2026-11-16T12:00:00.000Z", now, "en-US")).toEqual({ unit: "date", text: "Nov 16, 2026" });
    expect(relativeTime("2026-01-05T08:00:00.000Z", now, "de")).toEqual({ unit: "date", text: "5. Jan. 2026" });
  });
});
