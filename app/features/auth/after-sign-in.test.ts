import { describe, expect, it } from "vitest";
import { nextAfterSignIn } from "./after-sign-in.ts";

describe("where sign-in leads", () => {
  it("two-factor first, then the first-login onboarding stop, then where the user was going", () => {
    expect(nextAfterSignIn({ twoFactorRequired: true, onboardingCompleted: false, redirectTo: "/settings" })).toBe(
      "/auth/two-factor?redirectTo=%2Fsettings",
    );
    expect(nextAfterSignIn({ twoFactorRequired: false, onboardingCompleted: false, redirectTo: null })).toBe(
      "/auth?mode=signin&onboarding=true",
    );
    expect(nextAfterSignIn({ twoFactorRequired: false, onboardingCompleted: false, redirectTo: "/settings" })).toBe(
      "/auth?mode=signin&onboarding=true&redirectTo=%2Fsettings",
    );
    expect(nextAfterSignIn({ twoFactorRequired: false, onboardingCompleted: true, redirectTo: null })).toBe("/");
    expect(nextAfterSignIn({ twoFactorRequired: false, onboardingCompleted: true, redirectTo: "/settings" })).toBe(
      "/settings",
    );
  });
});
