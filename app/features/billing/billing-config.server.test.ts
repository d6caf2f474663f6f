import { describe, expect, it } from "vitest";
import { sameOriginUrl } from "./billing-config.server.ts";
import { seatCount } from "./schemas.ts";

describe("return URLs sent to Stripe", () => {
  it("keeps a path of this site, with Stripe's session placeholder untouched", () => {
    expect(sameOriginUrl("/business-onboarding?sync=1&session_id={CHECKOUT_SESSION_ID}", "/")).toBe(
      "http://localhost:3000/business-onboarding?sync=1&session_id={CHECKOUT_SESSION_ID}",
    );
    expect(sameOriginUrl("http://localhost:3000/settings/account", "/")).toBe("http://localhost:3000/settings/account");
  });

  it("never sends the browser to another site", () => {
    for (const outside of [
      "https://evil.example/steal",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(sameOriginUrl(outside, "/settings/account")).toBe("http://localhost:3000/settings/account");
    }
  });
});

describe("seat counts", () => {
  it("accepts positive integers and refuses the rest", () => {
    expect(seatCount("3")).toBe(3);
    expect(seatCount(12)).toBe(12);
    expect(seatCount(undefined)).toBe(1);
    for (const bad of ["0", "-1", "2.5", "three", 10_001, "1e3"]) expect(seatCount(bad)).toBeNull();
  });
});
