import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength.ts";

describe("password strength meter", () => {
  it.each([
    ["", 0, "veryWeak"],
    ["abc", 1, "veryWeak"],
    ["abcdefgh", 2, "weak"],
    ["abcdefgH", 3, "good"],
    ["abcdefH1", 4, "strong"],
    ["abcdeH1!", 5, "strong"],
    ["A1!", 3, "good"],
  ] as const)("%j scores %i (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
