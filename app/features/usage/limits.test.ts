import { describe, expect, it } from "vitest";
import { enforcedLimit, limitReason, periodEnd, usageBannerLevel, metricQuota } from "./limits.ts";

describe("usage limits by plan", () => {
  it("free and plus are counted per day against 20 and 200 messages; free uploads per month against 3", () => {
    expect(enforcedLimit("free", "messages")).toEqual({ limit: 20, period: "day", guardrail: false });
    expect(enforcedLimit("plus", "messages")).toEqual({ limit: 200, period: "day", guardrail: false });
    expect(enforcedLimit("free", "files")).toEqual({ limit: 3, period: "month", guardrail: false });
  });

  it("business and enterprise are unlimited, but the counter stops at the guardrail", () => {
    expect(enforcedLimit("business", "messages")).toEqual({ limit: 1000, period: "day", guardrail: true });
    expect(enforcedLimit("enterprise", "files")).toEqual({ limit: 1000, period: "month", guardrail: true });
    expect(usageBannerLevel(metricQuota(999, -1))).toBe("none");
  });

  it("names the limit reached with the period the plan really has", () => {
    expect(limitReason("free", "messages")).toBe("planMessagesDaily");
    expect(limitReason("free", "files")).toBe("planFiles");
    expect(limitReason("anonymous", "messages")).toBe("anonymousMessages");
    expect(limitReason("anonymous", "files")).toBe("anonymousFiles");
    expect(limitReason("business", "messages")).toBe("guardrail");
  });

  it("a daily allowance renews at the next UTC midnight", () => {
    expect(periodEnd("day", new Date("2026-11-26T23:59:59Z")).toISOString()).toBe("2026-11-27T00:00:00.000Z");
  });
});
