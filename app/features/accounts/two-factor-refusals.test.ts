import { describe, expect, it } from "vitest";
import { DomainError } from "~/lib/errors.ts";
import { refusedCodeMessage } from "./two-factor-refusals.ts";

describe("a refused two-factor code", () => {
  it.each([
    ["RATE_LIMITED", "settings:mfa.tooManyAttempts"],
    ["NOT_FOUND", "settings:mfa.notConfigured"],
    ["INVALID_TOKEN", "settings:mfa.invalidCode"],
  ] as const)("%s reads %s", (code, key) => {
    expect(refusedCodeMessage(new DomainError(code), "settings:mfa.invalidCode")).toBe(key);
  });
});
