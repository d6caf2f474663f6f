import { describe, expect, it } from "vitest";
import { hasUnsafeUrl } from "./url-hygiene.server.ts";

describe("addresses that cannot be text", () => {
  it.each([
    ["a NUL in the query", "/?organizationId=%00"],
    ["a lone surrogate", "/lawyers?q=%ED%A0%80"],
    ["a cut escape", "/lawyers?q=%E2%82"],
    ["a newline", "/auth?redirectTo=%2F%0A%2Fevil"],
  ])("refuses %s", (_label, url) => {
    expect(hasUnsafeUrl(url)).toBe(true);
  });

  it("lets ordinary addresses through, accents and spaces included", () => {
    expect(hasUnsafeUrl("/?organizationId=your-firm")).toBe(false);
    expect(hasUnsafeUrl("/lawyers?q=fran%C3%A7ais+family&city=S%C3%A3o%20Paulo")).toBe(false);
    expect(hasUnsafeUrl("/settings/account?cancelled=1")).toBe(false);
  });
});
