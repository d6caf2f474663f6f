import { describe, expect, it } from "vitest";
import { bodyLimitFor, composerBodyLimit, defaultBodyLimit } from "./body-limits.server.ts";

const MB = 1024 * 1024;

describe("body limits per route", () => {
  it("lets each upload form take its file, with or without JavaScript (single fetch posts to .data)", () => {
    expect(bodyLimitFor("/")).toBe(composerBodyLimit);
    expect(bodyLimitFor("/_root.data")).toBe(composerBodyLimit);
    expect(bodyLimitFor("/business-onboarding")).toBeGreaterThan(5 * MB);
    expect(bodyLimitFor("/business-onboarding.data")).toBeGreaterThan(5 * MB);
    expect(bodyLimitFor("/settings/organization/conflicts")).toBeGreaterThan(10 * MB);
    expect(bodyLimitFor("/settings/organization/intake.data")).toBe(5 * MB);
  });

  it("keeps JSON APIs and other forms small, and leaves the streaming uploads to their own cut", () => {
    expect(bodyLimitFor("/api/sessions")).toBe(defaultBodyLimit);
    expect(bodyLimitFor("/settings/account")).toBe(defaultBodyLimit);
    expect(bodyLimitFor("/api/payments/stripe-webhook")).toBe(64 * 1024);
    expect(bodyLimitFor("/api/files/upload")).toBeNull();
  });
});
