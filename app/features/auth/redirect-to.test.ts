import { describe, expect, it } from "vitest";
import { RedirectToSchema, sameSitePath } from "./schemas.ts";

describe("redirectTo after sign-in", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(RedirectToSchema.parse("/settings/account?tab=plan#billing")).toBe("/settings/account?tab=plan#billing");
    expect(RedirectToSchema.parse("/")).toBe("/");
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["backslash", "/\\evil.example"],
    ["tab dropped by browsers", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["NUL", "/\u0000/evil.example"],
    ["absolute URL", "https://evil.example/"],
    ["javascript:", "javascript:alert(1)"],
  ])("refuses a %s target", (_label, target) => {
    expect(sameSitePath(target)).toBeNull();
    expect(RedirectToSchema.parse(target)).toBeUndefined();
  });

  it("normalizes dot segments without leaving the site", () => {
    expect(RedirectToSchema.parse("/a/../../settings")).toBe("/settings");
  });
});
