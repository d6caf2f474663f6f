import { describe, expect, it } from "vitest";
import { firstLoginStop, isOpenBeforeOnboarding } from "./first-login.ts";

describe("the first-login check", () => {
  it("lets a user who has not finished onboarding reach sign-in, onboarding, the API and the legal pages only", () => {
    for (const open of [
      "/auth",
      "/auth/two-factor",
      "/auth/verify-email",
      "/onboarding",
      "/api/auth/sign-out",
      "/terms",
      "/privacy",
    ]) {
      expect(isOpenBeforeOnboarding(open), open).toBe(true);
    }
    for (const closed of [
      "/",
      "/settings",
      "/settings/security",
      "/cart",
      "/business-onboarding",
      "/authors",
      "/onboarding-extra",
      "/help",
    ]) {
      expect(isOpenBeforeOnboarding(closed), closed).toBe(false);
    }
  });

  it("sends the user to the onboarding stop, carrying where they were going", () => {
    expect(firstLoginStop("/")).toBe("/auth?mode=signin&onboarding=true");
    expect(firstLoginStop(null)).toBe("/auth?mode=signin&onboarding=true");
    expect(firstLoginStop("/settings/account?tab=1")).toBe(
      "/auth?mode=signin&onboarding=true&redirectTo=%2Fsettings%2Faccount%3Ftab%3D1",
    );
  });
});
