import { describe, expect, it } from "vitest";
import { oldestKeptUsagePeriod } from "./purge-expired-rows.server.ts";

describe("the oldest usage period the housekeeping keeps", () => {
  it("is the first day of the previous UTC month", () => {
    expect(oldestKeptUsagePeriod(new Date("2026-11-26T03:00:00Z")).toISOString()).toBe("2026-10-01T00:00:00.000Z");
    expect(oldestKeptUsagePeriod(new Date("2026-03-31T23:59:59Z")).toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });

  it("reaches back into December of the year before in January", () => {
    expect(oldestKeptUsagePeriod(new Date("2027-01-01T00:00:00Z")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });
});
